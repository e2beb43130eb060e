/**
 * Every stored item in one registry, versioned from day one and free of zod; the settings and the
 * policy are read through ./settings-read.ts, which needs no storage library. The token is an item of its own in
 * `storage.local` (never `sync`), read only by the background and the options page, so that nothing
 * handed to a content script can carry it.
 */
import { storage } from 'wxt/utils/storage';
import type { EnrichmentField } from '../api/schemas';
import { ALL_ENRICHMENT_FIELDS } from '../enrichment/plan';
import type { SpendLog } from '../spend';
import { applyManaged } from '../managed';
import { applySettingsChange, DEFAULT_SETTINGS, type Settings } from '../settings';
import { readManaged, readUserSettings, type ManagedMirror } from '../settings-read';
import { MAX_RECENT_QUERIES } from '../protocol/limits';
import { MANAGED_MIRROR_KEY, SETTINGS_KEY, TOKEN_KEY } from './keys';

export { readManaged, readSettings, readUserSettings, watchSettings, type ManagedMirror } from '../settings-read';

export const SETTINGS_VERSION = 1;

/** Raw as stored: read it through `readSettings` or `watchSettings` (./settings-read.ts), which repair it. */
export const settingsItem = storage.defineItem<Settings>(SETTINGS_KEY, {
  fallback: DEFAULT_SETTINGS,
  version: SETTINGS_VERSION,
});

export const tokenItem = storage.defineItem<string>(TOKEN_KEY, { fallback: '', version: 1 });

/** Written by the background only (lib/background/managed-sync.ts). */
export const managedItem = storage.defineItem<ManagedMirror>(MANAGED_MIRROR_KEY, { fallback: {}, version: 1 });

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
