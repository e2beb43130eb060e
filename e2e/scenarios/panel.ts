/**
 * Scenarios of the side panel page against the sandbox, run by both browser suites: every record
 * family of a CPF, a CNPJ, a phone and an e-mail, the rural drill-downs, a big record's operations
 * read from the cache when a partner is opened, and the identifiers of the layout check
 * (panel-layout.ts).
 */
import { expect } from '@playwright/test';
import {
  CNPJ_ALPHANUMERIC,
  CPF_FULL,
  CPF_LARGE,
  EMAIL_COMPANY,
  IBGE_WITH_RECORDS,
  NIRF_WITH_RECORDS,
  PHONE_FULL,
  SNCR_CODE_WITH_RECORDS,
} from '../../sandbox/special';
import type { DriverPage, ExtensionDriver, ScenarioServers } from '../driver/driver';
import { SANDBOX_TOKEN } from '../servers';

export async function configureForPanel(driver: ExtensionDriver, { sandbox }: ScenarioServers) {
  await driver.configure({ apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN, cacheTtlHours: 24 });
  sandbox.resetFaults();
  sandbox.clearRequests();
}

export async function openPanel(driver: ExtensionDriver, query: string, width = 900): Promise<DriverPage> {
  const page = await driver.openExtensionPage(`sidepanel.html?q=${encodeURIComponent(query)}`);
  await page.setViewport(width, 900);
  return page;
}

const paths = (servers: ScenarioServers) => servers.sandbox.requests().map((request) => request.path);

export async function cpfFamilies(driver: ExtensionDriver, servers: ScenarioServers) {
  const page = await openPanel(driver, '123.456.789-09');
  await page.expectVisible({ role: 'heading', level: 1, name: 'Maria Aparecida dos Santos' });
  await page.expectText({ testId: 'record-identifier' }, '123.456.789-09');
  await page.expectVisible({ text: 'Dados pessoais' });
  expect(paths(servers)).toEqual([`/pessoas/cpf/${CPF_FULL}`]);

  const families: [RegExp, string, string][] = [
    [/Imóveis rurais/, 'Imóveis no SNCR', `/api/v1/rural/cpf/${CPF_FULL}`],
    [/Imóveis urbanos/, 'Endereços onde residiu', `/imoveis/cpf/${CPF_FULL}`],
    [/Dívidas/, 'Dívida ativa da União', `/api/v1/dividas/cpf/${CPF_FULL}`],
    [/Veículos/, 'Com restrição', `/veiculos/cpf/${CPF_FULL}`],
    [/Benefícios sociais/, 'Total por mês', `/api/v1/beneficios/cpf/${CPF_FULL}`],
    [/Empresas/, 'Empresas (sociedades)', `/pessoas/cpf/${CPF_FULL}`],
  ];
  for (const [name, text, path] of families) {
    await page.click({ role: 'tab', name });
    await page.expectVisible({ text });
    expect(paths(servers)).toContain(path);
  }
}

/** The first "Ver N operações" of the big rural record's tab: its answer carried none of them. */
export const SHOW_OPERATIONS = { role: 'button', name: /^Ver [\d.]+ operaç(ão|ões)$/ } as const;

/**
 * A partner's operations, left out of the big record's answer, come from the cache when it is
 * opened, without a request; once erased from the cache, the panel says so.
 */
export async function bigRuralRecordOperations(driver: ExtensionDriver, servers: ScenarioServers) {
  const page = await openPanel(driver, CPF_LARGE);
  // The profile first: while it arrives the header grows and the tabs move, and a click aimed at a
  // tab a moment earlier lands beside it.
  await page.expectVisible({ text: 'Dados pessoais' });
  await page.click({ role: 'tab', name: /Imóveis rurais/ });
  // Its first look-up fetches and checks 1.4 MB of JSON, which takes Firefox's background seconds on a busy machine.
  await page.expectVisible(SHOW_OPERATIONS, { timeout: 30_000 });
  servers.sandbox.clearRequests();
  await page.click(SHOW_OPERATIONS);
  await page.expectVisible({ role: 'heading', name: /^Operações: / });
  expect(paths(servers)).toEqual([]);

  await page.evaluate(() => chrome.runtime.sendMessage({ atalaia: 1, type: 'cache.purgeAll', payload: {} }), null);
  await page.click({ role: 'button', name: 'Ocultar operações' });
  await page.click(SHOW_OPERATIONS);
  await page.expectVisible({ text: /^As operações deste parceiro não estão mais no cache\./ });
  expect(paths(servers)).toEqual([]);
}

export async function ruralDrillDowns(driver: ExtensionDriver, servers: ScenarioServers) {
  const page = await openPanel(driver, `nirf:${NIRF_WITH_RECORDS}`);
  await page.expectVisible({ text: 'Imóveis no CAFIR' });
  // The property code as Brazilians write it (950.041.012.345-6), one click from its record.
  await page.click({ role: 'button', name: SNCR_CODE_WITH_RECORDS.replace(/^(\d{3})(\d{3})(\d{3})(\d{3})(\d)$/, '$1.$2.$3.$4-$5') });
  await page.expectVisible({ text: 'Imóveis no SNCR' });
  await page.click({ role: 'button', name: 'Sinop' });
  await page.expectValue({ role: 'searchbox' }, `municipio:${IBGE_WITH_RECORDS}`);
  await page.expectVisible({ text: 'Imóveis no SNCR' });
  expect(paths(servers)).toEqual([`/rural/cafir/${NIRF_WITH_RECORDS}`, `/rural/imovel/${SNCR_CODE_WITH_RECORDS}`, `/rural/municipio/${IBGE_WITH_RECORDS}`]);
  await page.click({ role: 'button', name: 'Voltar' });
  await page.expectValue({ role: 'searchbox' }, `imovel:${SNCR_CODE_WITH_RECORDS}`);
}

export async function phoneOwners(driver: ExtensionDriver) {
  const page = await openPanel(driver, '(11) 98765-4321');
  await page.expectText({ testId: 'record-identifier' }, '(11) 98765-4321');
  await page.click({ role: 'button', name: 'Maria Aparecida dos Santos' });
  await page.expectVisible({ role: 'heading', level: 1, name: 'Maria Aparecida dos Santos' });
}

export async function emailProfilesAndCompanies(driver: ExtensionDriver) {
  const page = await openPanel(driver, EMAIL_COMPANY);
  await page.expectVisible({ role: 'tab', name: /Perfis digitais/ });
  await page.click({ role: 'tab', name: /Empresas associadas/ });
  await page.expectVisible({ role: 'heading', name: 'Empresas associadas' });
  await page.click({ role: 'button', name: /^Ver \d+ sócios?$/ });
  await page.expectVisible({ text: '361.019.743-91' });
}

export async function cnpjFamilies(driver: ExtensionDriver) {
  const page = await openPanel(driver, '12.ABC.345/01DE-35');
  await page.expectText({ testId: 'record-identifier' }, '12.ABC.345/01DE-35');
  // The urban properties themselves (the sandbox's seeded record), not the tab's label: the header grows as
  // they arrive, and a person reads them before moving on.
  await page.expectVisible({ text: 'Rua Floriano Peixoto, 2353' });
  await page.click({ role: 'tab', name: /Benefícios fiscais/ });
  await page.expectVisible({ text: 'Totais por tributo e ano' });
}

/**
 * How long the sandbox holds each answer in `tabsStayAsTheRecordArrives`: long enough to measure
 * before it. 1.5 s was not, once, in a full run at load 15.
 */
const HELD_MS = 4_000;

/**
 * The panel opened as a tab, where a name takes one line: the tabs stay where they are while a CPF's
 * and a CNPJ's first answers come, because the header keeps the name's line, so a click aimed at a
 * tab as the answer lands still opens it. (At 360 px a long name, or an age and a place beside the
 * identifier, wrap to more lines than the one kept: the tabs then move by those lines only.)
 */
export async function tabsStayAsTheRecordArrives(driver: ExtensionDriver, { sandbox }: ScenarioServers) {
  // Where the first tab is, and whether the header has its name (the answer has come) yet.
  const firstTab = (page: DriverPage) =>
    page.evaluate(() => ({ top: document.querySelector('[role=tab]')?.getBoundingClientRect().top ?? null, named: document.querySelector('h1') !== null }), null);
  sandbox.setFaults({ latencyMs: HELD_MS });
  for (const [query, arrived] of [
    [CPF_FULL, { role: 'heading', level: 1, name: 'Maria Aparecida dos Santos' }],
    [CNPJ_ALPHANUMERIC, { text: 'Rua Floriano Peixoto, 2353' }],
  ] as const) {
    const page = await openPanel(driver, query);
    await page.expectVisible({ role: 'tab', name: /./ });
    const before = await firstTab(page);
    expect(before.named, query).toBe(false);
    await page.expectVisible(arrived);
    expect(await firstTab(page), query).toEqual({ top: before.top, named: true });
    await page.close();
  }
}

/** Identifiers whose records fill every family between them (see sandbox/special.ts). */
export const WIDTH_QUERIES = [
  CPF_FULL,
  CNPJ_ALPHANUMERIC,
  PHONE_FULL,
  EMAIL_COMPANY,
  `nirf:${NIRF_WITH_RECORDS}`,
  `municipio:${IBGE_WITH_RECORDS}`,
  `imovel:${SNCR_CODE_WITH_RECORDS}`,
];
