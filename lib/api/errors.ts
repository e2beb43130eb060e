/**
 * One error type for everything that can go wrong talking to the records API, with kinds a person
 * can act on. An ApiError never holds the token, the request URL or the identifier looked up: its
 * message names the endpoint by its template (`GET /api/v1/rural/cpf/:cpf`), and anything the server
 * said is scrubbed of the token before it is kept.
 */

export const API_ERROR_KINDS = [
  'invalid_input',
  'unauthorized',
  'forbidden',
  'not_found',
  'rate_limited',
  'too_large',
  'server',
  'network',
  'timeout',
  'invalid_response',
  // Not the service's fault: a bug of ours (logged without personal data), or the extension's
  // background not answering a page.
  'internal',
  'background_stopped',
] as const;

export type ApiErrorKind = (typeof API_ERROR_KINDS)[number];

/** Which input was refused before any request was made. */
export type InvalidField =
  | 'cpf'
  | 'cnpj'
  | 'phone'
  | 'email'
  | 'uf'
  | 'nirf'
  | 'ibge_code'
  | 'property_code'
  | 'job_id'
  | 'name'
  | 'contacts';

export interface ApiErrorDetails {
  /** The endpoint as a template, never with the identifier or the query string. */
  endpoint?: string | undefined;
  /** HTTP status, when the service answered. */
  status?: number | undefined;
  /** invalid_input: the input refused before sending. */
  field?: InvalidField | undefined;
  /** invalid_input for a batch: positions (0-based) of the invalid contacts. */
  invalidPositions?: number[] | undefined;
  /** rate_limited: how long to wait, when the service said so. */
  retryAfterMs?: number | undefined;
  /** too_large: the limit that was exceeded. */
  limit?: number | undefined;
  /** invalid_response: where the answer departs from the schema (`dividas.fgts[3].valor_consolidado`). */
  issuePath?: string | undefined;
  /** What the service said about the error (its `mensagem`), token removed. */
  serverMessage?: string | undefined;
  /** The request could not be made: the token or the addresses are not set in the options. */
  notConfigured?: 'token' | 'address' | 'insecure' | undefined;
  /** The service's machine-readable error code, when it sent one. */
  serverCode?: string | undefined;
  /**
   * The request was not sent, by Atalaia's own rule: no purpose given for the session, the audit log
   * could not be written, the month's budget reached without a confirmation, a feature the
   * organization turned off, or a batch that would send more than its plan showed.
   */
  blockedBy?: 'purpose' | 'audit' | 'budget' | 'feature' | 'plan' | undefined;
  /** With `blockedBy: 'budget'`: the month's count, what the action would add, and the budget. */
  budget?: { month: number; incoming: number; limit: number } | undefined;
}

export type SerializedApiError = ApiErrorDetails & { name: 'ApiError'; kind: ApiErrorKind; message: string };

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly kind: ApiErrorKind;
  readonly details: Readonly<ApiErrorDetails>;

  constructor(kind: ApiErrorKind, details: ApiErrorDetails = {}) {
    super(describeForDevelopers(kind, details));
    this.kind = kind;
    this.details = Object.freeze({ ...details });
  }

  /** Whether trying the same request again later may succeed. */
  get retryable(): boolean {
    return ['rate_limited', 'server', 'network', 'timeout'].includes(this.kind);
  }

  /** A plain object that survives structured cloning and JSON (for messages between contexts). */
  toJSON(): SerializedApiError {
    return { name: 'ApiError', kind: this.kind, message: this.message, ...this.details };
  }

  static fromJSON(value: SerializedApiError): ApiError {
    const { name: _name, kind, message: _message, ...details } = value;
    return new ApiError(kind, details);
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function describeForDevelopers(kind: ApiErrorKind, details: ApiErrorDetails): string {
  const parts: string[] = [kind];
  if (details.endpoint) parts.push(`on ${details.endpoint}`);
  if (details.status !== undefined) parts.push(`(HTTP ${details.status})`);
  if (details.field) parts.push(`field=${details.field}`);
  if (details.issuePath) parts.push(`at ${details.issuePath}`);
  return parts.join(' ');
}
