/**
 * The side panel against the sandbox, through the UI: every endpoint, both filters, the rural
 * drill-downs, phone and e-mail flows, every error kind, exports checked by content, accessibility,
 * and the narrow-width check. The scenarios shared with the Firefox suite are in ./scenarios/panel.ts,
 * listed in ./scenarios/shared.ts.
 */
import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from '@playwright/test';
import { CPF_EMPTY, CPF_FULL, CPF_LARGE } from '../sandbox/special';
import { configureExtension, openExtensionPage } from './extension';
import { expect, SANDBOX_TOKEN, test } from './fixtures';
import { configureForPanel, SHOW_OPERATIONS } from './scenarios/panel';
import { SHARED_SCENARIOS, sharedTestBody } from './scenarios/shared';

async function openPanel(context: BrowserContext, extensionId: string, query: string): Promise<Page> {
  const page = await openExtensionPage(context, extensionId, `sidepanel.html?q=${encodeURIComponent(query)}`);
  await page.setViewportSize({ width: 900, height: 900 });
  return page;
}

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });

test.beforeEach(async ({ driver, sandbox, pages }) => {
  await configureForPanel(driver, { sandbox, pages });
});

for (const scenario of SHARED_SCENARIOS.panel) test(scenario.title, sharedTestBody(scenario));

test('the urban filters go to the API: one state, and without relatives', async ({ context, extensionId, sandbox }) => {
  const page = await openPanel(context, extensionId, CPF_FULL);
  await tab(page, /Imóveis urbanos/).click();
  await expect(page.getByRole('heading', { name: /^Imóveis de parentes/ })).toBeVisible();
  await page.getByLabel('Incluir imóveis de parentes').uncheck();
  await expect(page.getByRole('heading', { name: /^Imóveis de parentes/ })).toBeVisible();
  await page.getByLabel('Estado (UF)').selectOption('SP');
  await expect(page.getByRole('heading', { name: /^Imóveis de parentes/ })).toBeVisible();
  const paths = sandbox.requests().map((request) => request.path);
  expect(paths).toEqual(expect.arrayContaining([`/imoveis/cpf/${CPF_FULL}`, `/imoveis/cpf/${CPF_FULL}/SP`]));
  expect(paths.filter((path) => path === `/imoveis/cpf/${CPF_FULL}`)).toHaveLength(2);
});

test('the beneficiary-name filter goes to the API', async ({ context, extensionId, sandbox }) => {
  const page = await openPanel(context, extensionId, CPF_FULL);
  await tab(page, /Benefícios sociais/).click();
  await page.getByLabel('Filtrar pelo nome do beneficiário').fill('ninguém com este nome');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('Nenhum registro encontrado.')).toBeVisible();
  expect(sandbox.requests().filter((request) => request.path === `/api/v1/beneficios/cpf/${CPF_FULL}`)).toHaveLength(2);
});

test('invalid input says what is wrong and makes no request', async ({ context, extensionId, sandbox }) => {
  const page = await openPanel(context, extensionId, '529.982.247-24');
  await expect(page.getByRole('alert').first()).toContainText('CPF inválido');
  await page.getByRole('searchbox').fill('nirf:12');
  await page.getByRole('button', { name: 'Consultar' }).click();
  await expect(page.getByRole('alert').first()).toContainText('NIRF inválido');
  expect(sandbox.requests()).toHaveLength(0);
});

test('an identifier with no records says so', async ({ context, extensionId }) => {
  const page = await openPanel(context, extensionId, CPF_EMPTY);
  await tab(page, /Veículos/).click();
  await expect(page.getByText('Nenhum registro encontrado.')).toBeVisible();
});

test('every error kind is named in plain words, with a retry that works', async ({ context, extensionId, sandbox, serviceWorker }) => {
  const page = await openPanel(context, extensionId, 'welcome');
  const expectError = async (query: string, text: string | RegExp) => {
    await page.getByRole('searchbox').fill(query);
    await page.getByRole('button', { name: 'Consultar' }).click();
    await tab(page, /Veículos/).click();
    await expect(page.getByRole('alert').filter({ hasText: text })).toBeVisible();
  };
  // Each case uses another CPF, so nothing comes from the cache.
  sandbox.setFaults({ errorRate: 1, errorStatus: 503 });
  await expectError('111.444.777-35', 'O serviço de consultas está com problemas (erro 503)');
  sandbox.setFaults({ errorRate: 1, errorStatus: 403 });
  await expectError('529.982.247-25', 'Seu token não tem acesso');
  sandbox.setFaults({ malformedJsonRate: 1, errorRate: 0 });
  await expectError('987.654.321-00', 'não é um JSON válido');
  sandbox.setFaults({ schemaBreakRate: 1, malformedJsonRate: 0 });
  await expectError('222.333.444-05', /não tem o formato esperado desta API \(campo: /);
  sandbox.resetFaults();
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByText('Veículos').last()).toBeVisible();

  await configureExtension(serviceWorker, { token: 'token-errado' });
  await expectError('453.178.287-91', 'O token de acesso foi recusado');
  await configureExtension(serviceWorker, { token: SANDBOX_TOKEN, apiUrl: 'http://127.0.0.1:9', baseUrl: 'http://127.0.0.1:9' });
  await expectError('815.326.471-07', 'Não foi possível falar com o serviço');
});

test('"configure o token" opens the options page, and the error goes once the token is saved', async ({ context, extensionId, serviceWorker }) => {
  await configureExtension(serviceWorker, { token: '' });
  const page = await openPanel(context, extensionId, CPF_FULL);
  const error = page.getByRole('alert').filter({ hasText: 'Configure o token de acesso nas opções do Atalaia' });
  await expect(error).toBeVisible();
  const options = context.waitForEvent('page');
  await error.getByRole('button', { name: 'Abrir as opções' }).click();
  expect((await options).url()).toBe(`chrome-extension://${extensionId}/options.html`);

  // Saved in the options page (here, straight into storage): the panel loads again by itself.
  await configureExtension(serviceWorker, { token: SANDBOX_TOKEN });
  await expect(error).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Maria Aparecida dos Santos' })).toBeVisible();
});

test('the home lists recent look-ups with name, kind and age from the cache, and filters them', async ({ context, extensionId, sandbox }) => {
  const record = await openPanel(context, extensionId, CPF_FULL);
  await expect(record.getByRole('heading', { level: 1, name: 'Maria Aparecida dos Santos' })).toBeVisible();
  await record.locator('#query').fill('nirf:81234567');
  await record.getByRole('button', { name: 'Consultar' }).click();
  // The look-up leaves as the record renders: counted once it has arrived.
  await expect(record.getByRole('heading', { name: /^Imóveis no CAFIR/ })).toBeVisible();
  await record.close();
  const requests = sandbox.requests().length;

  const home = await openExtensionPage(context, extensionId, 'sidepanel.html');
  const recent = home.locator('.recent-lookups li');
  // Newest first; a NIRF's records carry no name, and it was never found here.
  await expect(recent.first()).toHaveText(/^nirf:81234567Imóvel rural \(NIRF\) · /);
  await expect(recent.nth(1)).toContainText('Maria Aparecida dos Santos');
  await expect(recent.nth(1)).toContainText(/CPF · consultado (agora|há \d+ segundos?)/);
  const filter = home.getByRole('searchbox', { name: 'Buscar nas consultas recentes' });
  await filter.fill('maria');
  await expect(recent).toHaveCount(1);
  await filter.fill('nirf');
  await expect(recent).toHaveText([/^nirf:81234567/]);
  await filter.fill('ninguém');
  await expect(home.getByText('Nenhuma consulta recente com “ninguém”.')).toBeVisible();
  // Names come from the cache: the list asks the records API nothing.
  expect(sandbox.requests()).toHaveLength(requests);

  await filter.fill('maria');
  await recent.first().getByRole('button').click();
  await expect(home.getByRole('heading', { level: 1, name: 'Maria Aparecida dos Santos' })).toBeVisible();
});

test('a rate limit says when to try again', async ({ context, extensionId, serviceWorker }) => {
  const { startSandbox } = await import('../sandbox/server');
  const limited = await startSandbox({ port: 0, token: SANDBOX_TOKEN, rateLimit: { requests: 1, windowMs: 120_000 } });
  try {
    await configureExtension(serviceWorker, { apiUrl: limited.url, baseUrl: limited.url });
    const page = await openPanel(context, extensionId, CPF_FULL);
    await tab(page, /Veículos/).click();
    await expect(page.getByRole('alert').filter({ hasText: /Limite de consultas atingido. Tente de novo em \d+ (s|min)/ })).toBeVisible();
  } finally {
    await limited.close();
  }
});

test('exports: a table as CSV for Excel, the whole record as JSON', async ({ context, extensionId }) => {
  const page = await openPanel(context, extensionId, CPF_FULL);
  await tab(page, /Veículos/).click();
  await expect(page.getByText('Com restrição')).toBeVisible();
  const [csvDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar CSV: Veículos' }).click()]);
  const csv = readFileSync((await csvDownload.path()) ?? '', 'utf8');
  expect(csv.startsWith('\uFEFFPlaca;Restrições;Marca;Modelo')).toBe(true);
  expect(csvDownload.suggestedFilename()).toBe(`atalaia-cpf-${CPF_FULL}-veiculos.csv`);
  expect(csv.split('\r\n').length).toBeGreaterThan(2);

  const [jsonDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar JSON' }).click()]);
  const record = JSON.parse(readFileSync((await jsonDownload.path()) ?? '', 'utf8'));
  expect(record.consulta).toBe(CPF_FULL);
  expect(Object.keys(record.registros).sort()).toEqual(['profile', 'vehicles']);
  expect(record.registros.profile.dados.nome).toBe('Maria Aparecida dos Santos');
});

test('the JSON export of a big rural record reads its operations back from the cache, and makes no file once they are gone', async ({ context, extensionId, sandbox }) => {
  const page = await openPanel(context, extensionId, CPF_LARGE);
  await tab(page, /Imóveis rurais/).click();
  await expect(page.getByRole('button', { name: SHOW_OPERATIONS.name }).first()).toBeVisible();
  sandbox.clearRequests();

  const [jsonDownload] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar JSON' }).click()]);
  const record = JSON.parse(readFileSync((await jsonDownload.path()) ?? '', 'utf8'));
  const partners: { operacoes: unknown[] }[] = record.registros.rural.dados.transportes.parceiros;
  expect(partners.reduce((sum, partner) => sum + partner.operacoes.length, 0)).toBe(10_000);
  expect(sandbox.requests()).toEqual([]);

  await page.evaluate(() => chrome.runtime.sendMessage({ atalaia: 1, type: 'cache.purgeAll', payload: {} }));
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: 'Exportar JSON' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Não foi possível exportar: as operações de transporte/ })).toBeVisible();
  expect(downloads).toBe(0);
  expect(sandbox.requests()).toEqual([]);
});

test('printing the whole record first offers the families not looked up, then prints them or marks them left out', async ({ context, extensionId, sandbox }) => {
  const page = await openPanel(context, extensionId, CPF_FULL);
  await expect(page.getByText('Dados pessoais')).toBeVisible();
  // The browser's print dialog is replaced by a counter; the report stays laid out until "afterprint".
  await page.evaluate(() => {
    const counted = window as unknown as { printed: number };
    counted.printed = 0;
    window.print = () => void (counted.printed += 1);
  });
  const printed = () => page.evaluate(() => (window as unknown as { printed: number }).printed);
  const finishPrinting = () => page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  sandbox.clearRequests();

  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect(page.getByText(/^Para imprimir o registro inteiro, faltam consultar: Imóveis rurais, .* \(5 requisições à API\)\.$/)).toBeVisible();
  expect(sandbox.requests()).toEqual([]);
  expect(await printed()).toBe(0);

  await page.getByRole('button', { name: 'Imprimir sem elas' }).click();
  await expect.poll(printed).toBe(1);
  // Companies come with the profile, already answered: printed, not left out.
  await expect(page.getByText('Não incluída neste relatório: não foi consultada.')).toHaveCount(5);
  expect(sandbox.requests()).toEqual([]);

  // On paper it is a report: its title, the identifier, when it was printed, when each family was
  // looked up, the source; none of the app's controls, and links as plain text.
  await page.emulateMedia({ media: 'print' });
  const report = page.locator('.print-report');
  await expect(report).toBeVisible();
  await expect(report).toContainText('Relatório do Atalaia: registros públicos');
  await expect(report).toContainText('CPF: 123.456.789-09 · Maria Aparecida dos Santos');
  await expect(report).toContainText(/Impresso em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/);
  await expect(report.locator('li', { hasText: 'Perfil' })).toContainText(/consultado em \d{2}\/\d{2}\/\d{4}/);
  await expect(report.locator('li', { hasText: 'Veículos' })).toContainText('Veículos — não consultado');
  await expect(report).toContainText(`Fonte: ${sandbox.url}`);
  const controls = page.locator('button:not(.link):visible, nav:visible, input:visible, [data-testid="usage-line"]:visible');
  expect(await controls.evaluateAll((found) => found.map((element) => element.outerHTML.slice(0, 80)))).toEqual([]);
  const linkStyle = await page.locator('.print-section button.link').first().evaluate((link) => getComputedStyle(link).textDecorationLine);
  expect(linkStyle).toBe('none');
  await page.emulateMedia({ media: 'screen' });
  await expect(report).toBeHidden();
  await finishPrinting();

  await page.getByRole('button', { name: 'Imprimir' }).click();
  await page.getByRole('button', { name: 'Consultar e imprimir' }).click();
  await expect.poll(printed).toBe(2);
  // Five requests for the five families it asked about.
  expect(sandbox.requests()).toHaveLength(5);
  await expect(page.locator('.print-section')).toHaveCount(7);
  await expect(page.locator('.left-out')).toHaveCount(0);
  await finishPrinting();

  // Everything is looked up now: printing asks nothing.
  await page.getByRole('button', { name: 'Imprimir' }).click();
  await expect.poll(printed).toBe(3);
  await expect(page.getByRole('button', { name: 'Consultar e imprimir' })).toHaveCount(0);
});

test('stale data says how old it is', async ({ context, extensionId, sandbox }) => {
  const page = await openPanel(context, extensionId, CPF_FULL);
  await expect(page.getByText('Dados pessoais')).toBeVisible();
  sandbox.setFaults({ errorRate: 1, errorStatus: 503 });
  await page.getByRole('button', { name: 'Atualizar' }).click();
  await expect(page.getByText(/Não foi possível atualizar \(O serviço de consultas está com problemas \(erro 503\)/)).toBeVisible();
  // The record's own age (the recent look-ups, hidden behind the record, may say it too).
  await expect(page.locator('article').getByText(/consultado agora|consultado há/).first()).toBeVisible();
});

test('the panel works from the keyboard and axe finds no serious violation', async ({ context, extensionId }) => {
  const page = await openPanel(context, extensionId, CPF_FULL);
  await expect(page.getByText('Dados pessoais')).toBeVisible();
  await tab(page, /Perfil/).focus();
  await page.keyboard.press('ArrowRight');
  await expect(tab(page, /Imóveis rurais/)).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Imóveis no SNCR')).toBeVisible();
  // Legacy mode runs axe in the page instead of gathering results in a new tab (three to five times
  // axe's own work here); what it gives up is cross-origin frames, and the panel has no frame.
  expect(page.frames()).toHaveLength(1);
  const results = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
});

// The panel's width check (every view fits 320–420 px) runs in Chromium in panel-width.spec.ts, for every
// special identifier at 320, 360 and 420 px; the Firefox suite runs the shared one at 320 and 360.
