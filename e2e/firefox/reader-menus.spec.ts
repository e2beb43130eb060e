/**
 * The reader's menu items in Firefox's own menus, chosen in the browser window: the context menu of a
 * link without `.pdf` in its address (opened by a right click, BiDi input in the page), and the first
 * item of the toolbar button's menu on a tab showing a PDF in Firefox's pdf.js viewer.
 */
import type { Page } from 'puppeteer-core';
import { waitUntil } from '../driver/firefox';
import { downloadAddress } from '../scenarios/reader-ways-in';
import { expect, test } from './fixtures';

const ITEM = 'Abrir no leitor do Atalaia';

/** The tab whose address contains `part`, once there is one. */
async function tabAt(pages: () => Promise<Page[]>, part: string): Promise<Page> {
  let found: Page | undefined;
  await waitUntil(async () => {
    for (const page of await pages()) {
      const href = await page.evaluate(() => location.href).catch(() => page.url());
      if (href.includes(part)) found = page;
    }
    return Boolean(found);
  }, `a tab at ${part}`);
  return found as Page;
}

test('the link item of the context menu opens a link without .pdf in the reader', async ({ firefox, driver, pages }) => {
  const local = pages.replace('127.0.0.1', 'localhost');
  await driver.openWebPage(`${local}/pdf-links.html`);
  const portal = await tabAt(() => firefox.browser.pages(), `${local}/pdf-links.html`);
  await portal.click('#edicao', { button: 'right' });
  await waitUntil(() => firefox.chrome.evaluate<boolean>(`document.getElementById('contentAreaContextMenu').state === 'open'`), "Firefox's context menu");
  const chosen = await firefox.chrome.evaluate<string>(`(() => {
    const menu = document.getElementById('contentAreaContextMenu');
    const item = [...menu.querySelectorAll('menuitem')].find((candidate) => candidate.label === ${JSON.stringify(ITEM)} && !candidate.hidden);
    if (!item) return [...menu.querySelectorAll('menuitem')].filter((candidate) => !candidate.hidden).map((candidate) => candidate.label).join(' | ');
    item.doCommand();
    menu.hidePopup();
    return 'chosen';
  })()`);
  expect(chosen).toBe('chosen');
  const reader = await tabAt(() => firefox.browser.pages(), '/reader.html?url=');
  await waitUntil(
    async () => (await reader.evaluate(() => document.querySelector('.document-index [role="status"]')?.textContent ?? '').catch(() => '')).includes('identificadores em'),
    "the reader's index",
    15_000,
  );
  expect(decodeURIComponent(await reader.evaluate(() => location.href))).toContain(`reader.html?url=${downloadAddress(pages)}`);
});

test("the toolbar menu's first item opens the PDF of a tab in Firefox's viewer in the reader", async ({ firefox, driver, pages }) => {
  const address = downloadAddress(pages);
  const portal = await driver.openWebPage(`${pages}/static.html`);
  await portal.evaluate((to) => void location.assign(to), address);
  await waitUntil(() => firefox.chrome.evaluate<boolean>(`gBrowser.selectedBrowser.currentURI.spec === ${JSON.stringify(address)}`), "the PDF in Firefox's viewer");
  // Atalaia's button is in the extensions panel (not pinned); its context menu there lists the
  // extension's action items. Opened on the button as a right click would, with the button as trigger.
  const first = await firefox.chrome.evaluate<string>(`(async () => {
    const node = CustomizableUI.getWidget('atalaia_atalaia_app-browser-action')?.forWindow(window).node;
    if (!node) return 'no button';
    const inPanel = node.getBoundingClientRect().width === 0;
    if (inPanel) {
      const panelShown = new Promise((resolve) => document.addEventListener('popupshown', resolve, { once: true }));
      await gUnifiedExtensions.togglePanel(new MouseEvent('click'));
      await panelShown;
    }
    const menu = document.getElementById(inPanel ? 'unified-extensions-context-menu' : 'toolbar-context-menu');
    const shown = new Promise((resolve) => menu.addEventListener('popupshown', resolve, { once: true }));
    const trigger = new MouseEvent('contextmenu', { bubbles: true, cancelable: true, button: 2 });
    node.dispatchEvent(trigger);
    if (menu.state !== 'open' && menu.state !== 'showing') menu.openPopup(node, 'after_start', 0, 0, true, false, trigger);
    await shown;
    const item = menu.querySelector('menuitem');
    const label = item.getAttribute('label');
    item.doCommand();
    menu.hidePopup();
    if (inPanel) await gUnifiedExtensions.togglePanel(new MouseEvent('click'));
    return label;
  })()`);
  expect(first).toBe(ITEM);
  const reader = await tabAt(() => firefox.browser.pages(), '/reader.html?url=');
  await waitUntil(
    async () => (await reader.evaluate(() => document.querySelector('.document-index [role="status"]')?.textContent ?? '').catch(() => '')).includes('identificadores em'),
    "the reader's index",
    15_000,
  );
  expect(decodeURIComponent(await reader.evaluate(() => location.href))).toContain(`reader.html?url=${address}`);
});
