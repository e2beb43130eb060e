/**
 * A real Chromium policy for the extension. Chromium reads
 * `/etc/chromium/policies/managed/*.json` (root-owned) and hands `3rdparty.extensions.<id>` to that
 * extension's `storage.managed`. An unpacked extension's id depends on its folder, so a spec loads a
 * copy of the test build with a manifest `key` of its own: its policy names that id, and no other spec
 * running beside it (each loading `.output/chrome-mv3` under another id, or a copy under its own key)
 * sees it. Each spec removes its policy file afterwards, whatever happens.
 */
import { createHash } from 'node:crypto';
import { accessSync, constants, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type BrowserContext, type Worker } from '@playwright/test';
import { launchWithExtension } from './browser';
import { EXTENSION_DIR } from './fixtures';

export const POLICY_DIR = '/etc/chromium/policies/managed';

/** Chromium's id for a manifest key: sha256 of the key's bytes, first 32 hex digits written a-p. */
export function extensionIdOf(key: string): string {
  const hex = createHash('sha256').update(Buffer.from(key, 'base64')).digest('hex').slice(0, 32);
  return [...hex].map((digit) => String.fromCharCode(97 + parseInt(digit, 16))).join('');
}

/** Whether this process may write Chromium's policy folder (root, on Linux). */
export function canWritePolicies(): boolean {
  try {
    accessSync(existsSync(POLICY_DIR) ? POLICY_DIR : '/etc', constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

export interface Launched {
  context: BrowserContext;
  worker: Worker;
  extensionId: string;
  close: () => Promise<void>;
}

/** A Chromium with a copy of the test build under `manifestKey`, on a profile of its own. */
export async function launchKeyedCopy(manifestKey: string): Promise<Launched> {
  const folder = mkdtempSync(join(tmpdir(), 'atalaia-policy-'));
  const extension = join(folder, 'extension');
  cpSync(EXTENSION_DIR, extension, { recursive: true });
  const manifestPath = join(extension, 'manifest.json');
  writeFileSync(manifestPath, JSON.stringify({ ...JSON.parse(readFileSync(manifestPath, 'utf8')), key: manifestKey }));
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

export function writePolicy(file: string, extensionId: string, policy: Record<string, unknown>) {
  mkdirSync(POLICY_DIR, { recursive: true });
  writeFileSync(file, JSON.stringify({ '3rdparty': { extensions: { [extensionId]: policy } } }));
}

/** The policy's copy the background keeps for pages to show, once it holds `key`. */
export async function policyApplied(worker: Worker, check: (copy: Record<string, unknown>) => boolean) {
  await expect
    .poll(async () => check(((await worker.evaluate(() => chrome.storage.local.get('managed'))) as { managed?: Record<string, unknown> }).managed ?? {}), { timeout: 30_000 })
    .toBe(true);
}
