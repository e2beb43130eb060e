/**
 * The Chrome Web Store package as a person installs it: `atalaia-<version>-chrome.zip` unzipped and
 * loaded unpacked in a new Chromium ("Carregar sem compactação"). It starts (the service worker runs,
 * the welcome page opens as on any new install) and highlights the sandbox's demo page. The rest of
 * the suite runs the test build; this is the production build the store gets.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchWithExtension } from './browser';
import { chromiumDriver } from './driver/chromium';
import { expect, test } from './fixtures';
import { unpackPackage } from './packages';
import { highlightsDemoPage } from './scenarios/content';

test('the Chrome package installs, starts, opens the welcome page and highlights the demo page', async ({ sandbox, pages }) => {
  const unpacked = unpackPackage('chrome');
  const profile = mkdtempSync(join(tmpdir(), 'atalaia-e2e-package-'));
  const context = await launchWithExtension(unpacked.dir, profile);
  try {
    // A production build: no host access at install (the test builds hold localhost's).
    expect(unpacked.manifest.host_permissions).toBeUndefined();
    const worker = context.serviceWorkers().find((candidate) => candidate.url().startsWith('chrome-extension://')) ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;
    await expect.poll(() => context.pages().map((page) => page.url())).toContain(`chrome-extension://${extensionId}/welcome.html`);
    const welcome = context.pages().find((page) => page.url().endsWith('/welcome.html'));
    if (!welcome) throw new Error('the welcome page went away');
    await expect(welcome.getByRole('heading', { level: 1 })).toHaveText('Boas-vindas ao Atalaia');
    await highlightsDemoPage(chromiumDriver(context, extensionId, worker), { sandbox, pages });
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
    unpacked.remove();
  }
});
