/**
 * Host access in Firefox MV3, where the person may install Atalaia without access to the sites they
 * visit (here: `extensions.originControls.grantByDefault=false`). The content script then never
 * runs; the sidebar says so beside the page, asks for access from a click, and the page highlights
 * once reloaded. `extensions.webextOptionalPermissionPrompts=false` stands for the person's yes to
 * the browser's prompt.
 */
import { waitForPaint } from '../scenarios/content';
import { fillConnection } from '../scenarios/options';
import { expect, SANDBOX_TOKEN, test } from './fixtures';

test.use({ firefoxPrefs: { 'extensions.originControls.grantByDefault': false, 'extensions.webextOptionalPermissionPrompts': false } });

test('without access to sites, the sidebar says so beside the page and grants it from a click; the page highlights after a reload', async ({ driver, sandbox, pages }) => {
  // "Salvar" grants the API's own origin (with its port), which gives the content scripts nothing.
  const options = await driver.openExtensionPage('options.html');
  await fillConnection(options, { token: SANDBOX_TOKEN, apiUrl: sandbox.url, baseUrl: sandbox.url });
  await options.click({ role: 'button', name: 'Salvar' });
  await expect.poll(async () => (await driver.grantedOrigins()).join(' ')).toContain(`${sandbox.url}/*`);
  expect(await driver.send('page.access', {})).toMatchObject({ ok: true, value: { allSites: false } });

  const page = await driver.openWebPage(`${pages}/static.html`);
  await driver.pressShortcut('open-panel');
  await driver.sidebar.expectVisible({ text: 'O Atalaia não tem acesso a esta página' });
  // What the sidebar says is so: the content script never ran on the page.
  expect(await page.evaluate(() => CSS.highlights.size, undefined)).toBe(0);

  await driver.sidebar.click({ role: 'button', name: 'Permitir acesso aos sites' });
  await driver.sidebar.expectVisible({ text: 'Acesso concedido. Recarregue a página para ver os destaques.' });
  expect(await driver.grantedOrigins()).toEqual(expect.arrayContaining(['http://*/*', 'https://*/*']));
  await driver.sidebar.click({ role: 'button', name: 'Recarregar a página' });
  await waitForPaint(page, 'atalaia-cpf', 1);
  await driver.sidebar.expectHidden({ css: '.page-access' });
});

test('without access to sites, a panel opened as a tab says Atalaia reads no site', async ({ driver }) => {
  const panel = await driver.openExtensionPage('sidepanel.html');
  await panel.expectVisible({ text: 'O Atalaia não tem acesso aos sites que você visita' });
  await panel.expectVisible({ role: 'button', name: 'Permitir acesso aos sites' });
});
