/**
 * Managed configuration through a real Firefox policy: the native manifest Firefox reads
 * without root (`$HOME/.mozilla/managed-storage/<gecko id>.json`, HOME being this launch's own folder,
 * removed with it). Firefox reads policies only when it starts, so the test's policy is in place
 * before launch; the background copies it at its start.
 */
import { CPF_FULL } from '../../sandbox/special';
import { CARD_FRAME, type DriverPage, type ExtensionDriver, type ScenarioServers } from '../driver/driver';
import { cardPurpose, purposeRequired } from '../scenarios/audit';
import { hover, untilCardSettles, waitForPaint } from '../scenarios/content';
import { configureForPanel } from '../scenarios/panel';
import { expect, SANDBOX_TOKEN, test } from './fixtures';

/** The policy, naming this worker's sandbox: written before Firefox starts. */
const policyTest = test.extend({
  firefoxManaged: async ({ sandbox }, use) =>
    use({ apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN, cacheTtlHoursMax: 6, disabledFeatures: ['enrichment', 'hoverPrefetch', 'reader'], auditRetentionDays: 365 }),
});

const buttons = (page: DriverPage) => page.evaluate(() => [...document.querySelectorAll('button')].map((button) => button.textContent?.trim() ?? ''), undefined);

policyTest('a Firefox policy locks the options, sends look-ups to its addresses with its token, caps the TTL and switches enrichment and the reader off', async ({ driver, pages, sandbox }) => {
  await driver.configure({ apiUrl: 'http://127.0.0.1:9', baseUrl: 'http://127.0.0.1:9', token: 'token-da-pessoa', cacheTtlHours: 168, prefetchOnHover: true });
  const options = await driver.openExtensionPage('options.html');
  await expect
    .poll(() => options.evaluate(async () => ((await browser.storage.local.get('managed')) as { managed?: { apiUrl?: string } }).managed?.apiUrl ?? null, undefined), { timeout: 20_000 })
    .toBe(sandbox.url);
  await options.reload();
  await options.expectValue({ label: 'Endereço da API (api_url)' }, sandbox.url);
  await options.expectValue({ label: 'Token de acesso' }, 'Token definido pela sua organização');
  await options.expectVisible({ text: 'No máximo 6 h: definido pela sua organização' });
  const state = await options.evaluate(
    (token) => ({
      apiLocked: (document.getElementById('api-url') as HTMLInputElement).disabled,
      baseLocked: (document.getElementById('base-url') as HTMLInputElement).disabled,
      ttl: (document.getElementById('cache-ttl') as HTMLSelectElement).value,
      ttlChoices: [...(document.getElementById('cache-ttl') as HTMLSelectElement).options].map((option) => option.value),
      retention: (document.getElementById('audit-retention') as HTMLInputElement).value,
      showsToken: document.body.innerHTML.includes(token),
    }),
    SANDBOX_TOKEN,
  );
  expect(state).toEqual({ apiLocked: true, baseLocked: true, ttl: '6', ttlChoices: ['0', '1', '6'], retention: '365', showsToken: false });

  const panel = await driver.openExtensionPage(`sidepanel.html?q=${CPF_FULL}`);
  await panel.expectVisible({ text: 'Maria Aparecida dos Santos' });
  expect(sandbox.requests().map((request) => request.path)).toContain(`/pessoas/cpf/${CPF_FULL}`);
  expect(await buttons(panel)).not.toContain('Enriquecimento');
  expect(await buttons(panel)).not.toContain('Enriquecer');

  const web = await driver.openWebPage(`${pages}/static.html`);
  await waitForPaint(web, 'atalaia-cpf', 1);
  await hover(web, '#cpf', '123.456.789-09');
  const card = await driver.frame(web, CARD_FRAME);
  await untilCardSettles(card);
  await card.expectVisible({ role: 'button', name: 'Abrir no painel' });
  expect(await buttons(card)).not.toContain('Enriquecer');

  // The reader switched off: the page says so and fetches nothing (the worker's sandbox serves other tests too).
  sandbox.clearRequests();
  const reader = await driver.openExtensionPage(`reader.html?url=${encodeURIComponent(`${sandbox.url}/demo.pdf`)}`);
  await reader.expectVisible({ role: 'heading', name: 'O leitor de documentos está desativado' });
  await reader.expectVisible({ role: 'button', name: 'Abrir no leitor do navegador' });
  expect(sandbox.requests().map((request) => request.path)).not.toContain('/demo.pdf');
});

/** A policy that requires a purpose from its own list. */
const purposeTest = test.extend({
  firefoxManaged: async ({}, use) => use({ requirePurpose: true, purposes: ['Cobrança', 'Due diligence'] }),
});

/** The sandbox configured, and the policy's copy in place: the background makes it at its start. */
async function purposeRequiredByPolicy(driver: ExtensionDriver, servers: ScenarioServers) {
  await configureForPanel(driver, servers);
  const options = await driver.openExtensionPage('options.html');
  await expect
    .poll(() => options.evaluate(async () => ((await browser.storage.local.get('managed')) as { managed?: { requirePurpose?: boolean } }).managed?.requirePurpose ?? false, undefined), { timeout: 20_000 })
    .toBe(true);
  await options.close();
}

purposeTest('a Firefox policy requiring a purpose from its list: nothing is sent until one is chosen in the dialog, then each audit entry carries it', async ({ driver, pages, sandbox }) => {
  await purposeRequiredByPolicy(driver, { sandbox, pages });
  await purposeRequired(driver, { sandbox, pages }, { purposes: ['Due diligence', 'Cobrança'] });
});

purposeTest('a Firefox policy requiring a purpose: the hover card asks in its own frame, after the browser\'s confirm for spending, and its entry carries it', async ({ driver, pages, sandbox }) => {
  await purposeRequiredByPolicy(driver, { sandbox, pages });
  await cardPurpose(driver, { sandbox, pages }, { purpose: 'Cobrança', fromList: true });
});
