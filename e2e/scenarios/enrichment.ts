/**
 * Scenarios of enrichment against the sandbox, run by both browser suites: one contact from the
 * panel (then "Preencher" into the page), and a CSV through an asynchronous job to its results.
 */
import { expect } from '@playwright/test';
import { cpfWithCheckDigits } from '../../lib/identifiers/cpf';
import { CPF_FULL } from '../../sandbox/special';
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
