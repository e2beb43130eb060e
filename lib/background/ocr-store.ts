/**
 * What OCR read on scanned pages, kept per document (by the SHA-256 of its bytes) in the one database,
 * so that a scan opened again shows its text at once. It follows the cache's rules: nothing is kept
 * with the cache off (TTL 0), the hourly sweep drops pages older than the TTL, "Apagar tudo" erases
 * them all, and the options list each document and erase it.
 */
import type { OcrPage } from '../reader/ocr-text';
import type { AtalaiaDatabase, StoredOcrPage } from '../storage/database';

/** One document in the options' list. */
export interface OcrDocument {
  hash: string;
  title: string;
  pages: number;
  savedAt: number;
  /** Characters of the words kept, about the bytes they take. */
  size: number;
}

const documentRange = (hash: string) => IDBKeyRange.bound([hash, 0], [hash, Number.MAX_SAFE_INTEGER]);

export function createOcrStore(database: () => Promise<AtalaiaDatabase>, now: () => number = Date.now) {
  return {
    /** The pages kept for a document, by page number; none once older than the TTL. */
    async pages(hash: string, ttlMs: number): Promise<Record<number, OcrPage>> {
      const stored = await (await database()).getAll('ocrPages', documentRange(hash));
      const fresh = stored.filter((entry) => ttlMs > 0 && now() - entry.savedAt < ttlMs);
      return Object.fromEntries(fresh.map((entry) => [entry.page, entry.ocr]));
    },
    /** Keeps a page; with the cache off (`ttlMs` 0) nothing is kept. */
    async save(entry: Omit<StoredOcrPage, 'savedAt'>, ttlMs: number): Promise<boolean> {
      if (ttlMs <= 0) return false;
      await (await database()).put('ocrPages', { ...entry, savedAt: now() }, [entry.hash, entry.page]);
      return true;
    },
    async list(): Promise<OcrDocument[]> {
      const documents = new Map<string, OcrDocument>();
      for (const entry of await (await database()).getAll('ocrPages')) {
        const known = documents.get(entry.hash) ?? { hash: entry.hash, title: entry.title, pages: 0, savedAt: 0, size: 0 };
        known.pages += 1;
        known.savedAt = Math.max(known.savedAt, entry.savedAt);
        known.size += entry.ocr.lines.reduce((sum, line) => sum + line.words.reduce((words, word) => words + word.text.length + 1, 0), 0);
        documents.set(entry.hash, known);
      }
      return [...documents.values()].sort((one, other) => other.savedAt - one.savedAt);
    },
    /** Erases one document's pages, or every page kept. */
    async erase(hash?: string): Promise<void> {
      const opened = await database();
      if (hash === undefined) await opened.clear('ocrPages');
      else await opened.delete('ocrPages', documentRange(hash));
    },
    /** Drops the pages older than the TTL (all of them with the cache off). */
    async sweep(ttlMs: number): Promise<number> {
      const transaction = (await database()).transaction('ocrPages', 'readwrite');
      let dropped = 0;
      for (let cursor = await transaction.store.openCursor(); cursor; cursor = await cursor.continue()) {
        if (ttlMs > 0 && now() - cursor.value.savedAt < ttlMs) continue;
        await cursor.delete();
        dropped += 1;
      }
      await transaction.done;
      return dropped;
    },
  };
}

export type OcrStore = ReturnType<typeof createOcrStore>;
