/**
 * What to tell a person about an error, in their language: what went wrong and what to do. Apart
 * from the ApiError class so that a page that only passes errors on (the hover card) loads no messages.
 */
import { formatWait } from '../format';
import { t, type MessageKey } from '../i18n';
import { ApiError, isApiError } from './errors';

const INVALID_FIELD_MESSAGES = {
  cpf: 'errorInvalidCpf',
  cnpj: 'errorInvalidCnpj',
  phone: 'errorInvalidPhone',
  email: 'errorInvalidEmail',
  uf: 'errorInvalidUf',
  nirf: 'errorInvalidNirf',
  ibge_code: 'errorInvalidIbgeCode',
  property_code: 'errorInvalidPropertyCode',
  job_id: 'errorInvalidJobId',
  name: 'errorInvalidName',
  contacts: 'errorNoContacts',
} as const satisfies Record<string, MessageKey>;

/** Atalaia's own refusals, before any request (lib/background/request-gate.ts, lib/background/audit-log.ts). */
const BLOCKED_MESSAGES = {
  purpose: 'errorBlockedPurpose',
  audit: 'errorBlockedAudit',
  budget: 'errorBlockedBudget',
  feature: 'errorBlockedFeature',
  plan: 'errorBlockedPlan',
} as const satisfies Record<string, MessageKey>;

/** What to tell a person, in their language: what went wrong and what to do about it. */
export function describeApiError(error: ApiError): string {
  const { details } = error;
  if (details.blockedBy) return t(BLOCKED_MESSAGES[details.blockedBy]);
  if (details.notConfigured === 'token') return t('errorNotConfiguredToken');
  if (details.notConfigured === 'address') return t('errorNotConfiguredAddress');
  if (details.notConfigured === 'insecure') return t('errorInsecureAddress');
  switch (error.kind) {
    case 'invalid_input':
      if (details.invalidPositions?.length) {
        return t('errorInvalidContacts', details.invalidPositions.map((position) => position + 1).join(', '));
      }
      if (details.field) return t(INVALID_FIELD_MESSAGES[details.field]);
      return details.serverMessage ? t('errorServerRejectedInput', details.serverMessage) : t('errorInvalidInput');
    case 'unauthorized':
      return t('errorUnauthorized');
    case 'forbidden':
      return t('errorForbidden');
    case 'not_found':
      return t('errorNotFound');
    case 'rate_limited':
      return details.retryAfterMs === undefined
        ? t('errorRateLimited')
        : t('errorRateLimitedUntil', formatWait(details.retryAfterMs));
    case 'too_large':
      return t('errorTooLarge', details.limit ?? '?');
    case 'server':
      return t('errorServer', details.status ?? '?');
    case 'network':
      return t('errorNetwork');
    case 'timeout':
      return t('errorTimeout');
    case 'invalid_response':
      return details.issuePath === undefined
        ? t('errorInvalidResponseNotJson')
        : t('errorInvalidResponse', details.issuePath || '/');
    case 'internal':
      return t('errorInternal');
    case 'background_stopped':
      return t('errorBackgroundStopped');
  }
}

/**
 * What to tell a person about anything thrown: an ApiError in its own words, anything else as a bug
 * of ours. Never `String(error)`, which could show a schema dump or a stack to the user.
 */
export function describeError(error: unknown): string {
  return describeApiError(isApiError(error) ? error : new ApiError('internal'));
}
