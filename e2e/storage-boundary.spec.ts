/**
 * What code running in the content script's world can do to what the background keeps:
 * it cannot read the token, and rewriting everything in `storage.local` (the copy of the settings,
 * the copy of the policy, a token where earlier versions kept it) lifts nothing the background
 * enforces, whether the person set it or the organization's policy did.
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { startSandbox } from '../sandbox/server';
import { configureExtension, contentScriptWorld, sendFromPage } from './extension';
import { expect, SANDBOX_TOKEN, test } from './fixtures';
import { canWritePolicies, extensionIdOf, launchKeyedCopy, POLICY_DIR, policyApplied, writePolicy, type Launched } from './policy-browser';

/** The public half of a key made for this spec only (the private half was thrown away): it fixes the id. */
const MANIFEST_KEY =
  'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAub0MSxhI176YBum7M1w40M2qmxVgX4ClLweD3PRJzkIRJVFNHjm1Tbkef1FX' +
  'iPnrHbaX5GH/MGgzFnQIU7eAI8hAWA5fedsj1mv6wx/OCCyK2nuGqUTrfdDo1a4T74sQJKntfkuEAUuXapAaNtmtE29Ou659tCFLMwQ8' +
  'VY7zyvGWiKLR0g+qapkfkGE+cd8cGFJDZixKIIalLgwV9vLbLiw8GXUuT0GMmyhpx4lLNx5vaQqKhw2YjGOwohPr7g9F82FaP65EO7xj' +
  'RsGFaBfM1Vaz+2oCnJUytw/4aRrhVtwS28OGUE/Z6SfIJRAhl37YEMM/Yd3vU4/K5Rf17YN2AQIDAQAB';

const CPF = '52998224725';
const lookup = (resource: 'vehicles' | 'federalDebts' | 'personProfile') => ({ request: { resource, cpf: CPF } });

/**
 * From the content script's world of a web page: everything it can read of the extension's storage,
 * then every copy there rewritten to lift each limit: no purpose, no budget, no feature switched off,
 * a token of its own.
 */
async function attackFromContentScript(context: BrowserContext, page: Page, extensionId: string): Promise<{ local: string; session: string; databases: string[] }> {
  const world = await contentScriptWorld(context, page, extensionId);
  try {
    const seen = await world.evaluate(async () => ({
      local: JSON.stringify(await chrome.storage.local.get(null)),
      session: await chrome.storage.session.get(null).then(
        (items) => JSON.stringify(items),
        (error: Error) => `refused: ${error.message}`,
      ),
      // IndexedDB here is the web page's.
      databases: (await indexedDB.databases()).map((known) => known.name ?? ''),
    }));
    await world.evaluate(async () => {
      const { settings } = await chrome.storage.local.get('settings');
      await chrome.storage.local.set({
        settings: { ...(settings as object), requirePurpose: false, monthlyBudget: 0 },
        managed: {},
        token: 'token-plantado',
      });
    });
    expect(await world.evaluate(async () => (await chrome.storage.local.get('managed')).managed)).toEqual({});
    return seen;
  } finally {
    await world.detach();
  }
}

test("from the content script's world the token cannot be read, and rewriting storage.local lifts none of the person's limits", async ({
  context,
  extensionId,
  serviceWorker,
  pages,
}) => {
  const canary = 'CANARY-8c1f-storage-boundary';
  // A sandbox of its own that accepts only the canary: an answer shows which token the background sent.
  const own = await startSandbox({ port: 0, token: canary });
  try {
    await configureExtension(serviceWorker, { apiUrl: own.url, baseUrl: own.url, token: canary, requirePurpose: true, monthlyBudget: 1 });
    const page = await context.newPage();
    await page.goto(`${pages}/static.html`);
    const seen = await attackFromContentScript(context, page, extensionId);
    expect(seen.local).not.toContain(canary);
    expect(seen.session).toMatch(/^refused: /);
    expect(seen.databases).not.toContain('atalaia');

    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    // The page shows the rewritten copy; the background goes on by its own.
    await expect(options.getByLabel('Pedir a finalidade antes da primeira consulta de cada sessão')).not.toBeChecked();
    expect(await sendFromPage(options, 'lookup', lookup('vehicles'))).toMatchObject({ ok: false, error: { blockedBy: 'purpose' } });
    await sendFromPage(options, 'purpose.set', { purpose: 'Conferência cadastral' });
    expect(await sendFromPage(options, 'lookup', lookup('vehicles'))).toMatchObject({ ok: true });
    expect(await sendFromPage(options, 'lookup', lookup('federalDebts'))).toMatchObject({ ok: false, error: { blockedBy: 'budget', budget: { month: 1, limit: 1 } } });
    expect(own.requests()).toHaveLength(1);
  } finally {
    await own.close();
  }
});

test('rewriting the policy copy from the content script lifts nothing the policy enforces: purpose, budget, switched-off features', async ({ sandbox, pages }) => {
  test.skip(!canWritePolicies(), `Chromium reads policies only from ${POLICY_DIR}, which only root may write`);
  test.setTimeout(60_000);
  const file = join(POLICY_DIR, `atalaia-e2e-${randomUUID()}.json`);
  const extensionId = extensionIdOf(MANIFEST_KEY);
  let launched: Launched | undefined;
  try {
    writePolicy(file, extensionId, { requirePurpose: true, purposes: ['Análise de crédito'], monthlyBudget: 1, disabledFeatures: ['enrichment'] });
    launched = await launchKeyedCopy(MANIFEST_KEY);
    const { context, worker } = launched;
    expect(launched.extensionId).toBe(extensionId);
    await configureExtension(worker, { apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN });
    await policyApplied(worker, (copy) => copy.monthlyBudget === 1);

    const page = await context.newPage();
    await page.goto(`${pages}/static.html`);
    await attackFromContentScript(context, page, extensionId);

    sandbox.clearRequests();
    const options = await context.newPage();
    await options.goto(`chrome-extension://${extensionId}/options.html`);
    expect(await sendFromPage(options, 'lookup', lookup('vehicles'))).toMatchObject({ ok: false, error: { blockedBy: 'purpose' } });
    // A purpose the policy does not list is no purpose.
    await sendFromPage(options, 'purpose.set', { purpose: 'Curiosidade' });
    expect(await sendFromPage(options, 'lookup', lookup('vehicles'))).toMatchObject({ ok: false, error: { blockedBy: 'purpose' } });
    await sendFromPage(options, 'purpose.set', { purpose: 'Análise de crédito' });
    expect(await sendFromPage(options, 'lookup', lookup('vehicles'))).toMatchObject({ ok: true });
    expect(await sendFromPage(options, 'lookup', lookup('federalDebts'))).toMatchObject({ ok: false, error: { blockedBy: 'budget', budget: { month: 1, limit: 1 } } });
    expect(await sendFromPage(options, 'enrich.one', { contact: { cpf: CPF }, confirmed: true })).toMatchObject({ ok: false, error: { blockedBy: 'feature' } });
    expect(sandbox.requests().map((request) => request.path)).toEqual([`/veiculos/cpf/${CPF}`]);
  } finally {
    rmSync(file, { force: true });
    await launched?.close();
  }
});
