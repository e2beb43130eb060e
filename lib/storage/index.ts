/**
 * The stored items every context may load, free of zod: each defined through the registry's table
 * (./registry.ts). The settings and the policy are read through ../settings/read.ts, which needs no
 * storage library. What the background enforces, the token among it, is not here: the background
 * keeps it in its database (./trusted.ts), and `settingsItem` and `managedItem` are its copies for
 * pages to show and follow. Session items are in ./session.ts (Firefox's hover-card frame has no
 * `storage.session`).
 */
import type { EnrichmentField } from '../api/schemas';
import { ALL_ENRICHMENT_FIELDS } from '../enrichment/plan';
import type { SpendLog } from '../audit/spend';
import { DEFAULT_SETTINGS, type Settings } from '../settings';
import type { ManagedMirror } from '../settings/read';
import { MAX_RECENT_QUERIES } from '../protocol/limits';
import { defineStored } from './define';

export { readManaged, readSettings, watchSettings, type ManagedMirror } from '../settings/read';

/**
 * The person's settings as the background last wrote them (./trusted.ts, after each change), raw:
 * read them through `readSettings` or `watchSettings` (../settings/read.ts), which repair them.
 * Rewriting this copy changes nothing the background does.
 */
export const settingsItem = defineStored<Settings>('settings', { fallback: DEFAULT_SETTINGS });

/** The organization's policy as the background last read it (lib/background/managed-sync.ts), for display. */
export const managedItem = defineStored<ManagedMirror>('managed', { fallback: {} });

/** When the person's token last changed (epoch ms), written by the background: pages follow it, never holding the token. */
export const tokenChangedItem = defineStored<number>('tokenChanged', { fallback: 0 });

/** The panel's recent look-ups, newest first; cleared from the panel. Identifiers only, no records. */
export const recentQueriesItem = defineStored<string[]>('recentQueries', { fallback: [] });

/**
 * The recent list is read, changed and written back by two pages: the panel (a look-up) and the
 * options page (an erasure). An erasure landing between a look-up's read and its write would be
 * undone, the erased identifier back in the list. So each change holds one Web Lock, shared by all of
 * the extension's pages, from its read to its write.
 */
const RECENT_QUERIES_LOCK = 'atalaia-recent-queries';
const changingRecentQueries = async <T>(change: () => Promise<T>): Promise<T> => await navigator.locks.request(RECENT_QUERIES_LOCK, change);

export function rememberQuery(query: string): Promise<string[]> {
  return changingRecentQueries(async () => {
    const recent = [query, ...(await recentQueriesItem.getValue()).filter((entry) => entry !== query)].slice(0, MAX_RECENT_QUERIES);
    await recentQueriesItem.setValue(recent);
    return recent;
  });
}

/**
 * "Apagar tudo" (no subject), the panel's "Limpar", or "Apagar tudo sobre" one identifier
 * (`cpf:52998224725`): its look-ups leave the recent list too, however they were typed
 * (`529.982.247-25`, `(11) 98765-4321`).
 */
export function forgetRecentQueries(subject?: string): Promise<void> {
  return changingRecentQueries(async () => {
    if (subject === undefined) return recentQueriesItem.setValue([]);
    const plain = (text: string) => text.replace(/[^0-9A-Za-z@]/g, '').toUpperCase();
    const value = plain(subject.slice(subject.indexOf(':') + 1));
    const same = (query: string) => plain(query) === value || (subject.startsWith('phone:') && `55${plain(query)}` === value);
    await recentQueriesItem.setValue((await recentQueriesItem.getValue()).filter((query) => !same(query)));
  });
}

/**
 * The enrichment fields last chosen (`campos`), all of them at first. An empty list, which older
 * builds stored to mean "everything", is read as all of them.
 */
export const enrichmentFieldsItem = defineStored<EnrichmentField[]>('enrichmentFields', { fallback: ALL_ENRICHMENT_FIELDS });

export async function readEnrichmentFields(): Promise<EnrichmentField[]> {
  const stored = await enrichmentFieldsItem.getValue();
  return stored.length > 0 ? stored : ALL_ENRICHMENT_FIELDS;
}

/**
 * Consultas this browser spent, per day and kind of look-up: a copy of the spend ledger's counts
 * (lib/audit/spend.ts, docs/storage.md) for pages to show, written by the background after each change of
 * the ledger and at every start. The budget is never checked against it. Version 2 counts by kind.
 */
// `{ days: {} }` written out rather than spend.ts's EMPTY_SPEND: every page loads this registry, and
// not the counting code with it.
export const spendItem = defineStored<SpendLog>('spend', { fallback: { days: {} }, migrations: { 2: () => ({ days: {} }) } });
