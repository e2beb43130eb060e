import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createHub } from '../../lib/background/service';
import { t } from '../../lib/i18n';
import { createMessageRouter } from '../../lib/background/router';
import { openPanel } from '../../lib/background/open-panel';
import { createPauseMenus, syncPauseMenus, togglePause } from '../../lib/background/pause-menus';
import { configureForSandboxIfBuiltForIt } from '../../lib/background/sandbox-setup';
import { settingsItem } from '../../lib/storage';

const SWEEP_ALARM = 'cache-sweep';
const ENRICHMENT_ALARM = 'enrichment';
const LOOKUP_MENU = 'atalaia-lookup';
const MAX_QUERY_LENGTH = 300;

export default defineBackground(() => {
  // Enrichment jobs go on by a timer while the worker lives and by an alarm after it has stopped.
  let wakeTimer: ReturnType<typeof setTimeout> | undefined;
  const resumeEnrichment = async () => {
    if ((await hub.enrichment.advanceAll()) === 0) await browser.alarms.clear(ENRICHMENT_ALARM);
  };
  const wakeAt = (time: number) => {
    clearTimeout(wakeTimer);
    wakeTimer = setTimeout(() => void resumeEnrichment(), Math.max(0, time - Date.now()));
    void browser.alarms.get(ENRICHMENT_ALARM).then((alarm) => {
      if (!alarm) void browser.alarms.create(ENRICHMENT_ALARM, { periodInMinutes: 0.5 });
    });
  };
  const hub = createHub({ wakeAt });
  let droppedMessages = 0;

  const route = createMessageRouter(hub.handlers, {
    extensionId: browser.runtime.id,
    extensionOrigin: browser.runtime.getURL('/'),
    onDrop: () => {
      droppedMessages += 1;
      void browser.storage.session.set({ droppedMessages });
    },
  });

  // sendResponse + `return true` rather than a returned promise: both browsers honour it.
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    const reply = route(message, sender);
    if (!reply) return false;
    void reply.then(sendResponse);
    return true;
  });

  // Expired records go when the worker starts and every hour after.
  void hub.sweep();
  void browser.alarms.get(SWEEP_ALARM).then((alarm) => {
    if (!alarm) void browser.alarms.create(SWEEP_ALARM, { periodInMinutes: 60 });
  });
  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === SWEEP_ALARM) void hub.sweep();
    if (alarm.name === ENRICHMENT_ALARM) void resumeEnrichment();
  });
  // A worker (or browser) restarted mid-batch picks up where the store says it was.
  void resumeEnrichment();

  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'install') void configureForSandboxIfBuiltForIt();
    browser.contextMenus.create({ id: LOOKUP_MENU, title: t('contextMenuLookup'), contexts: ['selection'] });
    createPauseMenus();
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId === LOOKUP_MENU) {
      void openPanel({ tabId: tab?.id, windowId: tab?.windowId, query: info.selectionText?.trim().slice(0, MAX_QUERY_LENGTH) });
      return;
    }
    void togglePause(info.menuItemId, tab?.id);
  });
  // The toolbar menu's check marks follow the active tab, its page loads and the settings. Without the
  // `tabs` permission onUpdated carries no url, but it carries status: the content script is there by
  // `complete`.
  browser.tabs.onActivated.addListener(() => void syncPauseMenus());
  browser.tabs.onUpdated.addListener((_tabId, change, tab) => tab.active && change.status && void syncPauseMenus());
  browser.windows.onFocusChanged.addListener(() => void syncPauseMenus());
  settingsItem.watch(() => void syncPauseMenus());

  browser.commands.onCommand.addListener((command, tab) => {
    if (command === 'open-panel') void openPanel({ tabId: tab?.id, windowId: tab?.windowId });
    // The page's content script moves to its next identifier; nothing but the command crosses.
    if (command === 'next-identifier' && tab?.id !== undefined) void browser.tabs.sendMessage(tab.id, { atalaia: 1, type: 'content.next' }).catch(() => undefined);
  });

  // Chrome opens the side panel from the toolbar button by itself; elsewhere the click opens it.
  if (browser.sidePanel?.setPanelBehavior) {
    void browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });
  } else {
    browser.action.onClicked.addListener((tab) => void openPanel({ tabId: tab.id, windowId: tab.windowId }));
  }
});
