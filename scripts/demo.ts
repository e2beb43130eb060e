/**
 * `npm run demo`: the real flow, headless, against the sandbox, photographed for the README:
 * the welcome page a new install opens (demo-boas-vindas.png), the demo page with its highlights, the hover card on a CPF, and each tab of the side panel
 * (docs/screenshots/demo-*.png), and the document reader on the demo gazette after "Consultar todos",
 * with the card on a CPF (demo-leitor.png); then some views alone from the fixture gallery
 * (docs/screenshots/tela-*.png). Needs a gallery build (`npm run demo` makes one). The test suite
 * writes no screenshot: `npm test` leaves the work tree as it found it.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext } from '@playwright/test';
import { launchWithExtension } from '../e2e/browser';
import { configureExtension } from '../e2e/extension';
import { startSandbox } from '../sandbox/server';
import { CPF_FULL } from '../sandbox/special';

const OUT = 'docs/screenshots';
/** Fixtures of the gallery (`?fixture=<name>`) photographed alone. */
const VIEWS = ['perfil', 'imoveis-rurais', 'dividas', 'veiculos', 'beneficios-sociais', 'opcoes-conexao'];
const TABS = ['Perfil', 'Imóveis rurais', 'Imóveis urbanos', 'Dívidas', 'Veículos', 'Benefícios sociais', 'Empresas'];

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
  const point = await page.evaluate(() => {
    for (const [name, highlight] of CSS.highlights) {
      if (!name.startsWith('atalaia-cpf-')) continue;
      const range = [...highlight][0] as Range | undefined;
      const rect = range?.getBoundingClientRect();
      if (rect) return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    }
    return null;
  });
  if (point) {
    await page.mouse.move(point.x - 40, point.y + 30);
    await page.mouse.move(point.x, point.y, { steps: 4 });
    await page.waitForFunction(() => document.querySelector('atalaia-host') !== null);
    await page.waitForTimeout(1200);
    await page.screenshot({ path: `${OUT}/demo-cartao.png` });
  }

  const panel = await context.newPage();
  await panel.setViewportSize({ width: 760, height: 1000 });
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html?q=${CPF_FULL}`);
  for (const [index, name] of TABS.entries()) {
    await panel.getByRole('tab', { name: new RegExp(`^${name}`) }).click();
    await panel.locator('[role="tabpanel"] .section-body').first().waitFor();
    await panel.waitForTimeout(300);
    await panel.screenshot({ path: `${OUT}/demo-painel-${index + 1}-${name.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, '-')}.png` });
  }

  await photographReader(context, extensionId, sandbox.url);

  const gallery = await context.newPage();
  await gallery.setViewportSize({ width: 560, height: 900 });
  for (const name of VIEWS) {
    await gallery.goto(`chrome-extension://${extensionId}/gallery.html?fixture=${name}`);
    const view = gallery.locator(`[data-fixture="${name}"]`);
    await view.waitFor();
    await view.screenshot({ path: `${OUT}/tela-${name}.png` });
  }
  console.log(`Screenshots written to ${OUT}/`);
} finally {
  await context.close();
  await sandbox.close();
  rmSync(profile, { recursive: true, force: true });
}
