/**
 * Scenarios of the options page, run by both browser suites: saving and the connection test, each
 * connection problem said precisely, and the cache section's purge.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from '@playwright/test';
import type { DriverPage, ExtensionDriver, ScenarioServers } from '../driver/driver';
import { SANDBOX_TOKEN } from '../servers';

export async function fillConnection(page: DriverPage, values: { token: string; apiUrl: string; baseUrl: string }) {
  await page.fill({ label: 'Token de acesso' }, values.token);
  await page.fill({ label: 'Endereço da API (api_url)' }, values.apiUrl);
  await page.fill({ label: 'Endereço base (base_url)' }, values.baseUrl);
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

export async function savesAndConnects(driver: ExtensionDriver, { sandbox }: ScenarioServers) {
  const page = await driver.openExtensionPage('options.html');
  await fillConnection(page, { token: SANDBOX_TOKEN, apiUrl: `${sandbox.url}/`, baseUrl: sandbox.url });
  await page.click({ role: 'button', name: 'Salvar' });
  await page.expectText({ role: 'status' }, 'Configurações salvas.');

  const stored = await driver.readStored();
  expect(stored.token).toBe(SANDBOX_TOKEN);
  expect(stored.settings).toMatchObject({ apiUrl: sandbox.url, baseUrl: sandbox.url });

  await page.click({ role: 'button', name: 'Testar conexão' });
  await page.expectVisible({ text: 'Endereço da API: funcionando, o serviço aceitou o token.' });
  await page.expectVisible({ text: 'Endereço base: funcionando, o serviço aceitou o token.' });
}

export async function connectionProblems(driver: ExtensionDriver, { sandbox }: ScenarioServers) {
  const page = await driver.openExtensionPage('options.html');
  const other = await startOtherServer();
  try {
    await fillConnection(page, { token: 'token-errado', apiUrl: sandbox.url, baseUrl: sandbox.url });
    await page.click({ role: 'button', name: 'Testar conexão' });
    await page.expectVisible({ text: 'Endereço da API: o token foi recusado pelo serviço (HTTP 401). Confira o token.' });

    await fillConnection(page, { token: SANDBOX_TOKEN, apiUrl: sandbox.url, baseUrl: other.url });
    await page.click({ role: 'button', name: 'Testar conexão' });
    await page.expectVisible({ text: 'Endereço base: a resposta não parece ser desta API. Confira o endereço.' });
    await page.expectVisible({ text: 'Endereço da API: funcionando, o serviço aceitou o token.' });

    // Nothing listens there. Chromium gives the extension no host access to it, and the missing
    // permission is named; Firefox counts the content scripts' <all_urls> as host access (granted at
    // install), so there the address itself is what fails.
    await fillConnection(page, { token: SANDBOX_TOKEN, apiUrl: 'http://127.0.0.1:9', baseUrl: sandbox.url });
    await page.click({ role: 'button', name: 'Testar conexão' });
    await page.expectVisible({
      text: driver.browserName === 'chromium' ? /Endereço da API: o Atalaia não tem permissão para acessar este endereço/ : 'Endereço da API: endereço inacessível. Confira o endereço e a sua conexão.',
    });

    await fillConnection(page, { token: SANDBOX_TOKEN, apiUrl: 'ftp://exemplo', baseUrl: sandbox.url });
    await page.click({ role: 'button', name: 'Testar conexão' });
    await page.expectVisible({ text: 'Endereço da API: endereço inválido (use http:// ou https://, sem parâmetros).' });

    await fillConnection(page, { token: '', apiUrl: sandbox.url, baseUrl: sandbox.url });
    await page.click({ role: 'button', name: 'Testar conexão' });
    await page.expectVisible({ text: 'Informe o token de acesso.' });
  } finally {
    other.server.close();
  }
}

export async function cachePurge(driver: ExtensionDriver, { sandbox }: ScenarioServers) {
  await driver.configure({ apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN });
  await driver.send('lookup', { request: { resource: 'vehicles', cpf: '52998224725' } });
  await driver.send('lookup', { request: { resource: 'urbanByCnpj', cnpj: '11222333000181' } });
  const page = await driver.openExtensionPage('options.html');
  await page.expectText({ testId: 'cache-summary' }, '1 pessoa e 1 empresa guardadas');
  await page.click({ text: 'Identificadores guardados (2)' });
  await page.click({ role: 'button', name: 'Apagar tudo sobre CPF 529.982.247-25' });
  await page.expectVisible({ text: 'Apagado: CPF 529.982.247-25.' });
  await page.expectText({ testId: 'cache-summary' }, '0 pessoas e 1 empresa guardadas');
  await page.click({ role: 'button', name: 'Apagar tudo', exact: true });
  await page.expectText({ testId: 'cache-summary' }, 'Nenhum registro guardado.');
  // What the options page shows is what the background's IndexedDB holds.
  expect(await driver.send('cache.stats', {})).toMatchObject({ ok: true, value: { entries: 0, people: 0, companies: 0 } });
}
