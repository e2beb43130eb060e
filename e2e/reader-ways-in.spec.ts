/**
 * The ways into the reader from the web, in Chromium: the scenarios both browsers run
 * (e2e/scenarios/reader-ways-in.ts), and the menus, which only Chromium's service worker can fire
 * (chrome.contextMenus.onClicked.dispatch): the link item on any link, the reader saying so when the
 * link brings no PDF, and the toolbar menu's first item on a tab showing a PDF in Chrome's viewer.
 * Headless Chromium here (Debian's Chromium under Playwright) has its PDF viewer: a PDF tab shows
 * the viewer's document, in which the content script runs.
 */
import { expect, test } from './fixtures';
import { configureExtension } from './extension';
import { clickLinkMenu, waitForIndex } from './reader-helpers';
import { downloadAddress } from './scenarios/reader-ways-in';
import { SHARED_SCENARIOS, sharedTestBody } from './scenarios/shared';

/** The toolbar menu's item of lib/background/reader-menus.ts. */
const READER_ACTION_MENU = 'atalaia-reader-action';

test.beforeEach(async ({ serviceWorker }) => {
  const manifest = await serviceWorker.evaluate(() => chrome.runtime.getManifest());
  test.skip(!manifest.host_permissions?.includes('http://localhost/*'), 'needs a test build with host access to localhost: WXT_GALLERY=1 wxt build (npm run test:e2e builds it)');
  await configureExtension(serviceWorker, { openPdfsInReader: false });
});

for (const scenario of SHARED_SCENARIOS.readerWaysIn) test(scenario.title, sharedTestBody(scenario));

test('the link item of the context menu opens a link without .pdf in the reader, and says plainly when a link brings no PDF', async ({ context, serviceWorker, pages }) => {
  const local = pages.replace('127.0.0.1', 'localhost');
  const portal = await context.newPage();
  await portal.goto(`${local}/static.html`);

  let opened = context.waitForEvent('page');
  await clickLinkMenu(serviceWorker, downloadAddress(pages), `${local}/static.html`);
  const reader = await opened;
  await reader.setViewportSize({ width: 1280, height: 900 });
  await waitForIndex(reader);
  expect(decodeURIComponent(reader.url())).toContain(`reader.html?url=${downloadAddress(pages)}`);

  await portal.bringToFront();
  opened = context.waitForEvent('page');
  await clickLinkMenu(serviceWorker, `${local}/split.html`, `${local}/static.html`);
  const notPdf = await opened;
  await expect(notPdf.getByRole('heading', { name: 'Isto não é um PDF' })).toBeVisible();
  await expect(notPdf.getByText('O endereço não trouxe um arquivo PDF')).toBeVisible();
});

test("the toolbar menu's first item opens the PDF of a tab in Chrome's viewer in the reader", async ({ context, serviceWorker, pages }) => {
  const viewerTab = await context.newPage();
  await viewerTab.goto(`${pages}/static.html`);
  await viewerTab.evaluate((to) => location.assign(to), downloadAddress(pages));
  await expect
    .poll(() =>
      serviceWorker.evaluate(async (address) => {
        const tab = (await chrome.tabs.query({})).find((candidate) => candidate.url === address);
        return tab?.id === undefined ? '' : chrome.action.getBadgeText({ tabId: tab.id });
      }, downloadAddress(pages)),
    )
    .toBe('PDF');

  const opened = context.waitForEvent('page');
  await serviceWorker.evaluate(
    async ({ menuItemId, address }) => {
      const onClicked = chrome.contextMenus.onClicked as typeof chrome.contextMenus.onClicked & { dispatch: (...args: unknown[]) => void };
      const tab = (await chrome.tabs.query({})).find((candidate) => candidate.url === address);
      onClicked.dispatch({ menuItemId, pageUrl: address, editable: false }, tab);
    },
    { menuItemId: READER_ACTION_MENU, address: downloadAddress(pages) },
  );
  const reader = await opened;
  await reader.setViewportSize({ width: 1280, height: 900 });
  await waitForIndex(reader);
  expect(decodeURIComponent(reader.url())).toContain(`reader.html?url=${downloadAddress(pages)}`);
});

test('the option\'s box shows what is stored and granted: stored on without access to every site, it is unticked and says why', async ({ context, serviceWorker, extensionId }) => {
  // The test build holds access to localhost only, as a person who never granted every site would.
  await configureExtension(serviceWorker, { openPdfsInReader: true });
  const options = await context.newPage();
  await options.goto(`chrome-extension://${extensionId}/options.html`);
  const box = options.getByRole('checkbox', { name: 'Abrir PDFs no leitor do Atalaia' });
  await expect(options.getByText('A opção está ligada, mas o navegador não dá mais ao Atalaia acesso aos sites')).toBeVisible();
  await expect(box).not.toBeChecked();
});
