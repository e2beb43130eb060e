import { browser } from 'wxt/browser';
import { defineBackground } from 'wxt/utils/define-background';
import { createMenus, registerBrowserUi } from '../../lib/background/browser-ui';
import { createLog } from '../../lib/background/log';
import { watchManagedPolicy } from '../../lib/background/managed-sync';
import { createMessageRouter } from '../../lib/background/router';
import { configureForSandboxIfBuiltForIt } from '../../lib/background/sandbox-setup';
import { createEnrichmentScheduler } from '../../lib/background/scheduler';
import { createBackgroundService, SWEEP_ALARM } from '../../lib/background/service';
import { openWelcomeOnInstall } from '../../lib/background/welcome';

// Every listener is added synchronously here: a worker woken by an event must find it registered.
export default defineBackground(() => {
  const log = createLog();
  // The organization's policy, copied where every context reads it, now and on every change.
  watchManagedPolicy((work) => log.background('policy', work));
  const scheduler = createEnrichmentScheduler({
    advanceAll: () => service.enrichment.advanceAll(),
    alarms: browser.alarms,
    onError: (error) => void log.error('enrichment', error),
  });
  const service = createBackgroundService({ wakeAt: scheduler.wakeAt, log });
  const route = createMessageRouter(service.handlers, {
    extensionId: browser.runtime.id,
    extensionOrigin: browser.runtime.getURL('/'),
    onDrop: (reason, type) => void log.note('router', 'dropped', `${reason} ${type ?? ''}`),
    log,
  });
  // sendResponse + `return true` rather than a returned promise: both browsers honour it.
  browser.runtime.onMessage.addListener((message, sender, sendResponse) => {
    const reply = route(message, sender);
    if (!reply) return false;
    void reply.then(sendResponse);
    return true;
  });

  browser.alarms.onAlarm.addListener((alarm) => {
    if (alarm.name === SWEEP_ALARM) log.background('sweep', service.sweep());
    if (scheduler.isItsAlarm(alarm.name)) void scheduler.resume();
  });
  log.background('sweep', service.start());
  // A worker (or browser) restarted mid-batch picks up where the store says it was.
  void scheduler.resume();

  browser.runtime.onInstalled.addListener(({ reason }) => {
    if (reason === 'install') {
      log.background('install', configureForSandboxIfBuiltForIt(service.settings));
      log.background('welcome', openWelcomeOnInstall());
    }
    createMenus();
  });
  registerBrowserUi(log, service.settings);
});
