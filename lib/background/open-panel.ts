/**
 * Opening the records panel at an identifier: Chrome's side panel, Firefox's sidebar, or, where
 * neither can open, the same page in a tab.
 *
 * Both browsers open their panel only straight from a user's gesture. Chrome lets the gesture of a
 * click in an extension page (the card) travel with its message to the background; Firefox does not,
 * and an extension frame inside a web page (the card) gets none of Firefox's sidebar API. So in
 * Firefox the card cannot open a closed sidebar: the background points the sidebar at the
 * identifier (an open sidebar goes there at once) and the card tells the person the one gesture that
 * opens it (the shortcut or the toolbar button), or offers a tab.
 */
import { browser } from 'wxt/browser';
import type { PanelCommand } from '../protocol/messages';
import { openPanelsItem } from '../storage/session';

/** Where the panel ended up; `closed`: Firefox's sidebar is set to the identifier but waits for the person. */
export type PanelPlace = 'side_panel' | 'sidebar' | 'tab' | 'closed';

interface FirefoxSidebarAction {
  setPanel(details: { panel: string }): Promise<void>;
  open(): Promise<void>;
  isOpen(details: { windowId?: number }): Promise<boolean>;
}

/** Chrome's side-panel events: a panel opened or closed in a window, on a tab's own panel or not. */
interface SidePanelEvent {
  addListener(callback: (info: { windowId: number; tabId?: number }) => void): void;
}

/**
 * The windows whose side panel is open on a tab's own panel (the kind `openPanel` sets), and on which
 * tab. Also in `storage.session`: a worker stopped while the panel stayed open is woken again by the
 * hover card before "Abrir no painel" is clicked, and reads it back by then.
 */
const openPanels = new Map<number, number>();

/** Follows Chrome's side panels opening and closing (sidePanel.onOpened/onClosed); called once, at the worker's start. */
export function watchOpenPanels(): void {
  const sidePanel = browser.sidePanel as (typeof browser.sidePanel & { onOpened?: SidePanelEvent; onClosed?: SidePanelEvent }) | undefined;
  if (!sidePanel?.onOpened || !sidePanel.onClosed) return;
  const save = () => void openPanelsItem.setValue([...openPanels]).catch(() => undefined);
  sidePanel.onOpened.addListener(({ windowId, tabId }) => {
    if (tabId === undefined) openPanels.delete(windowId);
    else openPanels.set(windowId, tabId);
    save();
  });
  sidePanel.onClosed.addListener(({ windowId }) => {
    openPanels.delete(windowId);
    save();
  });
  void openPanelsItem.getValue().then((saved) => {
    for (const [windowId, tabId] of saved) if (!openPanels.has(windowId)) openPanels.set(windowId, tabId);
  });
}

/**
 * Asks the side panel open in `windowId` to show `query` itself; resolves once it has (or when none
 * answers: then setting its address loads the page at the identifier, as for a closed panel).
 */
async function showInOpenPanel(windowId: number, query: string): Promise<void> {
  const command: PanelCommand = { atalaia: 1, type: 'panel.show', payload: { windowId, query } };
  await browser.runtime.sendMessage(command).catch(() => undefined);
}

/** `sidepanel.html?q=<identifier as typed>` (docs/contracts.md, 3). */
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
  /** The person asked for a tab. */
  inTab?: boolean | undefined;
  /**
   * What to do when Firefox's sidebar cannot open for want of a gesture: open a tab (the browser's own
   * UI called: something went wrong) or leave it set and closed, for the caller to say so (a page asked).
   */
  whenNoGesture?: 'tab' | 'wait';
}

/**
 * Must be called straight from the user's gesture (click, shortcut, menu): both browsers refuse to
 * open their panel later, so nothing is awaited before the open call.
 */
export async function openPanel(target: OpenPanelTarget): Promise<PanelPlace> {
  const path = panelPath(target.query);
  const sidePanel = browser.sidePanel as typeof browser.sidePanel | undefined;
  const sidebar = (browser as unknown as { sidebarAction?: FirefoxSidebarAction }).sidebarAction;
  if (!target.inTab && sidePanel?.open && (target.tabId !== undefined || target.windowId !== undefined)) {
    const { tabId, windowId, query } = target;
    try {
      if (tabId === undefined) {
        await sidePanel.open({ windowId: windowId as number });
      } else if (query && windowId !== undefined && openPanels.get(windowId) === tabId) {
        // Open on this tab already: told the identifier, the panel shows it without loading its page
        // again (as a new address would make it) and takes that address itself, so that setting it
        // for the tab then navigates nothing. Opened anyway, inside the gesture, in case it was
        // closed a moment ago.
        const opened = sidePanel.open({ tabId });
        const configured = showInOpenPanel(windowId, query).then(() => sidePanel.setOptions({ tabId, path, enabled: true }));
        await Promise.all([configured, opened]);
      } else {
        await Promise.all([sidePanel.setOptions({ tabId, path, enabled: true }), sidePanel.open({ tabId })]);
      }
      return 'side_panel';
    } catch {
      // No gesture left or no panel for this window: fall back to a tab below.
    }
  } else if (!target.inTab && sidebar) {
    // Without a query the sidebar keeps what it shows (the last identifier, or one a card set).
    const [, opened] = await Promise.allSettled([target.query ? sidebar.setPanel({ panel: extensionUrl(path) }) : Promise.resolve(), sidebar.open()]);
    if (opened.status === 'fulfilled') return 'sidebar';
    // No gesture: an open sidebar has already gone to the new address; a closed one waits.
    if (await sidebar.isOpen(target.windowId === undefined ? {} : { windowId: target.windowId })) return 'sidebar';
    if (target.whenNoGesture === 'wait') return 'closed';
  }
  await browser.tabs.create({ url: extensionUrl(path) });
  return 'tab';
}

/** The shortcut that opens the panel, as the person has it (they may have changed it); null if none. */
export async function openPanelShortcut(): Promise<string | null> {
  const commands = await browser.commands.getAll();
  return commands.find((command) => command.name === 'open-panel')?.shortcut || null;
}
