/**
 * The English interface has no Portuguese but the data: a browser in English gets the `en` catalogue,
 * English dates, numbers and relative times, and singular/plural counts, on a few views of real sandbox
 * records (every tab of a CPF, a CNPJ, the home with its recent look-ups, the options page). Portuguese is
 * found by the pt-BR catalogue's own phrases (those English words differently) and by the shapes Intl
 * gives Portuguese ("há 2 horas", "abr. de 2023").
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { CNPJ_NUMERIC, CPF_FULL } from '../sandbox/special';
import { configureExtension, openExtensionPage } from './extension';
import { expect, SANDBOX_TOKEN, test } from './fixtures';

test.use({ uiLanguage: 'en-US' });

type Catalogue = Record<string, { message: string }>;
const catalogue = (locale: string): Catalogue => JSON.parse(readFileSync(new URL(`../public/_locales/${locale}/messages.json`, import.meta.url), 'utf8')) as Catalogue;
const [ptBr, en] = [catalogue('pt_BR'), catalogue('en')];

/** Labels whose Portuguese is also a value the API returns (a relation's `tipo` in the profile): shown as data. */
const DATA_TOO = ['debtsActive', 'auxilioEmergencial'];

/** The pt-BR catalogue's phrases that English says otherwise, cut at their substitutions: none may show. */
const PORTUGUESE_PHRASES = Object.entries(ptBr)
  .filter(([key, { message }]) => key !== 'locale' && !DATA_TOO.includes(key) && message !== en[key]?.message)
  .flatMap(([, { message }]) => message.split(/\$\d/))
  .map((fragment) => fragment.trim())
  // Phrases of two words or more: a single word may as well be data ("Imóveis" in "Registro de Imóveis de Betim").
  .filter((fragment) => /\p{L}{2,}\s+\p{L}{2,}/u.test(fragment));

/** How Intl writes Portuguese: relative times, abbreviated months, yes and no. */
const PORTUGUESE_SHAPES = [/\bhá \d+ (segundos?|minutos?|horas?|dias?)\b/, /\b(jan|fev|mar|abr|mai|jun|jul|ago|set|out|nov|dez)\. de \d{4}/, /\bagora\b/, /^(Sim|Não)$/m];

async function portugueseOn(page: Page): Promise<string[]> {
  const text = await page.evaluate(() => document.body.innerText);
  const around = (index: number) => text.slice(Math.max(0, index - 40), index + 40).replace(/\s+/g, ' ');
  return [
    ...PORTUGUESE_PHRASES.filter((phrase) => text.includes(phrase)).map((phrase) => `${phrase} :: ${around(text.indexOf(phrase))}`),
    ...PORTUGUESE_SHAPES.filter((shape) => shape.test(text)).map(String),
  ];
}

/** Opens each tab of the record shown and notes the Portuguese it shows. */
async function everyTab(panel: Page, record: string, found: Record<string, string[]>): Promise<void> {
  const tabs = panel.getByRole('tab');
  for (let index = 0; index < (await tabs.count()); index += 1) {
    await tabs.nth(index).click();
    await expect(panel.locator('.skeleton')).toHaveCount(0);
    found[`${record}, ${(await tabs.nth(index).innerText()).replace(/\s+/g, ' ')}`] = await portugueseOn(panel);
  }
}

test('an English browser gets an English interface: every tab of a CPF, a CNPJ, the home and the options', async ({ context, extensionId, serviceWorker, sandbox }) => {
  await configureExtension(serviceWorker, { apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN, cacheTtlHours: 24 });
  const found: Record<string, string[]> = {};

  const panel = await openExtensionPage(context, extensionId, `sidepanel.html?q=${CPF_FULL}`);
  await panel.setViewportSize({ width: 900, height: 900 });
  await expect(panel.getByRole('heading', { level: 1, name: 'Maria Aparecida dos Santos' })).toBeVisible();
  await expect(panel.locator('html')).toHaveAttribute('lang', /^en/);
  await everyTab(panel, 'CPF', found);
  // Counts say one or many in English.
  await expect(panel.getByText(/^\d+ records?$/).first()).toBeVisible();
  expect(await panel.getByText(/^1 records$/).count()).toBe(0);

  await panel.locator('#query').fill(CNPJ_NUMERIC);
  await panel.getByRole('button', { name: 'Look up' }).click();
  await everyTab(panel, 'CNPJ', found);

  const home = await openExtensionPage(context, extensionId, 'sidepanel.html');
  await expect(home.locator('.recent-lookups li')).toHaveCount(2);
  await expect(home.locator('.recent-lookups li').nth(1)).toContainText(/looked up (now|\d+ seconds? ago)/);
  found.home = await portugueseOn(home);

  const options = await openExtensionPage(context, extensionId, 'options.html');
  await expect(options.getByTestId('cache-summary')).toContainText(/\d+ (person|people) and \d+ compan(y|ies) stored/);
  found.options = await portugueseOn(options);

  const welcome = await openExtensionPage(context, extensionId, 'welcome.html');
  await expect(welcome.getByRole('heading', { level: 1 })).toHaveText('Welcome to Atalaia');
  found.welcome = await portugueseOn(welcome);

  expect(Object.fromEntries(Object.entries(found).filter(([, phrases]) => phrases.length > 0))).toEqual({});
});
