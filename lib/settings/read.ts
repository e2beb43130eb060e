/**
 * The settings in force and the organization's policy, read and watched straight from
 * `browser.storage.local`: what pages and the content script of every page read, so no storage
 * library comes along. These are the copies the background writes for them (lib/storage/index.ts);
 * the background itself reads its own (lib/storage/trusted.ts). WXT's storage keeps an item's value
 * under its key without the `local:` area prefix.
 */
import { browser } from 'wxt/browser';
import { applyManaged, type ManagedConfig } from './managed';
import { parseSettings, type Settings } from './index';
import { MANAGED_MIRROR_KEY, SETTINGS_KEY } from '../storage/keys';

/**
 * The organization's policy as the background last read it from `storage.managed` (lib/background/
 * managed-sync.ts), checked key by key there and without the token: pages and the content script read
 * this copy at once, where the managed area itself answers seconds after the browser starts, and the
 * token stays with the background, which enforces the policy as `storage.managed` holds it.
 */
export type ManagedMirror = Omit<ManagedConfig, 'token'> & { tokenSet?: boolean };

const storedKey = (key: string) => key.slice(key.indexOf(':') + 1);
const SETTINGS = storedKey(SETTINGS_KEY);
const MANAGED = storedKey(MANAGED_MIRROR_KEY);

export async function readManaged(): Promise<ManagedMirror> {
  const stored = (await browser.storage.local.get(MANAGED))[MANAGED] as ManagedMirror | undefined;
  return stored ?? {};
}

/** The copy of the person's own settings, repaired, without the policy. */
async function readUserSettings(): Promise<Settings> {
  return parseSettings((await browser.storage.local.get(SETTINGS))[SETTINGS]);
}

/** The settings in force: the person's, with the organization's policy applied (lib/settings/managed.ts). */
export async function readSettings(): Promise<Settings> {
  const [settings, managed] = await Promise.all([readUserSettings(), readManaged()]);
  return applyManaged(settings, managed);
}

/**
 * Calls `onChange` with the settings in force (and the policy) after each change of either; returns
 * the unwatch function.
 */
export function watchSettings(onChange: (settings: Settings, managed: ManagedMirror) => void): () => void {
  const listener = (changes: Record<string, unknown>, area: string) => {
    if (area !== 'local' || !(SETTINGS in changes || MANAGED in changes)) return;
    void Promise.all([readSettings(), readManaged()]).then(([settings, managed]) => onChange(settings, managed));
  };
  browser.storage.onChanged.addListener(listener);
  return () => browser.storage.onChanged.removeListener(listener);
}
