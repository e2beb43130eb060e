import { DEFAULT_SETTINGS, InvalidSettingError } from '../lib/settings';
import { configureExtension, openExtensionPage, readStored } from './extension';
import { expect, test } from './fixtures';

test('the built extension loads in Chromium with its pt-BR manifest', async ({ serviceWorker, extensionId }) => {
  expect(extensionId).toMatch(/^[a-p]{32}$/);
  const manifest = await serviceWorker.evaluate(() => chrome.runtime.getManifest());
  expect(manifest.manifest_version).toBe(3);
  expect(manifest.default_locale).toBe('pt_BR');
  const name = await serviceWorker.evaluate(() => chrome.i18n.getMessage('extName'));
  expect(name).toBe('Atalaia');
  expect(manifest.optional_host_permissions).toEqual(['http://*/*', 'https://*/*']);
  // Real icons for the extension and its toolbar button, each a PNG of its size.
  const icons = { 16: 'icon/16.png', 32: 'icon/32.png', 48: 'icon/48.png', 128: 'icon/128.png' };
  expect(manifest.icons).toEqual(icons);
  expect(manifest.action?.default_icon).toEqual(icons);
  const sizes = await serviceWorker.evaluate(async (paths) => {
    const measured = await Promise.all(paths.map(async (path) => createImageBitmap(await (await fetch(chrome.runtime.getURL(path))).blob())));
    return measured.map((bitmap) => [bitmap.width, bitmap.height]);
  }, Object.values(icons));
  expect(sizes).toEqual([16, 32, 48, 128].map((size) => [size, size]));
});

test('the settings helper writes what the options page would, where the product reads it, and refuses what it refuses', async ({
  context,
  extensionId,
  serviceWorker,
}) => {
  await configureExtension(serviceWorker, { apiUrl: 'http://127.0.0.1:8787/', baseUrl: 'http://127.0.0.1:8787', cacheTtlHours: 0.5, token: 'e2e' });
  const expected = { ...DEFAULT_SETTINGS, apiUrl: 'http://127.0.0.1:8787', baseUrl: 'http://127.0.0.1:8787', cacheTtlHours: 0.5 };
  expect(await readStored(serviceWorker)).toEqual({ settings: expected, token: 'e2e' });
  // The options page, which reads the pages' copy (written with them), shows them.
  const options = await openExtensionPage(context, extensionId, 'options.html');
  await expect(options.getByLabel('Endereço da API (api_url)')).toHaveValue('http://127.0.0.1:8787');

  await expect(configureExtension(serviceWorker, { cacheTtlHours: -1 })).rejects.toThrow(InvalidSettingError);
  await expect(configureExtension(serviceWorker, { apiUrl: 'ftp://127.0.0.1/' })).rejects.toThrow(InvalidSettingError);
  await expect(configureExtension(serviceWorker, { detectedKinds: ['cpf', 'rg'] } as never)).rejects.toThrow(InvalidSettingError);
  await expect(configureExtension(serviceWorker, { cacheTtl: 1 } as never)).rejects.toThrow('not settings of the product: cacheTtl');
  expect((await readStored(serviceWorker)).settings).toEqual(expected);
});
