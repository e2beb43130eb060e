/**
 * The fixture gallery: every view renders with synthetic data, without errors, and axe finds no
 * serious violation. It also refreshes the README's screenshots of the views.
 */
import { mkdirSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { openExtensionPage } from './extension';
import { expect, test } from './fixtures';

const SCREENSHOTS = ['perfil', 'imoveis-rurais', 'dividas', 'veiculos', 'beneficios-sociais', 'opcoes-conexao'];

test('every fixture renders, without page errors or serious accessibility violations', async ({ context, extensionId }) => {
  const page = await openExtensionPage(context, extensionId, 'gallery.html');
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.reload();
  const count = await page.locator('[data-fixture]').count();
  expect(count).toBeGreaterThan(25);
  expect(errors).toEqual([]);
  // The 10,000-row fixtures are left to the benchmark: axe would spend a minute on identical rows.
  const results = await new AxeBuilder({ page }).exclude('[data-fixture*="10000"]').analyze();
  const serious = results.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  expect(serious.map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(' ')}`)).toEqual([]);
});

test('screenshots of the views for the README', async ({ context, extensionId }) => {
  mkdirSync('docs/screenshots', { recursive: true });
  const page = await openExtensionPage(context, extensionId, 'gallery.html');
  await page.setViewportSize({ width: 560, height: 900 });
  for (const name of SCREENSHOTS) {
    await page.goto(`chrome-extension://${extensionId}/gallery.html?fixture=${name}`);
    await expect(page.locator(`[data-fixture="${name}"]`)).toBeVisible();
    await page.locator(`[data-fixture="${name}"]`).screenshot({ path: `docs/screenshots/tela-${name}.png` });
  }
});
