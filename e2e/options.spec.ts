/**
 * The options page against the sandbox: saving, the connection test with each failure said
 * precisely, the local-sandbox shortcut, the cache section, and a canary token that must be found
 * nowhere but its own place in the background's database. The scenarios shared with the Firefox
 * suite are in ./scenarios/options.ts, listed in ./scenarios/shared.ts.
 */
import { startSandbox } from '../sandbox/server';
import { REDACTED_TOKEN } from '../sandbox/request-log';
import { configureExtension, openExtensionPage, readStored, sendFromPage, STORED } from './extension';
import { RUN_LENGTH, tokenSpellings } from '../lib/api/redact';
import { expect, SANDBOX_TOKEN, test } from './fixtures';
import { SHARED_SCENARIOS, sharedTestBody } from './scenarios/shared';

for (const scenario of SHARED_SCENARIOS.options) test(scenario.title, sharedTestBody(scenario));

test('"Usar sandbox local" saves the local sandbox and tests it, in one click', async ({ context, extensionId, serviceWorker }) => {
  const page = await openExtensionPage(context, extensionId, 'options.html');
  await page.getByRole('button', { name: 'Usar sandbox local' }).click();
  await expect(page.getByLabel('Endereço da API (api_url)')).toHaveValue('http://127.0.0.1:8787');
  await expect(page.getByLabel('Endereço base (base_url)')).toHaveValue('http://127.0.0.1:8787');
  await expect(page.getByLabel('Token de acesso')).toHaveValue('demo');
  await expect(page.getByRole('status')).toContainText('Configurações salvas.');
  expect(await readStored(serviceWorker)).toMatchObject({ token: 'demo', settings: { apiUrl: 'http://127.0.0.1:8787', baseUrl: 'http://127.0.0.1:8787' } });
  // Then the connection test, whatever listens at 8787 here (e2e/welcome.spec.ts checks it against the sandbox).
  await expect(page.getByRole('status').getByText(/^Endereço da API: /)).toBeVisible();
});

test('a saved token is never shown again: the page says one is set, an empty field keeps it, and it can be deleted', async ({ context, extensionId, serviceWorker }) => {
  await configureExtension(serviceWorker, { token: 'token-guardado' });
  const page = await openExtensionPage(context, extensionId, 'options.html');
  await expect(page.getByText('Há um token salvo neste navegador')).toBeVisible();
  await expect(page.getByLabel('Token de acesso')).toHaveValue('');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status')).toContainText('Configurações salvas.');
  expect((await readStored(serviceWorker)).token).toBe('token-guardado');

  await page.getByRole('button', { name: 'Apagar o token salvo' }).click();
  await expect(page.getByRole('status')).toContainText('Token apagado.');
  await expect(page.getByText('Há um token salvo neste navegador')).toHaveCount(0);
  expect((await readStored(serviceWorker)).token).toBeUndefined();
  expect(await page.content()).not.toContain('token-guardado');
});

test("a canary token is found nowhere but its own place in the background's database", async ({ context, extensionId, serviceWorker }) => {
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

    const everywhere = await serviceWorker.evaluate(async () => JSON.stringify({ local: await chrome.storage.local.get(null), session: await chrome.storage.session.get(null) }));
    expect(everywhere).not.toContain(canary);
    expect(JSON.stringify([failed, malformed])).not.toContain(canary);
    expect(await page.content()).not.toContain(canary);
    expect(consoleLines.join('\n')).not.toContain(canary);
    // The sandbox logs every request's path and query string, the token's value aside: the token
    // travelled (the service accepted it) and only where it belongs.
    expect(own.requests().some((request) => request.status === 200 && request.query?.includes(`token=${REDACTED_TOKEN}`))).toBe(true);
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
    const batchId = crypto.randomUUID();
    await sendFromPage(page, 'enrich.start', {
      batchId,
      contacts: [{ key: 'cpf:52998224725', contact: { cpf: '52998224725' } }],
      source: { label: 'canário', origin: 'csv' },
    });
    await expect.poll(async () => JSON.stringify(await sendFromPage(page, 'enrich.batches', {}))).toMatch(/"state":"(failed|partial)"/);
    answers.push(await sendFromPage(page, 'enrich.batches', {}), await sendFromPage(page, 'enrich.results', { batchId }));
    // The attack is real: asked directly, the server writes the token back in its error.
    const direct = await fetch(`${own.url}/veiculos/cpf/52998224725?${new URLSearchParams({ token: canary })}`);
    expect(await direct.text()).toContain(new URLSearchParams({ token: canary }).toString().slice('token='.length));

    const panel = await openExtensionPage(context, extensionId, 'sidepanel.html?q=52998224725');
    // The error the service answered, shown (the search box's own alert line stays empty and takes no room).
    await expect(panel.locator('.error-box[role="alert"]').first()).toBeVisible();
    const stored = await serviceWorker.evaluate(async (names) => {
      const local = await chrome.storage.local.get(null);
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
          // The token's own place.
          if (name === names.database && store === names.token.store) continue;
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
    }, STORED);
    const seen = [JSON.stringify(answers), stored, await page.content(), await panel.content()].join('\n');
    expect(seen).toContain('Falha simulada');
    for (const spelling of tokenSpellings(canary)) expect(seen).not.toContain(spelling);
  } finally {
    await own.close();
  }
});

test('a token echoed Python-quoted, HTML-escaped, cut short, upper-cased or \\u-escaped reaches neither the panel nor the Diagnóstico log', async ({ context, extensionId, serviceWorker }) => {
  const canary = 'Kx9-CANARY+tok/e2e=&x';
  const own = await startSandbox({ port: 0, token: canary });
  try {
    await configureExtension(serviceWorker, { apiUrl: own.url, baseUrl: own.url, token: canary });
    own.setFaults({ errorRate: 1, errorStatus: 500, echoTokenMangled: true });
    // The attack is real: asked directly, the server writes the token back mangled.
    const direct = await (await fetch(`${own.url}/veiculos/cpf/52998224725?${new URLSearchParams({ token: canary })}`)).text();
    expect(direct).toContain(canary.toUpperCase());

    const panel = await openExtensionPage(context, extensionId, 'sidepanel.html?q=52998224725');
    await expect(panel.locator('.error-box[role="alert"]').first()).toBeVisible();
    // A batch whose request fails: the service's text goes to the Diagnóstico log only, scrubbed.
    const options = await openExtensionPage(context, extensionId, 'options.html');
    own.setFaults({ errorRate: 1, errorStatus: 403, echoTokenMangled: true });
    await sendFromPage(options, 'enrich.start', { batchId: crypto.randomUUID(), contacts: [{ key: 'cpf:52998224725', contact: { cpf: '52998224725' } }], source: { label: 'canário', origin: 'csv' } });
    await expect.poll(async () => JSON.stringify(await serviceWorker.evaluate(() => chrome.storage.session.get('diagnosticLog')))).toContain('Falha simulada');
    await options.reload();
    await expect(options.locator('[aria-labelledby="diagnostics-heading"]')).toContainText('Falha simulada');
    const seen = [await panel.content(), await options.content(), JSON.stringify(await serviceWorker.evaluate(() => chrome.storage.session.get(null)))].join('\n').toLowerCase();
    for (let start = 0; start + RUN_LENGTH <= canary.length; start++) expect(seen).not.toContain(canary.slice(start, start + RUN_LENGTH).toLowerCase());
    for (const spelling of tokenSpellings(canary)) expect(seen).not.toContain(spelling.toLowerCase());
  } finally {
    await own.close();
  }
});

test('an http:// API address outside this computer is refused when saved, and a stored one sends nothing', async ({ context, extensionId, serviceWorker, sandbox }) => {
  const page = await openExtensionPage(context, extensionId, 'options.html');
  await page.getByLabel('Endereço da API (api_url)').fill('http://api.exemplo.com.br');
  await page.getByLabel('Endereço base (base_url)').fill('http://api.exemplo.com.br');
  await page.getByLabel('Token de acesso').fill('segredo-do-escritorio');
  await page.getByRole('button', { name: 'Salvar' }).click();
  await expect(page.getByRole('status')).toContainText('use https://');
  expect((await readStored(serviceWorker)).token).not.toBe('segredo-do-escritorio');

  // An address stored before this rule (or by hand) is refused where the token would leave.
  await configureExtension(serviceWorker, { apiUrl: 'http://api.exemplo.com.br', baseUrl: 'http://api.exemplo.com.br', token: 'segredo-do-escritorio' });
  const panel = await openExtensionPage(context, extensionId, 'sidepanel.html?q=52998224725');
  await expect(panel.getByText('O endereço da API usa http:// fora deste computador').first()).toBeVisible();
  // Loopback stays allowed: the sandbox answers on 127.0.0.1.
  await configureExtension(serviceWorker, { apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN });
  expect(await sendFromPage(panel, 'lookup', { request: { resource: 'vehicles', cpf: '52998224725' } })).toMatchObject({ ok: true });
});
