/**
 * The side panel at the widths it really has (Chrome opens it 360 px wide; people drag it between
 * about 320 and 420): for every special identifier of the sandbox, every tab of its record, the
 * page never scrolls sideways, and the facts a person decides on (a debt's amount and whether it is
 * in court, a vehicle's brand and model) sit inside the viewport.
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
import { configureExtension, openExtensionPage } from './extension';
import { expect, SANDBOX_TOKEN, test } from './fixtures';

const WIDTHS = [320, 360, 420] as const;

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
  await page.setViewportSize({ width, height: 800 });
  return page;
}

/** How far the page scrolls sideways, and what sticks out: nothing, when all is well. */
async function overflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; widest: string[] }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const widest = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
      .filter((element) => !element.closest('.table-scroll'))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}: ${Math.round(element.getBoundingClientRect().right)}`);
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, widest };
  });
}

async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const measured = await overflow(page);
  expect(measured.scrollWidth, `${where}: ${measured.widest.join(', ')}`).toBeLessThanOrEqual(measured.clientWidth);
}

/** Waits until the shown section has its answer and its view's code (a lazy view renders nothing at first). */
async function settled(page: Page): Promise<void> {
  await expect(page.locator('.skeleton')).toHaveCount(0);
  await expect(page.locator('.section-body > :not(.notice), .error-box').first()).toBeVisible();
}

/** Every tab of the record opened in turn (or the one section when there are no tabs). */
async function eachTab(page: Page, visit: (label: string) => Promise<void>): Promise<void> {
  await settled(page);
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  if (count === 0) {
    await visit('(única)');
    return;
  }
  for (let index = 0; index < count; index += 1) {
    const tab = tabs.nth(index);
    await tab.click();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await settled(page);
    await visit((await tab.innerText()).trim());
  }
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
  test(`${label}: no tab scrolls sideways at ${WIDTHS.join(', ')} px`, async ({ context, extensionId }) => {
    const page = await openPanel(context, extensionId, query, WIDTHS[0]);
    await eachTab(page, async (tab) => {
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 800 });
        await expectNoSidewaysScroll(page, `${query} ${tab} @${width}`);
      }
    });
  });
}

test('debts, vehicles, rural properties and transport partners, and social benefits: the facts a person decides on are in view at every width', async ({ context, extensionId }) => {
  const page = await openPanel(context, extensionId, CPF_FULL, WIDTHS[0]);
  await settled(page);
  for (const [tab, selectors] of [
    [/Dívidas/, ['[data-field="valor_consolidado"]', '[data-field="indicador_ajuizado"]']],
    [/Veículos/, ['[data-field="marca"]', '[data-field="modelo"]']],
    [/Imóveis rurais/, ['[data-field="nome_imovel"]', '[data-field="area_total"]', '[data-field="area_embargada"]', '.item [data-field="volume_total"]', '.item [data-field="valor_total"]']],
    [/Benefícios sociais/, ['td[data-field="mes_competencia"]', 'td[data-field="valor_parcela"]', 'td[data-field="valor_beneficio"]']],
  ] as const) {
    await page.getByRole('tab', { name: tab }).click();
    await settled(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      for (const selector of selectors) {
        const inView = await inViewHorizontally(page, selector);
        expect(inView.length, `${selector} @${width}`).toBeGreaterThan(0);
        expect(inView.every(Boolean), `${selector} @${width}`).toBe(true);
      }
    }
  }
});

test('fiscal totals, phone owners’ CPFs and the CNPJ’s name are in view at 320 px; the profile has few copy buttons', async ({ context, extensionId }) => {
  const cnpj = await openPanel(context, extensionId, CNPJ_NUMERIC, 320);
  await settled(cnpj);
  await expect(cnpj.getByRole('heading', { level: 1 })).not.toBeEmpty();
  await cnpj.getByRole('tab', { name: /Benefícios fiscais/ }).click();
  await settled(cnpj);
  expect(await inViewHorizontally(cnpj, '.table-block:first-child td[data-field="total"]')).not.toContain(false);

  const phone = await openPanel(context, extensionId, PHONE_FULL, 320);
  await settled(phone);
  const cpfs = await inViewHorizontally(phone, '[data-field="cpf"]');
  expect(cpfs.length).toBeGreaterThan(0);
  expect(cpfs).not.toContain(false);

  const person = await openPanel(context, extensionId, CPF_FULL, 360);
  await settled(person);
  // Copy buttons sit on identifiers and key values only (there were 193 on this tab, one per cell).
  expect(await person.locator('button.copy').count()).toBeLessThan(40);
});
