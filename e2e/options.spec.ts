/**
 * The options page against the sandbox: saving, the connection test with each failure said
 * precisely, the local-sandbox shortcut, the cache section, and a canary token that must be found
 * nowhere but its own storage item.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from '@playwright/test';
import { startSandbox } from '../sandbox/server';
import { configureExtension, openExtensionPage, readStored, sendFromPage, STORED } from './extension';
import { tokenSpellings } from '../lib/api/redact';
import { expect, SANDBOX_TOKEN, test } from './fixtures';

async function fillConnection(page: Page, values: { token: string; apiUrl: string; baseUrl: string }) {
  await page.getByLabel('Token de acesso').fill(values.token);
  await page.getByLabel('Endereço da API (api_url)').fill(values.apiUrl);
  await page.getByLabel('Endereço base (base_url)').fill(values.baseUrl);
}

/**
 * A web server that is not the records API: HTML for everything. It allows any origin, so the
 * extension can read its answers without host access (as it can the sandbox's).
 */
async function startOtherServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((_request, response) => {
    response.writeHead(404, { 'content-type': 'text/html', 'access-control-allow-origin': '*' }).end('<h1>Not Found</h1>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

test('saves the settings and the connection test succeeds against the sandbox', async ({ context, extensionId, serviceWorker, sandbox }) => {
  const page = await openExtensionPage(context, extensionId, 'options.html');
  await fillConnection(page, { token: SANDBOX_TOKEN, apiUrl: `${sandbox.url}/`, baseUrl: sandbox.url });
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status').first()).toContainText('Configurações salvas.');

  const stored = await readStored(serviceWorker);
  expect(stored.token).toBe(SANDBOX_TOKEN);
  expect(stored.settings).toMatchObject({ apiUrl: sandbox.url, baseUrl: sandbox.url });

  await page.getByRole('button', { name: 'Testar conexão' }).click();
  await expect(page.getByText('Endereço da API: funcionando, o serviço aceitou o token.')).toBeVisible();
  await expect(page.getByText('Endereço base: funcionando, o serviço aceitou o token.')).toBeVisible();
});

test('the connection test says precisely what is wrong', async ({ context, extensionId, sandbox }) => {
  const page = await openExtensionPage(context, extensionId, 'options.html');
  const other = await startOtherServer();
  try {
    await fillConnection(page, { token: 'token-errado', apiUrl: sandbox.url, baseUrl: sandbox.url });
    await page.getByRole('button', { name: 'Testar conexão' }).click();
    await expect(page.getByText('Endereço da API: o token foi recusado pelo serviço (HTTP 401). Confira o token.')).toBeVisible();

    await fillConnection(page, { token: SANDBOX_TOKEN, apiUrl: sandbox.url, baseUrl: other.url });
    await page.getByRole('button', { name: 'Testar conexão' }).click();
    await expect(page.getByText('Endereço base: a resposta não parece ser desta API. Confira o endereço.')).toBeVisible();
    await expect(page.getByText('Endereço da API: funcionando, o serviço aceitou o token.')).toBeVisible();

    // Nothing listens there, and the extension holds no host access to it: the missing permission is named.
    await fillConnection(page, { token: SANDBOX_TOKEN, apiUrl: 'http://127.0.0.1:9', baseUrl: sandbox.url });
    await page.getByRole('button', { name: 'Testar conexão' }).click();
    await expect(page.getByText(/Endereço da API: o Atalaia não tem permissão para acessar este endereço/)).toBeVisible();

    await fillConnection(page, { token: SANDBOX_TOKEN, apiUrl: 'ftp://exemplo', baseUrl: sandbox.url });
    await page.getByRole('button', { name: 'Testar conexão' }).click();
    await expect(page.getByText('Endereço da API: endereço inválido (use http:// ou https://, sem parâmetros).')).toBeVisible();

    await fillConnection(page, { token: '', apiUrl: sandbox.url, baseUrl: sandbox.url });
    await page.getByRole('button', { name: 'Testar conexão' }).click();
    await expect(page.getByText('Informe o token de acesso.')).toBeVisible();
  } finally {
    other.server.close();
  }
});

test('"Usar sandbox local" fills in the local sandbox', async ({ context, extensionId }) => {
  const page = await openExtensionPage(context, extensionId, 'options.html');
  await page.getByRole('button', { name: 'Usar sandbox local' }).click();
  await expect(page.getByLabel('Endereço da API (api_url)')).toHaveValue('http://127.0.0.1:8787');
  await expect(page.getByLabel('Endereço base (base_url)')).toHaveValue('http://127.0.0.1:8787');
  await expect(page.getByLabel('Token de acesso')).toHaveValue('demo');
});

test('the cache section counts what is stored, lists it, and erases one identifier or everything', async ({ context, extensionId, serviceWorker, sandbox }) => {
  await configureExtension(serviceWorker, { apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN });
  const page = await openExtensionPage(context, extensionId, 'options.html');
  await sendFromPage(page, 'lookup', { request: { resource: 'vehicles', cpf: '52998224725' } });
  await sendFromPage(page, 'lookup', { request: { resource: 'urbanByCnpj', cnpj: '11222333000181' } });
  await page.reload();
  await expect(page.getByTestId('cache-summary')).toContainText('1 pessoas e 1 empresas guardadas');
  await page.getByText('Identificadores guardados (2)').click();
  await page.getByRole('button', { name: 'Apagar tudo sobre CPF 529.982.247-25' }).click();
  await expect(page.getByText('Apagado: CPF 529.982.247-25.')).toBeVisible();
  await expect(page.getByTestId('cache-summary')).toContainText('0 pessoas e 1 empresas guardadas');
  await page.getByRole('button', { name: 'Apagar tudo', exact: true }).click();
  await expect(page.getByTestId('cache-summary')).toHaveText('Nenhum registro guardado.');
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

test('a token with + / = & never leaks, even from a server that echoes the request URL in its errors', async ({ context, extensionId, serviceWorker }) => {
  const canary = 'Kx9-CANARY+tok/e2e=&x';
  const own = await startSandbox({ port: 0, token: canary });
  try {
    await configureExtension(serviceWorker, { apiUrl: own.url, baseUrl: own.url, token: canary });
    const page = await openExtensionPage(context, extensionId, 'options.html');
    const answers: unknown[] = [];
    for (const errorStatus of [400, 401, 403, 404, 500]) {
      own.setFaults({ errorRate: 1, errorStatus, echoRequestUrl: true });
      answers.push(await sendFromPage(page, 'lookup', { request: { resource: 'vehicles', cpf: '52998224725' } }));
      answers.push(await sendFromPage(page, 'enrich.one', { contact: { cpf: '52998224725' } }));
    }
    // A batch whose request the server refuses keeps its reason; what it stores and lists must be clean too.
    own.setFaults({ errorRate: 1, errorStatus: 400, echoRequestUrl: true });
    const started = await sendFromPage<{ ok: boolean; value: { batchId: string } }>(page, 'enrich.start', {
      contacts: [{ key: 'cpf:52998224725', contact: { cpf: '52998224725' } }],
      source: { label: 'canário' },
    });
    await expect.poll(async () => JSON.stringify(await sendFromPage(page, 'enrich.batches', {}))).toMatch(/"state":"(failed|partial)"/);
    answers.push(await sendFromPage(page, 'enrich.batches', {}), await sendFromPage(page, 'enrich.results', { batchId: started.value.batchId }));
    // The attack is real: asked directly, the server writes the token back in its error.
    const direct = await fetch(`${own.url}/veiculos/cpf/52998224725?${new URLSearchParams({ token: canary })}`);
    expect(await direct.text()).toContain(new URLSearchParams({ token: canary }).toString().slice('token='.length));

    const panel = await openExtensionPage(context, extensionId, 'sidepanel.html?q=52998224725');
    await expect(panel.getByRole('alert').first()).toBeVisible();
    const stored = await serviceWorker.evaluate(async (tokenName) => {
      const local = await chrome.storage.local.get(null);
      delete local[tokenName];
      const session = await chrome.storage.session.get(null);
      const databases: unknown[] = [];
      for (const { name } of await indexedDB.databases()) {
        if (!name) continue;
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          const request = indexedDB.open(name);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        for (const store of db.objectStoreNames) {
          databases.push(
            await new Promise((resolve) => {
              const request = db.transaction(store).objectStore(store).getAll();
              request.onsuccess = () => resolve(request.result);
            }),
          );
        }
        db.close();
      }
      return JSON.stringify({ local, session, databases });
    }, STORED.token);
    const seen = [JSON.stringify(answers), stored, await page.content(), await panel.content()].join('\n');
    expect(seen).toContain('Falha simulada');
    for (const spelling of tokenSpellings(canary)) expect(seen).not.toContain(spelling);
  } finally {
    await own.close();
  }
});
