/**
 * Pausing from the toolbar: two check items in the toolbar button's menu, "on this site" and
 * "everywhere", kept in step with the settings. The content scripts follow the settings at once.
 */
import { browser } from 'wxt/browser';
import { t } from '../i18n';
import { readSettings, updateSettings } from '../storage';

export const PAUSE_SITE_MENU = 'atalaia-pause-site';
export const PAUSE_ALL_MENU = 'atalaia-pause-all';

function hostOf(url: string | undefined): string | null {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) || parsed.protocol === 'file:' ? parsed.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

export function createPauseMenus(): void {
  browser.contextMenus.create({ id: PAUSE_SITE_MENU, type: 'checkbox', title: t('pauseSiteMenu'), contexts: ['action'] });
  browser.contextMenus.create({ id: PAUSE_ALL_MENU, type: 'checkbox', title: t('pauseEverywhereLabel'), contexts: ['action'] });
}

export async function syncPauseMenus(): Promise<void> {
  const [settings, [tab]] = await Promise.all([readSettings(), browser.tabs.query({ active: true, lastFocusedWindow: true })]);
  const host = hostOf(tab?.url);
  await Promise.all([
    browser.contextMenus.update(PAUSE_SITE_MENU, { checked: host !== null && settings.pausedSites.includes(host), enabled: host !== null }),
    browser.contextMenus.update(PAUSE_ALL_MENU, { checked: settings.pausedEverywhere }),
  ]).catch(() => undefined);
}

export async function togglePause(menuItemId: string | number, tabUrl: string | undefined): Promise<void> {
  const settings = await readSettings();
  if (menuItemId === PAUSE_ALL_MENU) {
    await updateSettings({ pausedEverywhere: !settings.pausedEverywhere });
    return;
  }
  const host = hostOf(tabUrl);
  if (menuItemId !== PAUSE_SITE_MENU || !host) return;
  const pausedSites = settings.pausedSites.includes(host) ? settings.pausedSites.filter((site) => site !== host) : [...settings.pausedSites, host];
  await updateSettings({ pausedSites });
}
