/**
 * The one place that defines storage items: each takes its key and version from the registry's
 * table (./registry.ts), so no item can be defined under a key or version of its own.
 */
import { storage } from 'wxt/utils/storage';
import { STORED_ITEMS, type StoredName } from './registry';

/** The items a context can define; the policy's area is read as a whole, never as an item. */
type DefinableName = { [Name in StoredName]: (typeof STORED_ITEMS)[Name]['key'] extends `managed:${string}` ? never : Name }[StoredName];

export function defineStored<T>(name: DefinableName, options: { fallback: T; migrations?: Record<number, (stored: unknown) => T> }) {
  const { key, version } = STORED_ITEMS[name];
  return storage.defineItem<T>(key, { ...options, version });
}
