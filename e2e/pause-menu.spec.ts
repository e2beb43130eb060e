/**
 * "Pausar neste site" in the toolbar button's menu, through the background's real onClicked listener:
 * the page's highlights go and come back, the setting and the check mark follow, and the item is
 * disabled on a tab that has no content script to say which site it shows.
 */
import type { Page, Worker } from '@playwright/test';
import { readStored } from './extension';
import { expect, test } from './fixtures';

/** PAUSE_SITE_MENU of lib/background/pause-menus.ts (importing that module would load wxt/storage here). */
const PAUSE_SITE_MENU = 'atalaia-pause-site';

type MenuState = Record<string, { checked?: boolean; enabled?: boolean }>;

/** Ranges painted under Atalaia's highlight names (`atalaia-cpf-underline`, …), every kind together. */
async function paintedRanges(page: Page): Promise<number> {
  return page.evaluate(() => [...CSS.highlights].filter(([name]) => name.startsWith('atalaia-')).reduce((sum, [, highlight]) => sum + highlight.size, 0));
}

/**
 * Chrome cannot tell what its menu items show (there is no contextMenus.get): the worker's
 * contextMenus.update is wrapped so that the test sees the last properties given to each item.
 */
async function recordMenu(worker: Worker): Promise<void> {
  await worker.evaluate(() => {
    const menus = chrome.contextMenus;
    const update = menus.update.bind(menus);
    const state: Record<string, object> = {};
    Object.assign(globalThis, { recordedMenu: state });
    menus.update = ((id: string | number, properties: object) => {
      state[String(id)] = { ...state[String(id)], ...properties };
      return update(id, properties);
    }) as typeof menus.update;
  });
}

async function menuItem(worker: Worker, id: string) {
  return worker.evaluate((id) => (globalThis as unknown as { recordedMenu: MenuState }).recordedMenu[id], id);
}

async function pausedSites(worker: Worker): Promise<string[] | undefined> {
  return ((await readStored(worker)).settings as { pausedSites?: string[] } | undefined)?.pausedSites;
}

/**
 * A click on a toolbar-menu item, in the active tab, as Chrome delivers it to the background. Neither
 * the extension APIs nor the DevTools protocol can click an extension's menu, but Chrome's event
 * objects carry an undocumented `dispatch` that runs every listener added with addListener: here the
 * background's own contextMenus.onClicked listener, as built, with no test hook in the extension.
 * (What it skips is only the browser's side: flipping the check mark and choosing the tab.)
 */
async function clickMenuItem(worker: Worker, menuItemId: string): Promise<void> {
  await worker.evaluate(async (menuItemId) => {
    const onClicked = chrome.contextMenus.onClicked as typeof chrome.contextMenus.onClicked & { dispatch?: (...args: unknown[]) => void };
    if (typeof onClicked.dispatch !== 'function') throw new Error('chrome.contextMenus.onClicked.dispatch is gone: this Chrome needs another way to fire the menu.');
    const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
    const wasChecked = (globalThis as unknown as { recordedMenu: MenuState }).recordedMenu[menuItemId]?.checked ?? false;
    onClicked.dispatch({ menuItemId, editable: false, wasChecked, checked: !wasChecked }, tab);
  }, menuItemId);
}

test('"Pausar neste site" pauses the page\'s site at once, and a second click resumes it', async ({ context, pages, serviceWorker }) => {
  await recordMenu(serviceWorker);
  const page = await context.newPage();
  await page.goto(`${pages}/static.html`);
  await expect.poll(() => paintedRanges(page)).toBe(6);
  // The page's content script answered its host: the item is enabled, not checked.
  await expect.poll(() => menuItem(serviceWorker, PAUSE_SITE_MENU)).toEqual({ checked: false, enabled: true });

  await clickMenuItem(serviceWorker, PAUSE_SITE_MENU);
  await expect.poll(() => paintedRanges(page)).toBe(0);
  expect(await pausedSites(serviceWorker)).toEqual([new URL(pages).host]);
  await expect.poll(() => menuItem(serviceWorker, PAUSE_SITE_MENU)).toEqual({ checked: true, enabled: true });

  await clickMenuItem(serviceWorker, PAUSE_SITE_MENU);
  await expect.poll(() => paintedRanges(page)).toBe(6);
  expect(await pausedSites(serviceWorker)).toEqual([]);
  await expect.poll(() => menuItem(serviceWorker, PAUSE_SITE_MENU)).toEqual({ checked: false, enabled: true });
});

test('the item is disabled on a tab without a content script, where a click changes nothing', async ({ context, pages, serviceWorker }) => {
  await recordMenu(serviceWorker);
  const page = await context.newPage();
  await page.goto(`${pages}/static.html`);
  await expect.poll(() => menuItem(serviceWorker, PAUSE_SITE_MENU)).toEqual({ checked: false, enabled: true });

  // A blank tab runs no content script: nothing can say which site it shows.
  const blank = await context.newPage();
  await blank.bringToFront();
  await expect.poll(() => menuItem(serviceWorker, PAUSE_SITE_MENU)).toEqual({ checked: false, enabled: false });
  await clickMenuItem(serviceWorker, PAUSE_SITE_MENU);
  await expect.poll(() => menuItem(serviceWorker, PAUSE_SITE_MENU)).toEqual({ checked: false, enabled: false });
  expect((await pausedSites(serviceWorker)) ?? []).toEqual([]);

  // Back on the page, the item is enabled again.
  await page.bringToFront();
  await expect.poll(() => menuItem(serviceWorker, PAUSE_SITE_MENU)).toEqual({ checked: false, enabled: true });
  expect(await paintedRanges(page)).toBe(6);
});
