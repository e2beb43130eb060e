/**
 * Enrichment batches as they are kept in IndexedDB (background only): the contacts, how they are cut
 * into requests (chunks), and where each chunk stands. Every step with an effect is written before it
 * is taken, so a service worker stopped at any point resumes where it was.
 */
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { EnrichmentContact, EnrichmentField, EnrichmentResultItem } from '../api/schemas';
import { ASYNC_ENRICHMENT_LIMIT, SYNC_ENRICHMENT_LIMIT } from '../api/schemas';

export interface BatchContact {
  /** `cpf:…`, `phone:…`, `email:…`: one per contact, duplicates merged. */
  key: string;
  contact: EnrichmentContact;
  /** Line and columns of the CSV row it came from. */
  line?: number;
  original?: Record<string, string>;
}

export type ChunkState = 'pending' | 'creating' | 'polling' | 'completed' | 'failed' | 'cancelled';

export type ChunkFailure =
  | 'job_failed'
  | 'unknown_job'
  | 'unknown_status'
  | 'too_old'
  | 'unauthorized'
  | 'forbidden'
  | 'invalid_input'
  | 'too_large'
  | 'not_configured'
  | 'gave_up';

export interface Chunk {
  index: number;
  mode: 'sync' | 'async';
  /** Contacts `[from, to)` of the batch. */
  from: number;
  to: number;
  state: ChunkState;
  jobId?: string;
  statusUrl?: string;
  /** When the job was created (for the maximum age). */
  createdAt?: number;
  /** Failed attempts at the current step (network, server), for backoff and giving up. */
  attempts: number;
  polls: number;
  /** No request for this chunk before this time (backoff, Retry-After). */
  notBefore: number;
  lastStatus?: string;
  failure?: ChunkFailure;
  /** What the service said about a failure, when it said something. */
  failureMessage?: string;
  finishedAt?: number;
}

export interface Batch {
  id: string;
  createdAt: number;
  campos?: EnrichmentField[];
  /** What the contacts came from: a file name or the page's title; columns of a CSV. */
  source: { label: string; header?: string[] };
  contacts: BatchContact[];
  chunks: Chunk[];
  cancelled: boolean;
  /** The batch whose failed contacts this one retries. */
  retryOf?: string;
}

/** Up to 100 contacts go through the synchronous endpoint; more as jobs of at most 1,000. */
export function planChunks(count: number): Pick<Chunk, 'mode' | 'from' | 'to'>[] {
  if (count <= SYNC_ENRICHMENT_LIMIT) return [{ mode: 'sync', from: 0, to: count }];
  const chunks: Pick<Chunk, 'mode' | 'from' | 'to'>[] = [];
  const jobs = Math.ceil(count / ASYNC_ENRICHMENT_LIMIT);
  // Even sizes: 2,500 contacts make 3 jobs of 834/833/833, not 1,000/1,000/500.
  const size = Math.ceil(count / jobs);
  for (let from = 0; from < count; from += size) chunks.push({ mode: 'async', from, to: Math.min(count, from + size) });
  return chunks;
}

export function isTerminal(state: ChunkState): boolean {
  return state === 'completed' || state === 'failed' || state === 'cancelled';
}

export function isFinished(batch: Batch): boolean {
  return batch.chunks.every((chunk) => isTerminal(chunk.state));
}

export function createBatchStore(databaseName = 'atalaia-enrichment') {
  const batches: UseStore = createStore(`${databaseName}-batches`, 'batches');
  const results: UseStore = createStore(`${databaseName}-results`, 'results');
  const resultKey = (batchId: string, chunk: number) => `${batchId}:${chunk}`;
  return {
    get: (id: string) => get<Batch>(id, batches),
    save: (batch: Batch) => set(batch.id, batch, batches),
    async all(): Promise<Batch[]> {
      return ((await entries<string, Batch>(batches)) ?? []).map(([, batch]) => batch).sort((a, b) => b.createdAt - a.createdAt);
    },
    saveResults: (batchId: string, chunk: number, items: EnrichmentResultItem[]) => set(resultKey(batchId, chunk), items, results),
    results: async (batchId: string, chunk: number) => (await get<EnrichmentResultItem[]>(resultKey(batchId, chunk), results)) ?? [],
    async remove(batch: Batch): Promise<void> {
      await Promise.all(batch.chunks.map((chunk) => del(resultKey(batch.id, chunk.index), results)));
      await del(batch.id, batches);
    },
  };
}

export type BatchStore = ReturnType<typeof createBatchStore>;
