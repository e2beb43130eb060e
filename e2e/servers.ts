/**
 * The servers every browser suite runs against, one of each per Playwright worker: the sandbox
 * records API on a free port, and the fixture pages of e2e/pages on another.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join, resolve } from 'node:path';
import type { Fixtures } from '@playwright/test';
import { demoGazettePdf } from '../sandbox/demo/gazette-pdf';
import { startSandbox, type RunningSandbox } from '../sandbox/server';
import { frameworkPage } from './framework-page';

export const SANDBOX_TOKEN = 'e2e-token';
const PAGES_DIR = resolve(import.meta.dirname, 'pages');
/** Pages built from npm packages when first asked for, not kept in e2e/pages. */
const BUILT_PAGES: Record<string, () => Promise<string>> = { 'crm-frameworks.html': frameworkPage };

export interface ServerFixtures {
  sandbox: RunningSandbox;
  /**
   * Fixture pages of e2e/pages, served on a free port: `${pages}/static.html` (`csp-*` ones under a
   * strict Content-Security-Policy); and the demo gazette as
   * diário-oficial portals serve theirs, with no `.pdf` in its address: `${pages}/download?id=123`.
   */
  pages: string;
}

export const serverFixtures: Fixtures<object, ServerFixtures> = {
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
      let gazette: Promise<Uint8Array> | null = null;
      const server = createServer((request, response) => {
        if (new URL(request.url ?? '/', 'http://localhost').pathname === '/download') {
          gazette ??= demoGazettePdf().then(({ bytes }) => bytes);
          void gazette.then((bytes) => response.writeHead(200, { 'content-type': 'application/pdf', 'content-length': bytes.length }).end(Buffer.from(bytes)));
          return;
        }
        const name = basename(new URL(request.url ?? '/', 'http://localhost').pathname) || 'index.html';
        const built = BUILT_PAGES[name];
        if (built) {
          void built().then(
            (html) => response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(html),
            (error: unknown) => response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' }).end(String(error)),
          );
          return;
        }
        const file = join(PAGES_DIR, name);
        if (!existsSync(file)) {
          response.writeHead(404).end();
          return;
        }
        // `csp-*` pages come under a policy that allows no script of the page's and nothing from elsewhere,
        // as banks' and governments' pages do: the content script's on-demand parts must load anyway.
        const policy = name.startsWith('csp-') ? { 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'" } : {};
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...policy }).end(readFileSync(file));
      });
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      await use(`http://127.0.0.1:${(server.address() as AddressInfo).port}`);
      server.close();
    },
    { scope: 'worker' },
  ],
};
