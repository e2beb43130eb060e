/**
 * Managed configuration through a real Chromium policy file, for a copy of the test build
 * under a manifest key of this spec's own (./policy-browser.ts).
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { CPF_FULL } from '../sandbox/special';
import { configureExtension, sendFromPage } from './extension';
import { SANDBOX_TOKEN } from './fixtures';
import { cardOnStaticCpf } from './page-helpers';
import { canWritePolicies, extensionIdOf, launchKeyedCopy, POLICY_DIR, policyApplied, writePolicy, type Launched } from './policy-browser';
import { serverFixtures, type ServerFixtures } from './servers';

/** The public half of a key made for this spec only (the private half was thrown away): it fixes the id. */
const MANIFEST_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA3RAYivp2ffS/uyyFEXnzZilQXmKm0lRusHiPhF/ftgOxx0Q6SX3xacAI' +
  'NgL5jpiir6xePKAUmycY17bDyoMRzqb5GKd/XE0Gv3mBVaSmfiU7hS7zLsr0kWeuX+HT0+6OxBvMT/xVhWPuqxSsHokqSlZu0u7r' +
  'kSupJzKBRPDVz/F1eRLpz/+hnAN7tDT/voXZKNcc3eBN3KccgL+MyIPmovM3xHnb9t88HVSXc+0KAuZEP51H2Jk/9Lpnfbeup9uQ' +
  'h4GOJh57hMqi/H8uKCwZcFb7/ME+G1VwJADF4arWQnqHiWRrhg8/4e5SyU6j/ejKjtSs814jqoM/P18cwb6cFQIDAQAB';

const test = base.extend<object, ServerFixtures>({ ...serverFixtures });

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
    launched = await launchKeyedCopy(MANIFEST_KEY);
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

test('a blocked site stays blocked on any port and in its srcdoc, blob: and data: frames; page contacts declared as a CSV still answer to pageEnrichment', async ({ sandbox, pages }) => {
  test.skip(!canWritePolicies(), `Chromium reads policies only from ${POLICY_DIR}, which only root may write`);
  test.setTimeout(120_000);
  const file = join(POLICY_DIR, `atalaia-e2e-${randomUUID()}.json`);
  const extensionId = extensionIdOf(MANIFEST_KEY);
  const policy = { apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN, disabledFeatures: ['pageEnrichment'] };
  let launched: Launched | undefined;
  try {
    writePolicy(file, extensionId, policy);
    launched = await launchKeyedCopy(MANIFEST_KEY);
    const { context, worker } = launched;
    await policyApplied(worker, (copy) => Array.isArray(copy.disabledFeatures) && copy.disabledFeatures.includes('pageEnrichment'));

    // Not blocked yet: the top frame and its three frames without a site of their own are read.
    const web = await context.newPage();
    await web.goto(`${pages}/frames-opaque.html`);
    const highlighted = () =>
      Promise.all(web.frames().map((frame) => frame.evaluate(() => [...CSS.highlights.keys()].filter((name) => name.startsWith('atalaia-')).length).catch(() => 0)));
    await expect.poll(async () => (await highlighted()).filter((count) => count > 0).length, { timeout: 15_000 }).toBe(4);

    // The panel asks for the page's contacts, then declares them a CSV: the background knows better.
    const panel = await context.newPage();
    await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
    await web.bringToFront();
    const contacts = await sendFromPage<{ ok: boolean; value: { primary: { value: string } }[] }>(panel, 'page.contacts', {});
    expect(contacts.value.map((contact) => contact.primary.value)).toContain('52998224725');
    sandbox.clearRequests();
    const asCsv = await sendFromPage(panel, 'enrich.start', {
      batchId: randomUUID(),
      contacts: [{ key: 'cpf:52998224725', contact: { cpf: '52998224725' } }],
      source: { label: 'contatos.csv', origin: 'csv' },
      confirmed: true,
    });
    expect(asCsv).toMatchObject({ ok: false, error: { blockedBy: 'feature' } });
    expect(sandbox.requests().filter((request) => request.path.startsWith('/leads'))).toEqual([]);
    // A CSV contact the page never showed goes: the switch is about pages, not about enrichment.
    const csvOnly = await sendFromPage(panel, 'enrich.start', {
      batchId: randomUUID(),
      contacts: [{ key: 'cpf:11144477735', contact: { cpf: '11144477735' } }],
      source: { label: 'contatos.csv', origin: 'csv' },
      confirmed: true,
    });
    expect(csvOnly).toMatchObject({ ok: true });

    // Blocked by host name alone (the pages run on another port): the top frame and every frame lose their highlights.
    writePolicy(file, extensionId, { ...policy, blockedSites: [new URL(pages).hostname] });
    await expect.poll(async () => (await highlighted()).reduce((sum, count) => sum + count, 0), { timeout: 30_000 }).toBe(0);
  } finally {
    rmSync(file, { force: true });
    await launched?.close();
  }
});
