/**
 * The audit log against the sandbox's own request log: every paid path (a panel family,
 * the card's "Enriquecer", a page batch, a CSV batch, the reader's "Consultar todos") writes one entry
 * per request, with its origin; the usage counts in the panel header match; the purpose is asked
 * before any request when required; the budget asks at 100%; the options page filters, exports and
 * erases the log.
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import type { AuditEntry } from '../lib/audit/entries';
import { CPF_FULL } from '../sandbox/special';
import { playwrightPage } from './driver/chromium';
import { configureExtension, openExtensionPage } from './extension';
import { expect, SANDBOX_TOKEN, test } from './fixtures';
import { cardOnStaticCpf } from './page-helpers';
import { auditEntries, cardPurpose, lookups, panelWithPurpose, purposeAskedFirst, purposeChanged } from './scenarios/audit';
import { configureForEnrichment, csvOf, importCsv, openEnrichment } from './scenarios/enrichment';

/** The demo gazette in the reader, its index read, and "Consultar todos" confirmed: the look-ups start. */
async function lookUpAllInDemoReader(context: BrowserContext, extensionId: string, sandboxUrl: string): Promise<Page> {
  const reader = await context.newPage();
  await reader.setViewportSize({ width: 1280, height: 900 });
  await reader.goto(`chrome-extension://${extensionId}/reader.html?url=${encodeURIComponent(`${sandboxUrl}/demo.pdf`)}`);
  await expect(reader.locator('.document-index [role="status"]').first()).toContainText('identificadores em', { timeout: 15_000 });
  await reader.getByRole('button', { name: 'Consultar todos' }).click();
  await reader.getByRole('button', { name: 'Consultar', exact: true }).click();
  return reader;
}

test.beforeEach(async ({ driver, sandbox, pages }) => {
  await configureForEnrichment(driver, { sandbox, pages });
});

test('every paid path writes one audit entry per request, and the usage counts match the sandbox', async ({ driver, context, extensionId, sandbox, pages }) => {
  test.setTimeout(150_000);
  // Panel: a CPF's profile, then its debts tab.
  const panel = await openExtensionPage(context, extensionId, `sidepanel.html?q=${CPF_FULL}`);
  await expect(panel.getByText('Maria Aparecida dos Santos').filter({ visible: true }).first()).toBeVisible();
  await panel.getByRole('tab', { name: /Dívidas/ }).click();
  await expect.poll(() => lookups(sandbox.requests()).length).toBe(2);

  // Card: "Enriquecer" on a hovered CPF.
  const card = await cardOnStaticCpf(context, pages);
  await card.getByRole('button', { name: 'Enriquecer' }).click();
  await expect(card.getByText('Maria Aparecida dos Santos').first()).toBeVisible();

  // Page batch: the CRM table's 500 people in one job.
  const crm = await context.newPage();
  await crm.goto(`${pages}/crm-table.html`);
  await expect.poll(() => crm.evaluate(() => CSS.highlights.size)).toBeGreaterThan(0);
  const enrichment = playwrightPage(await openEnrichment(driver));
  await crm.bringToFront();
  await enrichment.getByRole('button', { name: 'Enriquecer contatos desta página' }).click();
  await expect(async () => {
    await enrichment.getByRole('button', { name: 'Ler a página de novo' }).click();
    await expect(enrichment.getByText('500 pessoas ou empresas na página')).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await enrichment.getByRole('button', { name: 'Enviar 500 contatos' }).click();
  await expect(enrichment.locator('section.batch').first()).toHaveAttribute('data-batch-state', 'completed', { timeout: 30_000 });

  // CSV batch: 150 contacts in one job.
  const csvDriven = await openEnrichment(driver);
  await importCsv(csvDriven, 'clientes.csv', csvOf(150));
  const csvPanel = playwrightPage(csvDriven);
  await csvPanel.getByRole('button', { name: 'Enviar 150 contatos' }).click();
  await expect(csvPanel.locator('section.batch').first()).toHaveAttribute('data-batch-state', 'completed', { timeout: 30_000 });

  // Reader: "Consultar todos" on the demo gazette (the panel's CPF is cached, the rest is not).
  const reader = await lookUpAllInDemoReader(context, extensionId, sandbox.url);
  await expect(reader.getByText(/^Pronto: \d+ consultas feitas\.$/)).toBeVisible({ timeout: 20_000 });

  const requests = lookups(sandbox.requests());
  const entries = await auditEntries(driver);
  expect(entries).toHaveLength(requests.length);
  expect(entries.map((entry) => entry.endpoint.split(' ')[0]).sort()).toEqual(requests.map((request) => request.method).sort());
  expect(entries.every((entry) => entry.outcome === 'ok')).toBe(true);
  const byOrigin = (origin: AuditEntry['origin']) => entries.filter((entry) => entry.origin === origin);
  expect(byOrigin('panel')).toHaveLength(2);
  expect(byOrigin('card')).toMatchObject([{ kind: 'enrichment', contacts: 1, subjects: ['***.456.789-**'] }]);
  expect(byOrigin('page')).toMatchObject([{ kind: 'enrichment', contacts: 500 }]);
  expect(byOrigin('csv')).toMatchObject([{ kind: 'enrichment', contacts: 150 }]);
  expect(byOrigin('reader').length).toBe(requests.length - 5);
  // No identifier in full, no token, no record data.
  const stored = JSON.stringify(entries);
  expect(stored).not.toContain(CPF_FULL);
  expect(stored).not.toContain(SANDBOX_TOKEN);
  expect(stored).not.toContain('Maria');

  // Usage: one consulta per look-up, one per contact enriched, as the panel header says.
  const spent = requests.length - 3 + 1 + 500 + 150;
  await panel.reload();
  await expect(panel.getByTestId('usage-line')).toHaveText(`hoje: ${spent.toLocaleString('pt-BR')} consultas · mês: ${spent.toLocaleString('pt-BR')}`);
});

test('with a purpose required, nothing is sent until one is written in the dialog, and it is written with each entry', async ({ driver, sandbox }) => {
  await driver.configure({ requirePurpose: true });
  await purposeAskedFirst(driver, { sandbox }, { purposes: [] });
});

test('the purpose in force changes from the panel\'s header in one click, and Esc keeps it', async ({ driver }) => {
  await driver.configure({ requirePurpose: true });
  await purposeChanged(await panelWithPurpose(driver, { purposes: [] }), { purposes: [] });
});

test('the hover card asks for the purpose in its own frame, guarded like its buttons, and the entry carries it', async ({ driver, sandbox, pages }) => {
  await driver.configure({ requirePurpose: true });
  await cardPurpose(driver, { sandbox, pages }, { purpose: 'Prevenção a fraudes', fromList: false });
});

test('the enrichment mode asks for the purpose before a CSV batch is sent, and the batch\'s entry carries it', async ({ driver, sandbox }) => {
  await driver.configure({ requirePurpose: true });
  const driven = await openEnrichment(driver);
  await importCsv(driven, 'clientes.csv', csvOf(3));
  const panel = playwrightPage(driven);
  await panel.getByRole('button', { name: 'Enviar 3 contatos' }).click();
  const dialog = panel.getByRole('dialog', { name: 'Finalidade das consultas' });
  await expect(dialog).toBeVisible();
  expect(lookups(sandbox.requests())).toEqual([]);
  await dialog.getByLabel('Escreva a finalidade').fill('Atualização cadastral');
  await dialog.getByRole('button', { name: 'Usar esta finalidade' }).click();
  await expect(panel.locator('section.batch').first()).toHaveAttribute('data-batch-state', 'completed', { timeout: 30_000 });
  expect(await auditEntries(driver)).toMatchObject([{ origin: 'csv', kind: 'enrichment', contacts: 3, purpose: 'Atualização cadastral' }]);
});

test('the reader asks for the purpose once for all of "Consultar todos", and every entry carries it', async ({ driver, context, extensionId, sandbox }) => {
  await driver.configure({ requirePurpose: true });
  const reader = await lookUpAllInDemoReader(context, extensionId, sandbox.url);
  const dialog = reader.getByRole('dialog', { name: 'Finalidade das consultas' });
  await dialog.getByLabel('Escreva a finalidade').fill('Auditoria de contratos');
  await dialog.getByLabel('Escreva a finalidade').press('Enter');
  await expect(reader.getByText(/^Pronto: \d+ consultas feitas\.$/)).toBeVisible({ timeout: 20_000 });
  await expect(dialog).toHaveCount(0);
  const entries = await auditEntries(driver);
  expect(entries.length).toBeGreaterThan(1);
  expect(entries).toHaveLength(lookups(sandbox.requests()).length);
  expect(entries.every((entry) => entry.origin === 'reader' && entry.purpose === 'Auditoria de contratos')).toBe(true);
});

test('at 100% of the month\'s budget the panel says so, and each look-up asks first in a dialog', async ({ driver, context, extensionId, sandbox, serviceWorker }) => {
  await configureExtension(serviceWorker, { monthlyBudget: 1 });
  const panel = await openExtensionPage(context, extensionId, `sidepanel.html?q=${CPF_FULL}`);
  await expect(panel.getByText('Maria Aparecida dos Santos').filter({ visible: true }).first()).toBeVisible();
  await expect(panel.getByTestId('account-bar')).toContainText('Orçamento do mês atingido');
  const dialog = panel.getByRole('dialog', { name: 'Orçamento do mês atingido' });
  await panel.getByRole('tab', { name: /Veículos/ }).click();
  await expect(dialog).toContainText('1 de 1 consultas neste mês.');
  // "Cancelar" has the focus: Enter does not spend.
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await panel.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(panel.getByText('o orçamento de consultas do mês foi atingido').first()).toBeVisible();
  const before = lookups(sandbox.requests()).length;
  await panel.getByRole('button', { name: 'Tentar novamente' }).first().click();
  await dialog.getByRole('button', { name: 'Consultar mesmo assim' }).click();
  await expect(dialog).toHaveCount(0);
  await expect.poll(() => lookups(sandbox.requests()).length).toBe(before + 1);
  expect(await auditEntries(driver)).toHaveLength(before + 1);
});

test('the options page filters the log, exports it as CSV and JSON, and erases it', async ({ driver, context, extensionId }) => {
  const panel = await openExtensionPage(context, extensionId, `sidepanel.html?q=${CPF_FULL}`);
  await expect(panel.getByText('Maria Aparecida dos Santos').filter({ visible: true }).first()).toBeVisible();
  await panel.getByRole('tab', { name: /Dívidas/ }).click();
  await expect.poll(async () => (await auditEntries(driver)).length).toBe(2);

  const options = await openExtensionPage(context, extensionId, 'options.html');
  const section = options.locator('section', { has: options.getByRole('heading', { name: 'Registro de consultas' }) });
  await expect(section.getByTestId('audit-count')).toHaveText('2 de 2 registros');
  await section.getByLabel('Tipo').selectOption({ label: 'Dívidas' });
  await expect(section.getByTestId('audit-count')).toHaveText('1 de 2 registros');
  await expect(section.locator('tbody tr')).toHaveCount(1);
  await expect(section.locator('tbody tr')).toContainText('***.456.789-**');

  const csvDownload = options.waitForEvent('download');
  await section.getByRole('button', { name: 'Exportar CSV' }).click();
  const csv = readFileSync((await (await csvDownload).path()) as string, 'utf8');
  expect(csv.startsWith('\uFEFFQuando;Tipo;Endpoint;Identificador;Contatos;Resultado;Origem;Finalidade\r\n')).toBe(true);
  expect(csv.trim().split('\r\n')).toHaveLength(2);
  const jsonDownload = options.waitForEvent('download');
  await section.getByRole('button', { name: 'Exportar JSON' }).click();
  const json = JSON.parse(readFileSync((await (await jsonDownload).path()) as string, 'utf8')) as AuditEntry[];
  expect(json).toMatchObject([{ kind: 'debts', origin: 'panel', subjects: ['***.456.789-**'], outcome: 'ok' }]);

  await section.getByRole('button', { name: 'Apagar todo o registro' }).click();
  await expect(section.getByText('2 registros apagados.')).toBeVisible();
  await expect(section.getByTestId('audit-count')).toHaveText('0 de 0 registros');
});
