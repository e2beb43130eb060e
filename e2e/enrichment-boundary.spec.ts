/**
 * Enrichment against a hostile service or browser. Never billed twice: the service
 * worker is stopped over CDP in the middle of a synchronous request, of a job's creation and right
 * after "Enviar". Never stuck on a full disk: the origin's storage quota is cut under a job's results
 * with CDP's `Storage.overrideQuotaForOrigin`. No formula reaches a spreadsheet: the service answers
 * names and addresses that are formulas, and the exports are opened. Chromium only: Firefox has no
 * CDP to stop its background or change its quota.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readCsvText } from '../lib/enrichment/csv-table';
import { neutralizeFormula } from '../lib/files/formats';
import { FORMULA_VALUES } from '../sandbox/faults';
import type { Chunk } from '../lib/enrichment/batches';
import type { RunningSandbox } from '../sandbox/server';
import { playwrightPage, chromiumPage } from './driver/chromium';
import type { ExtensionDriver } from './driver/driver';
import { configureExtension, sendFromPage, stopServiceWorkers } from './extension';
import { cardOnStaticCpf } from './page-helpers';
import { launchKeyedCopy } from './policy-browser';
import { expect, SANDBOX_TOKEN, test } from './fixtures';
import { configureForEnrichment, creations, csvOf, importCsv, openEnrichment } from './scenarios/enrichment';

const SYNC_PATH = '/leads/enriquecer';
const ASYNC_PATH = '/leads/async/enriquecer';
/** Long enough for the test to stop the worker while the request waits; a stopped worker ends it at once. */
const HELD_MS = 3_000;
const ROOM_FOR_BATCH = 250_000;
/** Whether the page's origin's IndexedDB refuses, for want of space, a write of `bytes` now (in a database of its own, dropped after). */
function refusesWrite(page: Page, bytes: number): Promise<boolean> {
  return page.evaluate(
    (size) =>
      new Promise<boolean>((resolve, reject) => {
        const open = indexedDB.open('atalaia-quota-probe');
        open.onupgradeneeded = () => open.result.createObjectStore('probe');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const transaction = database.transaction('probe', 'readwrite');
          // Random bytes: Chrome compresses what it stores, and a repeated byte would take no room.
          const filler = new Uint8Array(size);
          for (let from = 0; from < size; from += 65_536) crypto.getRandomValues(filler.subarray(from, Math.min(size, from + 65_536)));
          transaction.objectStore('probe').put(filler, 'filler');
          const done = (refused: boolean) => {
            database.close();
            indexedDB.deleteDatabase('atalaia-quota-probe').onsuccess = () => resolve(refused);
          };
          transaction.oncomplete = () => done(false);
          transaction.onabort = () => done(transaction.error?.name === 'QuotaExceededError');
        };
      }),
    bytes,
  );
}

const posts = (requests: { method: string; path: string }[], path: string) => requests.filter((request) => request.method === 'POST' && request.path === path).length;

/** The chunks of every batch as the background stored them (the panel shares the extension's origin). */
function storedChunks(page: Page): Promise<Pick<Chunk, 'state' | 'failure' | 'jobId'>[]> {
  return page.evaluate(
    () =>
      new Promise((resolve, reject) => {
        const open = indexedDB.open('atalaia');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const all = open.result.transaction('batches').objectStore('batches').getAll();
          all.onsuccess = () => {
            open.result.close();
            resolve((all.result as { chunks: Chunk[] }[]).flatMap((batch) => batch.chunks.map(({ state, failure, jobId }) => ({ state, failure, jobId }))));
          };
        };
      }),
  );
}

async function sendCsv(page: Page, count: number, first: number) {
  await importCsv(chromiumPage(page, page), 'lote.csv', csvOf(count, first));
  await page.getByRole('button', { name: `Enviar ${count.toLocaleString('pt-BR')} contatos` }).click();
}

/**
 * Sends a CSV of `count` contacts whose request to `path` the sandbox holds, stops the worker while
 * the stored chunk is mid-request, and answers the panel and its batch once the batch has ended.
 */
async function interruptCreation(driver: ExtensionDriver, context: BrowserContext, sandbox: RunningSandbox, path: string, count: number, first: number) {
  sandbox.setFaults({ latencyMs: HELD_MS, pathPrefix: path });
  const page = playwrightPage(await openEnrichment(driver));
  await sendCsv(page, count, first);
  await expect.poll(async () => (await storedChunks(page)).map((chunk) => chunk.state)).toEqual(['creating']);
  // The spend ledger is written before the request leaves: wait until the sandbox holds the request itself.
  await expect.poll(() => sandbox.inFlight()).toContain(`POST ${path}`);
  await stopServiceWorkers(context, page);
  sandbox.resetFaults();
  const batch = page.locator('section.batch').first();
  await expect(batch).toHaveAttribute('data-batch-state', 'failed', { timeout: 15_000 });
  return { page, batch };
}

test.beforeEach(async ({ driver, sandbox, pages }) => {
  await configureForEnrichment(driver, { sandbox, pages });
});

test('a worker stopped during the synchronous request never sends it again; the panel lists its contacts and resends only when asked', async ({ driver, context, sandbox }) => {
  const { page, batch } = await interruptCreation(driver, context, sandbox, SYNC_PATH, 80, 470_000_000);
  const decision = batch.locator('.decision');
  await expect(decision).toContainText('Envio 1 (80 contatos): resultado desconhecido');
  await expect(decision).toContainText('pode ter enriquecido e cobrado estes contatos');
  await decision.getByText('Quais contatos (80)').click();
  await expect(decision.locator('.decision-contacts li')).toHaveCount(80);
  await expect(decision.locator('.decision-contacts li').first()).toContainText('Linha 2 do arquivo');
  // The one request is the interrupted one; no other followed it.
  await expect.poll(() => posts(sandbox.requests(), SYNC_PATH)).toBe(1);
  expect(await storedChunks(page)).toEqual([{ state: 'failed', failure: 'outcome_unknown' }]);

  await decision.getByRole('button', { name: 'Reenviar 80 contatos (pode cobrar de novo)' }).click();
  await expect(batch).toHaveAttribute('data-batch-state', 'completed', { timeout: 15_000 });
  expect(posts(sandbox.requests(), SYNC_PATH)).toBe(2);
});

test('a worker stopped while a job is being created does not create it again: "possivelmente criado", the person chooses', async ({ driver, context, sandbox }) => {
  const { batch } = await interruptCreation(driver, context, sandbox, ASYNC_PATH, 150, 480_000_000);
  await expect(batch.locator('.decision')).toContainText('Envio 1 (150 contatos): possivelmente criado');
  await expect.poll(() => creations(sandbox.requests())).toBe(1);

  await batch.getByRole('button', { name: 'Reenviar 150 contatos (pode cobrar de novo)' }).click();
  await expect(batch).toHaveAttribute('data-batch-state', 'completed', { timeout: 20_000 });
  expect(creations(sandbox.requests())).toBe(2);
});

test('a worker stopped right as "Enviar" is clicked files the batch once or says it was not stored', async ({ driver, context, sandbox }) => {
  const page = playwrightPage(await openEnrichment(driver));
  await importCsv(chromiumPage(page, page), 'lote.csv', csvOf(30, 490_000_000));
  await Promise.all([page.getByRole('button', { name: 'Enviar 30 contatos' }).click(), stopServiceWorkers(context, page)]);

  const batches = page.locator('section.batch');
  const notFiled = page.getByText('O Atalaia parou antes de guardar este lote: nenhum contato foi enviado nem cobrado.');
  await expect.poll(async () => (await batches.count()) + (await notFiled.count()), { timeout: 15_000 }).toBeGreaterThan(0);
  if ((await notFiled.count()) > 0) {
    // Nothing was sent, and the file is still offered to send again.
    expect(await batches.count()).toBe(0);
    expect(posts(sandbox.requests(), SYNC_PATH)).toBe(0);
    await expect(page.getByRole('button', { name: 'Enviar 30 contatos' })).toBeVisible();
  } else {
    await expect(batches.first()).toHaveAttribute('data-batch-state', /completed|failed/, { timeout: 15_000 });
    expect(await batches.count()).toBe(1);
    expect(posts(sandbox.requests(), SYNC_PATH)).toBeLessThanOrEqual(1);
  }
  // Never the network blamed for it.
  await expect(page.getByText('Sem conexão')).toHaveCount(0);
  expect((await storedChunks(page)).length).toBeLessThanOrEqual(1);
});

/** The public half of a key made for the full-disk test only (the private half was thrown away): its own id. */
const FULL_DISK_KEY = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAm/KcGTuEOTFBcE2KG12/fRrCTTOPIuJ8l3Z/VqqcBnxCxftVbz8/ufOgkQBFkrbVtyrxuC+3Kp8ty5wf2U2JJfLetVAPVGatkZU+Md/GCaJJT24KV3lKSwOrjD+s84TuFJH4qr4ZeClggTi6uhHBjgt8IBzW85cwH3ao91OOJ5x1GPi4P72Xhan0Xgg0bA4nOb5Ldn3E3lEjAW9lVTFQzm5JbTMGDmFtC1nZX67nGkj6v1lIhnmCFKIOpE5wdj6g3XqjaWS2nybTkS/EdJx6MoqyH7WY9CQwD7LLT1J8p2y9qyvIIe8sNjS35xRwnif39m3Ia401dnpo1EmjvMoY5QIDAQAB';

test('results the browser has no space for end as "sem espaço para guardar", polling stops, and they are fetched again after space is freed', async ({ sandbox }) => {
  // Chrome applies a new quota to IndexedDB writes only some 20-30 s later (measured): room for that.
  test.setTimeout(120_000);
  // A browser of its own: Chrome's quota manager keeps an origin's usage across an uninstall, so in the
  // suite's kept browser a reinstalled extension was measured with its predecessor's usage (and room).
  const launched = await launchKeyedCopy(FULL_DISK_KEY);
  try {
    const { context, worker, extensionId } = launched;
    await configureExtension(worker, { apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN });
    const page = await context.newPage();
    await page.setViewportSize({ width: 900, height: 1000 });
    await page.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    await page.getByRole('button', { name: 'Enriquecimento' }).click();
    const origin = `chrome-extension://${extensionId}`;
    const cdp = await context.newCDPSession(page);
    // Room for the batch, not for its results. Chrome's IndexedDB keeps what it last learnt of an
    // origin's free space for a while: the test goes on once a write larger than the room is refused.
    const { usage } = await cdp.send('Storage.getUsageAndQuota', { origin });
    await cdp.send('Storage.overrideQuotaForOrigin', { origin, quotaSize: usage + ROOM_FOR_BATCH });
    await expect.poll(() => refusesWrite(page, 2 * ROOM_FOR_BATCH), { timeout: 60_000, intervals: [1_000] }).toBe(true);
    // What is under test is the storing of results, not the wait for them: a 300 ms job, not 3 s.
    sandbox.setJobDuration(300);
    await sendCsv(page, 1_000, 500_000_000);

    const batch = page.locator('section.batch').first();
    await expect(batch).toHaveAttribute('data-batch-state', 'failed', { timeout: 15_000 });
    const decision = batch.locator('.decision');
    await expect(decision).toContainText('sem espaço para guardar os resultados neste navegador');
    await expect(decision).toContainText('Libere espaço');
    const [stored] = await storedChunks(page);
    expect(stored).toMatchObject({ state: 'failed', failure: 'storage_full', jobId: expect.any(String) });
    // Polling stopped: the background, asked to advance its batches (what the panel's tick and the alarm
    // ask), has none open, so nothing wakes it for this job again, and it asked the service nothing.
    const polls = () => sandbox.requests().filter((request) => request.method === 'GET' && request.path.startsWith('/leads/jobs/')).length;
    const pollsAtFailure = polls();
    expect(await sendFromPage(page, 'enrich.tick', {})).toEqual({ ok: true, value: { open: 0 } });
    expect(polls()).toBe(pollsAtFailure);

    await cdp.send('Storage.overrideQuotaForOrigin', { origin });
    await decision.getByRole('button', { name: 'Buscar de novo' }).click();
    await expect(batch).toHaveAttribute('data-batch-state', 'completed', { timeout: 15_000 });
    expect(creations(sandbox.requests())).toBe(1);
    await cdp.detach();
  } finally {
    await launched.close();
  }
});

test('formulas the service puts in names and addresses come out neutralised in the CSV export and as text in the workbook', async ({ driver, sandbox }) => {
  sandbox.setFaults({ formulaValues: true, pathPrefix: '/leads/' });
  const page = playwrightPage(await openEnrichment(driver));
  await sendCsv(page, 3, 510_000_000);
  const batch = page.locator('section.batch').first();
  await expect(batch).toHaveAttribute('data-batch-state', 'completed');

  const [csv] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Exportar resultados (CSV)' }).click()]);
  const [header = [], ...rows] = readCsvText(readFileSync((await csv.path()) ?? '', 'utf8').replace('\uFEFF', ''), ';').records.map((record) => record.fields);
  expect(rows).toHaveLength(3);
  // The attack is real: the service's values reached the export, every one of them defused.
  expect(rows.map((row) => row[header.indexOf('Nome (enriquecido)')])).toEqual(Array(3).fill(neutralizeFormula(FORMULA_VALUES.nome ?? '')));
  const cells = rows.flat();
  for (const formula of Object.values(FORMULA_VALUES)) expect(cells).toContain(neutralizeFormula(formula));
  expect(cells.filter((cell) => /^[=+\-@\t\r]/.test(cell) && !/^-?\d+([.,]\d+)?$/.test(cell))).toEqual([]);
  // A spreadsheet in a comma locale splits the same file on commas: no piece starts a formula there either.
  const commaCells = readCsvText(readFileSync((await csv.path()) ?? '', 'utf8').replace('\uFEFF', ''), ',').records.flatMap((record) => record.fields);
  expect(commaCells.filter((cell) => /^\s*[=+\-@]/.test(cell) && !/^-?\d+([.,]\d+)?$/.test(cell.trim()))).toEqual([]);
  expect(commaCells.join('\n')).toContain("'=cmd|' /C calc'!A0");

  const [workbook] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Exportar resultados (Excel)' }).click()]);
  const files = unzipSync(readFileSync((await workbook.path()) ?? ''));
  const xml = Object.entries(files)
    .filter(([name]) => name.startsWith('xl/'))
    .map(([, bytes]) => strFromU8(bytes))
    .join('');
  // Text cells only: a workbook runs formulas only from <f> elements, and it has none.
  expect(xml).toMatch(/=HYPERLINK\((&quot;|")https:\/\/atacante\.example/);
  expect(xml).not.toMatch(/<f[ >]/);
});

test('a one-line 15 MB CSV is refused with what to do, while a card on another tab still opens', async ({ driver, context, pages, sandbox }) => {
  const panel = playwrightPage(await openEnrichment(driver));
  await panel.getByLabel('Arquivo CSV de contatos').setInputFiles({ name: 'uma-linha.csv', mimeType: 'text/csv', buffer: Buffer.from(`cpf ${'abc def '.repeat(1_900_000)}`) });
  // The extension's pages share one process: a card opened while the file is read answers too.
  const card = await cardOnStaticCpf(context, pages);
  await expect(card.locator('article.card')).toContainText('123.456.789-09');
  await expect(panel.getByText('uma-linha.csv: a primeira linha tem mais de 65.536 caracteres')).toBeVisible();
  expect(sandbox.requests()).toEqual([]);
});
