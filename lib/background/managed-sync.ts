/**
 * Keeps the copy of the organization's policy that pages show (`managedItem`, without the token) in
 * step with `storage.managed`, which the background itself reads for everything it enforces
 * (lib/storage/trusted.ts): at every worker start, and whenever the browser says the policy changed
 * (Chromium does, about 5 s after the file changes; Firefox reads policies only when it starts, so the
 * next start picks a change up).
 */
import { browser } from 'wxt/browser';
import { managedItem, type ManagedMirror } from '../storage';
import { readManagedPolicy } from '../storage/trusted';

/**
 * Writes the copy when the policy differs from it: every context restarts what depends on settings
 * when the copy changes (the content script repaints, an open card closes), and Chromium reports a
 * "change" at every launch.
 */
export async function syncManagedPolicy(): Promise<void> {
  const { token, ...rest } = await readManagedPolicy();
  const next: ManagedMirror = { ...rest, ...(token ? { tokenSet: true } : {}) };
  if (JSON.stringify(next) !== JSON.stringify(await managedItem.getValue())) await managedItem.setValue(next);
}

/** Registers the change listener (synchronously, at the worker's top level) and syncs once now. */
export function watchManagedPolicy(onError: (work: Promise<unknown>) => void): void {
  browser.storage.onChanged.addListener((_changes, area) => {
    if (area === 'managed') onError(syncManagedPolicy());
  });
  onError(syncManagedPolicy());
}
