import { describe, expect, it } from 'vitest';
import { checkPageAccess, type PageAccessDependencies } from './page-access';

function dependencies(granted: string[], active: number | undefined, reached: number[]): PageAccessDependencies & { asked: (number | undefined)[] } {
  const asked: (number | undefined)[] = [];
  return {
    asked,
    contains: async (origins) => origins.every((origin) => granted.includes(origin)),
    activeTab: async (windowId) => {
      asked.push(windowId);
      return active;
    },
    reaches: async (tabId) => reached.includes(tabId),
  };
}

describe('access to the page beside the panel', () => {
  it('counts the content scripts’ <all_urls> (as installed) as access to every site', async () => {
    expect(await checkPageAccess({ windowId: 3 }, dependencies(['<all_urls>'], 7, [7]))).toEqual({ allSites: true, page: { tabId: 7, reached: true } });
  });

  it('counts http and https granted from the panel as access to every site', async () => {
    expect(await checkPageAccess({}, dependencies(['http://*/*', 'https://*/*'], 7, []))).toEqual({ allSites: true, page: { tabId: 7, reached: false } });
  });

  it('reports a page Atalaia cannot read when the person withheld access to sites', async () => {
    expect(await checkPageAccess({ windowId: 3 }, dependencies([], 7, []))).toEqual({ allSites: false, page: { tabId: 7, reached: false } });
  });

  it('reports a page of a site granted on its own as read', async () => {
    expect(await checkPageAccess({ windowId: 3 }, dependencies(['https://*/*'], 7, [7]))).toEqual({ allSites: false, page: { tabId: 7, reached: true } });
  });

  it('looks at the panel’s own window, and has no page when the active tab is the panel itself', async () => {
    const deps = dependencies([], 5, []);
    expect(await checkPageAccess({ windowId: 2, ownTabId: 5 }, deps)).toEqual({ allSites: false, page: null });
    expect(deps.asked).toEqual([2]);
    expect(await checkPageAccess({}, dependencies([], undefined, []))).toEqual({ allSites: false, page: null });
  });
});
