/**
 * `npm run demo`: the real flow, headless, against the sandbox, photographed for the README:
 * the welcome page a new install opens (demo-boas-vindas.png), the demo page with its highlights, the
 * hover card on a CPF, and each tab of the side panel as Chrome opens it, 360 px wide, beside the page
 * it was opened from (docs/screenshots/demo-*.png), and the document reader on the demo gazette after "Consultar todos",
 * with the card on a CPF (demo-leitor.png), the CRM fill from the card and from the panel (demo-crm-*.png,
 * ./demo-crm.ts); then some views alone from the fixture gallery
 * (docs/screenshots/tela-*.png). Then the stores' pictures, 1280 × 800, in pt-BR and in English (a
 * Chromium of each language): the card on the demo page, the panel beside it, an enrichment's results
 * and the reader (store/screenshots/<language>/1-card.png … 4-reader.png). Needs a gallery build
 * (`npm run demo` makes one). The test suite writes no screenshot: `npm test` leaves the work tree as
 * it found it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { photographCrmFill } from './demo-crm';
import { besideThePage, cardShown, demoPage, PAGE, PANEL } from './demo-shots';
import { launchWithExtension } from '../e2e/browser';
import { configureExtension } from '../e2e/extension';
import { csvOf } from '../e2e/scenarios/enrichment';
import { startSandbox } from '../sandbox/server';
import { CPF_FULL } from '../sandbox/special';

const OUT = 'docs/screenshots';
/** Fixtures of the gallery (`?fixture=<name>`) photographed alone. */
/** The tallest picture of a gallery view, in CSS pixels: keeps each PNG small. */
const MAX_VIEW_HEIGHT = 1400;
const VIEWS = ['perfil', 'imoveis-rurais', 'dividas', 'veiculos', 'beneficios-sociais', 'opcoes-conexao'];
const TABS = ['Perfil', 'Imóveis rurais', 'Imóveis urbanos', 'Dívidas', 'Veículos', 'Benefícios sociais', 'Empresas'];

/** The stores' screenshots: 1280 × 800; the panel at Chrome's 360 px beside a page that fills the rest. */
const STORE_OUT = 'store/screenshots';
const STORE = { width: 1280, height: 800 };
const STORE_PANEL = { width: 360, height: STORE.height };
const STORE_PAGE = { width: STORE.width - STORE_PANEL.width - 1, height: STORE.height };
/** The contacts of the enrichment picture: under 100, so they go through the synchronous endpoint. */
const STORE_CONTACTS = 40;

/** The demo page with the hover card open on the first CPF it highlights; false when there is none. */
async function hoverFirstCpf(page: Page): Promise<boolean> {
  const point = await page.evaluate(() => {
    for (const [name, highlight] of CSS.highlights) {
      if (!name.startsWith('atalaia-cpf-')) continue;
      const range = [...highlight][0] as Range | undefined;
      const rect = range?.getBoundingClientRect();
      if (rect) return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    }
    return null;
  });
  if (!point) return false;
  await page.mouse.move(point.x - 40, point.y + 30);
  await page.mouse.move(point.x, point.y, { steps: 4 });
  await cardShown(page);
  return true;
}

/** The welcome page as a new install shows it, before anything is configured. */
async function photographWelcome(context: BrowserContext, extensionId: string, out = OUT): Promise<void> {
  const welcome = await context.newPage();
  await welcome.setViewportSize({ width: 900, height: 1250 });
  await welcome.goto(`chrome-extension://${extensionId}/welcome.html`);
  await welcome.getByRole('heading', { name: /^3\./ }).waitFor();
  await welcome.screenshot({ path: `${out}/demo-boas-vindas.png`, fullPage: true });
  await welcome.close();
}

/** The extension's text in one language, from its catalogue: what a person of that language reads. */
function catalogue(language: 'pt-BR' | 'en-US'): (key: string) => string {
  const messages = JSON.parse(readFileSync(`public/_locales/${language === 'pt-BR' ? 'pt_BR' : 'en'}/messages.json`, 'utf8')) as Record<string, { message: string }>;
  return (key) => {
    const message = messages[key]?.message;
    if (message === undefined) throw new Error(`no message ${key} in the ${language} catalogue`);
    return message;
  };
}

/** The document reader on /demo.pdf: everything looked up, the card open on the first CPF. */
async function photographReader(
  context: BrowserContext,
  extensionId: string,
  sandboxUrl: string,
  { path = `${OUT}/demo-leitor.png`, viewport = { width: 1280, height: 860 }, text = catalogue('pt-BR') } = {},
): Promise<void> {
  const reader = await context.newPage();
  await reader.setViewportSize(viewport);
  await reader.goto(`chrome-extension://${extensionId}/reader.html?url=${encodeURIComponent(`${sandboxUrl}/demo.pdf`)}`);
  await reader.getByRole('button', { name: text('lookupAll') }).click();
  await reader.getByRole('button', { name: text('lookupAllConfirm'), exact: true }).click();
  await reader.getByText(new RegExp(`^${text('lookupAllDone').split('$1')[0]}`)).waitFor({ timeout: 30_000 });
  const point = await reader.evaluate(() => {
    const range = [...(CSS.highlights.get('atalaia-cpf-underline') ?? [])][0] as Range | undefined;
    const rect = range?.getBoundingClientRect();
    return rect ? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 } : null;
  });
  if (point) {
    await reader.mouse.move(point.x - 40, point.y + 30);
    await reader.mouse.move(point.x, point.y, { steps: 4 });
    await cardShown(reader);
  }
  await reader.screenshot({ path });
  await reader.close();
}

/**
 * The stores' four pictures in `language`, from a Chromium of its own that speaks it: the card on the
 * demo page, the panel on the person the page names, the results of a CSV enrichment and the reader.
 */
async function photographForStores(sandboxUrl: string, language: 'pt-BR' | 'en-US'): Promise<void> {
  const out = `${STORE_OUT}/${language === 'pt-BR' ? 'pt-BR' : 'en'}`;
  mkdirSync(out, { recursive: true });
  const text = catalogue(language);
  const profile = mkdtempSync(join(tmpdir(), 'atalaia-demo-store-'));
  const context = await launchWithExtension(resolve('.output/chrome-mv3'), profile, language);
  try {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    await configureExtension(worker, { apiUrl: sandboxUrl, baseUrl: sandboxUrl, token: 'demo' });

    const page = await demoPage(context, sandboxUrl, STORE);
    if (!(await hoverFirstCpf(page))) throw new Error('the demo page highlights no CPF');
    await page.screenshot({ path: `${out}/1-card.png` });
    await page.close();

    const beside = await demoPage(context, sandboxUrl, STORE_PAGE);
    const pageShot = await beside.screenshot();
    const panel = await context.newPage();
    await panel.setViewportSize(STORE_PANEL);
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html?q=${CPF_FULL}`);
    await panel.getByRole('tab', { name: new RegExp(`^${text('tabProfile')}`) }).click();
    await panel.locator('[role="tabpanel"] .section-body').first().waitFor();
    await panel.waitForTimeout(300);
    await besideThePage(context, pageShot, await panel.screenshot(), `${out}/2-panel.png`, STORE_PAGE, STORE_PANEL);

    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    await panel.getByRole('button', { name: text('navEnrichment') }).click();
    await panel.getByLabel(text('csvChoose')).setInputFiles({ name: 'clientes.csv', mimeType: 'text/csv', buffer: Buffer.from(csvOf(STORE_CONTACTS), 'utf8') });
    await panel.getByRole('button', { name: text('sendContacts_other').replace('$1', String(STORE_CONTACTS)) }).click();
    await panel.locator('section.batch[data-batch-state="completed"]').waitFor({ timeout: 30_000 });
    // The batch's card from its top: what was sent and charged, then the first results.
    await panel.locator('section.batch').evaluate((batch) => batch.scrollIntoView({ block: 'start' }));
    await panel.waitForTimeout(300);
    await besideThePage(context, pageShot, await panel.screenshot(), `${out}/3-enrichment.png`, STORE_PAGE, STORE_PANEL);

    await photographReader(context, extensionId, sandboxUrl, { path: `${out}/4-reader.png`, viewport: STORE, text });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

mkdirSync(OUT, { recursive: true });
const sandbox = await startSandbox({ port: 0, token: 'demo' });
const profile = mkdtempSync(join(tmpdir(), 'atalaia-demo-'));
const context = await launchWithExtension(resolve('.output/chrome-mv3'), profile);
try {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;
  await photographWelcome(context, extensionId);
  await configureExtension(worker, { apiUrl: sandbox.url, baseUrl: sandbox.url, token: 'demo' });

  const page = await demoPage(context, sandbox.url, { width: 1200, height: 820 });
  await page.screenshot({ path: `${OUT}/demo-pagina.png` });

  // The hover card: rest the pointer on the first CPF the page highlights.
  if (await hoverFirstCpf(page)) await page.screenshot({ path: `${OUT}/demo-cartao.png` });

  // The side panel opened on the person the page names: the page as it is then (a window less wide,
  // the panel taking its right side), and the panel's own document at 360 px.
  await page.keyboard.press('Escape');
  await page.mouse.move(5, 5);
  await page.setViewportSize(PAGE);
  await page.waitForTimeout(500);
  const pageShot = await page.screenshot();
  const panel = await context.newPage();
  await panel.setViewportSize(PANEL);
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html?q=${CPF_FULL}`);
  for (const [index, name] of TABS.entries()) {
    await panel.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
    await panel.locator('[role="tabpanel"] .section-body').first().waitFor();
    // The first tab under the person's header; the others from the tabs down, as a person scrolls to read them.
    if (index > 0) await panel.getByRole('tablist').evaluate((tabs) => tabs.scrollIntoView({ block: 'start' }));
    await panel.waitForTimeout(300);
    const file = `demo-painel-${index + 1}-${name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, '-')}.png`;
    await besideThePage(context, pageShot, await panel.screenshot(), `${OUT}/${file}`);
  }

  await photographReader(context, extensionId, sandbox.url);
  await photographCrmFill(context, extensionId, sandbox.url, OUT);

  const gallery = await context.newPage();
  await gallery.setViewportSize({ width: 560, height: 900 });
  for (const name of VIEWS) {
    await gallery.goto(`chrome-extension://${extensionId}/gallery.html?fixture=${name}`);
    const view = gallery.locator(`[data-fixture="${name}"]`);
    await view.waitFor();
    // A long view (the whole profile) is cut at its first screens: the picture shows the layout, not every record.
    const box = await view.boundingBox();
    if (box) await gallery.screenshot({ path: `${OUT}/tela-${name}.png`, fullPage: true, clip: { ...box, height: Math.min(box.height, MAX_VIEW_HEIGHT) } });
  }
  for (const language of ['pt-BR', 'en-US'] as const) await photographForStores(sandbox.url, language);
  console.log(`Screenshots written to ${OUT}/ and ${STORE_OUT}/`);
} finally {
  await context.close();
  await sandbox.close();
  rmSync(profile, { recursive: true, force: true });
}
