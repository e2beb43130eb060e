/**
 * Moves what versions before the one database (0.1.0 and earlier) kept in six IndexedDB databases of
 * one store each, and the settings and token they kept in `storage.local`, into the extension's
 * database, then deletes them. Run before the database is first used (lib/storage/database.ts
 * `prepare`), so nothing reads or writes meanwhile.
 *
 * The settings and token move once: after that the database holds the person's settings, and what
 * `storage.local` says (the pages' copy, which content scripts can write) is never taken in again.
 * The token is removed from `storage.local`.
 *
 * Copied: answers that have their index entry (an answer without one, left by a worker stopped
 * between the two old writes, is personal data no purge could find: it is dropped, not moved), batches
 * with their contacts and results (results and contacts of no batch are dropped likewise), the audit
 * log, and this month's and last month's usage as ledger entries, so that the budget stands. The copy
 * is one transaction and the old databases go only after it committed; a worker stopped in between
 * copies again at its next start, each item under the same key.
 */
import { deleteDB, openDB } from 'idb';
import type { EnrichmentResultItem } from '../api/schemas';
import type { AuditEntry, AuditKind } from '../audit/entries';
import type { Batch, BatchContact, BatchSummary } from '../enrichment/batches';
import { parseSettings } from '../settings';
import type { LedgerEntry, SpendLog } from '../audit/spend';
import { settingsItem, spendItem } from '../storage';
import { inTransaction, type AtalaiaDatabase } from '../storage/database';
import { TOKEN_RECORD, USER_SETTINGS_RECORD } from '../storage/keys';
import { legacyTokenItem } from '../storage/trusted';
import type { CacheIndexEntry } from './cache';

/** Each earlier database with its one object store. */
export const LEGACY_DATABASES = {
  records: ['atalaia-cache-records', 'records'],
  index: ['atalaia-cache-index', 'index'],
  batches: ['atalaia-enrichment-batches', 'batches'],
  contacts: ['atalaia-enrichment-contacts', 'contacts'],
  results: ['atalaia-enrichment-results', 'results'],
  audit: ['atalaia-audit', 'entries'],
} as const;

type LegacyName = keyof typeof LEGACY_DATABASES;

/** Every key and value of an earlier database's store; empty when it is not there. */
async function readLegacy<T>(which: LegacyName, present: ReadonlySet<string>): Promise<[IDBValidKey, T][]> {
  const [name, store] = LEGACY_DATABASES[which];
  if (!present.has(name)) return [];
  const database = await openDB(name);
  try {
    if (!database.objectStoreNames.contains(store)) return [];
    const transaction = database.transaction(store);
    const [keys, values] = await Promise.all([transaction.store.getAllKeys(), transaction.store.getAll()]);
    return keys.map((key, position) => [key, values[position] as T]);
  } finally {
    database.close();
  }
}

/** The usage an earlier version counted per day and kind, as ledger entries (noon of each day). */
export function ledgerFromSpendLog(log: SpendLog): LedgerEntry[] {
  return Object.entries(log.days ?? {}).flatMap(([day, kinds]) =>
    Object.entries(kinds).flatMap(([kind, units]) => {
      const [year, month, date] = day.split('-').map(Number);
      if (!year || !month || !date || !units) return [];
      const entry: LedgerEntry = { id: `0-earlier-${day}-${kind}`, at: new Date(year, month - 1, date, 12).getTime(), kind: kind as AuditKind, units, state: 'answered' };
      return [entry];
    }),
  );
}

/**
 * The settings and token of `storage.local` into the database, unless the database has the settings
 * already (a start after the first). Checked and written in one transaction, so a write of the
 * settings meanwhile is never overwritten.
 */
async function moveLegacyItems(database: AtalaiaDatabase): Promise<void> {
  const [settings, token] = await Promise.all([settingsItem.getValue(), legacyTokenItem.getValue()]);
  await inTransaction(database, [USER_SETTINGS_RECORD.store, TOKEN_RECORD.store], async (transaction) => {
    const settingsStore = transaction.objectStore(USER_SETTINGS_RECORD.store);
    if ((await settingsStore.count(USER_SETTINGS_RECORD.key)) > 0) return;
    await Promise.all([
      settingsStore.put(parseSettings(settings), USER_SETTINGS_RECORD.key),
      ...(token ? [transaction.objectStore(TOKEN_RECORD.store).put(token, TOKEN_RECORD.key)] : []),
    ]);
  });
  // Only after the copy committed; a worker stopped in between leaves the token in both places, and
  // the next start removes it here.
  if (token) await legacyTokenItem.removeValue();
}

/**
 * Moves the settings and token, then the earlier databases when they are there; answers what was
 * moved of the databases, or null when there were none.
 */
export async function migrateLegacyStores(database: AtalaiaDatabase): Promise<{ records: number; batches: number; auditEntries: number } | null> {
  await moveLegacyItems(database);
  const present = new Set((await indexedDB.databases()).map((known) => known.name ?? ''));
  const names = Object.values(LEGACY_DATABASES).map(([name]) => name);
  if (!names.some((name) => present.has(name))) return null;

  const [records, index, batches, contacts, results, audit] = await Promise.all([
    readLegacy<unknown>('records', present),
    readLegacy<CacheIndexEntry>('index', present),
    readLegacy<BatchSummary | Batch>('batches', present),
    readLegacy<BatchContact[]>('contacts', present),
    readLegacy<EnrichmentResultItem[]>('results', present),
    readLegacy<AuditEntry>('audit', present),
  ]);
  const answers = new Map(records.map(([key, value]) => [String(key), value]));
  const indexed = index.filter(([key]) => answers.has(String(key)));
  const batchIds = new Set(batches.map(([key]) => String(key)));
  const contactLists = new Map(contacts.map(([key, value]) => [String(key), value]));
  const spent = ledgerFromSpendLog(await spendItem.getValue());

  await inTransaction(database, ['records', 'recordIndex', 'batches', 'contacts', 'results', 'audit', 'ledger'], async (transaction) => {
    const writes: Promise<unknown>[] = [];
    for (const [key, entry] of indexed) {
      writes.push(transaction.objectStore('records').put(answers.get(String(key)), String(key)), transaction.objectStore('recordIndex').put(entry, String(key)));
    }
    for (const [key, stored] of batches) {
      const id = String(key);
      // Builds before 0.1.0 kept a batch's contacts inline.
      const { contacts: inline, ...summary } = stored as Batch;
      writes.push(transaction.objectStore('batches').put(summary, id), transaction.objectStore('contacts').put(inline ?? contactLists.get(id) ?? [], id));
    }
    for (const [key, items] of results) {
      // `<batch id>:<chunk>`; the batch id (a UUID) holds no colon.
      const [batchId, chunk] = String(key).split(':');
      if (batchId && batchIds.has(batchId) && chunk !== undefined && /^\d+$/.test(chunk)) writes.push(transaction.objectStore('results').put(items, [batchId, Number(chunk)]));
    }
    for (const [key, entry] of audit) writes.push(transaction.objectStore('audit').put(entry, String(key)));
    for (const entry of spent) writes.push(transaction.objectStore('ledger').put(entry, entry.id));
    await Promise.all(writes);
  });
  await Promise.all(names.filter((name) => present.has(name)).map((name) => deleteDB(name)));
  return { records: indexed.length, batches: batches.length, auditEntries: audit.length };
}
