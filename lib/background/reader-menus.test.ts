import { describe, expect, it, vi } from 'vitest';
import { openInReader, pdfAddressOf, READER_ACTION_MENU, READER_LINK_MENU, READER_PAGE_MENU, type ReaderOpening } from './reader-menus';

function opening() {
  const calls: string[] = [];
  const deps: ReaderOpening = {
    requestHostAccess: vi.fn(async (origins: string[]) => {
      calls.push(`request ${origins.join(',')}`);
      return true;
    }),
    openTab: vi.fn(async (properties) => {
      calls.push(`open ${properties.url}`);
    }),
    extensionUrl: (path) => `chrome-extension://id/${path}`,
    grantFile: vi.fn(async (url: string) => {
      calls.push(`grant ${url}`);
      return 'a1b2c3d4e5f60718';
    }),
  };
  return { deps, calls };
}

describe('"Abrir no leitor do Atalaia"', () => {
  it('takes the link for a link, else the frame, the page or the tab', () => {
    const tab = { id: 3, index: 0, windowId: 1, url: 'https://tab.example/a.pdf' };
    expect(pdfAddressOf({ menuItemId: READER_LINK_MENU, linkUrl: 'https://l.example/x.pdf', pageUrl: 'https://p.example/' }, tab)).toBe('https://l.example/x.pdf');
    expect(pdfAddressOf({ menuItemId: READER_PAGE_MENU, frameUrl: 'https://f.example/x.pdf', pageUrl: 'https://p.example/' }, tab)).toBe('https://f.example/x.pdf');
    expect(pdfAddressOf({ menuItemId: READER_ACTION_MENU }, tab)).toBe('https://tab.example/a.pdf');
    expect(pdfAddressOf({ menuItemId: READER_ACTION_MENU, pageUrl: 'chrome://newtab/' }, { ...tab, url: undefined })).toBeNull();
  });

  it('asks for host access to the origin inside the click, then opens the reader next to the tab', async () => {
    const { deps, calls } = opening();
    const done = openInReader({ menuItemId: READER_ACTION_MENU, pageUrl: 'https://diario.example/ed/5874.pdf?v=2' }, { id: 7, index: 2, windowId: 1, url: undefined }, deps);
    // Synchronously: before anything is awaited, or the browser refuses the prompt.
    expect(deps.requestHostAccess).toHaveBeenCalledWith(['https://diario.example/*']);
    await done;
    expect(calls).toEqual(['request https://diario.example/*', `open chrome-extension://id/reader.html?url=${encodeURIComponent('https://diario.example/ed/5874.pdf?v=2')}`]);
    expect(deps.openTab).toHaveBeenCalledWith(expect.objectContaining({ index: 3, openerTabId: 7 }));
  });

  it('opens the reader even when access is refused, asks nothing for a file or no address, and grants the file it opens', async () => {
    const { deps, calls } = opening();
    deps.requestHostAccess = vi.fn(async () => false);
    await openInReader({ menuItemId: READER_PAGE_MENU, pageUrl: 'https://x.example/a.pdf' }, undefined, deps);
    expect(calls).toEqual([`open chrome-extension://id/reader.html?url=${encodeURIComponent('https://x.example/a.pdf')}`]);
    const other = opening();
    await openInReader({ menuItemId: READER_PAGE_MENU, pageUrl: 'file:///tmp/a.pdf' }, undefined, other.deps);
    await openInReader({ menuItemId: READER_ACTION_MENU }, undefined, other.deps);
    expect(other.deps.requestHostAccess).not.toHaveBeenCalled();
    expect(other.calls).toEqual(['grant file:///tmp/a.pdf', `open chrome-extension://id/reader.html?url=${encodeURIComponent('file:///tmp/a.pdf')}#grant=a1b2c3d4e5f60718`, 'open chrome-extension://id/reader.html']);
  });
});
