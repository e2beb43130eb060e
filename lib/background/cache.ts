/**
 * The record cache, in the extension's one database (lib/storage/database.ts). Background only:
 * IndexedDB opened from a content script belongs to the web page's origin.
 *
 * Two stores written together: `records` holds the answers, `recordIndex` a small entry per answer
 * (when it was fetched and last used, its size, the identifiers it is about), so that expiry,
 * eviction, listing and purging by identifier never load the answers themselves. An answer and its
 * entry are written and deleted in one transaction: there is no answer that a purge cannot find.
 */
import { databaseHandle, inTransaction, isStorageFailure, type AtalaiaDatabase } from '../storage/database';

export interface CacheIndexEntry {
  fetchedAt: number;
  lastUsedAt: number;
  /** Approximate size of the stored answer (UTF-16 length of its JSON). */
  bytes: number;
  /** The identifiers the answer is about, as `kind:value` (`cpf:52998224725`). */
  subjects: string[];
}

export interface CachedRecord<T> {
  value: T;
  fetchedAt: number;
}

export interface CacheStats {
  entries: number;
  people: number;
  companies: number;
  otherSubjects: number;
  bytes: number;
}

export interface CachedSubject {
  subject: string;
  /** The newest answer about it. */
  fetchedAt: number;
  entries: number;
}

export type CacheUnavailableReason = 'quota' | 'failure';

export interface RecordCacheOptions {
  /** Total size above which the least recently used answers are evicted. */
  maxBytes?: number;
  now?: () => number;
  /** The database (tests pass one of their own). */
  database?: () => Promise<AtalaiaDatabase>;
  /** The size of the in-memory copies of the latest answers. */
  memoryBytes?: number;
}

export const DEFAULT_MAX_CACHE_BYTES = 50 * 1024 * 1024;

/**
 * How much of the latest answers the worker also keeps in memory (UTF-16 length of their JSON): a big
 * record read from IndexedDB costs a structured-clone copy of every object in it, each time a tab of
 * the panel, the card or a review reads it again.
 */
export const DEFAULT_MEMORY_BYTES = 8 * 1024 * 1024;

/** How much below the cap an eviction goes, so that one new answer does not evict again at once. */
const EVICTION_TARGET = 0.8;

export function createRecordCache(options: RecordCacheOptions = {}) {
  const maxBytes = options.maxBytes ?? DEFAULT_MAX_CACHE_BYTES;
  const now = options.now ?? Date.now;
  const database = options.database ?? databaseHandle();
  let unavailable: CacheUnavailableReason | null = null;
  const memoryBytes = options.memoryBytes ?? DEFAULT_MEMORY_BYTES;
  /**
   * The latest answers as objects, the least recently used first. The index stays the truth: a copy
   * serves only while the index still has its key with the same fetch time, so every deletion,
   * purge, sweep and eviction (and a cleared browser profile) takes effect without touching it.
   */
  const memory = new Map<string, CachedRecord<unknown> & { bytes: number }>();
  /** The sum of `bytes` over `memory`, kept by `forget` and `remember`. */
  let memoryTotal = 0;

  function forget(key: string): void {
    memoryTotal -= memory.get(key)?.bytes ?? 0;
    memory.delete(key);
  }

  function remember(key: string, record: CachedRecord<unknown>, bytes: number): void {
    forget(key);
    if (bytes > memoryBytes) return;
    memory.set(key, { ...record, bytes });
    memoryTotal += bytes;
    for (const oldest of memory.keys()) {
      if (memoryTotal <= memoryBytes) break;
      forget(oldest);
    }
  }

  async function readIndex(): Promise<[string, CacheIndexEntry][]> {
    const transaction = (await database()).transaction('recordIndex');
    const store = transaction.objectStore('recordIndex');
    const [keys, values] = await Promise.all([store.getAllKeys(), store.getAll()]);
    return keys.map((key, position) => [key, values[position] as CacheIndexEntry]);
  }

  /** Deletes answers with their index entries, in one transaction. */
  async function remove(keys: string[]): Promise<void> {
    if (keys.length === 0) return;
    await inTransaction(await database(), ['records', 'recordIndex'], async (transaction) => {
      const [records, index] = [transaction.objectStore('records'), transaction.objectStore('recordIndex')];
      await Promise.all(keys.flatMap((key) => [records.delete(key), index.delete(key)]));
    });
    for (const key of keys) forget(key);
  }

  /**
   * Evicts least recently used answers: down to 80% of the cap when `incomingBytes` would not fit,
   * or down to half of what is stored after the disk refused a write.
   */
  async function evict(incomingBytes: number, afterFailure: boolean): Promise<void> {
    const all = await readIndex();
    let total = all.reduce((sum, [, entry]) => sum + entry.bytes, 0);
    if (!afterFailure && total + incomingBytes <= maxBytes) return;
    const target = afterFailure ? total / 2 : maxBytes * EVICTION_TARGET;
    const victims: string[] = [];
    for (const [key, entry] of all.sort(([, a], [, b]) => a.lastUsedAt - b.lastUsedAt)) {
      if (total + incomingBytes <= target) break;
      victims.push(key);
      total -= entry.bytes;
    }
    await remove(victims);
  }

  async function write(key: string, value: unknown, entry: CacheIndexEntry, afterFailure: boolean): Promise<void> {
    await evict(entry.bytes, afterFailure);
    await inTransaction(await database(), ['records', 'recordIndex'], async (transaction) => {
      await Promise.all([transaction.objectStore('records').put(value, key), transaction.objectStore('recordIndex').put(entry, key)]);
    });
  }

  return {
    /** Why the cache is off for this worker's life, or null while it works. */
    unavailableReason: (): CacheUnavailableReason | null => unavailable,

    /** The answer stored under `key`, however old: the caller decides what is fresh. */
    async get<T>(key: string): Promise<CachedRecord<T> | undefined> {
      if (unavailable) return undefined;
      try {
        const db = await database();
        const entry = await db.get('recordIndex', key);
        if (!entry) {
          forget(key);
          return undefined;
        }
        const kept = memory.get(key);
        const value = kept?.fetchedAt === entry.fetchedAt ? (kept.value as T) : ((await db.get('records', key)) as T | undefined);
        // Written together, an entry has its answer; one deleted between the two reads is gone.
        if (value === undefined) return undefined;
        remember(key, { value, fetchedAt: entry.fetchedAt }, entry.bytes);
        // Recency is bookkeeping for eviction: the answer need not wait for it. Only an entry still
        // there is touched, so that a purge racing this read is not undone.
        void inTransaction(db, ['recordIndex'], async (transaction) => {
          const store = transaction.objectStore('recordIndex');
          const current = await store.get(key);
          if (current?.fetchedAt === entry.fetchedAt) await store.put({ ...current, lastUsedAt: now() }, key);
        }).catch(() => undefined);
        return { value, fetchedAt: entry.fetchedAt };
      } catch {
        return undefined;
      }
    },

    /**
     * The keys of every stored answer, in one IndexedDB request; null when they cannot be read. For
     * callers that peek at thousands of keys at once (the reader's review of a document), most of
     * them never looked up: one `get` each meant a transaction each, whose objects filled the worker's
     * memory.
     */
    async storedKeys(): Promise<ReadonlySet<string> | null> {
      if (unavailable) return new Set();
      try {
        return new Set(await (await database()).getAllKeys('recordIndex'));
      } catch {
        return null;
      }
    },

    /**
     * Stores an answer. On a full or failing disk, evicts and tries once more; after that the cache
     * is switched off for this worker's life (the caller shows a notice) and the extension carries on.
     */
    async set(key: string, value: unknown, subjects: string[], fetchedAt = now()): Promise<boolean> {
      if (unavailable) return false;
      const bytes = JSON.stringify(value)?.length ?? 0;
      if (bytes > maxBytes) return false;
      const entry: CacheIndexEntry = { fetchedAt, lastUsedAt: now(), bytes, subjects };
      try {
        await write(key, value, entry, false);
        remember(key, { value, fetchedAt }, bytes);
        return true;
      } catch (error) {
        if (!isStorageFailure(error)) throw error;
      }
      try {
        await write(key, value, entry, true);
        remember(key, { value, fetchedAt }, bytes);
        return true;
      } catch (error) {
        unavailable = error instanceof DOMException && error.name === 'QuotaExceededError' ? 'quota' : 'failure';
        return false;
      }
    },

    /**
     * Stores many answers at once (a batch's results), in one transaction after one eviction check:
     * one `set` each would read the whole index each time. False when the cache is off or the disk refused.
     */
    async setMany(items: readonly { key: string; value: unknown; subjects: string[] }[]): Promise<boolean> {
      if (unavailable || items.length === 0) return !unavailable;
      const at = now();
      const entries = items.map((item) => ({ ...item, entry: { fetchedAt: at, lastUsedAt: at, bytes: JSON.stringify(item.value)?.length ?? 0, subjects: item.subjects } }));
      try {
        await evict(
          entries.reduce((sum, item) => sum + item.entry.bytes, 0),
          false,
        );
        await inTransaction(await database(), ['records', 'recordIndex'], async (transaction) => {
          const [records, index] = [transaction.objectStore('records'), transaction.objectStore('recordIndex')];
          await Promise.all(entries.flatMap((item) => [records.put(item.value, item.key), index.put(item.entry, item.key)]));
        });
        return true;
      } catch (error) {
        if (!isStorageFailure(error)) throw error;
        return false;
      }
    },

    /** The answers stored under `keys` (those that are there), however old, in one read. */
    async getMany<T>(keys: readonly string[]): Promise<Map<string, CachedRecord<T>>> {
      const found = new Map<string, CachedRecord<T>>();
      if (unavailable || keys.length === 0) return found;
      try {
        const present = new Set(await (await database()).getAllKeys('recordIndex'));
        const wanted = keys.filter((key) => present.has(key));
        const transaction = (await database()).transaction(['records', 'recordIndex']);
        const [records, index] = [transaction.objectStore('records'), transaction.objectStore('recordIndex')];
        await Promise.all(
          wanted.map(async (key) => {
            const [entry, value] = await Promise.all([index.get(key), records.get(key)]);
            if (entry && value !== undefined) found.set(key, { value: value as T, fetchedAt: entry.fetchedAt });
          }),
        );
      } catch {
        // A read that fails finds nothing: the contacts are sent, as if never enriched.
      }
      return found;
    },

    /** Deletes answers fetched more than `ttlMs` ago (everything when the TTL is 0). */
    async sweepExpired(ttlMs: number): Promise<number> {
      const cutoff = now() - ttlMs;
      const expired = (await readIndex()).filter(([, entry]) => ttlMs <= 0 || entry.fetchedAt <= cutoff).map(([key]) => key);
      await remove(expired);
      return expired.length;
    },

    async purgeAll(): Promise<void> {
      await inTransaction(await database(), ['records', 'recordIndex'], async (transaction) => {
        await Promise.all([transaction.objectStore('records').clear(), transaction.objectStore('recordIndex').clear()]);
      });
      memory.clear();
      memoryTotal = 0;
    },

    /** Deletes every answer about one identifier (`cpf:52998224725`). */
    async purgeSubject(subject: string): Promise<number> {
      const keys = await (await database()).getAllKeysFromIndex('recordIndex', 'bySubject', subject);
      await remove(keys);
      return keys.length;
    },

    async listSubjects(): Promise<CachedSubject[]> {
      const bySubject = new Map<string, CachedSubject>();
      for (const [, entry] of await readIndex()) {
        for (const subject of entry.subjects) {
          const known = bySubject.get(subject);
          bySubject.set(subject, {
            subject,
            fetchedAt: Math.max(known?.fetchedAt ?? 0, entry.fetchedAt),
            entries: (known?.entries ?? 0) + 1,
          });
        }
      }
      return [...bySubject.values()].sort((a, b) => b.fetchedAt - a.fetchedAt);
    },

    async stats(): Promise<CacheStats> {
      const all = await readIndex();
      const subjects = new Set(all.flatMap(([, entry]) => entry.subjects));
      const count = (kind: string) => [...subjects].filter((subject) => subject.startsWith(`${kind}:`)).length;
      return {
        entries: all.length,
        people: count('cpf'),
        companies: count('cnpj'),
        otherSubjects: subjects.size - count('cpf') - count('cnpj'),
        bytes: all.reduce((sum, [, entry]) => sum + entry.bytes, 0),
      };
    },
  };
}

export type RecordCache = ReturnType<typeof createRecordCache>;
