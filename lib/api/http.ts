/**
 * The one place that talks HTTP to the records API: adds the token, retries what is safe to retry,
 * parses every answer with its schema, and turns every failure into an ApiError that holds neither
 * the token nor the URL (ky writes the full URL, token included, into its own error messages).
 */
import ky, { HTTPError, TimeoutError } from 'ky';
import type { z } from 'zod';
import { ApiError, type ApiErrorDetails, type ApiErrorKind } from './errors';
import { type TokenRedactor, tokenRedactor } from './redact';
import { isSecureApiAddress } from '../settings/secure-address';
import { errorBodySchema } from './schemas';

export interface ApiSettings {
  /** The access token, sent as the `token` query parameter and nowhere else. */
  token: string;
  /** `{api_url}`: origin (and optional path prefix) of the `/api/v1` group. */
  apiUrl: string;
  /** `{base_url}`: origin (and optional path prefix) of the unversioned group. */
  baseUrl: string;
  /** Per-attempt timeout. */
  timeoutMs?: number;
  /** Automatic retries of a GET (never of a POST). */
  retryLimit?: number;
  /** A `Retry-After` longer than this is not waited for: the caller is told when to try again. */
  maxRetryAfterMs?: number;
  /** Upper bound of one backoff delay. */
  backoffLimitMs?: number;
  fetch?: typeof fetch;
  /**
   * Asked before every request leaves, to record it (the audit log); answers how to settle the record
   * with the outcome, or null. When it throws, the request is not sent and the caller gets its error.
   */
  audit?: (request: AuditedRequest) => Promise<((outcome: 'ok' | ApiErrorKind, status?: number) => Promise<void>) | null>;
}

/** What the audit log is told of a request before it leaves: never the token or the full URL. */
export interface AuditedRequest {
  endpoint: string;
  route: string;
  params?: Record<string, string> | undefined;
  json?: unknown;
  consultas: number;
  /** The spend ledger's key for it (`<batch>-<chunk>`), when the caller gave one. */
  spendKey?: string | undefined;
}

export const DEFAULT_TIMEOUT_MS = 15_000;
export const DEFAULT_RETRY_LIMIT = 2;
export const DEFAULT_MAX_RETRY_AFTER_MS = 10_000;
const DEFAULT_BACKOFF_LIMIT_MS = 4_000;

/** Statuses worth another GET: request timeout, rate limit, and server-side failures. */
const RETRY_STATUS_CODES = [408, 429, 500, 502, 503, 504];

export type AddressGroup = 'api' | 'base';

export interface RequestSpec<Schema extends z.ZodType> {
  method: 'get' | 'post';
  group: AddressGroup;
  /**
   * The path below the group's address as the spec writes it, `/imoveis/cpf/:cpf/:uf`: each `:name`
   * is filled from `params`, encoded. Errors name the endpoint by it (`GET /imoveis/cpf/:cpf/:uf`),
   * never by the identifier.
   */
  route: string;
  params?: Record<string, string>;
  /** A path the server handed out (a job's `statusUrl`), already checked, used instead of the route. */
  path?: string;
  schema: Schema;
  searchParams?: Record<string, string | undefined>;
  json?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Consultas the request costs once answered: 1 unless said (a contact each for enrichment, 0 for a job's status). */
  consultas?: number;
  /** Filed with the request in the spend ledger; never sent. */
  spendKey?: string | undefined;
}

/** The endpoint as errors name it: `GET /imoveis/cpf/:cpf`. */
const endpointOf = (spec: { method: string; route: string }) => `${spec.method.toUpperCase()} ${spec.route}`;

export interface HttpClient {
  request<Schema extends z.ZodType>(spec: RequestSpec<Schema>): Promise<z.output<Schema>>;
}

/** `/imoveis/cpf/:cpf` with `{ cpf: '52998224725' }` → `/imoveis/cpf/52998224725`. */
export function fillRoute(route: string, params: Record<string, string> = {}): string {
  return route.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new ApiError('internal', { endpoint: route });
    return encodeURIComponent(value);
  });
}

function trimTrailingSlashes(address: string): string {
  return address.trim().replace(/\/+$/, '');
}

/** Milliseconds to wait as told by a `Retry-After` header (seconds or an HTTP date), if any. */
export function parseRetryAfter(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

function kindForStatus(status: number): ApiErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'forbidden';
  if (status === 404) return 'not_found';
  if (status === 408) return 'timeout';
  if (status === 413) return 'too_large';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'server';
  return 'invalid_input';
}

async function readErrorBody(response: Response, redactor: TokenRedactor): Promise<Partial<ApiErrorDetails>> {
  let body: unknown;
  try {
    body = JSON.parse(await response.text());
  } catch {
    return {};
  }
  const parsed = errorBodySchema.safeParse(body);
  if (!parsed.success) return {};
  const { erro, mensagem, message, error, detail } = parsed.data;
  const nested = typeof erro === 'object' ? erro : undefined;
  const serverMessage = nested?.mensagem ?? (typeof erro === 'string' ? erro : undefined) ?? mensagem ?? message ?? error ?? detail;
  const limitCandidate = (nested as Record<string, unknown> | undefined)?.limite ?? parsed.data.limite;
  return {
    serverMessage: serverMessage ? redactor.redact(serverMessage).slice(0, 500) : undefined,
    serverCode: nested?.codigo ? redactor.redact(nested.codigo) : undefined,
    limit: typeof limitCandidate === 'number' ? limitCandidate : undefined,
  };
}

/** ky's timeout ends when the headers arrive; a body that then stalls needs its own deadline. */
async function withDeadline<T>(work: Promise<T>, milliseconds: number, details: ApiErrorDetails): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ApiError('timeout', details)), milliseconds);
  });
  try {
    return await Promise.race([work, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** The JSON path of the first schema issue, as a person would write it: `dividas.fgts[3].valor`. */
export function formatIssuePath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((text, key) => {
    if (typeof key === 'number') return `${text}[${key}]`;
    return text ? `${text}.${String(key)}` : String(key);
  }, '');
}

export function createHttpClient(settings: ApiSettings): HttpClient {
  const token = settings.token;
  const redactor = tokenRedactor(token);
  const maxRetryAfterMs = settings.maxRetryAfterMs ?? DEFAULT_MAX_RETRY_AFTER_MS;
  const addresses: Record<AddressGroup, string> = {
    api: trimTrailingSlashes(settings.apiUrl),
    base: trimTrailingSlashes(settings.baseUrl),
  };

  const timeoutMs = settings.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const http = ky.create({
    timeout: timeoutMs,
    ...(settings.fetch ? { fetch: settings.fetch } : {}),
    retry: {
      limit: settings.retryLimit ?? DEFAULT_RETRY_LIMIT,
      methods: ['get'],
      statusCodes: RETRY_STATUS_CODES,
      afterStatusCodes: [429, 503],
      maxRetryAfter: maxRetryAfterMs,
      backoffLimit: settings.backoffLimitMs ?? DEFAULT_BACKOFF_LIMIT_MS,
      // Full jitter: many tabs retrying after one outage must not arrive together.
      jitter: true,
      // A wait longer than the cap is the caller's to decide (the UI says when to try again).
      shouldRetry: ({ error }) => {
        if (!(error instanceof HTTPError)) return undefined;
        const wait = parseRetryAfter(error.response.headers.get('Retry-After'));
        return wait !== undefined && wait > maxRetryAfterMs ? false : undefined;
      },
    },
  });

  async function translateError(error: unknown, spec: RequestSpec<z.ZodType>): Promise<unknown> {
    if (spec.signal?.aborted) return spec.signal.reason;
    const base: ApiErrorDetails = { endpoint: endpointOf(spec) };
    if (error instanceof HTTPError) {
      const status = error.response.status;
      const fromBody = await readErrorBody(error.response, redactor);
      const retryAfterMs = status === 429 ? parseRetryAfter(error.response.headers.get('Retry-After')) : undefined;
      return new ApiError(kindForStatus(status), { ...base, status, ...fromBody, retryAfterMs });
    }
    if (error instanceof TimeoutError) return new ApiError('timeout', base);
    if (error instanceof ApiError) return error;
    // fetch rejects with a TypeError for refused connections, DNS failures, CORS and missing host access.
    return new ApiError('network', base);
  }

  async function parseBody<Schema extends z.ZodType>(response: Response, spec: RequestSpec<Schema>) {
    const base = { endpoint: endpointOf(spec), status: response.status };
    let body: unknown;
    try {
      const text = await withDeadline(response.text(), timeoutMs, base);
      // A server that echoes the token in a record or an item's message gets it removed from every
      // string before anything is kept or shown; answers without it are parsed as they are.
      body = JSON.parse(text, redactor.finds(text) ? (_key, value: unknown) => (typeof value === 'string' ? redactor.redact(value) : value) : undefined);
    } catch (error) {
      throw error instanceof ApiError ? error : new ApiError('invalid_response', base);
    }
    const parsed = spec.schema.safeParse(body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      throw new ApiError('invalid_response', { ...base, issuePath: formatIssuePath(issue?.path ?? []) });
    }
    return parsed.data as z.output<Schema>;
  }

  return {
    async request(spec) {
      const searchParams = new URLSearchParams();
      for (const [name, value] of Object.entries(spec.searchParams ?? {})) {
        if (value !== undefined) searchParams.set(name, value);
      }
      // Refused before the audit log and the ledger hear of it: nothing leaves, nothing is spent.
      if (!isSecureApiAddress(addresses[spec.group])) throw new ApiError('network', { endpoint: endpointOf(spec), notConfigured: 'insecure' });
      searchParams.set('token', token);
      const settle = await settings.audit?.({ endpoint: endpointOf(spec), route: spec.route, params: spec.params, json: spec.json, consultas: spec.consultas ?? 1, spendKey: spec.spendKey });
      let response: Response;
      try {
        response = await http(`${addresses[spec.group]}${spec.path ?? fillRoute(spec.route, spec.params)}`, {
          method: spec.method,
          searchParams,
          ...(spec.json === undefined ? {} : { json: spec.json }),
          ...(spec.headers ? { headers: spec.headers } : {}),
          ...(spec.signal ? { signal: spec.signal } : {}),
        });
      } catch (error) {
        const failure = await translateError(error, spec);
        await settle?.(failure instanceof ApiError ? failure.kind : 'internal', failure instanceof ApiError ? failure.details.status : undefined);
        throw failure;
      }
      await settle?.('ok', response.status);
      return parseBody(response, spec);
    },
  };
}
