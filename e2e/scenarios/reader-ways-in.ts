/**
 * How a PDF gets into the reader from the web, in both browsers: a PDF served without `.pdf` in its
 * address (`/download?id=123`, as diário-oficial portals do) opens in the reader with "Abrir PDFs no
 * leitor do Atalaia" on, recognised by its Content-Type (Chrome: declarativeNetRequest's response
 * headers; Firefox: a webRequest listener); with the option off it stays in the browser's viewer, and
 * Atalaia's toolbar button shows a "PDF" badge on that tab. The test builds hold host access to
 * `localhost` (Chromium: the manifest of WXT_GALLERY builds; Firefox: the content scripts' grant at
 * install), so the documents are asked for there.
 */
import { expect } from '@playwright/test';
import type { DriverPage, ExtensionDriver, ScenarioServers } from '../driver/driver';

/** The demo gazette as a portal serves it, on `localhost` (where the test builds have host access). */
export const downloadAddress = (pages: string) => `${pages.replace('127.0.0.1', 'localhost')}/download?id=123`;

interface TabFacts {
  found: boolean;
  badge: string;
  title: string;
}

/** The toolbar button's badge and title on the tab showing `url`, as the extension's own page reads them. */
async function actionOfTab(control: DriverPage, url: string): Promise<TabFacts> {
  return control.evaluate(async (address) => {
    const api = (globalThis as unknown as { browser?: typeof chrome }).browser ?? chrome;
    const tab = (await api.tabs.query({})).find((candidate) => candidate.url === address);
    if (tab?.id === undefined) return { found: false, badge: '', title: '' };
    return { found: true, badge: await api.action.getBadgeText({ tabId: tab.id }), title: await api.action.getTitle({ tabId: tab.id }) };
  }, url);
}

/** Chromium's redirect is a rule the background puts in place as the setting changes; Firefox's reads the setting at each response. */
async function redirectInForce(driver: ExtensionDriver, control: DriverPage, on: boolean) {
  if (driver.browserName !== 'chromium') return;
  await expect.poll(() => control.evaluate(async () => (await chrome.declarativeNetRequest.getDynamicRules()).length, null)).toBe(on ? 1 : 0);
}

/** A tab of the fixture pages that a page's own script sends to `address`, as a clicked link would. */
async function tabSentTo(driver: ExtensionDriver, { pages }: Pick<ScenarioServers, 'pages'>, address: string): Promise<DriverPage> {
  const page = await driver.openWebPage(`${pages}/static.html`);
  await page.setViewport(1280, 900);
  await page.evaluate((to) => void location.assign(to), address);
  return page;
}

export async function pdfWithoutExtensionOpensInReader(driver: ExtensionDriver, servers: ScenarioServers) {
  const control = await driver.openExtensionPage('options.html');
  await driver.configure({ openPdfsInReader: true });
  await redirectInForce(driver, control, true);
  const address = downloadAddress(servers.pages);
  const page = await tabSentTo(driver, servers, address);
  await expect.poll(() => page.url(), { timeout: 15_000 }).toContain('/reader.html?url=');
  expect(decodeURIComponent(await page.url())).toContain(`url=${address}`);
  await page.expectText({ css: '.document-index [role="status"]' }, 'identificadores em', { timeout: 15_000 });
  await driver.configure({ openPdfsInReader: false });
  await redirectInForce(driver, control, false);
}

export async function pdfInBrowserViewerIsBadged(driver: ExtensionDriver, servers: ScenarioServers) {
  const control = await driver.openExtensionPage('options.html');
  await driver.configure({ openPdfsInReader: false });
  await redirectInForce(driver, control, false);
  const address = downloadAddress(servers.pages);
  await tabSentTo(driver, servers, address);
  await expect.poll(() => actionOfTab(control, address), { timeout: 15_000 }).toEqual({
    found: true,
    badge: 'PDF',
    title: 'Atalaia: esta aba mostra um PDF. Clique com o botão direito para abri-lo no leitor do Atalaia.',
  });
  // A page that is no PDF, in a tab of its own, has none.
  const plain = await driver.openWebPage(`${servers.pages.replace('127.0.0.1', 'localhost')}/static.html`);
  await expect.poll(async () => (await actionOfTab(control, await plain.url())).found).toBe(true);
  expect((await actionOfTab(control, await plain.url())).badge).toBe('');
}
