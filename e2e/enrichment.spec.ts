/**
 * Enrichment against the sandbox through the panel: a CSV through an async job to results and an
 * exported CSV, a worker stopped mid-job (panel open, and with every extension page closed so that
 * only the alarm can wake it), 2,500 contacts in 3 jobs, broken rows, a failing job, 429. The
 * scenarios shared with the Firefox suite are in ./scenarios/enrichment.ts (listed in
 * ./scenarios/shared.ts); the ones that stop the service worker need Chromium's CDP and have no
 * Firefox counterpart.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { readCsvText } from '../lib/enrichment/csv-table';
import type { BatchProgress } from '../lib/enrichment/progress';
import { cpfWithCheckDigits } from '../lib/identifiers/cpf';
import { startSandbox } from '../sandbox/server';
import { CPF_FULL } from '../sandbox/special';
import { chromiumPage, playwrightPage } from './driver/chromium';
import type { ExtensionDriver } from './driver/driver';
import { configureExtension, openExtensionPage, sendFromPage, stopServiceWorkers, watchServiceWorker } from './extension';
import { expect, SANDBOX_TOKEN, test } from './fixtures';
import {
  configureForEnrichment,
  contactsSent,
  creations,
  failingContactWaitsForAChoice,
  jobPolls,
  csvOf,
  csvThroughAsyncJob,
  importCsv as importCsvOn,
  openEnrichment as openEnrichmentOn,
} from './scenarios/enrichment';
import { SHARED_SCENARIOS, sharedTestBody } from './scenarios/shared';

/** The panel's enrichment view, as a Playwright page for the tests that only run in Chromium. */
const openEnrichment = async (driver: ExtensionDriver): Promise<Page> => playwrightPage(await openEnrichmentOn(driver));

async function importCsv(page: Page, name: string, content: string) {
  await importCsvOn(chromiumPage(page, page), name, content);
}

test.beforeEach(async ({ driver, sandbox, pages }) => {
  await configureForEnrichment(driver, { sandbox, pages });
});

for (const scenario of SHARED_SCENARIOS.enrichment) test(scenario.title, sharedTestBody(scenario));

test('a 250-contact CSV goes through an async job to a results table and an exported CSV', async ({ driver, sandbox, pages }) => {
  const page = playwrightPage(await csvThroughAsyncJob(driver, { sandbox, pages }, 250));
  const batch = page.locator('section.batch').first();
  const [download] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Exportar resultados (CSV)' }).click()]);
  const lines = readFileSync((await download.path()) ?? '', 'utf8').replace('\uFEFF', '').trim().split('\r\n');
  const header = lines[0]?.split(';') ?? [];
  expect(header.slice(0, 6)).toEqual(['Nome', 'CPF', 'E-mail', 'CPF (enriquecido)', 'Nome (enriquecido)', 'Data de nascimento']);
  expect(lines).toHaveLength(251);
  const status = header.indexOf('Situação');
  expect(lines.slice(1).every((line) => line.split(';')[status] === 'enriquecido')).toBe(true);
  expect(lines[1]?.startsWith('Cliente 1;')).toBe(true);
});

test('a worker stopped mid-job still completes it, with exactly one creation request', async ({ driver, context, sandbox }) => {
  const page = await openEnrichment(driver);
  await importCsv(page, 'lote.csv', csvOf(300, 410_000_000));
  await page.getByRole('button', { name: 'Enviar 300 contatos' }).click();
  // Mid-job: the creation answered and its id kept (a worker stopped while the creation is in flight
  // ends "possivelmente criado", as its own test checks).
  await expect.poll(() => jobPolls(sandbox.requests())).toBeGreaterThan(0);
  expect(creations(sandbox.requests())).toBe(1);
  await stopServiceWorkers(context, page);
  const batch = page.locator('section.batch').first();
  await expect(batch).toHaveAttribute('data-batch-state', 'completed', { timeout: 30_000 });
  expect(creations(sandbox.requests())).toBe(1);
  // No contact sent twice, and the card counts what the sandbox received.
  expect(contactsSent(sandbox.requests())).toBe(300);
  await expect(batch.locator('.spend-line')).toHaveAttribute('data-sent', '300');
});

test('with every extension page closed and the worker stopped, the alarm wakes it to finish the job', async ({ context, extensionId, serviceWorker }) => {
  // A sandbox of its own whose job takes 6 s: no poll can see the job done before the worker is stopped.
  const JOB_MS = 6_000;
  const own = await startSandbox({ port: 0, token: SANDBOX_TOKEN, jobDurationMs: JOB_MS });
  try {
    await configureExtension(serviceWorker, { apiUrl: own.url, baseUrl: own.url });
    const options = await openExtensionPage(context, extensionId, 'options.html');
    // What the panel sends for a CSV of 150 contacts: over 100, so one async job.
    const contacts = Array.from({ length: 150 }, (_, index) => ({ key: `c${index}`, contact: { cpf: cpfWithCheckDigits(String(450_000_000 + index)) }, line: index + 2 }));
    const started = await sendFromPage<{ ok: true; value: BatchProgress }>(options, 'enrich.start', { batchId: crypto.randomUUID(), contacts, source: { label: 'alarme.csv', origin: 'csv' } });
    expect(started.value.chunks.map((chunk) => chunk.mode)).toEqual(['async']);
    await expect.poll(() => creations(own.requests())).toBe(1);
    const createdAt = Date.parse(own.requests().find((request) => request.method === 'POST')?.at ?? '');

    // The product made its alarm with the job: every 30 s, Chrome's minimum for published extensions.
    await expect.poll(() => serviceWorker.evaluate(() => chrome.alarms.get('enrichment'))).toMatchObject({ periodInMinutes: 0.5 });
    // Its first firing is brought forward from 30 s to a second after the job is done (same name, same
    // period; unpacked extensions are not held to the minimum), so the test takes 10 s, not 40. The
    // statuses below show that the alarm, and nothing else, woke the stopped worker.
    const alarmAt = createdAt + JOB_MS + 1_000;
    await serviceWorker.evaluate((when) => chrome.alarms.create('enrichment', { when, periodInMinutes: 0.5 }), alarmAt);

    // Every extension page closed; a blank page (no content script) carries the CDP session.
    const blank = await context.newPage();
    for (const page of context.pages()) if (page.url().startsWith('chrome-extension://')) await page.close();
    const pagesClosedAt = Date.now();
    const worker = await watchServiceWorker(context, blank, extensionId);
    await worker.stop();
    await expect.poll(() => worker.statuses.at(-1)?.status).toBe('stopped');
    const stoppedAt = worker.statuses.findLast((status) => status.status === 'stopped')?.at ?? Number.NaN;
    // Stopped while the job was still running, or this test would prove nothing.
    expect(stoppedAt).toBeLessThan(createdAt + JOB_MS);

    const polls = () => own.requests().filter((request) => request.method === 'GET' && request.path.startsWith('/leads/jobs/'));
    await expect.poll(() => polls().filter((request) => Date.parse(request.at) > stoppedAt).length, { timeout: 15_000 }).toBeGreaterThan(0);
    const firstPollAfterStop = Date.parse(polls().find((request) => Date.parse(request.at) > stoppedAt)?.at ?? '');

    // Nothing woke the worker before the alarm: its next start came after the alarm's time, and so did
    // the poll, which came after the job was done and so found it completed.
    const restart = worker.statuses.find((status) => status.at > stoppedAt && status.status !== 'stopped' && status.status !== 'stopping');
    expect(restart?.at).toBeGreaterThanOrEqual(alarmAt);
    expect(firstPollAfterStop).toBeGreaterThanOrEqual(alarmAt);
    // And no extension page existed from the closing to that poll (pages only ever open, here).
    const session = await context.newCDPSession(blank);
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.filter((target) => target.type === 'page' && target.url.startsWith('chrome-extension://'))).toEqual([]);
    expect(pagesClosedAt).toBeLessThan(firstPollAfterStop);
    await session.detach();
    await worker.detach();

    // The batch is complete, from that poll, with its one job.
    const check = await openExtensionPage(context, extensionId, 'options.html');
    const batches = await sendFromPage<{ value: BatchProgress[] }>(check, 'enrich.batches', {});
    expect(batches.value.map((batch) => batch.state)).toEqual(['completed']);
    expect(creations(own.requests())).toBe(1);
  } finally {
    await own.close();
  }
});

test('2,500 contacts make 3 jobs', async ({ driver, sandbox }) => {
  // The jobs run one after another: 300 ms each instead of the sandbox's 3 s (each is seen done at its first poll).
  sandbox.setJobDuration(300);
  const page = await openEnrichment(driver);
  await importCsv(page, 'grande.csv', csvOf(2_500, 420_000_000));
  await page.getByRole('button', { name: 'Enviar 2.500 contatos' }).click();
  const batch = page.locator('section.batch').first();
  await expect(batch.getByText(/Envio 3 \(tarefa, 832 contatos\)/)).toBeVisible();
  await expect(batch).toHaveAttribute('data-batch-state', 'completed', { timeout: 45_000 });
  expect(creations(sandbox.requests())).toBe(3);
});

test('a CSV with broken rows lists them by line and sends the rest', async ({ driver }) => {
  const page = await openEnrichment(driver);
  const broken = 'cpf;telefone;email\n123.456.789-09;;\n111.111.111-11;;\n;(20) 91234-5678;\n;;\n123.456.789-09;;\n;;nao-e-email\n';
  await importCsv(page, 'quebrado.csv', broken);
  await expect(page.getByText('quebrado.csv: 1 contato válido, 3 linhas inválidas, 1 duplicado unido.')).toBeVisible();
  await expect(page.getByText('Linha 3: CPF inválido (111.111.111-11)')).toBeVisible();
  await expect(page.getByText('Linha 4: telefone inválido ((20) 91234-5678)')).toBeVisible();
  await expect(page.getByText('Linha 7: e-mail inválido (nao-e-email)')).toBeVisible();
  await importCsv(page, 'nada.csv', 'nome;cidade\nAna;Recife\n');
  await expect(page.getByRole('alert').filter({ hasText: 'Nenhuma coluna de CPF, telefone ou e-mail' })).toBeVisible();
});

test('a file that can no longer be read (moved or erased after it was picked) is named, with what to do, and nothing else changes', async ({ driver }) => {
  const page = await openEnrichment(driver);
  // The browser is handed a path with no file behind it, as after the file was moved: reading it fails.
  // By CDP node id, which the view's first renders (what this browser spent, the policy's copy) can
  // replace under the test: asked again until the file lands on the input shown.
  const session = await page.context().newCDPSession(page);
  const unreadable = page.getByRole('alert').filter({ hasText: 'Não foi possível ler o arquivo movido.csv' });
  await expect(async () => {
    const { root } = await session.send('DOM.getDocument');
    const { nodeId } = await session.send('DOM.querySelector', { nodeId: root.nodeId, selector: '#csv-file' });
    await session.send('DOM.setFileInputFiles', { nodeId, files: ['/nonexistent/atalaia/movido.csv'] });
    await expect(unreadable).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
  await expect(unreadable).toContainText('Escolha o arquivo de novo.');
  await expect(page.getByText('erro interno')).toHaveCount(0);
  // The input is emptied, so that the same file chosen again (put back) is read again.
  await expect(page.locator('#csv-file')).toHaveValue('');
  await importCsv(page, 'clientes.csv', csvOf(3));
  await expect(page.getByText('clientes.csv: 3 contatos válidos, 0 linhas inválidas, 0 duplicados unidos.')).toBeVisible();
});

test('a contact that fails its job waits for a choice; isolated, it is refused with the service’s reason, and the export lists it', async ({ driver, sandbox, pages }) => {
  const page = playwrightPage(await failingContactWaitsForAChoice(driver, { sandbox, pages }));
  const batch = page.locator('section.batch').first();
  await expect(batch.getByText(/dividida após falha em \d+ tarefas, 0 em andamento/)).toBeVisible();
  await expect(batch.getByRole('button', { name: /^Tentar novamente/ })).toHaveCount(0);

  await batch.getByLabel('Situação').selectOption('refused');
  await expect(batch.locator('li.result')).toHaveCount(1);
  await expect(batch.locator('li.result')).toContainText('recusado pelo serviço: Falha ao processar o lote');

  const [download] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Exportar falhas (CSV)' }).click()]);
  const lines = readFileSync((await download.path()) ?? '', 'utf8').replace('\uFEFF', '').trim().split('\r\n');
  expect(lines[0]).toBe('Nome;CPF;E-mail;Motivo');
  expect(lines).toHaveLength(2);
  expect(lines[1]).toMatch(/^Contato que falha;987\.654\.321-00;falha@empresa\.example;recusado pelo serviço: Falha ao processar o lote/);
});

test('the results export keeps every row of the file, in order: sent, invalid with the reason, duplicate with its row', async ({ driver }) => {
  const page = await openEnrichment(driver);
  const content = [
    'Nome;CPF;Observação',
    `Maria;${CPF_FULL};"cliente desde 2019;\r\nprefere e-mail"`,
    'João;111.111.111-11;',
    '"Sem fechamento;529.982.247-25;',
    'Maria de novo;123.456.789-09;',
    'Ana;529.982.247-25;',
  ].join('\r\n');
  await importCsv(page, 'mistura.csv', `${content}\r\n`);
  await expect(page.getByText('mistura.csv: 2 contatos válidos, 2 linhas inválidas, 1 duplicado unido.')).toBeVisible();
  await expect(page.getByText('Linha 5: aspas sem fechamento')).toBeVisible();
  await expect(page.getByText('2 contatos → 2 consultas (1 envio imediato)')).toBeVisible();
  await page.getByRole('button', { name: 'Enviar 2 contatos' }).click();
  const batch = page.locator('section.batch').first();
  await expect(batch).toHaveAttribute('data-batch-state', 'completed', { timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Exportar resultados (CSV)' }).click()]);
  const [header = [], ...cells] = readCsvText(readFileSync((await download.path()) ?? '', 'utf8').replace('\uFEFF', ''), ';').records.map((record) => record.fields);
  const status = header.indexOf('Situação');
  expect(cells.map((row) => row[0])).toEqual(['Maria', 'João', '"Sem fechamento;529.982.247-25;', 'Maria de novo', 'Ana']);
  expect(cells[0]?.[2]).toBe('cliente desde 2019;\r\nprefere e-mail');
  expect(cells.map((row) => row[status])).toEqual(['enriquecido', 'linha inválida, não enviada', 'linha inválida, não enviada', 'duplicado da linha 2', 'enriquecido']);
  // The duplicate carries the enrichment of the row it joined.
  expect(cells[3]?.[header.indexOf('Nome (enriquecido)')]).toBe('Maria Aparecida dos Santos');

  const [workbook] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Exportar resultados (Excel)' }).click()]);
  expect(workbook.suggestedFilename()).toMatch(/\.xlsx$/);
  expect(readFileSync((await workbook.path()) ?? '').subarray(0, 2).toString()).toBe('PK');
});

test('a tab-separated export with quoted line breaks is read with real line numbers', async ({ driver }) => {
  const page = await openEnrichment(driver);
  const content = `nome\tnotas\tcpf\nAna\t"linha um\nlinha dois"\t${CPF_FULL}\nBia\t\t111.111.111-11\n`;
  await importCsv(page, 'export.tsv', content);
  await expect(page.getByText('export.tsv: 1 contato válido, 1 linha inválida, 0 duplicados unidos.')).toBeVisible();
  await expect(page.getByText('Linha 4: CPF inválido (111.111.111-11)')).toBeVisible();
});

test('a 500-row CRM page is 500 people, with what sending costs shown first; hidden identifiers are apart and unticked', async ({ driver, context, pages, sandbox }) => {
  const crm = await context.newPage();
  await crm.goto(`${pages}/crm-table.html`);
  await expect.poll(() => crm.evaluate(() => CSS.highlights.size)).toBeGreaterThan(0);
  const page = await openEnrichment(driver);
  await crm.bringToFront();
  await page.getByRole('button', { name: 'Enriquecer contatos desta página' }).click();
  // The page is read in slices: read it again until every row is in.
  await expect(async () => {
    await page.getByRole('button', { name: 'Ler a página de novo' }).click();
    await expect(page.getByText('500 pessoas ou empresas na página')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(page.getByText('500 contatos → 500 consultas (1 tarefa)')).toBeVisible();
  const hidden = page.locator('details.hidden-contacts');
  await expect(hidden.locator('summary')).toHaveText('Ocultos na página (3): não enviados a menos que você marque');
  await expect(hidden.getByRole('checkbox', { checked: true })).toHaveCount(0);
  // Each person by the name in their row, with their three identifiers, the CPF first.
  await expect(page.locator('.contact-list li').first()).toContainText(/^Lead 1 · CPF.*470\.000\.000-\d\d · \(11\) 91000-0000 · lead1@crm\.example/);
  await page.getByRole('button', { name: 'Enviar 500 contatos' }).click();
  const batch = page.locator('section.batch').first();
  await expect(batch).toHaveAttribute('data-batch-state', 'completed', { timeout: 30_000 });
  expect(creations(sandbox.requests())).toBe(1);
  await expect(page.getByText(/Consultas deste navegador: 500 hoje · 500 neste mês/)).toBeVisible();
});

test('a 429 with Retry-After is respected', async ({ driver, serviceWorker }) => {
  const limited = await startSandbox({ port: 0, token: SANDBOX_TOKEN, rateLimit: { requests: 2, windowMs: 3_000 }, jobDurationMs: 2_000 });
  try {
    await configureExtension(serviceWorker, { apiUrl: limited.url, baseUrl: limited.url });
    const page = await openEnrichment(driver);
    await importCsv(page, 'limite.csv', csvOf(120, 440_000_000));
    await page.getByRole('button', { name: 'Enviar 120 contatos' }).click();
    const batch = page.locator('section.batch').first();
    await expect(batch).toHaveAttribute('data-batch-state', 'completed', { timeout: 30_000 });
    const log = limited.requests();
    const limitedAt = log.findIndex((request) => request.status === 429);
    expect(limitedAt).toBeGreaterThanOrEqual(0);
    const next = log[limitedAt + 1];
    expect(next).toBeDefined();
    expect(Date.parse(next!.at) - Date.parse(log[limitedAt]!.at)).toBeGreaterThanOrEqual(900);
  } finally {
    await limited.close();
  }
});
