/**
 * A new install opens the welcome page. This suite runs the product's build (the Chromium suite's test
 * build skips the page at install; e2e/welcome.spec.ts checks its steps there).
 */
import { expect, test, welcomeTab } from './fixtures';

test.use({ keepWelcome: true });

test('installing the extension opens the welcome page, which says where Firefox keeps the panel and offers no developer sandbox or demo', async ({ firefox }) => {
  const page = await welcomeTab(firefox.browser);
  await expect.poll(() => page.evaluate(() => document.querySelector('h2#step-panel')?.textContent ?? null)).toBe('2. Onde fica o painel');
  const text = await page.evaluate(() => document.body.innerText);
  expect(await page.title()).toBe('Boas-vindas ao Atalaia');
  expect(text).toContain('1. Conecte o Atalaia à API de registros');
  // The product offers no developer's sandbox: no "Usar sandbox local", no `npm start`.
  expect(text).not.toContain('Usar sandbox local');
  expect(text).not.toContain('npm start');
  // The demo page is the local sandbox's: the product's welcome has no such step.
  expect(text).not.toContain('página de demonstração');
  expect(text).toContain('a barra lateral abre ao lado da página');
  // Firefox registers the shortcuts a moment after the install that opened the page, which then shows them.
  await expect.poll(() => page.evaluate(() => document.body.innerText)).toContain('Atalho: Alt+Shift+L.');
});
