/**
 * The reader's side of the page boundary: what a page or a file can make the reader do without the
 * person, each attack performed on the built extension. A PDF that lies about its size (it must not
 * freeze Atalaia), a page that sends the reader after an intranet PDF to fetch it with the person's
 * cookies (the reader as a confused deputy), and `file:` addresses opened by anything but the
 * reader's own menu. A document from a site the organization blocked is in reader-policy.spec.ts
 * (a browser of its own).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { demoGazettePdf } from '../sandbox/demo/gazette-pdf';
import { longPdf } from '../sandbox/demo/odd-pdfs';
import { configureExtension } from './extension';
import { expect, SANDBOX_TOKEN, test } from './fixtures';
import { cardOnStaticCpf } from './page-helpers';
import { lyingDocumentRefused } from './scenarios/reader';
import { SHARED_SCENARIOS, sharedTestBody } from './scenarios/shared';
import { chooseFile, clickLinkMenu, indexStatus, readerUrl, waitForIndex } from './reader-helpers';


async function openReader(page: Page, url: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(url);
}


/**
 * An intranet on `localhost` (the test build's host access): `/relatorio` answers a PDF to anyone
 * (`application/pdf`, no `.pdf` in the address), `/restrito.pdf` only with the person's session
 * cookie. Records the cookies each request carried.
 */
async function intranet() {
  const { bytes } = await demoGazettePdf();
  const cookies: { path: string; cookie: string | null }[] = [];
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const cookie = request.headers.cookie ?? null;
    cookies.push({ path, cookie });
    if (path === '/relatorio' || (path === '/restrito.pdf' && cookie?.includes('sessao=aberta'))) {
      response.writeHead(200, { 'content-type': 'application/pdf' }).end(Buffer.from(bytes));
    } else {
      response.writeHead(403, { 'content-type': 'text/html; charset=utf-8' }).end('<p>Entre com seu login.</p>');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  return { origin, cookies: (path: string) => cookies.filter((entry) => entry.path === path).map((entry) => entry.cookie), close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

test.beforeEach(async ({ serviceWorker, sandbox }) => {
  await configureExtension(serviceWorker, { apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN, openPdfsInReader: false });
});

for (const scenario of SHARED_SCENARIOS.readerBoundary) test(scenario.title, sharedTestBody(scenario));

test('a PDF whose page tree lists one page a million times is refused as broken, with pages only near the view, and a card on another tab opens meanwhile', async ({ context, driver, pages }) => {
  test.setTimeout(90_000);
  // While the reader works on it, a card opens on another tab (it took 56 s).
  await lyingDocumentRefused(driver, async () => {
    const card = await cardOnStaticCpf(context, pages);
    await expect(card.locator('article.card')).toBeVisible();
  });
});

test('the index reads 1,000 pages and asks before reading on; the person\'s click reads the rest', async ({ context, extensionId }) => {
  test.setTimeout(120_000);
  const reader = await context.newPage();
  await openReader(reader, readerUrl(extensionId));
  await chooseFile(reader, 'longo.pdf', longPdf(1005, 1003, 'CPF 123.456.789-09'));
  await expect(indexStatus(reader)).toContainText('Lidas as primeiras 1.000 de 1.005 páginas', { timeout: 90_000 });
  await expect(reader.locator('.document-index [data-key="cpf:12345678909"]')).toHaveCount(0);
  await reader.getByRole('button', { name: 'Ler o resto do documento' }).click();
  await expect(reader.locator('.document-index [data-key="cpf:12345678909"]')).toBeVisible({ timeout: 30_000 });
  await expect(indexStatus(reader)).toContainText(/1 identificador em 1\.?005 páginas/);
});

test('a page that sends a tab to an intranet PDF gets the reader to fetch it without the person\'s cookies', async ({ context, serviceWorker, pages }) => {
  const manifest = await serviceWorker.evaluate(() => chrome.runtime.getManifest());
  test.skip(!manifest.host_permissions?.includes('http://localhost/*'), 'needs a test build with host access to localhost: WXT_GALLERY=1 wxt build (npm run test:e2e builds it)');
  const server = await intranet();
  try {
    await context.addCookies([{ name: 'sessao', value: 'aberta', domain: 'localhost', path: '/', sameSite: 'Strict', httpOnly: true, secure: false }]);
    await configureExtension(serviceWorker, { openPdfsInReader: true });
    await expect.poll(() => serviceWorker.evaluate(async () => (await chrome.declarativeNetRequest.getDynamicRules()).length)).toBe(1);
    // The hostile page navigates its own tab to the intranet's PDF; the redirect brings it to the reader.
    const page = await context.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${pages}/static.html`);
    await page.evaluate((address) => location.assign(address), `${server.origin}/relatorio`);
    await expect(page).toHaveURL(/\/reader\.html\?url=/);
    await waitForIndex(page);
    // Neither the navigation (a cross-site one) nor the reader's own fetch carried the session.
    expect(server.cookies('/relatorio').length).toBeGreaterThan(0);
    expect(server.cookies('/relatorio').filter((cookie) => cookie !== null)).toEqual([]);
  } finally {
    await configureExtension(serviceWorker, { openPdfsInReader: false });
    await context.clearCookies();
    await server.close();
  }
});

test('a PDF behind a login opens with the person\'s cookies only after their click on "Usar meu login neste site"', async ({ context, extensionId }) => {
  const server = await intranet();
  try {
    await context.addCookies([{ name: 'sessao', value: 'aberta', domain: 'localhost', path: '/', sameSite: 'Strict', httpOnly: true, secure: false }]);
    const reader = await context.newPage();
    await openReader(reader, readerUrl(extensionId, `${server.origin}/restrito.pdf`));
    await expect(reader.getByRole('alert')).toContainText('O leitor baixou o PDF sem os seus cookies');
    expect(server.cookies('/restrito.pdf')).toEqual([null]);
    await reader.getByRole('button', { name: 'Usar meu login neste site' }).click();
    await waitForIndex(reader);
    expect(server.cookies('/restrito.pdf')).toEqual([null, 'sessao=aberta']);
  } finally {
    await context.clearCookies();
    await server.close();
  }
});

test('the reader\'s menu opens a file: address with a grant, which opens no other file', async ({ context, extensionId, serviceWorker, pages }) => {
  const demo = await context.newPage();
  await demo.goto(`${pages}/static.html`);
  const opened = context.waitForEvent('page');
  await clickLinkMenu(serviceWorker, 'file:///tmp/edital.pdf', `${pages}/static.html`);
  const fromMenu = await opened;
  expect(fromMenu.url()).toMatch(/#grant=[0-9a-f-]{36}$/);
  // Accepted: what stops it now is the browser, which does not let extensions read files by default.
  await expect(fromMenu.getByRole('alert')).toContainText('O navegador não deixa o Atalaia ler arquivos do computador pelo endereço');
  const grant = new URL(fromMenu.url()).hash;
  const reader = await context.newPage();
  await reader.goto(`${readerUrl(extensionId, 'file:///tmp/outro.pdf')}${grant}`);
  await expect(reader.getByRole('alert')).toContainText('o leitor só abre arquivos do computador que você mesmo escolhe');
});
