/**
 * Fixtures for tests on the built extension: a persistent Chromium context with `.output/chrome-mv3`
 * loaded, the extension id, and a sandbox records API on a free port of this machine.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import { test as base, type BrowserContext, type Worker } from '@playwright/test';
import { startSandbox, type RunningSandbox } from '../sandbox/server';
import { launchWithExtension } from './browser';

export const EXTENSION_DIR = resolve(import.meta.dirname, '../.output/chrome-mv3');
export const SANDBOX_TOKEN = 'e2e-token';
const PAGES_DIR = resolve(import.meta.dirname, 'pages');

interface ExtensionFixtures {
  context: BrowserContext;
  serviceWorker: Worker;
  extensionId: string;
}

interface WorkerFixtures {
  sandbox: RunningSandbox;
  /** Fixture pages of e2e/pages, served on a free port: `${pages}/static.html`. */
  pages: string;
}

export const test = base.extend<ExtensionFixtures, WorkerFixtures>({
  sandbox: [
    async ({}, use) => {
      const sandbox = await startSandbox({ port: 0, token: SANDBOX_TOKEN });
      await use(sandbox);
      await sandbox.close();
    },
    { scope: 'worker' },
  ],
  pages: [
    async ({}, use) => {
      const server = createServer((request, response) => {
        const name = basename(new URL(request.url ?? '/', 'http://localhost').pathname) || 'index.html';
        const file = join(PAGES_DIR, name);
        if (!existsSync(file)) {
          response.writeHead(404).end();
          return;
        }
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(readFileSync(file));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      server.close();
    },
    { scope: 'worker' },
  ],
  context: async ({}, use) => {
    const profile = mkdtempSync(join(tmpdir(), 'atalaia-e2e-'));
    const context = await launchWithExtension(EXTENSION_DIR, profile);
    await use(context);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  },
  serviceWorker: async ({ context }, use) => {
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    await use(worker);
  },
  extensionId: async ({ serviceWorker }, use) => {
    await use(new URL(serviceWorker.url()).host);
  },
});

export const expect = test.expect;
