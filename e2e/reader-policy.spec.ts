/**
 * The reader and a site the organization blocked (`blockedSites`, which holds for the reader's
 * documents as for pages: none fetched, highlighted or indexed; the opt-in redirect leaves its PDFs in
 * the browser's viewer, with no PDF badge), through a real Chromium policy file,
 * for a copy of the test build under a manifest key of this spec's own (./policy-browser.ts).
 */
import { randomUUID } from 'node:crypto';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { configureExtension } from './extension';
import { SANDBOX_TOKEN } from './fixtures';
import { canWritePolicies, extensionIdOf, launchKeyedCopy, POLICY_DIR, policyApplied, writePolicy, type Launched } from './policy-browser';
import { serverFixtures, type ServerFixtures } from './servers';
import { readerUrl, waitForIndex } from './reader-helpers';

/** The public half of a key made for this spec only (the private half was thrown away): it fixes the id. */
const MANIFEST_KEY = 'MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEAq/24cvkkKjR78Bz9IbG5Gqq9EvEveq8M5CzxrscYOAskPYyMMO3auTx/+28xI0CMDyjGT1bv5TBCPP1F5mYUy2zf1uiUBLCmGfluiCpeN6dULrjW/yayjOx1c+/oy+qjsL/HlfHA2hv8fjtMLQvt3AcM5E2febbKXr7m89VRjEHba62wav93NXfF3iYjE06Wx3x791W9oe8Xt2eTr1e0DquAgslwOeoj14DKLiNREAuaOY8+sg2RAFKCs5KFxKaI3sWiXMhkiNPAXWdkJQffFU0e8bg4jPI3hf6gsxOx0iTfqcgQQgzdbapUpEGqnXwuQGcjI5hfzLr0U6F0InBI1QIDAQAB';

/** The Atalaia highlights registered in a page, by name. */
const atalaiaHighlights = (page: Page) => page.evaluate(() => [...CSS.highlights.entries()].filter(([name, highlight]) => name.startsWith('atalaia-') && highlight.size > 0).map(([name]) => name));

async function openReader(page: Page, url: string) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(url);
}

const test = base.extend<object, ServerFixtures>({ ...serverFixtures });

test('a site blocked by a Chromium policy: the reader neither fetches, highlights nor indexes its document, and closes one open when the policy blocks it', async ({ sandbox }) => {
  test.skip(!canWritePolicies(), `Chromium reads policies only from ${POLICY_DIR}, which only root may write`);
  test.setTimeout(120_000);
  const file = join(POLICY_DIR, `atalaia-e2e-reader-${randomUUID()}.json`);
  const extensionId = extensionIdOf(MANIFEST_KEY);
  const policy = { apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN };
  const address = `${sandbox.url}/demo.pdf`;
  let launched: Launched | undefined;
  try {
    writePolicy(file, extensionId, policy);
    launched = await launchKeyedCopy(MANIFEST_KEY);
    const { context, worker } = launched;
    await policyApplied(worker, (copy) => copy.apiUrl === sandbox.url);
    // Open, then blocked live: the document goes, with its highlights.
    const open = await context.newPage();
    await openReader(open, readerUrl(extensionId, address));
    await waitForIndex(open);
    await expect.poll(() => atalaiaHighlights(open)).not.toEqual([]);
    writePolicy(file, extensionId, { ...policy, blockedSites: [new URL(sandbox.url).hostname] });
    await policyApplied(worker, (copy) => Array.isArray(copy.blockedSites));
    await expect(open.getByRole('alert')).toContainText(`O Atalaia não lê nem destaca documentos de ${new URL(sandbox.url).host}`);
    await expect.poll(() => atalaiaHighlights(open)).toEqual([]);
    await expect(open.locator('.document-index')).toHaveCount(0);
    // Blocked from the start: nothing fetched.
    sandbox.clearRequests();
    const refused = await context.newPage();
    await openReader(refused, readerUrl(extensionId, address));
    await expect(refused.getByRole('alert')).toContainText('Sua organização bloqueou este site');
    await expect(refused.getByRole('button', { name: 'Abrir no leitor do navegador' })).toBeVisible();
    expect(sandbox.requests().map((request) => request.path)).not.toContain('/demo.pdf');
    expect(await atalaiaHighlights(refused)).toEqual([]);
  } finally {
    rmSync(file, { force: true });
    await launched?.close();
  }
});

test("a blocked site's PDF stays in Chrome's viewer with the redirect on, without the PDF badge", async ({ pages }) => {
  test.skip(!canWritePolicies(), `Chromium reads policies only from ${POLICY_DIR}, which only root may write`);
  test.setTimeout(120_000);
  const file = join(POLICY_DIR, `atalaia-e2e-reader-redirect-${randomUUID()}.json`);
  const extensionId = extensionIdOf(MANIFEST_KEY);
  let launched: Launched | undefined;
  try {
    writePolicy(file, extensionId, { blockedSites: ['localhost'] });
    launched = await launchKeyedCopy(MANIFEST_KEY);
    const { context, worker } = launched;
    test.skip(!(await worker.evaluate(() => chrome.runtime.getManifest().host_permissions ?? [])).includes('http://localhost/*'), 'needs a test build with host access to localhost: WXT_GALLERY=1 wxt build');
    await policyApplied(worker, (copy) => Array.isArray(copy.blockedSites));
    await configureExtension(worker, { openPdfsInReader: true });
    await expect
      .poll(() => worker.evaluate(async () => (await chrome.declarativeNetRequest.getDynamicRules()).map((rule) => rule.condition.excludedRequestDomains)))
      .toEqual([['localhost']]);

    const blocked = `${pages.replace('127.0.0.1', 'localhost')}/download?id=123`;
    const tab = await context.newPage();
    await tab.goto(`${pages}/static.html`);
    await tab.evaluate((to) => location.assign(to), blocked);
    // Chrome's viewer shows it: its own frame, under the PDF's address.
    await expect.poll(() => tab.frames().some((frame) => frame.url().startsWith('chrome-extension://mhjfbmdgcfjbbpaeojofohoefgiehjai/'))).toBe(true);
    expect(tab.url()).toBe(blocked);
    const badge = () =>
      worker.evaluate(async (address) => {
        const found = (await chrome.tabs.query({})).find((candidate) => candidate.url === address);
        return found?.id === undefined ? null : chrome.action.getBadgeText({ tabId: found.id });
      }, blocked);
    await expect.poll(badge).toBe('');
  } finally {
    rmSync(file, { force: true });
    await launched?.close();
  }
});
