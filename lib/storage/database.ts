/**
 * The extension's one IndexedDB database (background only: IndexedDB opened from a content script
 * belongs to the web page's origin, so no content script can reach it). Cached answers and their
 * index, enrichment batches with their contacts and results, the audit log, the spend ledger, and the
 * person's settings and token as the background enforces them live here, so that any write that spans
 * them is one transaction: a record and its index entry, a batch and its contacts, an audit entry and
 * its ledger entry exist together or not at all, whatever stops the worker or fills the disk.
 *
 * `idb` rather than idb-keyval: idb-keyval gives one object store per database and no transaction
 * across stores, which is how a record could outlive its index entry (docs/storage.md).
 */
import { openDB, type DBSchema, type IDBPDatabase, type IDBPTransaction, type StoreNames } from 'idb';
import type { AuditEntry } from '../audit/entries';
import type { EnrichmentResultItem } from '../api/schemas';
import type { CacheIndexEntry } from '../background/cache';
import type { LedgerEntry } from '../audit/spend';
import type { BatchContact, BatchSummary } from '../enrichment/batches';
import type { OcrPage } from '../reader/ocr-text';
import type { Settings } from '../settings';
import { DATABASE_NAME, TOKEN_RECORD, USER_SETTINGS_RECORD } from './keys';

/** Raised with every change of stores or indexes, each step written out in `upgrade`. */
export const DATABASE_VERSION = 2;

export interface AtalaiaSchema extends DBSchema {
  /** Cached answers, by cache key; each has exactly one `recordIndex` entry under the same key. */
  records: { key: string; value: unknown };
  /** What expiry, eviction, listing and purging read, never loading the answers themselves. */
  recordIndex: { key: string; value: CacheIndexEntry; indexes: { bySubject: string } };
  batches: { key: string; value: BatchSummary };
  /** A batch's contacts, written once with the batch, under its id. */
  contacts: { key: string; value: BatchContact[] };
  /** A finished chunk's results, under `[batchId, chunk]`. */
  results: { key: [string, number]; value: EnrichmentResultItem[] };
  audit: { key: string; value: AuditEntry };
  /** What was asked, sent and charged (lib/audit/spend.ts): never erased with the audit log. */
  ledger: { key: string; value: LedgerEntry; indexes: { byBatch: string; byTime: number } };
  /** The person's own settings, under `user`: the copy the background enforces (./trusted.ts). */
  settings: { key: typeof USER_SETTINGS_RECORD.key; value: Settings };
  /** The person's API token, under `token`: kept nowhere else. */
  secrets: { key: typeof TOKEN_RECORD.key; value: string };
  /** The words OCR read on a scanned page, under `[document hash, page]` (lib/background/ocr-store.ts). */
  ocrPages: { key: [string, number]; value: StoredOcrPage };
}

/** A scanned page read by OCR in the reader, kept so that the same document reopens read. */
export interface StoredOcrPage {
  /** SHA-256 of the document's bytes, hex. */
  hash: string;
  page: number;
  /** The document's name as the reader showed it, for the options' list. */
  title: string;
  savedAt: number;
  ocr: OcrPage;
}

export type AtalaiaStore = StoreNames<AtalaiaSchema>;
export type AtalaiaDatabase = IDBPDatabase<AtalaiaSchema>;
export type AtalaiaTransaction<Stores extends AtalaiaStore[]> = IDBPTransaction<AtalaiaSchema, Stores, 'readwrite'>;

/** Opens (and creates or upgrades) the database; tests pass a name of their own. */
export function openDatabase(name = DATABASE_NAME): Promise<AtalaiaDatabase> {
  return openDB<AtalaiaSchema>(name, DATABASE_VERSION, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1) {
        database.createObjectStore('records');
        database.createObjectStore('recordIndex').createIndex('bySubject', 'subjects', { multiEntry: true });
        database.createObjectStore('batches');
        database.createObjectStore('contacts');
        database.createObjectStore('results');
        database.createObjectStore('audit');
        const ledger = database.createObjectStore('ledger');
        ledger.createIndex('byBatch', 'batchId');
        ledger.createIndex('byTime', 'at');
        database.createObjectStore(USER_SETTINGS_RECORD.store);
        database.createObjectStore(TOKEN_RECORD.store);
      }
      if (oldVersion < 2) database.createObjectStore('ocrPages');
    },
    // An older worker of this extension holding the database open must not block the new one.
    blocking(_current, _next, event) {
      (event.target as IDBDatabase | null)?.close();
    },
  });
}

export interface HandleOptions {
  name?: string;
  /** Run once on each open before anyone uses the database (the background migrates older stores). */
  prepare?: (database: AtalaiaDatabase) => Promise<unknown>;
}

/** One database per name for the worker's life: opened on first use, opened again if the browser closed it. */
export function databaseHandle(options: HandleOptions = {}): () => Promise<AtalaiaDatabase> {
  let opening: Promise<AtalaiaDatabase> | null = null;
  return () => {
    if (!opening) {
      opening = openDatabase(options.name).then(async (database) => {
        database.addEventListener('close', () => (opening = null));
        await options.prepare?.(database);
        return database;
      });
      opening.catch(() => (opening = null));
    }
    return opening;
  };
}

/**
 * Runs `work` in one read-write transaction over `stores` and waits for it to commit. Any error, ours
 * or the browser's (a full disk, an abort), aborts the whole transaction: no write of it is kept.
 */
export async function inTransaction<Stores extends AtalaiaStore[], T>(
  database: AtalaiaDatabase,
  stores: Stores,
  work: (transaction: AtalaiaTransaction<Stores>) => Promise<T>,
): Promise<T> {
  const transaction = database.transaction(stores, 'readwrite');
  // Rejections of `done` are read below; this keeps an early one from going unhandled meanwhile.
  transaction.done.catch(() => undefined);
  try {
    const result = await work(transaction);
    await transaction.done;
    return result;
  } catch (error) {
    try {
      transaction.abort();
    } catch {
      // Already aborted or finished: nothing of it was committed after the error.
    }
    throw await transaction.done.then(
      () => error,
      (aborted: unknown) => (error instanceof DOMException && error.name === 'AbortError' && aborted ? aborted : error),
    );
  }
}

/** Whether the browser refused a write for want of space or failed under it (the cache then stops, the person is told). */
export function isStorageFailure(error: unknown): boolean {
  return error instanceof DOMException && ['QuotaExceededError', 'AbortError', 'UnknownError'].includes(error.name);
}

/** Whether the browser refused to store more (IndexedDB over its quota). */
export function isStorageFull(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'QuotaExceededError';
}
