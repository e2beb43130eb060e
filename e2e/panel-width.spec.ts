/**
 * The side panel at the widths it really has (Firefox opens its sidebar at 252 px, Chrome its side
 * panel at 360; people drag them up to about 420), 600 px tall: for every special identifier of the
 * sandbox, every tab of its record, the page never scrolls sideways, no value is cut, no word breaks
 * mid-word, the first data shows on the first screen, and the facts a person decides on (a debt's
 * amount and whether it is in court, a vehicle's brand and model) sit inside the viewport.
 */
import type { BrowserContext, Page } from '@playwright/test';
import {
  CNPJ_ALPHANUMERIC,
  CNPJ_NUMERIC,
  CPF_EMPTY,
  CPF_FULL,
  CPF_JOB_FAILS,
  CPF_LARGE,
  EMAIL_COMPANY,
  EMAIL_NOBODY,
  EMAIL_PERSON,
  IBGE_WITH_RECORDS,
  NIRF_WITH_RECORDS,
  PHONE_FULL,
  PHONE_NO_OWNER,
  SNCR_CODE_WITH_RECORDS,
} from '../sandbox/special';
import { chromiumDriver } from './driver/chromium';
import { configureExtension, openExtensionPage } from './extension';
import { expect, SANDBOX_TOKEN, test } from './fixtures';
import { PANEL_HEIGHT, PANEL_WIDTHS, panelLayoutProblems } from './scenarios/panel-layout';

const WIDTHS = PANEL_WIDTHS;

const IDENTIFIERS: [string, string][] = [
  ['CPF com tudo', CPF_FULL],
  ['CPF vazio', CPF_EMPTY],
  ['CPF de tarefa que falha', CPF_JOB_FAILS],
  ['CPF com 10 mil operações', CPF_LARGE],
  ['telefone com dono', PHONE_FULL],
  ['telefone sem dono', PHONE_NO_OWNER],
  ['e-mail de pessoa', EMAIL_PERSON],
  ['e-mail de empresa', EMAIL_COMPANY],
  ['e-mail sem ninguém', EMAIL_NOBODY],
  ['CNPJ numérico', CNPJ_NUMERIC],
  ['CNPJ alfanumérico', CNPJ_ALPHANUMERIC],
  ['NIRF', `nirf:${NIRF_WITH_RECORDS}`],
  ['município', `municipio:${IBGE_WITH_RECORDS}`],
  ['imóvel SNCR', `imovel:${SNCR_CODE_WITH_RECORDS}`],
];

async function openPanel(context: BrowserContext, extensionId: string, query: string, width: number): Promise<Page> {
  const page = await openExtensionPage(context, extensionId, `sidepanel.html?q=${encodeURIComponent(query)}`);
  await page.setViewportSize({ width, height: PANEL_HEIGHT });
  return page;
}

/** Waits until the shown section has its answer and its view's code (a lazy view renders nothing at first). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.skeleton')).toHaveCount(0);
  await expect(page.locator('.section-body > :not(.notice), .error-box').first()).toBeVisible();
}

/** Whether the element's box is inside the viewport horizontally. */
async function inViewHorizontally(page: Page, selector: string): Promise<boolean[]> {
  return page.locator(selector).evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.left >= 0 && rect.right <= document.documentElement.clientWidth + 0.5;
    }),
  );
}

test.beforeEach(async ({ serviceWorker, sandbox }) => {
  await configureExtension(serviceWorker, { apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN, cacheTtlHours: 24 });
  sandbox.resetFaults();
});

for (const [label, query] of IDENTIFIERS) {
  test(`${label}: every tab fits ${WIDTHS.join(', ')} × ${PANEL_HEIGHT} px, no value cut, no word broken, data on the first screen`, async ({ context, extensionId, serviceWorker }) => {
    expect(await panelLayoutProblems(chromiumDriver(context, extensionId, serviceWorker), [query])).toEqual([]);
  });
}

test('debts, vehicles, rural properties and transport partners, and social benefits: the facts a person decides on are in view at every width', async ({ context, extensionId }) => {
  const page = await openPanel(context, extensionId, CPF_FULL, WIDTHS[0]);
  await settled(page);
  for (const [tab, selectors] of [
    [/Dívidas/, ['[data-field="valor_consolidado"]', '[data-field="indicador_ajuizado"]']],
    [/Veículos/, ['[data-field="marca"]', '[data-field="modelo"]']],
    [/Imóveis rurais/, ['[data-field="nome_imovel"]', '[data-field="area_total"]', '[data-field="area_embargada"]', '.item [data-field="volume_total"]', '.item [data-field="valor_total"]']],
    [/Benefícios sociais/, ['td[data-field="mes_competencia"]', '.item [data-field="valor_parcela"]', '.item [data-field="valor_beneficio"]']],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await settled(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: PANEL_HEIGHT });
      for (const selector of selectors) {
        const inView = await inViewHorizontally(page, selector);
        expect(inView.length, `${selector} @${width}`).toBeGreaterThan(0);
        expect(inView.every(Boolean), `${selector} @${width}`).toBe(true);
      }
    }
  }
});

test('fiscal totals with their year, phone owners’ CPFs and the CNPJ’s name are in view at 320 px; the profile has few copy buttons', async ({ context, extensionId }) => {
  const cnpj = await openPanel(context, extensionId, CNPJ_NUMERIC, 320);
  await settled(cnpj);
  await expect(cnpj.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await cnpj.getByRole('tab', { name: /Benefícios fiscais/ }).click();
  await settled(cnpj);
  expect(await inViewHorizontally(cnpj, '.table-block:first-child [data-field="total"]')).not.toContain(false);
  expect(await inViewHorizontally(cnpj, '.table-block:first-child [data-field="ano"]')).not.toContain(false);

  const phone = await openPanel(context, extensionId, PHONE_FULL, 320);
  await settled(phone);
  const cpfs = await inViewHorizontally(phone, '[data-field="cpf"]');
  expect(cpfs.length).toBeGreaterThan(0);
  expect(cpfs).not.toContain(false);

  const person = await openPanel(context, extensionId, CPF_FULL, 360);
  await settled(person);
  // Copy buttons sit on identifiers and key values only (there were 193 on this tab, one per cell):
  // an item copies as a whole and has at most its identifier besides.
  expect(await person.locator('button.copy:not(.item button)').count()).toBeLessThan(10);
  const perItem = await person.locator('.item').evaluateAll((items) => items.map((item) => item.querySelectorAll(':scope > .item-actions button.copy').length));
  expect(perItem.length).toBeGreaterThan(0);
  expect(Math.max(...perItem)).toBeLessThanOrEqual(2);
});

test('"Enriquecer" stays at the foot of the view at 252 px wherever a long record is scrolled, and what it gives shows under the header, its top brought into view above the bar', async ({ context, extensionId }) => {
  const page = await openPanel(context, extensionId, CPF_FULL, WIDTHS[0]);
  await settled(page);
  const enrich = page.getByRole('button', { name: 'Enriquecer', exact: true });
  // In view and what is under its middle: nothing lies over it.
  const reachable = () =>
    enrich.evaluate((button) => {
      const box = button.getBoundingClientRect();
      const under = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      return box.top >= 0 && box.bottom <= window.innerHeight && under !== null && button.contains(under);
    });
  const barTop = () => page.locator('.enrich-bar').evaluate((bar) => bar.getBoundingClientRect().top);
  const outcome = page.getByRole('region', { name: 'Resultado do enriquecimento' });
  const fillForm = outcome.getByRole('button', { name: 'Preencher formulário' });
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(3 * PANEL_HEIGHT);
  expect(await reachable()).toBe(true);
  await expect(outcome).toHaveCount(0);

  for (const round of [1, 2]) {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight / 2));
    expect(await reachable(), `round ${round}`).toBe(true);
    await enrich.click();
    await expect(fillForm).toBeInViewport();
    // Under the record's header, before its tabs, and its top above the bar: not thousands of pixels down.
    const [fillFormBottom, tabsTop] = await Promise.all([fillForm.evaluate((button) => button.getBoundingClientRect().bottom), page.getByRole('tablist').evaluate((tabs) => tabs.getBoundingClientRect().top)]);
    expect(fillFormBottom, `round ${round}`).toBeLessThan(await barTop());
    expect(fillFormBottom, `round ${round}`).toBeLessThan(tabsTop);
    expect(await reachable(), `round ${round}`).toBe(true);
  }

  await page.emulateMedia({ media: 'print' });
  await expect(enrich).toBeHidden();
  await expect(outcome).toBeHidden();
  await page.emulateMedia({ media: 'screen' });

  // "Fechar" puts it away: the tabs come back up a screen, and the keyboard is back on "Enriquecer".
  const tabsOffset = () => page.getByRole('tablist').evaluate((tabs) => tabs.getBoundingClientRect().top + window.scrollY);
  const withOutcome = await tabsOffset();
  await outcome.getByRole('button', { name: 'Fechar', exact: true }).click();
  await expect(outcome).toHaveCount(0);
  await expect(enrich).toBeFocused();
  expect(await tabsOffset()).toBeLessThan(withOutcome - PANEL_HEIGHT / 2);

  const company = await openPanel(context, extensionId, CNPJ_NUMERIC, WIDTHS[0]);
  await settled(company);
  await expect(company.locator('.enrich-bar')).toHaveCount(0);
});
