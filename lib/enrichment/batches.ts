/**
 * Enrichment batches as they are kept in the extension's database (background only): the contacts,
 * how they are cut into requests (chunks), and where each chunk stands. Every step with an effect is
 * written before it is taken, so a service worker stopped at any point resumes where it was. A batch,
 * its contacts and its results are written and erased together: no erase leaves a contact behind.
 */
import { identifierKey } from '../identifiers/keys';
import { databaseHandle, inTransaction, type AtalaiaDatabase } from '../storage/database';
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

/**
 * `split`: the job failed and, by the person's choice to isolate what fails, its contacts went on as
 * two halves (the chunks whose `parent` it is).
 */
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
  /** Written by versions before the decisions below, which split failing jobs on their own. */
  | 'service_failing'
  | 'outcome_unknown'
  | 'possibly_created'
  | 'storage_full'
  /** The service failed a job of several contacts as a whole: retry it, isolate what fails, or leave it. */
  | 'failed_whole'
  /** The person chose to leave a failed job's contacts unsent. */
  | 'left'
  /** Not sent: this browser could not write the request into its audit log and spend ledger first. */
  | 'not_recorded'
  /** Not sent: a rule in force when it was due stopped it (a feature the organization switched off). */
  | 'blocked';

/**
 * Failures that wait for the person's decision instead of being retried: a request that may have been
 * billed (sent, answer never seen), results the service has but this browser could not keep, and a
 * job the service failed as a whole. Nothing of them is sent again without a click.
 */
export const AWAITING_DECISION = ['outcome_unknown', 'possibly_created', 'storage_full', 'failed_whole'] as const satisfies readonly ChunkFailure[];
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
  /** When its request first left (written before it does): a chunk without it was never sent. */
  sentAt?: number;
  /** How many times the person chose to send this failed job again: each time under a new idempotency key. */
  retries?: number;
  /** The chunk whose isolation this one is part of (see `Batch.isolations`). */
  isolation?: number;
  /** Contacts enriched within the cache's TTL before this batch: completed at filing, from the cache, never sent. */
  cached?: true;
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
  /**
   * Isolations the person chose, by the failed chunk they started from: how many contacts they
   * accepted to send in halves (shown before the click), and how many have been sent. No half goes out
   * past `allowed`: a failure beyond it waits for a new decision.
   */
  isolations?: Record<number, { allowed: number; sent: number }>;
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
 * every step: the contacts are written once, with the batch's first record, and kept in memory while
 * the worker lives, so a step writes only the chunks (a 10,000-contact batch split into a thousand
 * jobs would otherwise copy its contacts into IndexedDB thousands of times).
 */
export function createBatchStore(database: () => Promise<AtalaiaDatabase> = databaseHandle()) {
  const kept = new Map<string, BatchContact[]>();
  /** All of a batch's results: keys `[batchId, chunk]`. */
  const resultsOf = (batchId: string) => IDBKeyRange.bound([batchId, -Infinity], [batchId, Infinity]);

  function keep(id: string, contacts: BatchContact[]) {
    kept.delete(id);
    kept.set(id, contacts);
    for (const old of kept.keys()) if (kept.size > CONTACTS_KEPT) kept.delete(old);
  }

  async function withContacts(stored: BatchSummary | undefined): Promise<Batch | undefined> {
    if (!stored) return undefined;
    let contacts = kept.get(stored.id);
    if (!contacts) {
      contacts = (await (await database()).get('contacts', stored.id)) ?? [];
      keep(stored.id, contacts);
    }
    return { ...stored, contacts };
  }

  return {
    get: async (id: string) => withContacts(await (await database()).get('batches', id)),
    /** Files a new batch with its contacts and any results it starts with, in one transaction. */
    async file(batch: Batch, initialResults: readonly [chunk: number, items: EnrichmentResultItem[]][] = []): Promise<void> {
      const { contacts, ...stored } = batch;
      await inTransaction(await database(), ['batches', 'contacts', 'results'], async (transaction) => {
        await Promise.all([
          transaction.objectStore('batches').put(stored, batch.id),
          transaction.objectStore('contacts').put(contacts, batch.id),
          ...initialResults.map(([chunk, items]) => transaction.objectStore('results').put(items, [batch.id, chunk])),
        ]);
      });
      keep(batch.id, contacts);
    },
    /**
     * Writes a filed batch's new state; false, writing nothing, when it has been erased meanwhile ("Apagar
     * tudo" during a step): an erased batch never comes back, nor goes on.
     */
    async save(batch: Batch): Promise<boolean> {
      const { contacts: _contacts, ...stored } = batch;
      return inTransaction(await database(), ['batches'], async (transaction) => {
        const store = transaction.objectStore('batches');
        if ((await store.getKey(batch.id)) === undefined) return false;
        await store.put(stored, batch.id);
        return true;
      });
    },
    /** Every batch, newest first, without its contacts (a list must not load thousands of them). */
    all: async (): Promise<BatchSummary[]> => (await (await database()).getAll('batches')).sort((a, b) => b.createdAt - a.createdAt),
    /** Keeps a chunk's results, unless the batch has been erased meanwhile (then false). */
    async saveResults(batchId: string, chunk: number, items: EnrichmentResultItem[]): Promise<boolean> {
      return inTransaction(await database(), ['batches', 'results'], async (transaction) => {
        if ((await transaction.objectStore('batches').getKey(batchId)) === undefined) return false;
        await transaction.objectStore('results').put(items, [batchId, chunk]);
        return true;
      });
    },
    results: async (batchId: string, chunk: number) => (await (await database()).get('results', [batchId, chunk])) ?? [],
    /** Erases batches with their contacts and results, in one transaction. */
    async remove(ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      await inTransaction(await database(), ['batches', 'contacts', 'results'], async (transaction) => {
        await Promise.all(
          ids.flatMap((id) => [transaction.objectStore('batches').delete(id), transaction.objectStore('contacts').delete(id), transaction.objectStore('results').delete(resultsOf(id))]),
        );
      });
      for (const id of ids) kept.delete(id);
    },
    /**
     * The batches holding a contact (`cpf:…`): as sent, as one of a person's other identifiers, or, for
     * a CPF, as the person the service found behind a phone or an e-mail.
     */
    async holding(key: string): Promise<string[]> {
      const found = new Set<string>();
      const transaction = (await database()).transaction(['contacts', 'results']);
      const contacts = transaction.objectStore('contacts');
      for (let cursor = await contacts.openCursor(); cursor; cursor = await cursor.continue()) {
        if (cursor.value.some((entry) => entry.key === key || entry.others?.some((other) => identifierKey(other) === key))) found.add(cursor.key);
      }
      if (key.startsWith('cpf:')) {
        const cpf = key.slice('cpf:'.length);
        const results = transaction.objectStore('results');
        for (let cursor = await results.openCursor(); cursor; cursor = await cursor.continue()) {
          if (cursor.value.some((item) => typeof item.cpf === 'string' && item.cpf.replace(/\D/g, '') === cpf)) found.add(cursor.key[0]);
        }
      }
      return [...found];
    },
    /** Erases every batch, contact and result. */
    async removeAll(): Promise<void> {
      await inTransaction(await database(), ['batches', 'contacts', 'results'], async (transaction) => {
        await Promise.all([transaction.objectStore('batches').clear(), transaction.objectStore('contacts').clear(), transaction.objectStore('results').clear()]);
      });
      kept.clear();
    },
  };
}

export type BatchStore = ReturnType<typeof createBatchStore>;
