import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createHub } from '../../lib/hub';
import { t } from '../../lib/i18n';
import { createMessageRouter } from '../../lib/messaging';
import { openPanel } from '../../lib/panel';
import { configureForSandboxIfBuiltForIt } from '../../lib/sandbox-setup';

const SWEEP_ALARM = 'cache-sweep';
const LOOKUP_MENU = 'atalaia-lookup';
const MAX_QUERY_LENGTH = 300;

export default defineBackground(() => {
  const hub = createHub();
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
  });

  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'install') void configureForSandboxIfBuiltForIt();
    browser.contextMenus.create({ id: LOOKUP_MENU, title: t('contextMenuLookup'), contexts: ['selection'] });
  });
  browser.contextMenus.onClicked.addListener((info, tab) => {
    if (info.menuItemId !== LOOKUP_MENU) return;
    void openPanel({ tabId: tab?.id, windowId: tab?.windowId, query: info.selectionText?.trim().slice(0, MAX_QUERY_LENGTH) });
  });

  browser.commands.onCommand.addListener((command, tab) => {
    if (command === 'open-panel') void openPanel({ tabId: tab?.id, windowId: tab?.windowId });
  });

  // Chrome opens the side panel from the toolbar button by itself; elsewhere the click opens it.
  if (browser.sidePanel?.setPanelBehavior) {
    void browser.sidePanel.setPanelBehavior({ openPanelOnActionClick: true });
  } else {
    browser.action.onClicked.addListener((tab) => void openPanel({ tabId: tab.id, windowId: tab.windowId }));
  }
});
