/** Lead enrichment: synchronous batch (12), asynchronous job (13) and its status (14). */
import { ApiError } from '../errors';
import type { HttpClient } from '../http';
import {
  ASYNC_ENRICHMENT_LIMIT,
  asyncEnrichmentCreatedSchema,
  enrichmentJobStatusSchema,
  SYNC_ENRICHMENT_LIMIT,
  syncEnrichmentResponseSchema,
  type EnrichmentContact,
  type EnrichmentField,
  type EnrichmentRequest,
} from '../schemas';
import { requireCpf, requireEmail, requireJobId, requirePhone } from '../validate';
import type { CallOptions } from './call-options';

export interface EnrichmentInput {
  contatos: EnrichmentContact[];
  /** Omitted or empty: everything. */
  campos?: EnrichmentField[] | undefined;
}

export interface EnrichOptions extends CallOptions {
  /** The key the spend ledger files the request under (`<batch>-<chunk>`); never sent. */
  spendKey?: string;
}

export interface CreateJobOptions extends CallOptions {
  /**
   * Sent as `Idempotency-Key`, so that a creation retried after a lost answer returns the same job,
   * and filed with the request in the spend ledger. The spec defines no such header; a service that
   * ignores it is unharmed (docs/api-decisions.md).
   */
  idempotencyKey?: string;
}

export interface JobReference {
  jobId: string;
  /** As returned at creation; used only when it is a plain path below `{base_url}`. */
  statusUrl?: string | undefined;
}

function normalizeContact(contact: EnrichmentContact): EnrichmentContact {
  if ('cpf' in contact) return { cpf: requireCpf(contact.cpf) };
  if ('telefone' in contact) return { telefone: requirePhone(contact.telefone) };
  return { email: requireEmail(contact.email) };
}

/** Checks the batch against the endpoint's limit and normalizes every contact, or says which are wrong. */
export function buildEnrichmentRequest(input: EnrichmentInput, limit: number): EnrichmentRequest {
  if (input.contatos.length === 0) throw new ApiError('invalid_input', { field: 'contacts' });
  if (input.contatos.length > limit) throw new ApiError('too_large', { limit });
  const invalidPositions: number[] = [];
  const contatos = input.contatos.flatMap((contact, position) => {
    try {
      return [normalizeContact(contact)];
    } catch {
      invalidPositions.push(position);
      return [];
    }
  });
  if (invalidPositions.length > 0) throw new ApiError('invalid_input', { field: 'contacts', invalidPositions });
  const campos = input.campos?.length ? [...new Set(input.campos)] : undefined;
  return campos ? { contatos, campos } : { contatos };
}

/**
 * The path to poll. A `statusUrl` is trusted only as a path below `{base_url}` (or a URL on the same
 * origin): the token must never travel to an address the user did not configure.
 */
export function jobStatusPath(job: JobReference, baseUrl?: string): string {
  const fallback = `/leads/jobs/${encodeURIComponent(requireJobId(job.jobId))}`;
  const statusUrl = job.statusUrl?.trim();
  if (!statusUrl) return fallback;
  let path = statusUrl;
  if (/^https?:\/\//i.test(statusUrl)) {
    if (!baseUrl) return fallback;
    const url = new URL(statusUrl);
    const base = new URL(baseUrl);
    if (url.origin !== base.origin) return fallback;
    path = url.pathname.slice(base.pathname.replace(/\/+$/, '').length);
  }
  return /^\/(?!\/)[\w\-./%~]*$/.test(path) && !path.split('/').includes('..') ? path : fallback;
}

export function enrichmentEndpoints(http: HttpClient, baseUrl: string) {
  return {
    /** 12. POST {base_url}/leads/enriquecer: at most 100 contacts; never retried automatically. */
    enrichLeads: (input: EnrichmentInput, options: EnrichOptions = {}) =>
      http.request({
        method: 'post',
        group: 'base',
        route: '/leads/enriquecer',
        schema: syncEnrichmentResponseSchema,
        json: buildEnrichmentRequest(input, SYNC_ENRICHMENT_LIMIT),
        consultas: input.contatos.length,
        spendKey: options.spendKey,
        signal: options.signal,
      }),

    /** 13. POST {base_url}/leads/async/enriquecer: at most 1,000 contacts; never retried automatically. */
    createEnrichmentJob: (input: EnrichmentInput, options: CreateJobOptions = {}) =>
      http.request({
        method: 'post',
        group: 'base',
        route: '/leads/async/enriquecer',
        schema: asyncEnrichmentCreatedSchema,
        json: buildEnrichmentRequest(input, ASYNC_ENRICHMENT_LIMIT),
        ...(options.idempotencyKey ? { headers: { 'Idempotency-Key': options.idempotencyKey } } : {}),
        consultas: input.contatos.length,
        spendKey: options.idempotencyKey,
        signal: options.signal,
      }),

    /** 14. GET {base_url}{statusUrl}, i.e. /leads/jobs/{jobId}. */
    enrichmentJobStatus: (job: JobReference, options: CallOptions = {}) =>
      http.request({
        method: 'get',
        group: 'base',
        route: '/leads/jobs/:jobId',
        path: jobStatusPath(job, baseUrl),
        schema: enrichmentJobStatusSchema,
        consultas: 0,
        signal: options.signal,
      }),
  };
}
