/**
 * "Consultar todos": every CPF and CNPJ of the document looked up, in one explicit step. First a plan
 * (how many requests, how many already cached and free), then the look-ups at a bounded rate, two at a
 * time, with progress, and a stop at any moment. A failure that every later request would share (no
 * token, the token refused, no host access) stops the run; others are counted and the run goes on.
 */
import type { IdentifierReview } from '../background/review';
import type { LookupRequest } from '../protocol/messages';

export interface LookupPlan {
  /** CPFs and CNPJs of the document. */
  identifiers: number;
  /** Every look-up the report needs. */
  requests: number;
  /** Of those, already in the cache and fresh: free. */
  cached: number;
  /** The look-ups to make, each a request to the API. */
  pending: LookupRequest[];
}

export function planLookups(reviews: readonly IdentifierReview[]): LookupPlan {
  const pending = new Map<string, LookupRequest>();
  let requests = 0;
  for (const review of reviews) {
    requests += review.requests;
    for (const request of review.pending) pending.set(JSON.stringify(request), request);
  }
  return { identifiers: reviews.length, requests, cached: requests - pending.size, pending: [...pending.values()] };
}

export interface LookupProgress {
  done: number;
  failed: number;
  total: number;
}

export interface LookupRunResult extends LookupProgress {
  cancelled: boolean;
  /** The error that stopped the run, if one did. */
  stoppedBy: unknown;
}

export interface RunOptions {
  /** One look-up; rejects with an error that has a `kind` (ApiError). */
  lookup: (request: LookupRequest) => Promise<unknown>;
  signal: AbortSignal;
  /** After each look-up, with the one that ended. */
  onProgress: (progress: LookupProgress, request: LookupRequest) => void;
  /** At most this many requests start per second. */
  ratePerSecond?: number;
  concurrency?: number;
  sleep?: (milliseconds: number) => Promise<void>;
  now?: () => number;
}

export const DEFAULT_RATE_PER_SECOND = 4;
export const DEFAULT_CONCURRENCY = 2;

/** Failures every other request would meet too: going on would only spend time (and, for some, credits). */
const STOPPING_KINDS = new Set(['unauthorized', 'forbidden', 'background_stopped']);

const kindOf = (error: unknown) => (typeof error === 'object' && error !== null && 'kind' in error ? String((error as { kind: unknown }).kind) : 'internal');

export async function runLookups(pending: readonly LookupRequest[], options: RunOptions): Promise<LookupRunResult> {
  const rate = options.ratePerSecond ?? DEFAULT_RATE_PER_SECOND;
  const sleep = options.sleep ?? ((milliseconds: number) => new Promise<void>((resolve) => setTimeout(resolve, milliseconds)));
  const now = options.now ?? (() => Date.now());
  const interval = 1000 / rate;
  const progress: LookupProgress = { done: 0, failed: 0, total: pending.length };
  let next = 0;
  let nextStartAt = now();
  let stoppedBy: unknown = null;

  const stopped = () => options.signal.aborted || stoppedBy !== null;

  async function worker(): Promise<void> {
    while (!stopped() && next < pending.length) {
      const request = pending[next++] as LookupRequest;
      // Start times are spaced by `interval` across the workers: the rate holds whatever the latency.
      const startAt = Math.max(now(), nextStartAt);
      nextStartAt = startAt + interval;
      const wait = startAt - now();
      if (wait > 0) await sleep(wait);
      if (stopped()) return;
      try {
        await options.lookup(request);
        progress.done += 1;
      } catch (error) {
        progress.failed += 1;
        const kind = kindOf(error);
        if (STOPPING_KINDS.has(kind) || (kind === 'network' && isNotConfigured(error))) stoppedBy = error;
      }
      options.onProgress({ ...progress }, request);
    }
  }

  await Promise.all(Array.from({ length: Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, pending.length) }, worker));
  return { ...progress, cancelled: options.signal.aborted, stoppedBy };
}

function isNotConfigured(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'details' in error && Boolean((error as { details?: { notConfigured?: unknown } }).details?.notConfigured);
}
