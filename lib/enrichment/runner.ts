/**
 * Runs enrichment batches to the end, one step at a time, from whatever the store says: create a
 * job, poll it with backoff, keep its results. Every chunk ends in exactly one terminal state; an
 * unknown status, an unknown job or a job past its maximum age is an explained failure, never endless
 * polling.
 *
 * Never billed twice, never more than announced: a chunk is written as `creating` before its request
 * leaves (and the spend ledger has the request before it leaves), so a `creating` chunk found later
 * was sent and its answer never seen. Such a chunk is never sent again on its own: a synchronous one
 * ends as `outcome_unknown`, a job with no known id as `possibly_created`, and the person decides. A
 * job's id is written as soon as its creation is answered.
 *
 * A job the service fails as a whole (it ends `failed`, or its creation is refused as invalid) is not
 * sent again on its own either: it ends `failed_whole` and the batch offers the ways on with their
 * cost before anything is spent — send it again, isolate the contacts that make it fail (in halves,
 * at most `isolationCost` contacts, the amount shown), or leave it. Within an isolation the halves go
 * on without asking until the amount accepted is reached; a failure past it waits for a new decision.
 *
 * A cancel stops what was not sent; jobs already created were paid for, so they are polled to the end
 * and their results kept. Results this browser cannot store (its storage is full) end the chunk as
 * `storage_full`, with the job's id kept, and the person fetches them again once there is space.
 */
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { ASYNC_ENRICHMENT_LIMIT } from '../api/limits';
import { TERMINAL_JOB_STATUSES, type EnrichmentField, type EnrichmentResultItem } from '../api/schemas';
import { planChunks } from './plan';
import { choicesFor, isolationCost, spendKeyOf, type DecisionChoice } from './runner-rules';
import { isStorageFull } from '../storage/database';
import { answeringChunks, awaitsDecision, isFinished, isTerminal, type Batch, type BatchContact, type BatchStore, type Chunk, type ChunkFailure } from './batches';

/** Statuses a job may report while not finished (the spec shows only the terminal ones). */
export const PENDING_JOB_STATUSES = new Set(['queued', 'processing', 'pending', 'running', 'in_progress', 'na_fila', 'processando', 'em_processamento']);

/** In flight at once per batch: at most two full jobs' worth of contacts, in at most this many requests. */
export const MAX_CONTACTS_IN_FLIGHT = 2 * ASYNC_ENRICHMENT_LIMIT;
export const MAX_CONCURRENT_JOBS = 8;
export const MAX_JOB_AGE_MS = 60 * 60 * 1000;
const MAX_ATTEMPTS = 6;
/** How long paid jobs wait to be polled again when no client can be made (the token was removed, say). */
const CLIENT_RETRY_MS = 60_000;
const FIRST_POLL_MS = 500;
const MAX_POLL_INTERVAL_MS = 8_000;

export interface RunnerOptions {
  store: BatchStore;
  /** The API client for a batch's requests (recorded in the audit log with its origin and purpose). */
  client: (batch: Batch) => Promise<ApiClient>;
  now?: () => number;
  maxJobAgeMs?: number;
  /** Asks to be woken at this time (a timer while the worker lives, an alarm after). */
  wakeAt?: (time: number) => void;
  /**
   * Where the service's own words about a failed request go (the diagnostic log). They are kept with a
   * contact only when they are the service's answer about that contact (docs/api-decisions.md).
   */
  logServiceText?: (failure: ChunkFailure, text: string) => void;
  /** Told of each chunk's results once kept (the background remembers each contact's enrichment). */
  onResults?: (contacts: BatchContact[], items: EnrichmentResultItem[]) => Promise<void>;
}

export interface StartInput {
  /** Chosen by the panel, so that a start sent again after the worker stopped files one batch, not two. */
  id: string;
  contacts: BatchContact[];
  campos?: EnrichmentField[] | undefined;
  source: Batch['source'];
  purpose?: string | null;
  retryOf?: string;
  /**
   * Contacts enriched within the cache's TTL, by position in `contacts`, with their answers: filed
   * as a completed chunk at the end of the batch, never sent (the person did not ask to pay again).
   */
  alreadyEnriched?: ReadonlyMap<number, EnrichmentResultItem>;
}

/** The chunk's size: how many contacts it sends. */
function sizeOf(chunk: Pick<Chunk, 'from' | 'to'>): number {
  return chunk.to - chunk.from;
}

/** Poll interval after `polls` polls: 0.5 s, 1 s, 2 s, 4 s, then every 8 s. */
export function pollDelay(polls: number): number {
  return Math.min(FIRST_POLL_MS * 2 ** polls, MAX_POLL_INTERVAL_MS);
}

/**
 * When to poll a new job first: once a job of the batch has completed, a little before it took to be
 * seen done (jobs of one batch are alike), so most jobs need one or two polls; before that, the
 * backoff's start.
 */
export function firstPollDelay(batch: Batch): number {
  const durations = batch.chunks
    .filter((chunk) => chunk.state === 'completed' && chunk.mode === 'async' && chunk.createdAt !== undefined && chunk.finishedAt !== undefined)
    .map((chunk) => (chunk.finishedAt as number) - (chunk.createdAt as number))
    .sort((a, b) => a - b);
  const typical = durations[Math.floor(durations.length / 2)];
  return typical === undefined ? pollDelay(0) : Math.max(pollDelay(0), Math.round(typical * 0.9));
}

function retryDelay(attempts: number): number {
  return Math.min(1_000 * 2 ** attempts, 60_000);
}


function failureOf(error: ApiError): ChunkFailure | null {
  if (error.details.notConfigured) return 'not_configured';
  // Atalaia's own refusals, before anything left: never blamed on the token or the service.
  if (error.details.blockedBy === 'audit') return 'not_recorded';
  if (error.details.blockedBy) return 'blocked';
  switch (error.kind) {
    case 'unauthorized':
      return 'unauthorized';
    case 'forbidden':
      return 'forbidden';
    case 'invalid_input':
      return 'invalid_input';
    case 'too_large':
      return 'too_large';
    default:
      return null;
  }
}

export function createEnrichmentRunner(options: RunnerOptions) {
  const { store } = options;
  const now = options.now ?? Date.now;
  const maxJobAgeMs = options.maxJobAgeMs ?? MAX_JOB_AGE_MS;
  /** One advance per batch at a time: steps of one batch never overlap. */
  const running = new Map<string, Promise<void>>();

  /** Writes the batch's state; false when it was erased meanwhile, and the step must stop. */
  function save(batch: Batch): Promise<boolean> {
    return store.save(batch);
  }

  /** A request failed as a whole: the chunk keeps our failure code; the service's text goes to the log only. */
  function failRequest(chunk: Chunk, failure: ChunkFailure, error: ApiError) {
    fail(chunk, failure);
    if (error.details.serverMessage) options.logServiceText?.(failure, error.details.serverMessage);
  }

  function fail(chunk: Chunk, failure: ChunkFailure, message?: string) {
    chunk.state = 'failed';
    chunk.failure = failure;
    if (message) chunk.failureMessage = message.slice(0, 300);
    chunk.finishedAt = now();
  }

  /** Sends a failed chunk's contacts on as two halves, counted against the isolation they belong to. */
  function split(batch: Batch, chunk: Chunk, isolation: number) {
    const pool = (batch.isolations ??= {})[isolation] ?? { allowed: 0, sent: 0 };
    pool.sent += sizeOf(chunk);
    batch.isolations[isolation] = pool;
    chunk.state = 'split';
    chunk.finishedAt = now();
    const middle = chunk.from + Math.ceil(sizeOf(chunk) / 2);
    for (const [from, to] of [
      [chunk.from, middle],
      [middle, chunk.to],
    ] as const) {
      batch.chunks.push({ index: batch.chunks.length, parent: chunk.index, mode: chunk.mode, from, to, state: 'pending', attempts: 0, polls: 0, notBefore: 0, isolation });
    }
  }

  /**
   * The service failed the chunk as a whole: with one contact, that contact is refused, with the
   * service's reason (its answer about that contact). With more, inside an isolation the person
   * accepted and within its amount, the halves go on; otherwise the chunk waits for the person.
   */
  function failWhole(batch: Batch, chunk: Chunk, failure: 'job_failed' | 'invalid_input', message?: string) {
    if (sizeOf(chunk) === 1) {
      fail(chunk, failure, message);
      return;
    }
    const pool = chunk.isolation === undefined ? undefined : batch.isolations?.[chunk.isolation];
    if (chunk.isolation !== undefined && pool && pool.sent + sizeOf(chunk) <= pool.allowed) {
      chunk.failure = failure;
      split(batch, chunk, chunk.isolation);
      return;
    }
    // The job's text is about the request, not one contact: the log keeps it (docs/api-decisions.md).
    fail(chunk, 'failed_whole');
    if (message) options.logServiceText?.('failed_whole', message);
  }

  /** A creation that was sent and whose answer was never seen: it may have been billed, so the person decides. */
  function unanswered(chunk: Chunk) {
    fail(chunk, chunk.mode === 'sync' ? 'outcome_unknown' : 'possibly_created');
  }

  /** Keeps a chunk's results and completes it; when storage is full, it ends waiting for space instead. */
  async function keepResults(batch: Batch, chunk: Chunk, items: EnrichmentResultItem[]) {
    try {
      // Erased meanwhile: nothing of it is kept, nor remembered.
      if (!(await store.saveResults(batch.id, chunk.index, items))) return;
    } catch (error) {
      if (!isStorageFull(error)) throw error;
      fail(chunk, 'storage_full');
      return;
    }
    chunk.state = 'completed';
    chunk.finishedAt = now();
    // Remembering each contact's answer is a convenience: the results are kept, whatever befalls it.
    await options.onResults?.(batch.contacts.slice(chunk.from, chunk.to), items).catch(() => undefined);
  }

  /** A transient failure: try again later, or give up after MAX_ATTEMPTS. */
  function later(chunk: Chunk, error: ApiError) {
    chunk.attempts += 1;
    if (chunk.attempts >= MAX_ATTEMPTS) {
      fail(chunk, 'gave_up', error.kind);
      return;
    }
    chunk.notBefore = now() + (error.kind === 'rate_limited' && error.details.retryAfterMs !== undefined ? error.details.retryAfterMs : retryDelay(chunk.attempts));
  }

  async function create(batch: Batch, chunk: Chunk, client: ApiClient) {
    const contatos = batch.contacts.slice(chunk.from, chunk.to).map((entry) => entry.contact);
    chunk.state = 'creating';
    chunk.sentAt ??= now();
    // Erased since the step began ("Apagar tudo"): nothing is sent.
    if (!(await save(batch))) return;
    const key = spendKeyOf(batch.id, chunk);
    try {
      if (chunk.mode === 'sync') {
        const answer = await client.enrichLeads({ contatos, campos: batch.campos }, { spendKey: key });
        await keepResults(batch, chunk, answer.resultados);
      } else {
        // The same key for the same request: harmless, and a service that honours it returns the same job.
        const job = await client.createEnrichmentJob({ contatos, campos: batch.campos }, { idempotencyKey: key });
        chunk.jobId = job.jobId;
        chunk.statusUrl = job.statusUrl;
        chunk.createdAt = now();
        chunk.state = 'polling';
        chunk.attempts = 0;
        chunk.notBefore = now() + firstPollDelay(batch);
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      const failure = failureOf(error);
      // The request left and no answer came back (a 408 is an answer): the service may have done it.
      // So may a synchronous request the connection dropped: it has no key to be sent again safely.
      if ((error.kind === 'timeout' && error.details.status !== 408) || (error.kind === 'network' && chunk.mode === 'sync')) unanswered(chunk);
      // Refused by the service: split. Refused before sending (a contact that is no CPF, phone or
      // e-mail): no request was made, and splitting would not make one valid.
      else if (failure === 'invalid_input' && error.details.status !== undefined) failWhole(batch, chunk, failure, error.details.serverMessage);
      else if (failure) failRequest(chunk, failure, error);
      else {
        // The service answered with an error (server, rate limit) or the request never left: nothing was made.
        chunk.state = 'pending';
        later(chunk, error);
      }
    }
    await save(batch);
  }

  async function poll(batch: Batch, chunk: Chunk, client: ApiClient) {
    // A job already seen done is fetched again whatever its age (its results could not be stored).
    const seenDone = chunk.lastStatus === TERMINAL_JOB_STATUSES[0];
    if (!seenDone && chunk.createdAt !== undefined && now() - chunk.createdAt > maxJobAgeMs) {
      fail(chunk, 'too_old');
      await save(batch);
      return;
    }
    try {
      const status = await client.enrichmentJobStatus({ jobId: chunk.jobId ?? '', statusUrl: chunk.statusUrl });
      chunk.polls += 1;
      chunk.lastStatus = status.status;
      if (status.status === TERMINAL_JOB_STATUSES[0]) {
        await keepResults(batch, chunk, status.result);
      } else if (status.status === TERMINAL_JOB_STATUSES[1]) {
        failWhole(batch, chunk, 'job_failed', status.mensagem ?? undefined);
      } else if (PENDING_JOB_STATUSES.has(status.status.toLowerCase())) {
        chunk.attempts = 0;
        chunk.notBefore = now() + pollDelay(chunk.polls);
      } else {
        fail(chunk, 'unknown_status', status.status);
      }
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      if (error.kind === 'not_found') fail(chunk, 'unknown_job');
      else {
        const failure = failureOf(error);
        if (failure) failRequest(chunk, failure, error);
        else later(chunk, error);
      }
    }
    await save(batch);
  }

  async function step(batchId: string): Promise<void> {
    const batch = await store.get(batchId);
    if (!batch || isFinished(batch)) return;
    // A cancel stops what was not sent; jobs already created were paid for and are polled to the end.
    const unsent = batch.cancelled ? batch.chunks.filter((chunk) => chunk.state === 'pending') : [];
    if (unsent.length > 0) {
      for (const chunk of unsent) {
        chunk.state = 'cancelled';
        chunk.finishedAt = now();
      }
      await save(batch);
      if (isFinished(batch)) return;
    }
    let client: ApiClient;
    try {
      client = await options.client(batch);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      // Nothing can be sent now (no token or address, a policy in the way): what was not sent ends
      // with the reason; a request already out stays "maybe sent"; paid jobs are polled again later.
      const failure = failureOf(error) ?? 'not_configured';
      for (const chunk of batch.chunks) {
        if (chunk.state === 'pending') fail(chunk, failure);
        else if (chunk.state === 'creating') unanswered(chunk);
        else if (chunk.state === 'polling') chunk.notBefore = now() + CLIENT_RETRY_MS;
      }
      await save(batch);
      const polling = batch.chunks.filter((chunk) => chunk.state === 'polling');
      if (polling.length > 0) options.wakeAt?.(now() + CLIENT_RETRY_MS);
      return;
    }
    // `creating` found here means the worker stopped mid-request: never sent again on its own.
    const interrupted = batch.chunks.filter((chunk) => chunk.state === 'creating');
    if (interrupted.length > 0) {
      for (const chunk of interrupted) unanswered(chunk);
      await save(batch);
    }
    // Jobs already created count against the concurrency bounds; those waiting start as others end.
    const active = batch.chunks.filter((chunk) => chunk.state === 'polling');
    let jobs = active.length;
    let contacts = active.reduce((sum, chunk) => sum + sizeOf(chunk), 0);
    const due = (chunk: Chunk) => chunk.notBefore <= now();
    const work: Promise<void>[] = [];
    for (const chunk of batch.chunks) {
      if (!due(chunk)) continue;
      if (chunk.state === 'pending' && jobs < MAX_CONCURRENT_JOBS && (jobs === 0 || contacts + sizeOf(chunk) <= MAX_CONTACTS_IN_FLIGHT)) {
        jobs += 1;
        contacts += sizeOf(chunk);
        work.push(create(batch, chunk, client));
      } else if (chunk.state === 'polling') work.push(poll(batch, chunk, client));
    }
    await Promise.all(work);
    const next = batch.chunks.filter((chunk) => !isTerminal(chunk.state)).map((chunk) => chunk.notBefore);
    if (next.length > 0) options.wakeAt?.(Math.max(now(), Math.min(...next)));
  }

  /**
   * Runs `work` on the batch after whatever runs on it now, and before anything asked later: a step, a
   * cancel, a decision and an erase never interleave their reads and writes of one batch.
   */
  function exclusive<T>(batchId: string, work: () => Promise<T>): Promise<T> {
    const before = running.get(batchId) ?? Promise.resolve();
    const result = before.then(work);
    const done: Promise<void> = result.then(
      () => undefined,
      () => undefined,
    );
    running.set(batchId, done);
    void done.then(() => {
      if (running.get(batchId) === done) running.delete(batchId);
    });
    return result;
  }

  /** One step of the batch; a step asked while one is waiting or running joins it. */
  const stepping = new Map<string, Promise<void>>();
  function advance(batchId: string): Promise<void> {
    const current = stepping.get(batchId);
    if (current) return current;
    const work = exclusive(batchId, () => step(batchId)).finally(() => stepping.delete(batchId));
    stepping.set(batchId, work);
    return work;
  }

  return {
    /** Files the batch before its first request; a start sent again (same id) files nothing more. */
    async start(input: StartInput): Promise<Batch> {
      const filed = await store.get(input.id);
      if (filed) return filed;
      // The contacts to send first, then those already enriched, whose chunk is complete from the start.
      const known = input.alreadyEnriched ?? new Map<number, EnrichmentResultItem>();
      const toSend = input.contacts.filter((_, position) => !known.has(position));
      const chunks: Chunk[] = toSend.length > 0 ? planChunks(toSend.length).map((plan, index) => ({ ...plan, index, state: 'pending', attempts: 0, polls: 0, notBefore: 0 })) : [];
      const cachedItems = [...known.values()];
      if (cachedItems.length > 0) {
        chunks.push({ index: chunks.length, mode: 'sync', from: toSend.length, to: input.contacts.length, state: 'completed', attempts: 0, polls: 0, notBefore: 0, cached: true, finishedAt: now() });
      }
      const batch: Batch = {
        id: input.id,
        createdAt: now(),
        ...(input.campos?.length ? { campos: [...new Set(input.campos)] } : {}),
        source: input.source,
        ...(input.purpose === undefined ? {} : { purpose: input.purpose }),
        contacts: [...toSend, ...input.contacts.filter((_, position) => known.has(position))],
        chunks,
        cancelled: false,
        ...(input.retryOf ? { retryOf: input.retryOf } : {}),
      };
      await store.file(batch, cachedItems.length > 0 ? [[chunks.length - 1, cachedItems]] : []);
      void advance(batch.id);
      return batch;
    },

    advance,

    /** Every unfinished batch, one step each: on wake-up, on the alarm, on the panel's tick. */
    async advanceAll(): Promise<number> {
      const open = (await store.all()).filter((batch) => !isFinished(batch));
      await Promise.all(open.map((batch) => advance(batch.id)));
      return open.length;
    },

    async cancel(batchId: string): Promise<void> {
      // Between steps, whose own copy of the batch would otherwise overwrite the cancel.
      const cancelled = await exclusive(batchId, async () => {
        const batch = await store.get(batchId);
        if (!batch || isFinished(batch)) return false;
        batch.cancelled = true;
        return save(batch);
      });
      if (cancelled) await advance(batchId);
    },

    /** The contacts a decision may send (what the budget is held to): none to fetch paid results or to leave. */
    async decisionCost(batchId: string, chunkIndex: number, choice: DecisionChoice): Promise<{ contacts: number; origin: Batch['source']['origin'] } | null> {
      const batch = await store.get(batchId);
      const chunk = batch?.chunks[chunkIndex];
      if (!batch || !chunk) return null;
      const contacts = choice === 'isolate' ? isolationCost(sizeOf(chunk)) : choice === 'retry' || choice === 'resend' ? sizeOf(chunk) : 0;
      return { contacts, origin: batch.source.origin };
    },

    /**
     * The person's decision on a chunk waiting for one (`choicesFor` says which it offers): fetch a
     * stored job's results again (storage freed), send again a request that may already have been
     * billed, send a failed job again, isolate what makes it fail (at most `isolationCost` contacts),
     * or leave its contacts. False when there is no such decision to take.
     */
    async decide(batchId: string, chunkIndex: number, choice: DecisionChoice): Promise<boolean> {
      const taken = await exclusive(batchId, async () => {
        const batch = await store.get(batchId);
        const chunk = batch?.chunks[chunkIndex];
        if (!batch || !chunk || chunk.state !== 'failed' || !awaitsDecision(chunk.failure) || !choicesFor(chunk).includes(choice)) return false;
        // After a cancel, only what costs nothing more: fetching paid results, or leaving.
        if (batch.cancelled && choice !== 'refetch' && choice !== 'leave') return false;
        if (choice === 'leave') {
          chunk.failure = 'left';
        } else if (choice === 'isolate') {
          (batch.isolations ??= {})[chunk.index] = { allowed: isolationCost(sizeOf(chunk)), sent: 0 };
          delete chunk.failureMessage;
          split(batch, chunk, chunk.index);
        } else {
          // `refetch`: the results are the service's to give again under the job id, unbilled.
          chunk.state = choice === 'refetch' ? 'polling' : 'pending';
          // A new request, under a new key; a job's creation sent again keeps its key, which a service
          // that honours it answers with the job it made, unbilled.
          if (choice === 'retry' || (choice === 'resend' && chunk.mode === 'sync')) chunk.retries = (chunk.retries ?? 0) + 1;
          delete chunk.failure;
          delete chunk.failureMessage;
          delete chunk.finishedAt;
          chunk.attempts = 0;
          chunk.notBefore = 0;
        }
        return save(batch);
      });
      if (taken) void advance(batchId);
      return taken;
    },

    /** Results per contact, in the batch's order; contacts of unfinished chunks have none yet. */
    async results(batchId: string): Promise<{ batch: Batch; items: (EnrichmentResultItem | null)[] } | null> {
      const batch = await store.get(batchId);
      if (!batch) return null;
      const items: (EnrichmentResultItem | null)[] = batch.contacts.map(() => null);
      const answering = new Set(answeringChunks(batch));
      for (const chunk of answering) {
        if (chunk.state !== 'completed') continue;
        const answers = await store.results(batch.id, chunk.index);
        for (let offset = 0; offset < sizeOf(chunk); offset++) items[chunk.from + offset] = answers[offset] ?? null;
      }
      return { batch, items };
    },

    /** Deletes batches older than the TTL (all finished ones when it is 0), with their contacts and results. */
    async sweep(ttlMs: number): Promise<number> {
      const old = (await store.all()).filter((batch) => isFinished(batch) && (ttlMs <= 0 || now() - batch.createdAt > ttlMs));
      await store.remove(old.map((batch) => batch.id));
      return old.length;
    },

    /**
     * "Apagar tudo sobre" an identifier: every batch holding it, with its contacts and results (a
     * running one stops first; what it already sent stays in the spend ledger). Answers how many.
     */
    async forget(key: string): Promise<number> {
      const ids = await store.holding(key);
      // Between steps; a step asked later finds nothing, and one that began writes nothing back.
      await Promise.all(ids.map((id) => exclusive(id, () => store.remove([id]))));
      return ids.length;
    },

    /** "Apagar tudo": every batch, running or not, with its contacts and results. */
    async removeAll(): Promise<void> {
      await store.removeAll();
      // A step in flight finds its batch gone at its next write, and stops there.
    },
  };
}

export type EnrichmentRunner = ReturnType<typeof createEnrichmentRunner>;
