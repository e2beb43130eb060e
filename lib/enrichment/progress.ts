/** What the panel shows of a batch: progress per job and overall, time left, and a row per contact. */
import type { EnrichmentContact, EnrichmentResultItem } from '../api/schemas';
import type { ContactKind, Identifier } from '../identifiers/kinds';
import { charges, type LedgerEntry } from '../audit/spend';
import { answeringChunks, awaitsDecision, contactCount, isFinished, isTerminal, type AwaitingDecision, type Batch, type BatchSummary, type Chunk, type ChunkFailure, type ChunkState } from './batches';
import { choicesFor, isolationCost, type DecisionChoice } from './runner-rules';

export interface ChunkProgress {
  index: number;
  mode: 'sync' | 'async';
  size: number;
  state: ChunkState;
  failure?: ChunkFailure | undefined;
  failureMessage?: string | undefined;
  /** For a split chunk: the jobs its halves (and theirs) made, and how many are still running. */
  splitJobs?: { total: number; running: number } | undefined;
  /** For a chunk being isolated: contacts sent in halves so far, and the most the person accepted. */
  isolation?: { sent: number; allowed: number } | undefined;
  /** Contacts enriched before, within the cache's TTL: answered from the cache, not sent. */
  cached?: boolean | undefined;
}

/** A chunk that waits for the person: which one, why, and the ways on with what each may cost. */
export interface PendingDecision {
  chunk: number;
  failure: AwaitingDecision;
  size: number;
  /** What the person may choose, in the order offered (`choicesFor`). */
  choices: DecisionChoice[];
  /** For `isolate`: the most contacts sent, in halves, to find the ones that fail. */
  isolationCost: number;
}

/** What the spend ledger has of a batch's requests, in contacts. */
export interface BatchSpend {
  /** Contacts in requests that may have reached the service: what the batch has cost, at most. */
  sent: number;
  /** Of those, contacts in requests whose answer was never seen (the worker stopped under them). */
  unanswered: number;
}

export const NO_SPEND: BatchSpend = { sent: 0, unanswered: 0 };

/** A batch's spend, from its ledger entries. */
export function spendOfBatch(entries: readonly LedgerEntry[]): BatchSpend {
  const counting = charges(entries);
  return { sent: counting.reduce((sum, entry) => sum + entry.units, 0), unanswered: counting.filter((entry) => entry.state === 'sent').reduce((sum, entry) => sum + entry.units, 0) };
}

export type BatchState = 'running' | 'completed' | 'failed' | 'cancelled' | 'partial';

export interface BatchProgress {
  id: string;
  label: string;
  createdAt: number;
  total: number;
  /** Contacts with an answer or a final failure; cancelled ones are not counted. */
  finished: number;
  cancelled: number;
  /** The spend ledger's count for this batch: contacts sent (and so possibly charged), retries and isolations included. */
  spend: BatchSpend;
  /** Contacts never sent: cancelled before their request, or not sent yet. */
  unsent: number;
  state: BatchState;
  /** The chunks the batch was planned in; the halves of split ones are summed up in `splitJobs`. */
  chunks: ChunkProgress[];
  /** Estimated time left, from the pace measured since the first request; null ("calculando…") until something has finished. */
  etaMs: number | null;
  retryOf?: string | undefined;
  /** Chunks waiting for the person's decision (never sent again on their own). */
  decisions: PendingDecision[];
}

/** The chunk each chunk descends from: its own index for a planned chunk, its ancestor's for halves. */
function rootsOf(batch: BatchSummary): number[] {
  const roots: number[] = [];
  for (const chunk of batch.chunks) roots[chunk.index] = chunk.parent === undefined ? chunk.index : (roots[chunk.parent] ?? chunk.parent);
  return roots;
}

export function progressOf(batch: BatchSummary, now = Date.now(), spend: BatchSpend = NO_SPEND): BatchProgress {
  const total = contactCount(batch);
  const size = (chunk: Chunk) => chunk.to - chunk.from;
  const leaves = new Set(answeringChunks(batch));
  const countIn = (states: ChunkState[]) => [...leaves].filter((chunk) => states.includes(chunk.state)).reduce((sum, chunk) => sum + size(chunk), 0);
  const finished = countIn(['completed', 'failed']);
  const cancelled = countIn(['cancelled']);
  const states = new Set([...leaves].map((chunk) => chunk.state));
  let state: BatchState = 'running';
  if (isFinished(batch)) {
    if (states.size === 1 && states.has('completed')) state = 'completed';
    else if (batch.cancelled) state = 'cancelled';
    else if (!states.has('completed')) state = 'failed';
    else state = 'partial';
  }
  const roots = rootsOf(batch);
  const descendants = (index: number) => batch.chunks.filter((chunk) => chunk.parent !== undefined && roots[chunk.index] === index);
  // The pace is measured from the first request: the time before it (a budget question) is no work.
  const firstSent = Math.min(...batch.chunks.map((chunk) => chunk.sentAt ?? Number.POSITIVE_INFINITY), Number.POSITIVE_INFINITY);
  const elapsed = now - (Number.isFinite(firstSent) ? firstSent : batch.createdAt);
  const unsent = [...leaves].filter((chunk) => chunk.sentAt === undefined && (chunk.state === 'pending' || chunk.state === 'cancelled')).reduce((sum, chunk) => sum + size(chunk), 0);
  // Answers from the cache took no time: the pace is the requests'.
  const fromCache = batch.chunks.filter((chunk) => chunk.cached).reduce((sum, chunk) => sum + size(chunk), 0);
  const paced = finished - fromCache;
  return {
    id: batch.id,
    label: batch.source.label,
    createdAt: batch.createdAt,
    total,
    finished,
    cancelled,
    spend,
    unsent,
    state,
    chunks: batch.chunks
      .filter((chunk) => chunk.parent === undefined)
      .map((chunk) => {
        const halves = chunk.state === 'split' ? descendants(chunk.index) : [];
        // Every isolation started within this planned chunk (a half may be isolated again, by a new decision).
        const pools = Object.entries(batch.isolations ?? {})
          .filter(([start]) => roots[Number(start)] === chunk.index)
          .map(([, pool]) => pool);
        return {
          index: chunk.index,
          mode: chunk.mode,
          size: size(chunk),
          state: chunk.state,
          failure: chunk.failure,
          failureMessage: chunk.failureMessage,
          ...(halves.length > 0 ? { splitJobs: { total: halves.length, running: halves.filter((half) => !isTerminal(half.state)).length } } : {}),
          ...(pools.length > 0 ? { isolation: pools.reduce((sum, pool) => ({ sent: sum.sent + pool.sent, allowed: sum.allowed + pool.allowed }), { sent: 0, allowed: 0 }) } : {}),
          ...(chunk.cached ? { cached: true } : {}),
        };
      }),
    etaMs: state === 'running' && paced > 0 ? Math.round((elapsed / paced) * (total - finished - cancelled)) : null,
    retryOf: batch.retryOf,
    decisions: [...leaves]
      .filter((chunk) => chunk.state === 'failed' && awaitsDecision(chunk.failure))
      .map((chunk) => ({
        chunk: chunk.index,
        failure: chunk.failure as AwaitingDecision,
        size: size(chunk),
        // After a cancel, only what costs nothing more.
        choices: choicesFor(chunk).filter((choice) => !batch.cancelled || choice === 'refetch' || choice === 'leave'),
        isolationCost: isolationCost(size(chunk)),
      })),
  };
}

/**
 * What became of a contact:
 * - `ok`: enriched;
 * - `not_enriched`: the service answered without a profile (nobody found, input it calls invalid);
 * - `refused`: the service refused this contact (its job failed with it alone, or it was refused as
 *   invalid): sending it again would fail again;
 * - `failed`: it could not be done now (network, server, rate limit, token): it may succeed later;
 * - `awaiting_decision`: sent and possibly billed with no answer kept (see PendingDecision): never
 *   retried with the failed ones, only by the person's explicit decision on its chunk;
 * - `cancelled`, `pending`.
 */
export type ContactStatus = 'ok' | 'not_enriched' | 'refused' | 'failed' | 'awaiting_decision' | 'cancelled' | 'pending';

export interface ContactResult {
  key: string;
  contact: EnrichmentContact;
  line?: number | undefined;
  fields?: string[] | undefined;
  others?: Identifier<ContactKind>[] | undefined;
  status: ContactStatus;
  /** Why it is not `ok`: the service's message, or the failure's code (`failure_<code>` in the catalogue). */
  reason?: string | undefined;
  item?: EnrichmentResultItem | undefined;
  /** For `awaiting_decision`: the chunk whose decision it waits for. */
  chunk?: number | undefined;
}

/** Failures that are the service's answer about the contact itself (a chunk fails alone only once split to one). */
const REFUSALS: ReadonlySet<ChunkFailure> = new Set(['job_failed', 'invalid_input']);

export function contactResults(batch: Batch, items: (EnrichmentResultItem | null)[]): ContactResult[] {
  const answering = answeringChunks(batch);
  return batch.contacts.map((entry, index) => {
    const chunk = answering[index];
    const base = { key: entry.key, contact: entry.contact, line: entry.line, fields: entry.fields, others: entry.others };
    if (!chunk || !isTerminal(chunk.state)) return { ...base, status: 'pending' };
    if (chunk.state === 'cancelled') return { ...base, status: 'cancelled' };
    if (chunk.state === 'failed' && awaitsDecision(chunk.failure)) return { ...base, status: 'awaiting_decision', reason: chunk.failure, chunk: chunk.index };
    if (chunk.state === 'failed') {
      const refused = chunk.failure !== undefined && REFUSALS.has(chunk.failure);
      return { ...base, status: refused ? 'refused' : 'failed', reason: chunk.failureMessage ?? chunk.failure };
    }
    const item = items[index] ?? undefined;
    if (item?.status === 'ok') return { ...base, status: 'ok', item };
    return { ...base, status: 'not_enriched', reason: item?.mensagem ?? item?.status ?? undefined, item };
  });
}

/** "Tentar novamente": only the contacts that may succeed now (failed or cancelled), never refused ones. */
export function isRetriable(result: ContactResult): boolean {
  return result.status === 'failed' || result.status === 'cancelled';
}
