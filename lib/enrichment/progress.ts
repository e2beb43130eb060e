/** What the panel shows of a batch: progress per job and overall, time left, and a row per contact. */
import type { EnrichmentContact, EnrichmentResultItem } from '../api/schemas';
import { isFinished, isTerminal, type Batch, type ChunkFailure, type ChunkState } from './batches';

export interface ChunkProgress {
  index: number;
  mode: 'sync' | 'async';
  size: number;
  state: ChunkState;
  failure?: ChunkFailure | undefined;
  failureMessage?: string | undefined;
}

export type BatchState = 'running' | 'completed' | 'failed' | 'cancelled' | 'partial';

export interface BatchProgress {
  id: string;
  label: string;
  createdAt: number;
  total: number;
  /** Contacts whose chunk has ended, whatever the ending. */
  finished: number;
  state: BatchState;
  chunks: ChunkProgress[];
  /** Estimated time left, from the pace so far; null until something has finished. */
  etaMs: number | null;
  retryOf?: string | undefined;
}

export function progressOf(batch: Batch, now = Date.now()): BatchProgress {
  const size = (chunk: Batch['chunks'][number]) => chunk.to - chunk.from;
  const finished = batch.chunks.filter((chunk) => isTerminal(chunk.state)).reduce((sum, chunk) => sum + size(chunk), 0);
  const states = new Set(batch.chunks.map((chunk) => chunk.state));
  let state: BatchState = 'running';
  if (isFinished(batch)) {
    if (states.size === 1 && states.has('completed')) state = 'completed';
    else if (batch.cancelled) state = 'cancelled';
    else if (!states.has('completed')) state = 'failed';
    else state = 'partial';
  }
  const elapsed = now - batch.createdAt;
  return {
    id: batch.id,
    label: batch.source.label,
    createdAt: batch.createdAt,
    total: batch.contacts.length,
    finished,
    state,
    chunks: batch.chunks.map((chunk) => ({ index: chunk.index, mode: chunk.mode, size: size(chunk), state: chunk.state, failure: chunk.failure, failureMessage: chunk.failureMessage })),
    etaMs: state === 'running' && finished > 0 ? Math.round((elapsed / finished) * (batch.contacts.length - finished)) : null,
    retryOf: batch.retryOf,
  };
}

export type ContactStatus = 'ok' | 'not_enriched' | 'failed' | 'cancelled' | 'pending';

export interface ContactResult {
  key: string;
  contact: EnrichmentContact;
  line?: number | undefined;
  original?: Record<string, string> | undefined;
  status: ContactStatus;
  /** Why it is not `ok`: the item's status and message, or the job's failure. */
  reason?: string | undefined;
  item?: EnrichmentResultItem | undefined;
}

export function contactResults(batch: Batch, items: (EnrichmentResultItem | null)[]): ContactResult[] {
  return batch.contacts.map((entry, index) => {
    const chunk = batch.chunks.find((candidate) => index >= candidate.from && index < candidate.to);
    const base = { key: entry.key, contact: entry.contact, line: entry.line, original: entry.original };
    if (!chunk || !isTerminal(chunk.state)) return { ...base, status: 'pending' };
    if (chunk.state === 'cancelled') return { ...base, status: 'cancelled' };
    if (chunk.state === 'failed') return { ...base, status: 'failed', reason: chunk.failureMessage ?? chunk.failure };
    const item = items[index] ?? undefined;
    if (item?.status === 'ok') return { ...base, status: 'ok', item };
    return { ...base, status: 'not_enriched', reason: item?.mensagem ?? item?.status ?? undefined, item };
  });
}
