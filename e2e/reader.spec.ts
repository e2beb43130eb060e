/**
 * The document reader on the built extension: the sandbox's demo gazette opened by address, from a
 * link's menu, through the opt-in redirect and from a local file; page 1 highlighted under the
 * content script's names; an index that is exactly what `detect()` finds in the document's text; the
 * hover card, Alt+Shift+N and the index's jumps; "Consultar todos" against the sandbox; the report's
 * exports; and the PDFs it must explain (protected, image-only, broken). The scenarios shared with
 * the Firefox suite are in e2e/scenarios/reader.ts, listed in e2e/scenarios/shared.ts.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page, Worker } from '@playwright/test';
import { demoGazettePdf } from '../sandbox/demo/gazette-pdf';
import { brokenPdf, imageOnlyPdf, protectedPdf } from '../sandbox/demo/odd-pdfs';
import { CPF_FULL } from '../sandbox/special';
import type { LookupRequest } from '../lib/protocol/messages';
import { chromiumPage, playwrightPage } from './driver/chromium';
import { cardFrame } from './page-helpers';
import { configureExtension, sendFromPage } from './extension';
import { expect, SANDBOX_TOKEN, test } from './fixtures';
import { apiRequests, cardOnHighlightedCpf, demoGazetteByAddress, paintedInReader, twoPageScanReadSideBySide } from './scenarios/reader';
import { SHARED_SCENARIOS, sharedTestBody } from './scenarios/shared';
import { chooseFile, clickLinkMenu, readerUrl, waitForIndex } from './reader-helpers';

/** How long the sandbox holds an answer while a test opens another document: a look-up, or the PDF itself. */
const HELD_MS = 5_000;


/** The look-ups the report of the open document still needs, as the background's cache says (no request). */
async function pendingLookups(page: Page): Promise<LookupRequest[]> {
  const identifiers = await page.locator('.document-index [data-key^="cpf:"], .document-index [data-key^="cnpj:"]').evaluateAll((entries) =>
    entries.map((entry) => {
      const [kind, value] = (entry.getAttribute('data-key') ?? '').split(':');
      return { kind, value };
    }),
  );
  expect(identifiers).toHaveLength(6);
  const reviews = await sendFromPage<{ ok: true; value: { pending: LookupRequest[] }[] }>(page, 'reader.review', { identifiers });
  return reviews.value.flatMap((review) => review.pending);
}


async function openReader(page: Page, extensionId: string, pdf: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(readerUrl(extensionId, pdf));
  await waitForIndex(page);
}

/** The text of the card shown now; '' while a frame is being replaced (every card gets a new frame). */
async function cardText(page: Page): Promise<string> {
  const frame = await cardFrame(page);
  try {
    await frame.locator('article.card').waitFor();
    return await frame.locator('article.card').innerText();
  } catch (error) {
    if (frame.isDetached()) return '';
    throw error;
  }
}


test.beforeEach(async ({ serviceWorker, sandbox }) => {
  await configureExtension(serviceWorker, { apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN, openPdfsInReader: false });
  sandbox.clearRequests();
});

for (const scenario of SHARED_SCENARIOS.reader) test(scenario.title, sharedTestBody(scenario));

test('opens the demo gazette by address: page 1 highlighted as on pages, and an index of exactly what detect() finds', async ({ context, driver, sandbox, pages }) => {
  const errors: string[] = [];
  context.on('weberror', (error) => errors.push(error.error().message));
  await demoGazetteByAddress(driver, { sandbox, pages });
  expect(errors).toEqual([]);
});

test('the card opens on a highlighted CPF; Alt+Shift+N and the index move through the identifiers', async ({ driver, sandbox, pages }) => {
  const page = playwrightPage(await cardOnHighlightedCpf(driver, { sandbox, pages }));

  // Next in reading order after the first CPF: the alphanumeric CNPJ of the same column.
  await page.keyboard.press('Alt+Shift+N');
  await expect.poll(() => cardText(page)).toContain('12.ABC.345/01DE-35');
  // As on pages, the shortcut's card has the focus on its first action; Escape gives it back to the identifier.
  await expect.poll(async () => (await cardFrame(page)).evaluate(() => document.hasFocus() && document.activeElement?.textContent)).toBe('Abrir no painel');
  await page.keyboard.press('Escape');
  await expect.poll(() => page.frames().filter((frame) => frame.url().includes('/card.html')).length).toBe(0);
  expect(await page.evaluate(() => document.getSelection()?.toString())).toBe('12.ABC.345/01DE-35');

  // An index entry jumps to its first occurrence, on page 4.
  await page.locator('.index-entry[data-key="cpf:98765432100"]').click();
  await expect.poll(() => cardText(page)).toContain('987.654.321-00');
  await expect(page.getByLabel('Número da página')).toHaveValue('4');

  // Its × closes it through the background, as a card on a web page closes through its content script.
  await (await cardFrame(page)).getByRole('button', { name: 'Fechar' }).click();
  await expect.poll(() => page.frames().filter((frame) => frame.url().includes('/card.html')).length).toBe(0);
});

test('opens from a link\'s "Abrir no leitor do Atalaia", and searches the document', async ({ context, serviceWorker, sandbox }) => {
  const demo = await context.newPage();
  await demo.goto(`${sandbox.url}/demo`);
  const opened = context.waitForEvent('page');
  await clickLinkMenu(serviceWorker, `${sandbox.url}/demo.pdf`, `${sandbox.url}/demo`);
  const reader = await opened;
  await reader.setViewportSize({ width: 1280, height: 900 });
  await waitForIndex(reader);
  expect(decodeURIComponent(reader.url())).toContain(`reader.html?url=${sandbox.url}/demo.pdf`);

  await reader.getByRole('searchbox').fill('madeireira santa rita');
  await expect(reader.locator('.search-status')).toHaveText('1 de 2');
  await reader.keyboard.press('Enter');
  await expect(reader.locator('.search-status')).toHaveText('2 de 2');
  await expect.poll(() => reader.evaluate(() => CSS.highlights.get('reader-search-current')?.size ?? 0)).toBeGreaterThan(0);
});

test('the opt-in redirect sends a PDF opened in a tab to the reader, which links back to the browser\'s viewer', async ({ context, serviceWorker, sandbox }) => {
  const manifest = await serviceWorker.evaluate(() => chrome.runtime.getManifest());
  test.skip(!manifest.host_permissions?.includes('http://localhost/*'), 'needs a test build with host access to localhost: WXT_GALLERY=1 wxt build (npm run test:e2e builds it)');
  await configureExtension(serviceWorker, { openPdfsInReader: true });
  await expect.poll(() => serviceWorker.evaluate(async () => (await chrome.declarativeNetRequest.getDynamicRules()).length)).toBe(1);

  const address = `http://localhost:${sandbox.port}/demo.pdf`;
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(address).catch(() => undefined);
  await expect(page).toHaveURL(/\/reader\.html\?url=/);
  await waitForIndex(page);
  expect(decodeURIComponent(page.url())).toContain(`url=${address}`);

  await page.getByRole('button', { name: 'Abrir no visualizador do navegador' }).click();
  await expect(page).toHaveURL(address);

  // Off again: no rule left.
  await configureExtension(serviceWorker, { openPdfsInReader: false });
  await expect.poll(() => serviceWorker.evaluate(async () => (await chrome.declarativeNetRequest.getDynamicRules()).length)).toBe(0);
});

test('"Consultar todos" says how many requests it makes, looks the document up, and fills the index and the report', async ({ context, extensionId, sandbox }) => {
  const page = await context.newPage();
  await openReader(page, extensionId, `${sandbox.url}/demo.pdf`);
  await page.getByRole('button', { name: 'Consultar todos' }).click();
  // 4 CPFs × 4 look-ups + 2 CNPJs × 2; nothing cached yet.
  await expect(page.getByText('Consultar os 6 CPFs e CNPJs deste documento: 20 requisições à API.')).toBeVisible();
  await expect(page.getByText('0 consultas já estão no cache e não gastam créditos.')).toBeVisible();
  expect(apiRequests({ sandbox })).toEqual([]);

  await page.getByRole('button', { name: 'Consultar', exact: true }).click();
  await expect(page.getByText('Pronto: 20 consultas feitas.')).toBeVisible({ timeout: 15_000 });
  expect(apiRequests({ sandbox })).toHaveLength(20);
  const maria = page.locator('.document-index li', { has: page.locator(`[data-key="cpf:${CPF_FULL}"]`) });
  await expect(maria.locator('.name')).toHaveText('Maria Aparecida dos Santos');
  await expect(maria.locator('.flags')).toContainText('veículos com restrição');
});

test('a document opened while "Consultar todos" runs for the last one shows nothing of that run, and plans its own', async ({ context, extensionId, sandbox }) => {
  const page = await context.newPage();
  await openReader(page, extensionId, `${sandbox.url}/demo.pdf`);
  const otherDocument = await demoGazettePdf();
  // The API holds its answers: the run is still going when the next document opens.
  sandbox.setFaults({ latencyMs: HELD_MS });
  await page.getByRole('button', { name: 'Consultar todos' }).click();
  await page.getByRole('button', { name: 'Consultar', exact: true }).click();
  await expect(page.getByText('0 de 20 consultas')).toBeVisible();

  await chooseFile(page, 'outro.pdf', otherDocument.bytes);
  await expect(page).toHaveTitle('outro.pdf · Atalaia');
  await waitForIndex(page);
  // The look-ups under way when the first document went (one, or two: they start 250 ms apart, long
  // before the first is let go) end: the sandbox answers all it holds.
  await expect.poll(() => sandbox.inFlight().length === 0 && apiRequests({ sandbox }).length > 0, { timeout: HELD_MS + 10_000 }).toBe(true);
  sandbox.resetFaults();
  const answered = apiRequests({ sandbox }).length;
  expect([1, 2]).toContain(answered);
  // Instead of a sleep, a probe: the background answers a look-up in the task that finishes storing
  // its answer, and a review from this page finds only what is stored. Its answer comes back to the
  // page after theirs (answers from the background arrive in order), so once a review finds the
  // answered look-ups cached, the first document's run has had their answers, and would show their
  // progress and its end.
  await expect.poll(async () => (await pendingLookups(page)).length).toBe(20 - answered);
  await expect(page.locator('.lookup-progress')).toHaveCount(0);
  await expect(page.getByText(/consultas? feitas?|Cancelado depois/)).toHaveCount(0);
  // And the sandbox has had no other request since.
  expect(apiRequests({ sandbox })).toHaveLength(answered);

  // This document's own plan: the answered look-ups are in the cache now.
  await page.getByRole('button', { name: 'Consultar todos' }).click();
  await expect(page.getByText(`Consultar os 6 CPFs e CNPJs deste documento: ${20 - answered} requisições à API.`)).toBeVisible();
  await expect(page.getByText(answered === 1 ? '1 consulta já está no cache e não gasta créditos.' : '2 consultas já estão no cache e não gastam créditos.')).toBeVisible();
});

/** A server that answers the demo gazette HELD_MS after it is asked, on the sandbox's host; counts its answers. */
async function heldGazette(sandboxUrl: string) {
  const { bytes } = await demoGazettePdf();
  let answered = 0;
  const server = createServer((_request, response) => {
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/pdf', 'access-control-allow-origin': '*' }).end(Buffer.from(bytes));
      answered += 1;
    }, HELD_MS);
  });
  const host = new URL(sandboxUrl).hostname;
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return {
    url: `http://${host}:${(server.address() as AddressInfo).port}/diario.pdf`,
    answered: () => answered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Counts, in the page, the times its code has read the body of `url` to the end: what the reader does
 * with a download it has read (open it, or drop it as stale) begins in that same task, before any
 * other task of the page runs (use-document-source.ts). Set before the page loads.
 */
async function countBodiesRead(page: Page, url: string): Promise<() => Promise<number>> {
  await page.addInitScript((watched) => {
    const counted = window as unknown as { bodiesRead: number };
    counted.bodiesRead = 0;
    const pageFetch = window.fetch.bind(window);
    window.fetch = async (input, init) => {
      const response = await pageFetch(input, init);
      if (String(input) === watched) {
        const read = response.arrayBuffer.bind(response);
        response.arrayBuffer = async () => {
          const body = await read();
          counted.bodiesRead += 1;
          return body;
        };
      }
      return response;
    };
  }, url);
  return () => page.evaluate(() => (window as unknown as { bodiesRead: number }).bodiesRead);
}

test('a file chosen while an address is still downloading wins: the late download is not opened over it', async ({ context, extensionId, sandbox }) => {
  const gazette = await heldGazette(sandbox.url);
  const page = await context.newPage();
  const gazetteBodiesRead = await countBodiesRead(page, gazette.url);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(readerUrl(extensionId, gazette.url));
  await expect(page.locator('.reader .loading')).toBeVisible();

  await chooseFile(page, 'digitalizado.pdf', await imageOnlyPdf());
  await expect(page.getByText('Este PDF é uma imagem; não há texto para ler.')).toBeVisible();
  // The held download ends, and the reader reads it: instead of a sleep, the page's own count of it.
  await expect.poll(gazette.answered, { timeout: HELD_MS + 10_000 }).toBe(1);
  await gazette.close();
  await expect.poll(gazetteBodiesRead).toBe(1);
  // It did not begin to open it over the file: opening a document begins with this mark (only the
  // file's is there), then shows it.
  expect(await page.evaluate(() => performance.getEntriesByName('atalaia-reader:fetched').length)).toBe(1);
  await expect(page).toHaveTitle('digitalizado.pdf · Atalaia');
  await expect(page.getByText('Este PDF é uma imagem; não há texto para ler.')).toBeVisible();
  // The scan's two pages, not the gazette's (the toolbar's count: the OCR offer above the pages leaves
  // room for one page element only).
  await expect(page.getByText('de 2', { exact: true })).toBeVisible();
});

test('"Consultar todos" on a document the cache already knows: nothing to spend, no request', async ({ context, extensionId, sandbox }) => {
  const page = await context.newPage();
  await openReader(page, extensionId, `${sandbox.url}/demo.pdf`);
  // Everything the report needs, looked up through the background first (as an earlier session would).
  const pending = await pendingLookups(page);
  expect(pending).toHaveLength(20);
  // All at once, as the background takes them, not one after another.
  const answers = await Promise.all(pending.map((request) => sendFromPage<{ ok: boolean }>(page, 'lookup', { request })));
  expect(answers).toEqual(Array(pending.length).fill(expect.objectContaining({ ok: true })));
  sandbox.clearRequests();

  await page.getByRole('button', { name: 'Consultar todos' }).click();
  await expect(page.getByText('Tudo sobre os 6 CPFs e CNPJs deste documento já está no cache: nenhuma requisição.')).toBeVisible();
  expect(apiRequests({ sandbox })).toEqual([]);
});

test('"Ler as 2 páginas sem texto" reads a two-page scan with two OCR engines side by side, names both pages, paints them, and ends the second engine', async ({ driver }) => {
  const isOcrWorker = (worker: Worker) => worker.url().includes('/ocr/');
  let ocrWorkers = 0;
  const page = playwrightPage(
    await twoPageScanReadSideBySide(driver, (opened) =>
      playwrightPage(opened).on('worker', (worker) => {
        if (isOcrWorker(worker)) ocrWorkers += 1;
      }),
    ),
  );
  // Each engine reads its page with the Portuguese model and the address line again with the English one.
  expect(ocrWorkers).toBe(4);
  // Once the reading is over, the second engine ends (its copies of the models with it); the first stays for the next page.
  await expect.poll(() => page.workers().filter(isOcrWorker).length).toBe(2);
});

test('explains a protected, an image-only and a broken PDF, and opens the protected one with its password', async ({ context, extensionId }) => {
  const page = await context.newPage();
  await page.goto(readerUrl(extensionId));
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await chooseFile(page, 'quebrado.pdf', await brokenPdf());
  await expect(page.getByRole('alert')).toContainText('O arquivo está corrompido ou não é um PDF válido.');

  await chooseFile(page, 'digitalizado.pdf', await imageOnlyPdf());
  await expect(page.getByText('Este PDF é uma imagem; não há texto para ler.')).toBeVisible();

  // Dropped on the page rather than chosen.
  const protectedBytes = [...protectedPdf('CPF 123.456.789-09', 'sigilo')];
  await page.evaluate((bytes) => {
    const transfer = new DataTransfer();
    transfer.items.add(new File([new Uint8Array(bytes)], 'protegido.pdf', { type: 'application/pdf' }));
    document.querySelector('.reader')?.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
  }, protectedBytes);
  await expect(page.getByText('Este PDF só abre com a senha definida por quem o criou.')).toBeVisible();
  await page.getByLabel('Senha do PDF').fill('errada');
  await page.getByRole('button', { name: 'Abrir', exact: true }).click();
  await expect(page.getByText('Senha incorreta. Tente de novo.')).toBeVisible();
  await page.getByLabel('Senha do PDF').fill('sigilo');
  await page.getByRole('button', { name: 'Abrir', exact: true }).click();
  await expect.poll(() => paintedInReader(chromiumPage(page, page))).toMatchObject({ 'atalaia-cpf': ['123.456.789-09'] });
  expect(errors).toEqual([]);
});
