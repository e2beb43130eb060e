/**
 * Fixtures for tests on the built extension: a persistent Chromium context with `.output/chrome-mv3`
 * loaded, the extension id, and the servers of ./servers.ts (a sandbox records API on a free port).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test as base, type BrowserContext, type Worker } from '@playwright/test';
import { launchWithExtension } from './browser';
import { chromiumDriver } from './driver/chromium';
import type { ExtensionDriver } from './driver/driver';
import { serverFixtures, type ServerFixtures } from './servers';

export { SANDBOX_TOKEN } from './servers';
export const EXTENSION_DIR = resolve(import.meta.dirname, '../.output/chrome-mv3');

interface ExtensionFixtures {
  /** After each test the shared sandbox drops its faults and its job duration, so that one test's never reaches the next. */
  sandboxFaultsReset: void;
  /** The browser's interface language, which decides the extension's: pt-BR unless a test says `test.use({ uiLanguage: 'en-US' })`. */
  uiLanguage: 'pt-BR' | 'en-US';
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

export const test = base.extend<ExtensionFixtures, ServerFixtures>({
  ...serverFixtures,
  sandboxFaultsReset: [
    async ({ sandbox }, use) => {
      await use();
      sandbox.resetFaults();
      sandbox.setJobDuration(null);
    },
    { auto: true },
  ],
  uiLanguage: ['pt-BR', { option: true }],
  context: async ({ uiLanguage }, use) => {
    await withExtensionBrowser(uiLanguage, use);
  },
  serviceWorker: async ({ context }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use(worker);
  },
  extensionId: async ({ serviceWorker }, use) => {
    await use(new URL(serviceWorker.url()).host);
  },
  driver: async ({ context, extensionId, serviceWorker }, use) => {
    await use(chromiumDriver(context, extensionId, serviceWorker));
  },
});

export const expect = test.expect;
