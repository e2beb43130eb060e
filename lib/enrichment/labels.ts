/** The words people read for enrichment states, one typed map each: a new state without a label does not compile. */
import type { EnrichmentField } from '../api/schemas';
import { t, type MessageKey } from '../i18n';
import type { RowProblem } from '../protocol/limits';
import type { FormRole, HiddenReason } from '../protocol/messages';
import type { ChunkFailure, ChunkState } from './batches';
import type { BatchState, ContactStatus } from './progress';

export const BATCH_STATE_LABELS = {
  running: 'batch_running',
  completed: 'batch_completed',
  failed: 'batch_failed',
  cancelled: 'batch_cancelled',
  partial: 'batch_partial',
} as const satisfies Record<BatchState, MessageKey>;

export const ENRICHMENT_FIELD_LABELS = {
  identidade: 'field_identidade',
  renda: 'field_renda',
  contatos: 'field_contatos',
  empresas: 'field_empresas',
} as const satisfies Record<EnrichmentField, MessageKey>;

export const CHUNK_MODE_LABELS = { sync: 'mode_sync', async: 'mode_async' } as const satisfies Record<'sync' | 'async', MessageKey>;

export const CHUNK_STATE_LABELS = {
  pending: 'chunk_pending',
  creating: 'chunk_creating',
  polling: 'chunk_polling',
  completed: 'chunk_completed',
  failed: 'chunk_failed',
  cancelled: 'chunk_cancelled',
  split: 'chunk_split',
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
  service_failing: 'failure_service_failing',
  outcome_unknown: 'failure_outcome_unknown',
  possibly_created: 'failure_possibly_created',
  storage_full: 'failure_storage_full',
  failed_whole: 'failure_failed_whole',
  left: 'failure_left',
  not_recorded: 'failure_not_recorded',
  blocked: 'failure_blocked',
} as const satisfies Record<ChunkFailure, MessageKey>;

export const CONTACT_STATUS_LABELS = {
  ok: 'status_ok',
  not_enriched: 'status_not_enriched',
  refused: 'status_refused',
  failed: 'status_failed',
  awaiting_decision: 'status_awaiting_decision',
  cancelled: 'status_cancelled',
  pending: 'status_pending',
} as const satisfies Record<ContactStatus, MessageKey>;

export const ROW_PROBLEM_LABELS = {
  no_contact: 'problem_no_contact',
  invalid_cpf: 'problem_invalid_cpf',
  invalid_phone: 'problem_invalid_phone',
  invalid_email: 'problem_invalid_email',
  wrong_field_count: 'problem_wrong_field_count',
  unterminated_quote: 'problem_unterminated_quote',
  malformed_quote: 'problem_malformed_quote',
} as const satisfies Record<RowProblem, MessageKey>;

export const HIDDEN_REASON_LABELS = {
  not_rendered: 'hidden_not_rendered',
  transparent: 'hidden_transparent',
  tiny_text: 'hidden_tiny_text',
  tiny_field: 'hidden_tiny_field',
  off_screen: 'hidden_off_screen',
  clipped: 'hidden_clipped',
  covered: 'hidden_covered',
  low_contrast: 'hidden_low_contrast',
} as const satisfies Record<HiddenReason, MessageKey>;

export const FORM_ROLE_LABELS = {
  name: 'formRole_name',
  birth_date: 'formRole_birth_date',
  sex: 'formRole_sex',
  email: 'formRole_email',
  phone: 'formRole_phone',
  cpf: 'formRole_cpf',
  address: 'formRole_address',
  street: 'formRole_street',
  number: 'formRole_number',
  complement: 'formRole_complement',
  district: 'formRole_district',
  city: 'formRole_city',
  uf: 'formRole_uf',
  cep: 'formRole_cep',
} as const satisfies Record<FormRole, MessageKey>;

/** Whether a contact's failure reason is one of ours (said in words) rather than the server's own text. */
function isChunkFailure(reason: string): reason is ChunkFailure {
  return Object.hasOwn(CHUNK_FAILURE_LABELS, reason);
}

/** A contact's failure reason as a person reads it: one of ours in words, the service's own text as it came. */
export function describeReason(reason: string | undefined): string | null {
  if (!reason) return null;
  return isChunkFailure(reason) ? t(CHUNK_FAILURE_LABELS[reason]) : reason;
}

export const EXPORT_COLUMN_LABELS = {
  cpf: 'exportColumn_cpf',
  nome: 'exportColumn_nome',
  data_nascimento: 'exportColumn_data_nascimento',
  sexo: 'exportColumn_sexo',
  logradouro: 'exportColumn_logradouro',
  numero: 'exportColumn_numero',
  complemento: 'exportColumn_complemento',
  bairro: 'exportColumn_bairro',
  cidade: 'exportColumn_cidade',
  uf: 'exportColumn_uf',
  cep: 'exportColumn_cep',
  telefones: 'exportColumn_telefones',
  emails: 'exportColumn_emails',
  empresas: 'exportColumn_empresas',
  faixa_renda: 'exportColumn_faixa_renda',
  score_renda: 'exportColumn_score_renda',
  remuneracao_atual: 'exportColumn_remuneracao_atual',
  patrimonio_total: 'exportColumn_patrimonio_total',
  situacao: 'exportColumn_situacao',
  motivo: 'exportColumn_motivo',
} as const satisfies Record<string, MessageKey>;
