/**
 * `npm run demo`: the real flow, headless, against the sandbox, photographed for the README:
 * the welcome page a new install opens (demo-boas-vindas.png), the demo page with its highlights, the
 * hover card on a CPF, and each tab of the side panel as Chrome opens it, 360 px wide, beside the page
 * it was opened from (docs/screenshots/demo-*.png), and the document reader on the demo gazette after "Consultar todos",
 * with the card on a CPF (demo-leitor.png); then some views alone from the fixture gallery
 * (docs/screenshots/tela-*.png). Needs a gallery build (`npm run demo` makes one). The test suite
 * writes no screenshot: `npm test` leaves the work tree as it found it.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { launchWithExtension } from '../e2e/browser';
import { configureExtension } from '../e2e/extension';
import { startSandbox } from '../sandbox/server';
import { CPF_FULL } from '../sandbox/special';

const OUT = 'docs/screenshots';
/** Fixtures of the gallery (`?fixture=<name>`) photographed alone. */
/** The tallest picture of a gallery view, in CSS pixels: keeps each PNG small. */
const MAX_VIEW_HEIGHT = 1400;
const VIEWS = ['perfil', 'imoveis-rurais', 'dividas', 'veiculos', 'beneficios-sociais', 'opcoes-conexao'];
const TABS = ['Perfil', 'Imóveis rurais', 'Imóveis urbanos', 'Dívidas', 'Veículos', 'Benefícios sociais', 'Empresas'];
/** Chrome opens its side panel 360 px wide, beside a page the size of a laptop's window. */
const PANEL = { width: 360, height: 860 };
const PAGE = { width: 900, height: PANEL.height };

/**
 * One picture of a browser window: the page on the left and the side panel on its right, composed
 * from their two screenshots in a page of their own (headless Chromium draws no side panel).
 */
async function besideThePage(context: BrowserContext, pageShot: Buffer, panelShot: Buffer, path: string): Promise<void> {
  const canvas = await context.newPage();
  await canvas.setViewportSize({ width: PAGE.width + PANEL.width + 1, height: PANEL.height });
  const source = (shot: Buffer) => `data:image/png;base64,${shot.toString('base64')}`;
  await canvas.setContent(
    `<body style="margin:0;display:flex;background:#9aa3ad;gap:1px">` +
      `<img alt="" src="${source(pageShot)}" width="${PAGE.width}" height="${PAGE.height}">` +
      `<img alt="" src="${source(panelShot)}" width="${PANEL.width}" height="${PANEL.height}"></body>`,
  );
  await canvas.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
  await canvas.screenshot({ path });
  await canvas.close();
}

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
  await page.waitForFunction(() => document.querySelector('atalaia-host') !== null);
  await page.waitForTimeout(1200);
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

/** The document reader on /demo.pdf: everything looked up, the card open on the first CPF. */
async function photographReader(context: BrowserContext, extensionId: string, sandboxUrl: string, out = OUT): Promise<void> {
  const reader = await context.newPage();
  await reader.setViewportSize({ width: 1280, height: 860 });
  await reader.goto(`chrome-extension://${extensionId}/reader.html?url=${encodeURIComponent(`${sandboxUrl}/demo.pdf`)}`);
  await reader.getByText(/identificadores em/).waitFor();
  await reader.getByRole('button', { name: 'Consultar todos' }).click();
  await reader.getByRole('button', { name: 'Consultar', exact: true }).click();
  await reader.getByText(/^Pronto:/).waitFor({ timeout: 30_000 });
  const point = await reader.evaluate(() => {
    const range = [...(CSS.highlights.get('atalaia-cpf-underline') ?? [])][0] as Range | undefined;
    const rect = range?.getBoundingClientRect();
    return rect ? { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 } : null;
  });
  if (point) {
    await reader.mouse.move(point.x - 40, point.y + 30);
    await reader.mouse.move(point.x, point.y, { steps: 4 });
    await reader.waitForFunction(() => document.querySelector('atalaia-host') !== null);
    await reader.waitForTimeout(1200);
  }
  await reader.screenshot({ path: `${out}/demo-leitor.png` });
  await reader.close();
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

  const page = await context.newPage();
  await page.setViewportSize({ width: 1200, height: 820 });
  await page.goto(`${sandbox.url}/demo`);
  await page.waitForFunction(() => [...CSS.highlights.values()].some((highlight) => highlight.size > 0));
  await page.waitForTimeout(500);
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
  console.log(`Screenshots written to ${OUT}/`);
} finally {
  await context.close();
  await sandbox.close();
  rmSync(profile, { recursive: true, force: true });
}
