/**
 * Every stored item in one registry, versioned from day one, free of zod so that every context (the
 * content script too) reads and watches them the same way. The token is an item of its own in
 * `storage.local` (never `sync`), read only by the background and the options page, so that nothing
 * handed to a content script can carry it.
 */
import { storage } from 'wxt/utils/storage';
import type { EnrichmentField } from './api/schemas';
import { ALL_ENRICHMENT_FIELDS } from './enrichment/plan';
import type { SpendLog } from './spend';
import { applyManaged, type ManagedConfig } from './managed';
import { applySettingsChange, DEFAULT_SETTINGS, parseSettings, type Settings } from './settings';
import { MAX_RECENT_QUERIES } from './protocol/limits';
import { MANAGED_MIRROR_KEY, SETTINGS_KEY, TOKEN_KEY } from './storage-keys';

export const SETTINGS_VERSION = 1;

/** Raw as stored: read it through `readSettings` or `watchSettings`, which repair it. */
export const settingsItem = storage.defineItem<Settings>(SETTINGS_KEY, {
  fallback: DEFAULT_SETTINGS,
  version: SETTINGS_VERSION,
});

export const tokenItem = storage.defineItem<string>(TOKEN_KEY, { fallback: '', version: 1 });

/**
 * The organization's policy as the background last read it from `storage.managed` (lib/background/
 * managed-sync.ts), checked key by key there and without the token: every context reads this copy at
 * once, where the managed area itself answers seconds after the browser starts, and the token stays
 * with the background.
 */
export type ManagedMirror = Omit<ManagedConfig, 'token'> & { tokenSet?: boolean };
export const managedItem = storage.defineItem<ManagedMirror>(MANAGED_MIRROR_KEY, { fallback: {}, version: 1 });

export function readManaged(): Promise<ManagedMirror> {
  return managedItem.getValue();
}

/** The person's own settings, repaired, without the policy: what the options page edits. */
export async function readUserSettings(): Promise<Settings> {
  return parseSettings(await settingsItem.getValue());
}

/** The settings in force: the person's, with the organization's policy applied (lib/managed.ts). */
export async function readSettings(): Promise<Settings> {
  const [stored, managed] = await Promise.all([settingsItem.getValue(), readManaged()]);
  return applyManaged(parseSettings(stored), managed);
}

/**
 * Calls `onChange` with the settings in force (and the policy) after each change of either; returns
 * the unwatch function.
 */
export function watchSettings(onChange: (settings: Settings, managed: ManagedMirror) => void): () => void {
  const changed = () => void Promise.all([readSettings(), readManaged()]).then(([settings, managed]) => onChange(settings, managed));
  const unwatchSettings = settingsItem.watch(changed);
  const unwatchManaged = managedItem.watch(changed);
  return () => {
    unwatchSettings();
    unwatchManaged();
  };
}

/** Checks and merges a change into the person's settings; returns the settings in force. Throws InvalidSettingError. */
export async function updateSettings(change: Partial<Settings>): Promise<Settings> {
  const next = applySettingsChange(await readUserSettings(), change);
  await settingsItem.setValue(next);
  return applyManaged(next, await readManaged());
}


/** The panel's recent look-ups, newest first; cleared from the panel. Identifiers only, no records. */
export const recentQueriesItem = storage.defineItem<string[]>('local:recentQueries', { fallback: [], version: 1 });

export async function rememberQuery(query: string): Promise<string[]> {
  const recent = [query, ...(await recentQueriesItem.getValue()).filter((entry) => entry !== query)].slice(0, MAX_RECENT_QUERIES);
  await recentQueriesItem.setValue(recent);
  return recent;
}

/**
 * The enrichment fields last chosen (`campos`), all of them at first. An empty list, which older
 * builds stored to mean "everything", is read as all of them.
 */
export const enrichmentFieldsItem = storage.defineItem<EnrichmentField[]>('local:enrichmentFields', { fallback: ALL_ENRICHMENT_FIELDS, version: 1 });

export async function readEnrichmentFields(): Promise<EnrichmentField[]> {
  const stored = await enrichmentFieldsItem.getValue();
  return stored.length > 0 ? stored : ALL_ENRICHMENT_FIELDS;
}

/**
 * Consultas sent from this browser, per day and kind of look-up, counted from the audit log
 * (lib/spend.ts); written by the background only. Version 2 counts by kind, not endpoint: the
 * background rebuilds it from the log at every start.
 */
// `{ days: {} }` written out rather than spend.ts's EMPTY_SPEND: every page loads this registry, and
// not the counting code with it.
export const spendItem = storage.defineItem<SpendLog>('local:spend', { fallback: { days: {} }, version: 2, migrations: { 2: () => ({ days: {} }) } });
