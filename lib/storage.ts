/**
 * Every stored item in one registry, versioned from day one, free of zod so that every context (the
 * content script too) reads and watches them the same way. The token is an item of its own in
 * `storage.local` (never `sync`), read only by the background and the options page, so that nothing
 * handed to a content script can carry it.
 */
import { storage } from 'wxt/utils/storage';
import type { EnrichmentField } from './api/schemas';
import { ALL_ENRICHMENT_FIELDS } from './enrichment/plan';
import { EMPTY_SPEND, type SpendLog } from './spend';
import { applySettingsChange, DEFAULT_SETTINGS, parseSettings, type Settings } from './settings';
import { MAX_RECENT_QUERIES } from './protocol/limits';
import { SETTINGS_KEY, TOKEN_KEY } from './storage-keys';

export const SETTINGS_VERSION = 1;

/** Raw as stored: read it through `readSettings` or `watchSettings`, which repair it. */
export const settingsItem = storage.defineItem<Settings>(SETTINGS_KEY, {
  fallback: DEFAULT_SETTINGS,
  version: SETTINGS_VERSION,
});

export const tokenItem = storage.defineItem<string>(TOKEN_KEY, { fallback: '', version: 1 });

export async function readSettings(): Promise<Settings> {
  return parseSettings(await settingsItem.getValue());
}

/** Calls `onChange` with the repaired settings after each change; returns the unwatch function. */
export function watchSettings(onChange: (settings: Settings) => void): () => void {
  return settingsItem.watch((stored) => onChange(parseSettings(stored)));
}

/** Checks and merges a change; returns the saved settings. Throws InvalidSettingError. */
export async function updateSettings(change: Partial<Settings>): Promise<Settings> {
  const next = applySettingsChange(await readSettings(), change);
  await settingsItem.setValue(next);
  return next;
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

/** Consultas sent from this browser, per day and endpoint (lib/spend.ts); written by the background only. */
export const spendItem = storage.defineItem<SpendLog>('local:spend', { fallback: EMPTY_SPEND, version: 1 });
