/**
 * Enrichment batches as they are kept in IndexedDB (background only): the contacts, how they are cut
 * into requests (chunks), and where each chunk stands. Every step with an effect is written before it
 * is taken, so a service worker stopped at any point resumes where it was.
 */
import { createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { EnrichmentContact, EnrichmentField, EnrichmentResultItem } from '../api/schemas';
import type { ContactKind, Identifier } from '../identifiers/kinds';
import type { RowProblem } from '../protocol/limits';

export interface BatchContact {
  /** `cpf:…`, `phone:…`, `email:…`: one per contact, duplicates merged. */
  key: string;
  contact: EnrichmentContact;
  /** Line and fields of the CSV row it came from. */
  line?: number;
  fields?: string[];
  /** The person's other identifiers the page showed beside the one sent (phone, e-mail). */
  others?: Identifier<ContactKind>[];
}

/** A CSV row that was not sent: invalid, or a duplicate merged into an earlier row. Kept for the export. */
export interface SkippedRow {
  line: number;
  fields: string[];
  problem?: RowProblem;
  value?: string;
  /** The line of the row it was merged into. */
  duplicateOf?: number;
}

/** `split`: the job failed and its contacts went on as two halves (the chunks whose `parent` it is). */
export type ChunkState = 'pending' | 'creating' | 'polling' | 'completed' | 'failed' | 'cancelled' | 'split';

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
  | 'gave_up'
  | 'service_failing'
  | 'outcome_unknown'
  | 'possibly_created'
  | 'storage_full';

/**
 * Failures that wait for the person's decision instead of being retried: a request that may have been
 * billed (sent, answer never seen) and results the service has but this browser could not keep.
 */
export const AWAITING_DECISION = ['outcome_unknown', 'possibly_created', 'storage_full'] as const satisfies readonly ChunkFailure[];
export type AwaitingDecision = (typeof AWAITING_DECISION)[number];

export function awaitsDecision(failure: ChunkFailure | undefined): failure is AwaitingDecision {
  return (AWAITING_DECISION as readonly (ChunkFailure | undefined)[]).includes(failure);
}

export interface Chunk {
  index: number;
  /** The chunk this one is half of, when a failure split it. */
  parent?: number;
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
  /** What the contacts came from: a file name or the page's title; the header and unsent rows of a CSV. */
  source: { label: string; origin?: 'page' | 'csv'; header?: string[]; skipped?: SkippedRow[] };
  /** The purpose given when the batch was sent: its requests are recorded with it, even after the session ends. */
  purpose?: string | null;
  contacts: BatchContact[];
  chunks: Chunk[];
  cancelled: boolean;
  /** The batch whose failed contacts this one retries. */
  retryOf?: string;
}

export function isTerminal(state: ChunkState): boolean {
  return state === 'completed' || state === 'failed' || state === 'cancelled' || state === 'split';
}

/**
 * For each contact of the batch, the chunk that answers for it: the last chunk holding it, since the
 * halves of a split chunk come after it.
 */
export function answeringChunks(batch: BatchSummary): Chunk[] {
  const answering: Chunk[] = new Array(contactCount(batch));
  for (const chunk of batch.chunks) for (let index = chunk.from; index < chunk.to; index++) answering[index] = chunk;
  return answering;
}

/** A batch as listed: everything but its contacts, which only its results need. */
export type BatchSummary = Omit<Batch, 'contacts'>;

/** How many contacts a batch sends: its planned chunks cover them all. */
export function contactCount(batch: BatchSummary): number {
  return batch.chunks.reduce((count, chunk) => Math.max(count, chunk.to), 0);
}

export function isFinished(batch: BatchSummary): boolean {
  return batch.chunks.every((chunk) => isTerminal(chunk.state));
}

/** Batches whose contacts stay in memory (a worker runs one or two at a time). */
const CONTACTS_KEPT = 4;

/**
 * The store of batches. A batch's contacts never change once it starts, while its chunks change at
 * every step: the contacts are written once, apart, and kept in memory while the worker lives, so a
 * step writes only the chunks (a 10,000-contact batch split into a thousand jobs would otherwise copy
 * its contacts into IndexedDB thousands of times).
 */
export function createBatchStore(databaseName = 'atalaia-enrichment') {
  const batches: UseStore = createStore(`${databaseName}-batches`, 'batches');
  const contactLists: UseStore = createStore(`${databaseName}-contacts`, 'contacts');
  const results: UseStore = createStore(`${databaseName}-results`, 'results');
  const resultKey = (batchId: string, chunk: number) => `${batchId}:${chunk}`;
  const kept = new Map<string, BatchContact[]>();

  function keep(id: string, contacts: BatchContact[]) {
    kept.delete(id);
    kept.set(id, contacts);
    for (const old of kept.keys()) if (kept.size > CONTACTS_KEPT) kept.delete(old);
  }

  async function withContacts(stored: BatchSummary | undefined): Promise<Batch | undefined> {
    if (!stored) return undefined;
    // Batches written by earlier builds hold their contacts inline.
    if (Array.isArray((stored as Partial<Batch>).contacts)) return stored as Batch;
    let contacts = kept.get(stored.id);
    if (!contacts) {
      contacts = (await get<BatchContact[]>(stored.id, contactLists)) ?? [];
      keep(stored.id, contacts);
    }
    return { ...stored, contacts };
  }

  return {
    get: async (id: string) => withContacts(await get<BatchSummary>(id, batches)),
    async save(batch: Batch): Promise<void> {
      const { contacts, ...stored } = batch;
      if (!kept.has(batch.id)) {
        await set(batch.id, contacts, contactLists);
        keep(batch.id, contacts);
      }
      await set(batch.id, stored, batches);
    },
    /** Every batch, newest first, without its contacts (a list must not load thousands of them). */
    async all(): Promise<BatchSummary[]> {
      return ((await entries<string, BatchSummary>(batches)) ?? []).map(([, batch]) => batch).sort((a, b) => b.createdAt - a.createdAt);
    },
    saveResults: (batchId: string, chunk: number, items: EnrichmentResultItem[]) => set(resultKey(batchId, chunk), items, results),
    results: async (batchId: string, chunk: number) => (await get<EnrichmentResultItem[]>(resultKey(batchId, chunk), results)) ?? [],
    async remove(batch: BatchSummary): Promise<void> {
      await Promise.all(batch.chunks.map((chunk) => del(resultKey(batch.id, chunk.index), results)));
      await del(batch.id, contactLists);
      await del(batch.id, batches);
      kept.delete(batch.id);
    },
  };
}

export type BatchStore = ReturnType<typeof createBatchStore>;
