/**
 * The rules of the person's decisions on a batch, shared by the runner (which applies them) and the
 * batch's progress (which shows them with their cost before anything is spent). Free of browser APIs.
 */
import type { Chunk } from './batches';

/**
 * The most contacts sent to isolate one failing contact among `size` by halving: each level sends
 * both halves of the part that failed (821 → 411 + 410, then the larger failing half again…), about
 * twice the job. What the batch shows before the person chooses it, and the most the runner sends.
 */
export function isolationCost(size: number): number {
  let total = 0;
  for (let part = size; part > 1; part = Math.ceil(part / 2)) total += part;
  return total;
}

/** The person's ways on from a chunk that waits for a decision. */
export type DecisionChoice = 'refetch' | 'resend' | 'retry' | 'isolate' | 'leave';

/** The choices a waiting chunk offers: fetch again unbilled, send again, isolate, or leave it. */
export function choicesFor(chunk: Pick<Chunk, 'failure' | 'jobId' | 'from' | 'to'>): DecisionChoice[] {
  if (chunk.failure === 'failed_whole') return ['retry', 'isolate', 'leave'];
  if (chunk.failure === 'storage_full' && chunk.jobId !== undefined) return ['refetch', 'leave'];
  return ['resend', 'leave'];
}

/** The key a chunk's request is filed and sent under: a retry the person chose is a new request. */
export function spendKeyOf(batchId: string, chunk: Pick<Chunk, 'index' | 'retries'>): string {
  return `${batchId}-${chunk.index}${chunk.retries ? `-r${chunk.retries}` : ''}`;
}

