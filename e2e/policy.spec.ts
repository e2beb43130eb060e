/**
 * Managed configuration through a real Chromium policy file (issue 16). Chromium reads
 * `/etc/chromium/policies/managed/*.json` (root-owned) and hands `3rdparty.extensions.<id>` to that
 * extension's `storage.managed`. An unpacked extension's id depends on its folder, so this spec loads a
 * copy of the test build with a manifest `key` of its own: the policy names that id, and no other
 * spec running beside this one (each loading `.output/chrome-mv3` under another id) sees it. The
 * policy file is removed afterwards, whatever happens.
 */
import { createHash, randomUUID } from 'node:crypto';
import { accessSync, constants, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect, type BrowserContext, type Worker } from '@playwright/test';
import { CPF_FULL } from '../sandbox/special';
import { launchWithExtension } from './browser';
import { configureExtension } from './extension';
import { EXTENSION_DIR, SANDBOX_TOKEN } from './fixtures';
import { cardOnStaticCpf } from './page-helpers';
import { serverFixtures, type ServerFixtures } from './servers';

const POLICY_DIR = '/etc/chromium/policies/managed';

/** The public half of a key made for this spec only (the private half was thrown away): it fixes the id. */
const MANIFEST_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA3RAYivp2ffS/uyyFEXnzZilQXmKm0lRusHiPhF/ftgOxx0Q6SX3xacAI' +
  'NgL5jpiir6xePKAUmycY17bDyoMRzqb5GKd/XE0Gv3mBVaSmfiU7hS7zLsr0kWeuX+HT0+6OxBvMT/xVhWPuqxSsHokqSlZu0u7r' +
  'kSupJzKBRPDVz/F1eRLpz/+hnAN7tDT/voXZKNcc3eBN3KccgL+MyIPmovM3xHnb9t88HVSXc+0KAuZEP51H2Jk/9Lpnfbeup9uQ' +
  'h4GOJh57hMqi/H8uKCwZcFb7/ME+G1VwJADF4arWQnqHiWRrhg8/4e5SyU6j/ejKjtSs814jqoM/P18cwb6cFQIDAQAB';

/** Chromium's id for a manifest key: sha256 of the key's bytes, first 32 hex digits written a-p. */
function extensionIdOf(key: string): string {
  const hex = createHash('sha256').update(Buffer.from(key, 'base64')).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
}

const test = base.extend<object, ServerFixtures>({ ...serverFixtures });

/** Whether this process may write Chromium's policy folder (root, on Linux). */
function canWritePolicies(): boolean {
  try {
    accessSync(existsSync(POLICY_DIR) ? POLICY_DIR : '/etc', constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

interface Launched {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  close: () => Promise<void>;
}

async function launchKeyedCopy(): Promise<Launched> {
  const folder = mkdtempSync(join(tmpdir(), 'atalaia-policy-'));
  const extension = join(folder, 'extension');
  cpSync(EXTENSION_DIR, extension, { recursive: true });
  const manifestPath = join(extension, 'manifest.json');
  writeFileSync(manifestPath, JSON.stringify({ ...JSON.parse(readFileSync(manifestPath, 'utf8')), key: MANIFEST_KEY }));
  const context = await launchWithExtension(extension, join(folder, 'profile'));
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  return {
    context,
    worker,
    extensionId: new URL(worker.url()).host,
    close: async () => {
      await context.close();
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

function writePolicy(file: string, extensionId: string, policy: Record<string, unknown>) {
  mkdirSync(POLICY_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify({ '3rdparty': { extensions: { [extensionId]: policy } } }));
}

/** The policy's copy the background keeps for every context, once it holds `key`. */
async function policyApplied(worker: Worker, check: (copy: Record<string, unknown>) => boolean) {
  await expect
    .poll(async () => check(((await worker.evaluate(() => chrome.storage.local.get('managed'))) as { managed?: Record<string, unknown> }).managed ?? {}), { timeout: 30_000 })
    .toBe(true);
}

test('a Chromium policy locks the options, sends look-ups to its addresses with its token, caps the TTL, switches features off (the reader says so) and blocks sites, live', async ({ sandbox, pages }) => {
  test.skip(!canWritePolicies(), `Chromium reads policies only from ${POLICY_DIR}, which only root may write`);
  test.setTimeout(120_000);
  const file = join(POLICY_DIR, `atalaia-e2e-${randomUUID()}.json`);
  const extensionId = extensionIdOf(MANIFEST_KEY);
  const policy = {
    apiUrl: sandbox.url,
    baseUrl: sandbox.url,
    token: SANDBOX_TOKEN,
    cacheTtlHoursMax: 6,
    disabledFeatures: ['enrichment', 'hoverPrefetch', 'reader'],
    requirePurpose: false,
    auditRetentionDays: 365,
  };
  let launched: Launched | undefined;
  try {
    writePolicy(file, extensionId, policy);
    launched = await launchKeyedCopy();
    const { context, worker } = launched;
    expect(launched.extensionId).toBe(extensionId);
    // The person's own values, which the policy overrides: a dead address, a wrong token, a week of cache.
    await configureExtension(worker, { apiUrl: 'http://127.0.0.1:9', baseUrl: 'http://127.0.0.1:9', token: 'token-da-pessoa', cacheTtlHours: 168, prefetchOnHover: true });
    await policyApplied(worker, (copy) => copy.apiUrl === sandbox.url);

    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    await expect(options.getByLabel('Endereço da API (api_url)')).toBeDisabled();
    await expect(options.getByLabel('Endereço da API (api_url)')).toHaveValue(sandbox.url);
    await expect(options.getByLabel('Endereço base (base_url)')).toBeDisabled();
    await expect(options.getByLabel('Token de acesso')).toHaveValue('Token definido pela sua organização');
    await expect(options.getByText('definido pela sua organização', { exact: false }).first()).toBeVisible();
    expect(await options.content()).not.toContain(SANDBOX_TOKEN);
    // The TTL: capped at 6 h, and nothing longer offered.
    await expect(options.locator('#cache-ttl')).toHaveValue('6');
    expect(await options.locator('#cache-ttl option').evaluateAll((items) => items.map((item) => Number((item as HTMLOptionElement).value)))).toEqual([0, 1, 6]);
    await expect(options.getByText('No máximo 6 h: definido pela sua organização')).toBeVisible();
    await expect(options.getByLabel(/Consultar ao repousar o ponteiro/)).toBeDisabled();
    await expect(options.getByLabel('Guardar os registros por (dias)')).toHaveValue('365');
    await expect(options.getByRole('button', { name: 'Apagar todo o registro' })).toHaveCount(0);
    // "Testar conexão" tests the organization's addresses with its token, which the page never holds.
    await options.getByRole('button', { name: 'Testar conexão' }).click();
    await expect(options.getByText(/funcionando/).first()).toBeVisible();

    // A look-up goes to the managed address with the managed token.
    const panel = await context.newPage();
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html?q=${CPF_FULL}`);
    await expect(panel.getByText('Maria Aparecida dos Santos').filter({ visible: true }).first()).toBeVisible();
    expect(sandbox.requests().map((request) => request.path)).toContain(`/pessoas/cpf/${CPF_FULL}`);
    // Enrichment switched off: gone from the panel and from the card.
    await expect(panel.getByRole('button', { name: 'Consultas', exact: true })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Enriquecimento' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Enriquecer', exact: true })).toHaveCount(0);
    const card = await cardOnStaticCpf(context, pages);
    await expect(card.getByRole('button', { name: 'Abrir no painel' })).toBeVisible();
    await expect(card.getByRole('button', { name: 'Enriquecer' })).toHaveCount(0);
    // The reader switched off: the page says so and fetches nothing (the worker's sandbox serves other tests too).
    sandbox.clearRequests();
    const reader = await context.newPage();
    await reader.goto(`chrome-extension://${extensionId}/reader.html?url=${encodeURIComponent(`${sandbox.url}/demo.pdf`)}`);
    await expect(reader.getByRole('heading', { name: 'O leitor de documentos está desativado' })).toBeVisible();
    await expect(reader.getByText('Sua organização desativou o leitor de documentos do Atalaia')).toBeVisible();
    await expect(reader.getByRole('button', { name: 'Abrir no leitor do navegador' })).toBeVisible();
    expect(sandbox.requests().map((request) => request.path)).not.toContain('/demo.pdf');

    // A change of the policy applies without a restart: enrichment comes back in the open panel, and
    // the page's site, now blocked, loses its highlights.
    const web = card.page();
    expect(await web.evaluate(() => CSS.highlights.size)).toBeGreaterThan(0);
    writePolicy(file, extensionId, { ...policy, disabledFeatures: ['hoverPrefetch'], blockedSites: [new URL(pages).host] });
    await expect(panel.getByRole('button', { name: 'Enriquecimento' })).toBeVisible({ timeout: 30_000 });
    // The reader, back on, opens the document it was given.
    await expect(reader.locator('.document-index [role="status"]').first()).toContainText('identificadores em', { timeout: 15_000 });
    await expect.poll(() => web.evaluate(() => [...CSS.highlights.keys()].filter((name) => name.startsWith('atalaia-')).length)).toBe(0);
  } finally {
    rmSync(file, { force: true });
    await launched?.close();
  }
});
