/**
 * The background's part of the browser's own UI: the context menu on selected text, the toolbar
 * button and its pause menu, and the keyboard commands. Each handler runs straight from the user's
 * gesture, so the panel can still open (both browsers refuse later).
 */
import { browser } from 'wxt/browser';
import { t } from '../i18n';
import type { ReaderCommand } from '../protocol/messages';
import { sendToTab } from '../protocol/send';
import { isDisabled } from '../settings/managed';
import type { TrustedSettings } from '../storage/trusted';
import type { DiagnosticLog } from './log';
import { openPanel, watchOpenPanels } from './open-panel';
import { createPauseMenus, syncPauseMenus, togglePause } from './pause-menus';
import { syncPdfRedirect } from './pdf-redirect';
import { watchPdfResponses } from './pdf-tabs';
import { createReaderMenus, isReaderMenu, openInReader, showReaderMenus } from './reader-menus';

const LOOKUP_MENU = 'atalaia-lookup';
const MAX_QUERY_LENGTH = 300;

/** Menus are created once per install or update; the browser keeps them. */
export function createMenus(): void {
  browser.contextMenus.create({ id: LOOKUP_MENU, title: t('contextMenuLookup'), contexts: ['selection'] });
  // The reader's item first: on a tab showing a PDF, it is what the toolbar's badge points to.
  createReaderMenus();
  createPauseMenus();
}

/** `settings`: the background's own (lib/storage/trusted.ts), so that a rewritten copy in `storage.local` moves nothing here. */
export function registerBrowserUi(log: DiagnosticLog, settings: TrustedSettings): void {
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId === LOOKUP_MENU) {
      log.background('menus', openPanel({ tabId: tab?.id, windowId: tab?.windowId, query: info.selectionText?.trim().slice(0, MAX_QUERY_LENGTH) }));
      return;
    }
    if (isReaderMenu(info.menuItemId)) {
      log.background('reader', settings.policy().then((policy) => (isDisabled(policy, 'reader') ? undefined : openInReader(info, tab))));
      return;
    }
    log.background('menus', togglePause(info.menuItemId, tab?.id, settings));
  });
  // The toolbar menu's check marks follow the active tab, its page loads and the settings. Without the
  // `tabs` permission onUpdated carries no url, but it carries status: the content script is there by
  // `complete`.
  const sync = () => log.background('menus', syncPauseMenus(settings));
  browser.tabs.onActivated.addListener(sync);
  browser.tabs.onUpdated.addListener((_tabId, change, tab) => tab.active && change.status && sync());
  browser.windows.onFocusChanged.addListener(sync);
  settings.watch(sync);
  // The opt-in PDF redirect follows its setting; dynamic rules outlive the worker, so this only repairs.
  // The policy's blocked sites are left out of it.
  settings.watch((inForce, policy) => log.background('reader', syncPdfRedirect(inForce.openPdfsInReader, policy.blockedSites)));
  log.background('reader', Promise.all([settings.read(), settings.policy()]).then(([inForce, policy]) => syncPdfRedirect(inForce.openPdfsInReader, policy.blockedSites)));
  // Firefox: its redirect by Content-Type and its PDF badge come from the responses (./pdf-tabs.ts).
  if (import.meta.env.FIREFOX) watchPdfResponses(settings, log);
  // The organization's switch for the reader hides its menus (its redirect is off through the settings).
  settings.watch((_inForce, policy) => log.background('reader', showReaderMenus(!isDisabled(policy, 'reader'))));
  log.background('reader', settings.policy().then((policy) => showReaderMenus(!isDisabled(policy, 'reader'))));

  browser.commands.onCommand.addListener((command, tab) => {
    if (command === 'open-panel') log.background('commands', openPanel({ tabId: tab?.id, windowId: tab?.windowId }));
    // The page's content script moves to its next identifier; nothing but the command crosses. The
    // document reader is an extension page, which only a runtime message reaches.
    if (command === 'next-identifier' && tab?.id !== undefined) {
      void sendToTab(tab.id, 'content.next', {});
      const toReader: ReaderCommand = { atalaia: 1, type: 'reader.next', payload: { tabId: tab.id } };
      browser.runtime.sendMessage(toReader).catch(() => undefined);
    }
  });

  watchOpenPanels();
  // Chrome opens the side panel from the toolbar button by itself; elsewhere the click opens it.
  if (browser.sidePanel?.setPanelBehavior) {
    log.background('toolbar', browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true }));
  } else {
    browser.action.onClicked.addListener((tab) => log.background('toolbar', openPanel({ tabId: tab.id, windowId: tab.windowId })));
  }
}
