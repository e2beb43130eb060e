/** The words people read for enrichment states, one typed map each: a new state without a label does not compile. */
import type { MessageKey } from '../i18n';
import type { ChunkFailure, ChunkState } from './batches';
import type { RowProblem } from './csv';
import type { BatchState, ContactStatus } from './progress';

export const BATCH_STATE_LABELS = {
  running: 'batch_running',
  completed: 'batch_completed',
  failed: 'batch_failed',
  cancelled: 'batch_cancelled',
  partial: 'batch_partial',
} as const satisfies Record<BatchState, MessageKey>;

export const CHUNK_MODE_LABELS = { sync: 'mode_sync', async: 'mode_async' } as const satisfies Record<'sync' | 'async', MessageKey>;

export const CHUNK_STATE_LABELS = {
  pending: 'chunk_pending',
  creating: 'chunk_creating',
  polling: 'chunk_polling',
  completed: 'chunk_completed',
  failed: 'chunk_failed',
  cancelled: 'chunk_cancelled',
} as const satisfies Record<ChunkState, MessageKey>;

export const CHUNK_FAILURE_LABELS = {
  job_failed: 'failure_job_failed',
  unknown_job: 'failure_unknown_job',
  unknown_status: 'failure_unknown_status',
  too_old: 'failure_too_old',
  unauthorized: 'failure_unauthorized',
  forbidden: 'failure_forbidden',
  invalid_input: 'failure_invalid_input',
  too_large: 'failure_too_large',
  not_configured: 'failure_not_configured',
  gave_up: 'failure_gave_up',
} as const satisfies Record<ChunkFailure, MessageKey>;

export const CONTACT_STATUS_LABELS = {
  ok: 'status_ok',
  not_enriched: 'status_not_enriched',
  failed: 'status_failed',
  cancelled: 'status_cancelled',
  pending: 'status_pending',
} as const satisfies Record<ContactStatus, MessageKey>;

export const ROW_PROBLEM_LABELS = {
  no_contact: 'problem_no_contact',
  invalid_cpf: 'problem_invalid_cpf',
  invalid_phone: 'problem_invalid_phone',
  invalid_email: 'problem_invalid_email',
  wrong_field_count: 'problem_wrong_field_count',
} as const satisfies Record<RowProblem, MessageKey>;

/** Whether a contact's failure reason is one of ours (said in words) rather than the server's own text. */
export function isChunkFailure(reason: string): reason is ChunkFailure {
  return Object.hasOwn(CHUNK_FAILURE_LABELS, reason);
}
