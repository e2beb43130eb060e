/**
 * Scenarios of enrichment against the sandbox, run by both browser suites: one contact from the
 * panel (then "Preencher" into the page), and a CSV through an asynchronous job to its results.
 */
import { expect } from '@playwright/test';
import { cpfWithCheckDigits } from '../../lib/identifiers/cpf';
import { isolationCost } from '../../lib/enrichment/runner-rules';
import { formatCpf } from '../../lib/identifiers/format';
import { CPF_FULL, CPF_JOB_FAILS } from '../../sandbox/special';
import type { DriverPage, ExtensionDriver, ScenarioServers } from '../driver/driver';
import { SANDBOX_TOKEN } from '../servers';

/** A CSV of `count` clients as a Brazilian spreadsheet exports it: BOM, `;`, formatted CPFs. */
export function csvOf(count: number, first = 400_000_000, extra = ''): string {
  const rows = Array.from({ length: count }, (_, index) => {
    const cpf = cpfWithCheckDigits(String(first + index));
    return `Cliente ${index + 1};${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)};cliente${index + 1}@empresa.example`;
  });
  return `\uFEFFNome;CPF;E-mail\r\n${rows.join('\r\n')}\r\n${extra}`;
}

export const creations = (requests: { method: string; path: string }[]) =>
  requests.filter((request) => request.method === 'POST' && request.path === '/leads/async/enriquecer').length;

/** Polls of a job's status: the job's id was answered and kept before the first one left. */
export const jobPolls = (requests: { method: string; path: string }[]) =>
  requests.filter((request) => request.method === 'GET' && request.path.startsWith('/leads/jobs/')).length;

/** The contacts the enrichment requests carried, as the sandbox received them: what was spent. */
export const contactsSent = (requests: { path: string; contacts?: number }[]) =>
  requests.filter((request) => request.path === '/leads/enriquecer' || request.path === '/leads/async/enriquecer').reduce((sum, request) => sum + (request.contacts ?? 0), 0);

const shownCount = (count: number) => count.toLocaleString('pt-BR');

/** How many batch cards the panel shows. */
const batchCards = (page: DriverPage) => page.evaluate(() => document.querySelectorAll('section.batch').length, undefined);

export async function configureForEnrichment(driver: ExtensionDriver, { sandbox }: ScenarioServers) {
  await driver.configure({ apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN });
  sandbox.clearRequests();
  sandbox.resetFaults();
}

export async function openEnrichment(driver: ExtensionDriver): Promise<DriverPage> {
  const page = await driver.openExtensionPage('sidepanel.html');
  await page.setViewport(900, 1000);
  await page.click({ role: 'button', name: 'Enriquecimento' });
  return page;
}

export async function importCsv(page: DriverPage, name: string, content: string) {
  await page.upload({ label: 'Arquivo CSV de contatos' }, { name, mimeType: 'text/csv', buffer: Buffer.from(content, 'utf8') });
}

/**
 * A CSV of `count` (over 100) contacts through one asynchronous job to its results. Answers the
 * panel, with the batch shown first (`section.batch`).
 */
export async function csvThroughAsyncJob(driver: ExtensionDriver, { sandbox }: ScenarioServers, count: number, name = 'clientes.csv'): Promise<DriverPage> {
  const page = await openEnrichment(driver);
  await importCsv(page, name, csvOf(count));
  // Counts are written the pt-BR way (2.500) and, as pt-BR's plural rules say, 0 takes the singular.
  const shown = count.toLocaleString('pt-BR');
  await page.expectVisible({ text: `${name}: ${shown} contatos válidos, 0 linhas inválidas, 0 duplicados unidos.` });
  await page.click({ role: 'button', name: `Enviar ${shown} contatos` });
  await page.expectAttribute({ css: 'section.batch' }, 'data-batch-state', 'completed', { timeout: 30_000 });
  await page.expectVisible({ role: 'heading', name: /^Resultados/, within: 'section.batch' });
  expect(creations(sandbox.requests())).toBe(1);
  return page;
}

/**
 * The panel's "Enriquecer" on the CPF it shows, then "Preencher" into the field the person had clicked
 * into on the page beside it: the value goes where her caret was.
 */
export async function enrichOneAndFill(driver: ExtensionDriver, { pages, sandbox }: ScenarioServers) {
  const form = await driver.openWebPage(`${pages}/editable.html`);
  await expect.poll(() => form.evaluate(() => CSS.highlights.size, undefined)).toBeGreaterThan(0);
  await form.click({ css: '#input' });
  await form.press('End');
  await form.type(' / ');
  const panel = await driver.panelBeside(form, CPF_FULL);
  await panel.click({ role: 'button', name: 'Enriquecer', exact: true });
  await panel.expectVisible({ role: 'button', name: 'Preencher: Nome' });
  expect(sandbox.requests().filter((request) => request.path === '/leads/enriquecer')).toHaveLength(1);
  await panel.click({ role: 'button', name: 'Preencher: Nome' });
  await panel.expectVisible({ text: 'Preenchido no campo da página.' });
  await form.expectValue({ css: '#input' }, '529.982.247-25 / Maria Aparecida dos Santos');
}

/**
 * An impatient double click on "Enviar": the button turns into the batch's card in place at once, and
 * the second press sends nothing. The sandbox receives the contacts once, and the card and the usage
 * line count exactly that.
 */
export async function doubleClickSendsOnce(driver: ExtensionDriver, { sandbox }: ScenarioServers) {
  sandbox.setJobDuration(300);
  const page = await openEnrichment(driver);
  await importCsv(page, 'duplo.csv', csvOf(150, 510_000_000));
  await page.doubleClick({ role: 'button', name: 'Enviar 150 contatos' });
  // In place: where the button was, in the CSV's own section.
  await page.expectVisible({ css: 'section.batch', within: 'section[aria-labelledby="csv-heading"]' });
  await page.expectAttribute({ css: 'section.batch' }, 'data-batch-state', 'completed', { timeout: 30_000 });
  expect(await batchCards(page)).toBe(1);
  expect(creations(sandbox.requests())).toBe(1);
  expect(contactsSent(sandbox.requests())).toBe(150);
  await page.expectAttribute({ css: '.spend-line', within: 'section.batch' }, 'data-sent', '150');
  await page.expectText({ css: 'p.spend' }, 'Consultas deste navegador: 150 hoje · 150 neste mês');
}

/**
 * A contact that makes its job fail: nothing more is sent until the person chooses; "Isolar" says the
 * most it sends, and sends no more; the card counts what the sandbox received. Answers the panel.
 */
export async function failingContactWaitsForAChoice(driver: ExtensionDriver, { sandbox }: ScenarioServers): Promise<DriverPage> {
  sandbox.setJobDuration(300);
  const page = await openEnrichment(driver);
  await importCsv(page, 'com-falha.csv', csvOf(150, 520_000_000, `Contato que falha;${formatCpf(CPF_JOB_FAILS)};falha@empresa.example\r\n`));
  await page.click({ role: 'button', name: 'Enviar 151 contatos' });
  await page.expectAttribute({ css: 'section.batch' }, 'data-batch-state', 'failed', { timeout: 30_000 });
  await page.expectText({ css: '.decision', within: 'section.batch' }, 'o serviço informou que a tarefa falhou por inteiro');
  // The job failed and the batch ended: nothing was sent again on its own.
  expect(contactsSent(sandbox.requests())).toBe(151);
  await page.expectAttribute({ css: '.spend-line', within: 'section.batch' }, 'data-sent', '151');

  const announced = isolationCost(151);
  await page.click({ role: 'button', name: `Isolar o contato que falha (até ${shownCount(announced)} contatos enviados)` });
  await page.expectAttribute({ css: 'section.batch' }, 'data-batch-state', 'partial', { timeout: 30_000 });
  const extra = contactsSent(sandbox.requests()) - 151;
  expect(extra).toBeGreaterThan(0);
  expect(extra).toBeLessThanOrEqual(announced);
  await page.expectAttribute({ css: '.spend-line', within: 'section.batch' }, 'data-sent', String(151 + extra));
  await page.expectText({ css: 'section.batch' }, '1 recusado pelo serviço não será reenviado');
  return page;
}

/**
 * A cancel while two jobs run and a third waits: the two run out (they were paid for), the third is
 * never sent, and the card says so in the sandbox's own numbers; "Tentar novamente" offers only what
 * was not sent, for the reason that applies.
 */
export async function cancelTellsTheTruth(driver: ExtensionDriver, { sandbox }: ScenarioServers) {
  // Long enough for the cancel to land while the first two jobs run (the third starts only when one ends).
  sandbox.setJobDuration(5_000);
  const page = await openEnrichment(driver);
  await importCsv(page, 'cancelar.csv', csvOf(2_500, 530_000_000));
  await page.click({ role: 'button', name: 'Enviar 2.500 contatos' });
  await expect.poll(() => creations(sandbox.requests())).toBe(2);
  await page.click({ role: 'button', name: 'Cancelar', within: 'section.batch' });
  await page.expectAttribute({ css: 'section.batch' }, 'data-batch-state', 'cancelled', { timeout: 30_000 });
  const sent = contactsSent(sandbox.requests());
  expect(sent).toBe(1_668);
  await page.expectText({ css: '.spend-line', within: 'section.batch' }, `${shownCount(sent)} enviados (cobrados) · 832 não enviados`);
  await page.expectText({ css: '.retry', within: 'section.batch' }, '832 não foram enviados (cancelados)');
  await page.expectVisible({ role: 'button', name: 'Tentar novamente 832 contatos' });
  expect(creations(sandbox.requests())).toBe(2);
}

/**
 * The same file sent twice within the cache's TTL: the second time, the plan says its contacts were
 * enriched already and will not be charged again, nothing is sent, and the batch has every answer.
 */
export async function alreadyEnrichedAreNotChargedAgain(driver: ExtensionDriver, { sandbox }: ScenarioServers) {
  sandbox.setJobDuration(300);
  const page = await openEnrichment(driver);
  await importCsv(page, 'primeira.csv', csvOf(120, 540_000_000));
  await page.click({ role: 'button', name: 'Enviar 120 contatos' });
  await page.expectAttribute({ css: 'section.batch' }, 'data-batch-state', 'completed', { timeout: 30_000 });
  expect(contactsSent(sandbox.requests())).toBe(120);

  await importCsv(page, 'segunda.csv', csvOf(120, 540_000_000));
  await page.expectVisible({ text: '120 já enriquecidos dentro do prazo do cache: não serão cobrados de novo' });
  await page.expectVisible({ text: 'Nada a enviar: nenhuma consulta será cobrada.' });
  await page.click({ role: 'button', name: 'Enviar 120 contatos' });
  await page.expectAttribute({ css: 'section.batch', within: 'section[aria-labelledby="csv-heading"]' }, 'data-batch-state', 'completed', { timeout: 15_000 });
  await page.expectText({ css: 'section.batch', within: 'section[aria-labelledby="csv-heading"]' }, '120 de 120 contatos');
  expect(contactsSent(sandbox.requests())).toBe(120);
  await page.expectAttribute({ css: '.spend-line', within: 'section[aria-labelledby="csv-heading"]' }, 'data-sent', '0');
}
