/**
 * Enrichment against the sandbox through the panel: a CSV through an async job to results and an
 * exported CSV, a worker stopped mid-job (panel open, and with every extension page closed so that
 * only the alarm can wake it), 2,500 contacts in 3 jobs, broken rows, a failing job, 429. The
 * scenarios shared with the Firefox suite are in ./scenarios/enrichment.ts; the ones that stop the
 * service worker need Chromium's CDP and have no Firefox counterpart.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import type { BatchProgress } from '../lib/enrichment/progress';
import { cpfWithCheckDigits } from '../lib/identifiers/cpf';
import { startSandbox } from '../sandbox/server';
import { CPF_JOB_FAILS } from '../sandbox/special';
import { chromiumPage, playwrightPage } from './driver/chromium';
import type { ExtensionDriver } from './driver/driver';
import { configureExtension, openExtensionPage, sendFromPage, stopServiceWorkers, watchServiceWorker } from './extension';
import { expect, SANDBOX_TOKEN, test } from './fixtures';
import {
  configureForEnrichment,
  creations,
  csvOf,
  csvThroughAsyncJob,
  enrichOneAndFill,
  importCsv as importCsvOn,
  openEnrichment as openEnrichmentOn,
} from './scenarios/enrichment';

/** The panel's enrichment view, as a Playwright page for the tests that only run in Chromium. */
const openEnrichment = async (driver: ExtensionDriver): Promise<Page> => playwrightPage(await openEnrichmentOn(driver));

async function importCsv(page: Page, name: string, content: string) {
  await importCsvOn(chromiumPage(page, page), name, content);
}

test.beforeEach(async ({ driver, sandbox, pages }) => {
  await configureForEnrichment(driver, { sandbox, pages });
});

test('a 250-contact CSV goes through an async job to a results table and an exported CSV', async ({ driver, sandbox, pages }) => {
  const page = playwrightPage(await csvThroughAsyncJob(driver, { sandbox, pages }, 250));
  const batch = page.locator('section.batch').first();
  const [download] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Exportar resultados (CSV)' }).click()]);
  const lines = readFileSync((await download.path()) ?? '', 'utf8').replace('\uFEFF', '').trim().split('\r\n');
  expect(lines[0]).toMatch(/^Nome;CPF;E-mail;status_enriquecimento;motivo;nome;data_nascimento;/);
  expect(lines).toHaveLength(251);
  expect(lines.slice(1).every((line) => line.split(';')[3] === 'ok')).toBe(true);
  expect(lines[1]?.startsWith('Cliente 1;')).toBe(true);
});

test('a worker stopped mid-job still completes it, with exactly one creation request', async ({ context, driver, sandbox }) => {
  const page = await openEnrichment(driver);
  await importCsv(page, 'lote.csv', csvOf(300, 410_000_000));
  await page.getByRole('button', { name: 'Enviar 300 contatos' }).click();
  await expect.poll(() => creations(sandbox.requests())).toBe(1);
  await stopServiceWorkers(context, page);
  const batch = page.locator('section.batch').first();
  await expect(batch).toHaveAttribute('data-batch-state', 'completed', { timeout: 30_000 });
  expect(creations(sandbox.requests())).toBe(1);
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
    const started = await sendFromPage<{ ok: true; value: BatchProgress }>(options, 'enrich.start', { contacts, source: { label: 'alarme.csv' } });
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
  const page = await openEnrichment(driver);
  await importCsv(page, 'grande.csv', csvOf(2_500, 420_000_000));
  await page.getByRole('button', { name: 'Enviar 2500 contatos' }).click();
  const batch = page.locator('section.batch').first();
  await expect(batch.getByText(/Envio 3 \(tarefa, 832 contatos\)/)).toBeVisible();
  await expect(batch).toHaveAttribute('data-batch-state', 'completed', { timeout: 45_000 });
  expect(creations(sandbox.requests())).toBe(3);
});

test('a CSV with broken rows lists them by line and sends the rest', async ({ driver }) => {
  const page = await openEnrichment(driver);
  const broken = 'cpf;telefone;email\n123.456.789-09;;\n111.111.111-11;;\n;(20) 91234-5678;\n;;\n123.456.789-09;;\n;;nao-e-email\n';
  await importCsv(page, 'quebrado.csv', broken);
  await expect(page.getByText('quebrado.csv: 1 contatos válidos, 3 linhas inválidas, 1 duplicados unidos.')).toBeVisible();
  await expect(page.getByText('Linha 3: CPF inválido (111.111.111-11)')).toBeVisible();
  await expect(page.getByText('Linha 4: telefone inválido ((20) 91234-5678)')).toBeVisible();
  await expect(page.getByText('Linha 7: e-mail inválido (nao-e-email)')).toBeVisible();
  await importCsv(page, 'nada.csv', 'nome;cidade\nAna;Recife\n');
  await expect(page.getByRole('alert').filter({ hasText: 'Nenhuma coluna de CPF, telefone ou e-mail' })).toBeVisible();
});

test('the sandbox’s failing job shows as failed, with a retry for its contacts', async ({ driver }) => {
  const page = await openEnrichment(driver);
  const failing = `${CPF_JOB_FAILS.slice(0, 3)}.${CPF_JOB_FAILS.slice(3, 6)}.${CPF_JOB_FAILS.slice(6, 9)}-${CPF_JOB_FAILS.slice(9)}`;
  await importCsv(page, 'falha.csv', csvOf(150, 430_000_000, `Falha;${failing};falha@empresa.example\r\n`));
  await page.getByRole('button', { name: 'Enviar 151 contatos' }).click();
  const batch = page.locator('section.batch').first();
  await expect(batch).toHaveAttribute('data-batch-state', 'failed', { timeout: 30_000 });
  await expect(batch.getByText(/o serviço informou que a tarefa falhou/)).toBeVisible();
  await expect(batch.getByRole('button', { name: 'Tentar novamente os que falharam' })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent('download'), batch.getByRole('button', { name: 'Exportar falhas (CSV)' }).click()]);
  const lines = readFileSync((await download.path()) ?? '', 'utf8').replace('\uFEFF', '').trim().split('\r\n');
  expect(lines[0]).toBe('Nome;CPF;E-mail');
  expect(lines).toHaveLength(152);
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

test('enriching the identifier in the panel fills a page field on request', async ({ driver, sandbox, pages }) => {
  await enrichOneAndFill(driver, { sandbox, pages });
});
