/**
 * Pausing from the toolbar: two check items in the toolbar button's menu, "on this site" and
 * "everywhere", kept in step with the settings. The content scripts follow the settings at once.
 *
 * Atalaia asks for neither `tabs` nor `activeTab`, so Chrome hides `Tab.url` from the background. The
 * host comes instead from the tab's own content script (`content.host`, top frame only). Its content
 * scripts run on http(s) and file pages; a tab without one (the browser's own pages, the web store,
 * its PDF viewer, a page opened before the extension was installed) has no host to pause, and the
 * item is disabled there.
 */
import { browser } from 'wxt/browser';
import { t } from '../i18n';
import { sendToTab } from '../protocol/send';
import { normalizeSite } from '../settings';
import type { TrustedSettings } from '../storage/trusted';

export const PAUSE_SITE_MENU = 'atalaia-pause-site';
export const PAUSE_ALL_MENU = 'atalaia-pause-all';

/** The content script's answer as a host the settings can hold (`exemplo.com.br`, `127.0.0.1:8080`), or null. */
export function hostOf(answer: unknown): string | null {
  return answer ? normalizeSite(answer) : null;
}

/** The host of the page in a tab, as its content script reports it; null where no content script answers. */
export async function hostOfTab(tabId: number | undefined): Promise<string | null> {
  return tabId === undefined ? null : hostOf(await sendToTab(tabId, 'content.host', {}));
}

export function createPauseMenus(): void {
  browser.contextMenus.create({ id: PAUSE_SITE_MENU, type: 'checkbox', title: t('pauseSiteMenu'), contexts: ['action'] });
  browser.contextMenus.create({ id: PAUSE_ALL_MENU, type: 'checkbox', title: t('pauseEverywhereLabel'), contexts: ['action'] });
}

let latestSync = 0;

/** `stored`: the background's settings (lib/storage/trusted.ts), which it changes too. */
export async function syncPauseMenus(stored: Pick<TrustedSettings, 'read'>): Promise<void> {
  const sync = ++latestSync;
  const [settings, [tab]] = await Promise.all([stored.read(), browser.tabs.query({ active: true, lastFocusedWindow: true })]);
  const host = await hostOfTab(tab?.id);
  // Syncs overlap (a tab switch during a page load): only the latest one may set the menu.
  if (sync !== latestSync) return;
  await Promise.all([
    browser.contextMenus.update(PAUSE_SITE_MENU, { checked: host !== null && settings.pausedSites.includes(host), enabled: host !== null }),
    browser.contextMenus.update(PAUSE_ALL_MENU, { checked: settings.pausedEverywhere }),
  ]).catch(() => undefined);
}

/** A click on either item. The site's host is asked for again: the tab may hold another page by now. */
export async function togglePause(menuItemId: string | number, tabId: number | undefined, stored: Pick<TrustedSettings, 'read' | 'update'>): Promise<void> {
  if (menuItemId === PAUSE_ALL_MENU) {
    const settings = await stored.read();
    await stored.update({ pausedEverywhere: !settings.pausedEverywhere });
    return;
  }
  if (menuItemId !== PAUSE_SITE_MENU) return;
  const host = await hostOfTab(tabId);
  if (!host) {
    // The browser has already flipped the check mark; nothing changed, so put the true state back.
    await syncPauseMenus(stored);
    return;
  }
  const settings = await stored.read();
  const pausedSites = settings.pausedSites.includes(host) ? settings.pausedSites.filter((site) => site !== host) : [...settings.pausedSites, host];
  await stored.update({ pausedSites });
}
