import { expect, test } from './fixtures';

test('the built extension loads in Chromium with its pt-BR manifest', async ({ serviceWorker, extensionId }) => {
  expect(extensionId).toMatch(/^[a-p]{32}$/);
  const manifest = await serviceWorker.evaluate(() => chrome.runtime.getManifest());
  expect(manifest.manifest_version).toBe(3);
  expect(manifest.default_locale).toBe('pt_BR');
  const name = await serviceWorker.evaluate(() => chrome.i18n.getMessage('extName'));
  expect(name).toBe('Atalaia');
  expect(manifest.optional_host_permissions).toEqual(['http://*/*', 'https://*/*']);
});
