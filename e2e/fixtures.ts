/**
 * Fixtures for tests on the built extension: a persistent Chromium context with `.output/chrome-mv3`
 * loaded, the extension id, and the servers of ./servers.ts (a sandbox records API on a free port).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test as base, type BrowserContext, type Worker } from '@playwright/test';
import { launchForReinstalls, launchWithExtension, type ReinstallingBrowser } from './browser';
import { chromiumDriver } from './driver/chromium';
import type { ExtensionDriver } from './driver/driver';
import { serverFixtures, type ServerFixtures } from './servers';

export { SANDBOX_TOKEN } from './servers';
export const EXTENSION_DIR = resolve(import.meta.dirname, '../.output/chrome-mv3');

interface ExtensionFixtures {
  /** After each test the shared sandbox drops its faults and its job duration, so that one test's never reaches the next. */
  sandboxFaultsReset: void;
  /** The extension installed for this test in the worker's browser, uninstalled after it with all it stored. */
  installation: { context: BrowserContext; worker: Worker };
  /** The worker's browser, with the extension freshly installed for this test and nothing left of the last one. */
  context: BrowserContext;
  serviceWorker: Worker;
  extensionId: string;
  /** The same browser through the scenarios' driver (e2e/scenarios/). */
  driver: ExtensionDriver;
}

/** A Chromium with the built extension on a new profile, for `use`; closed and its profile erased after. */
export async function withExtensionBrowser(uiLanguage: 'pt-BR' | 'en-US', use: (context: BrowserContext) => Promise<void>): Promise<void> {
  const profile = mkdtempSync(join(tmpdir(), 'atalaia-e2e-'));
  const context = await launchWithExtension(EXTENSION_DIR, profile, uiLanguage);
  await use(context);
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}

interface WorkerFixtures extends ServerFixtures {
  /** The browser's interface language, which decides the extension's: pt-BR unless a file says `test.use({ uiLanguage: 'en-US' })`. */
  uiLanguage: 'pt-BR' | 'en-US';
  /** One Chromium per worker; each test installs the extension into it anew (./browser.ts). */
  reinstallingBrowser: ReinstallingBrowser;
}

export const test = base.extend<ExtensionFixtures, WorkerFixtures>({
  ...serverFixtures,
  sandboxFaultsReset: [
    async ({ sandbox }, use) => {
      await use();
      sandbox.resetFaults();
      sandbox.setJobDuration(null);
    },
    { auto: true },
  ],
  uiLanguage: ['pt-BR', { option: true, scope: 'worker' }],
  reinstallingBrowser: [
    async ({ uiLanguage }, use) => {
      const profile = mkdtempSync(join(tmpdir(), 'atalaia-e2e-'));
      const browser = await launchForReinstalls(EXTENSION_DIR, profile, uiLanguage);
      await use(browser);
      await browser.close();
      rmSync(profile, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  installation: async ({ reinstallingBrowser, sandbox, pages }, use) => {
    // The origins the tests' pages come from (the sandbox also as localhost, as the reader's redirect test has it).
    const worker = await reinstallingBrowser.install([sandbox.url, `http://localhost:${sandbox.port}`, pages]);
    await use({ context: reinstallingBrowser.context, worker });
    // Before the sandbox's faults are reset: nothing of this test's extension reaches the next.
    await reinstallingBrowser.uninstall();
  },
  context: async ({ installation }, use) => {
    await use(installation.context);
  },
  serviceWorker: async ({ installation }, use) => {
    await use(installation.worker);
  },
  extensionId: async ({ serviceWorker }, use) => {
    await use(new URL(serviceWorker.url()).host);
  },
  driver: async ({ context, extensionId, serviceWorker }, use) => {
    await use(chromiumDriver(context, extensionId, serviceWorker));
  },
});

export const expect = test.expect;
