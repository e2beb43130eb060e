/**
 * The options page against the sandbox: saving, the connection test with each failure said
 * precisely, the local-sandbox shortcut, the cache section, and a canary token that must be found
 * nowhere but its own storage item. The scenarios shared with the Firefox suite are in
 * ./scenarios/options.ts.
 */
import { startSandbox } from '../sandbox/server';
import { configureExtension, openExtensionPage, readStored, sendFromPage, STORED } from './extension';
import { expect, test } from './fixtures';
import { cachePurge, connectionProblems, savesAndConnects } from './scenarios/options';

test('saves the settings and the connection test succeeds against the sandbox', async ({ driver, sandbox, pages }) => {
  await savesAndConnects(driver, { sandbox, pages });
});

test('the connection test says precisely what is wrong', async ({ driver, sandbox, pages }) => {
  await connectionProblems(driver, { sandbox, pages });
});

test('"Usar sandbox local" fills in the local sandbox', async ({ context, extensionId }) => {
  const page = await openExtensionPage(context, extensionId, 'options.html');
  await page.getByRole('button', { name: 'Usar sandbox local' }).click();
  await expect(page.getByLabel('Endereço da API (api_url)')).toHaveValue('http://127.0.0.1:8787');
  await expect(page.getByLabel('Endereço base (base_url)')).toHaveValue('http://127.0.0.1:8787');
  await expect(page.getByLabel('Token de acesso')).toHaveValue('demo');
});

test('the cache section counts what is stored, lists it, and erases one identifier or everything', async ({ driver, sandbox, pages }) => {
  await cachePurge(driver, { sandbox, pages });
});

test('a canary token is found nowhere but its own storage item', async ({ context, extensionId, serviceWorker }) => {
  const canary = 'CANARY-3b9d0c7e-e2e';
  const consoleLines: string[] = [];
  context.on('console', (message) => consoleLines.push(message.text()));
  // A sandbox of its own that accepts the canary.
  const own = await startSandbox({ port: 0, token: canary });
  try {
    await configureExtension(serviceWorker, { apiUrl: own.url, baseUrl: own.url, token: canary });
    const page = await openExtensionPage(context, extensionId, 'options.html');
    page.on('console', (message) => consoleLines.push(message.text()));
    await sendFromPage(page, 'lookup', { request: { resource: 'vehicles', cpf: '52998224725' } });
    own.setFaults({ errorRate: 1, errorStatus: 500 });
    const failed = await sendFromPage(page, 'lookup', { request: { resource: 'federalDebts', cpf: '52998224725' } });
    own.setFaults({ malformedJsonRate: 1, errorRate: 0 });
    const malformed = await sendFromPage(page, 'lookup', { request: { resource: 'ruralProfile', cpf: '52998224725' } });
    own.resetFaults();
    await page.getByRole('button', { name: 'Testar conexão' }).click();
    await expect(page.getByText('Endereço base: funcionando, o serviço aceitou o token.')).toBeVisible();

    const everywhere = await serviceWorker.evaluate(async (tokenName) => {
      const local = await chrome.storage.local.get(null);
      delete local[tokenName];
      const session = await chrome.storage.session.get(null);
      return JSON.stringify({ local, session });
    }, STORED.token);
    expect(everywhere).not.toContain(canary);
    expect(JSON.stringify([failed, malformed])).not.toContain(canary);
    expect(await page.content()).not.toContain(canary);
    expect(consoleLines.join('\n')).not.toContain(canary);
    expect(JSON.stringify(own.requests())).not.toContain(canary);
    expect((await readStored(serviceWorker)).token).toBe(canary);
  } finally {
    await own.close();
  }
});
