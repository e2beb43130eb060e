/**
 * Opening the records panel at an identifier: Chrome's side panel, Firefox's sidebar, or, where
 * neither can open (no user gesture left, an older browser), the same page in a tab.
 */
import { browser } from 'wxt/browser';

export type PanelPlace = 'side_panel' | 'sidebar' | 'tab';

interface FirefoxSidebarAction {
  setPanel(details: { panel: string; tabId?: number }): Promise<void>;
  open(): Promise<void>;
}

/** `sidepanel.html?q=<identifier as typed>` (DESIGN.md contract 3). */
export function panelPath(query?: string): string {
  return query ? `sidepanel.html?q=${encodeURIComponent(query)}` : 'sidepanel.html';
}

function extensionUrl(path: string): string {
  // getURL is typed against the built pages; the panel page is one of them.
  return (browser.runtime.getURL as (path: string) => string)(`/${path}`);
}

export interface OpenPanelTarget {
  tabId?: number | undefined;
  windowId?: number | undefined;
  query?: string | undefined;
}

/**
 * Must be called straight from the user's gesture (click, shortcut, menu): both browsers refuse to
 * open their panel later, so nothing is awaited before the open call.
 */
export async function openPanel(target: OpenPanelTarget): Promise<PanelPlace> {
  const path = panelPath(target.query);
  const sidePanel = browser.sidePanel as typeof browser.sidePanel | undefined;
  if (sidePanel?.open && (target.tabId !== undefined || target.windowId !== undefined)) {
    const configured =
      target.tabId === undefined ? Promise.resolve() : sidePanel.setOptions({ tabId: target.tabId, path, enabled: true });
    const opened =
      target.tabId === undefined ? sidePanel.open({ windowId: target.windowId as number }) : sidePanel.open({ tabId: target.tabId });
    try {
      await Promise.all([configured, opened]);
      return 'side_panel';
    } catch {
      // No gesture left or no panel for this window: fall back to a tab below.
    }
  }
  const sidebar = (browser as unknown as { sidebarAction?: FirefoxSidebarAction }).sidebarAction;
  if (sidebar) {
    try {
      await Promise.all([sidebar.setPanel({ panel: extensionUrl(path) }), sidebar.open()]);
      return 'sidebar';
    } catch {
      // Same as above.
    }
  }
  await browser.tabs.create({ url: extensionUrl(path) });
  return 'tab';
}
