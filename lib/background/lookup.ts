/**
 * Record look-ups as the background serves them: one request shape per resource of the API, answered
 * from the cache while fresh, fetched otherwise, with concurrent identical look-ups sharing one request
 * and a failed refresh falling back to the last good answer, marked with its age.
 */
import type { ApiClient } from '../api/client';
import type { Requester } from './request-gate';
import type { LookupRequest, LookupResource } from '../protocol/schemas';
import { ApiError, type SerializedApiError } from '../api/errors';
import type { CacheUnavailableReason, RecordCache } from './cache';
import {
  requireCnpj,
  requireCpf,
  requireEmail,
  requireIbgeCode,
  requireNirf,
  requirePhone,
  requirePropertyCode,
  requireUf,
} from '../api/validate';

type RequestOf<R extends LookupResource> = Extract<LookupRequest, { resource: R }>;

interface ResourceDefinition<R extends LookupResource> {
  /** Cache key parts after normalization; throws `invalid_input` for an invalid identifier. */
  key: (request: RequestOf<R>) => string[];
  /** The kind of identifier an answer is about; with the first key part, its subject (`cpf:…`). */
  subject: 'cpf' | 'cnpj' | 'nirf' | 'municipio' | 'imovel' | 'phone' | 'email';
  fetch: (client: ApiClient, request: RequestOf<R>, signal: AbortSignal | undefined) => Promise<unknown>;
}

const cpfOf = (request: { cpf: string }) => requireCpf(request.cpf);
const cnpjOf = (request: { cnpj: string }) => requireCnpj(request.cnpj);

export const RESOURCES: { [R in LookupResource]: ResourceDefinition<R> } = {
  personProfile: {
    key: (request) => [cpfOf(request)],
    subject: 'cpf',
    fetch: (client, request, signal) => client.personProfileByCpf(request.cpf, { signal }),
  },
  ruralProfile: {
    key: (request) => [cpfOf(request)],
    subject: 'cpf',
    fetch: (client, request, signal) => client.ruralProfileByCpf(request.cpf, { signal }),
  },
  urbanByCpf: {
    key: (request) => [cpfOf(request), String(request.includeRelatives ?? true)],
    subject: 'cpf',
    fetch: (client, request, signal) =>
      client.urbanPropertiesByCpf(request.cpf, { signal, ...(request.includeRelatives === undefined ? {} : { includeRelatives: request.includeRelatives }) }),
  },
  urbanByCpfInState: {
    key: (request) => [cpfOf(request), requireUf(request.uf)],
    subject: 'cpf',
    fetch: (client, request, signal) => client.urbanPropertiesByCpfInState(request.cpf, request.uf, { signal }),
  },
  urbanByCnpj: {
    key: (request) => [cnpjOf(request)],
    subject: 'cnpj',
    fetch: (client, request, signal) => client.urbanPropertiesByCnpj(request.cnpj, { signal }),
  },
  fiscalBenefits: {
    key: (request) => [cnpjOf(request)],
    subject: 'cnpj',
    fetch: (client, request, signal) => client.fiscalBenefitsByCnpj(request.cnpj, { signal }),
  },
  federalDebts: {
    key: (request) => [cpfOf(request)],
    subject: 'cpf',
    fetch: (client, request, signal) => client.federalDebtsByCpf(request.cpf, { signal }),
  },
  vehicles: {
    key: (request) => [cpfOf(request)],
    subject: 'cpf',
    fetch: (client, request, signal) => client.vehiclesByCpf(request.cpf, { signal }),
  },
  socialBenefits: {
    key: (request) => [cpfOf(request), (request.name ?? '').trim().replace(/\s+/g, ' ').toLowerCase()],
    subject: 'cpf',
    fetch: (client, request, signal) =>
      client.socialBenefitsByCpf(request.cpf, { signal, ...(request.name === undefined ? {} : { name: request.name }) }),
  },
  cafir: {
    key: (request) => [requireNirf(request.nirf)],
    subject: 'nirf',
    fetch: (client, request, signal) => client.cafirPropertiesByNirf(request.nirf, { signal }),
  },
  sncrByMunicipality: {
    key: (request) => [requireIbgeCode(request.ibgeCode)],
    subject: 'municipio',
    fetch: (client, request, signal) => client.sncrPropertiesByMunicipality(request.ibgeCode, { signal }),
  },
  sncrByCode: {
    key: (request) => [requirePropertyCode(request.propertyCode)],
    subject: 'imovel',
    fetch: (client, request, signal) => client.sncrPropertiesByCode(request.propertyCode, { signal }),
  },
  peopleByPhone: {
    key: (request) => [requirePhone(request.phone)],
    subject: 'phone',
    fetch: (client, request, signal) => client.peopleByPhone(request.phone, { signal }),
  },
  digitalProfiles: {
    key: (request) => [requireEmail(request.email)],
    subject: 'email',
    fetch: (client, request, signal) => client.digitalProfilesByEmail(request.email, { signal }),
  },
  companiesByEmail: {
    key: (request) => [requireEmail(request.email)],
    subject: 'email',
    fetch: (client, request, signal) => client.companiesByEmail(request.email, { signal }),
  },
};

function definitionOf<R extends LookupResource>(request: RequestOf<R>): ResourceDefinition<R> {
  return RESOURCES[request.resource as R];
}

/** The cache key of a look-up: resource and normalized parameters. Throws `invalid_input`. */
export function lookupKey(request: LookupRequest): string {
  return [request.resource, ...definitionOf(request).key(request as never)].join('|');
}

/** The identifiers an answer is about, for listing and purging: `cpf:52998224725`. */
export function lookupSubjects(request: LookupRequest): string[] {
  const definition = definitionOf(request);
  return [`${definition.subject}:${definition.key(request as never)[0]}`];
}

export interface LookupResult {
  data: unknown;
  /** When the answer was fetched from the API (epoch ms). */
  fetchedAt: number;
  /** `cache`: fresh from the cache; `network`: just fetched; `stale`: a refresh failed, this is the last good answer. */
  source: 'cache' | 'network' | 'stale';
  /** With `stale`: why the refresh failed. */
  refreshError?: SerializedApiError;
  /** Set when the cache is switched off for this worker's life (full or failing disk). */
  cacheUnavailable?: CacheUnavailableReason;
}

export interface LookupServiceOptions {
  cache: RecordCache;
  /** A client for one action's requests; `requester` says who asked (the audit log's origin). */
  client: (requester: Requester | undefined) => Promise<ApiClient>;
  ttlMs: () => Promise<number>;
  now?: () => number;
}

export function createLookupService(options: LookupServiceOptions) {
  const now = options.now ?? Date.now;
  const inFlight = new Map<string, Promise<LookupResult>>();

  function withCacheNotice(result: LookupResult): LookupResult {
    const reason = options.cache.unavailableReason();
    return reason ? { ...result, cacheUnavailable: reason } : result;
  }

  async function fetchAndStore(request: LookupRequest, key: string, ttlMs: number, requester: Requester | undefined): Promise<LookupResult> {
    const client = await options.client(requester);
    try {
      const data = await definitionOf(request).fetch(client, request as never, undefined);
      const fetchedAt = now();
      if (ttlMs > 0) await options.cache.set(key, data, lookupSubjects(request), fetchedAt);
      return withCacheNotice({ data, fetchedAt, source: 'network' });
    } catch (error) {
      if (!(error instanceof ApiError) || error.kind === 'invalid_input') throw error;
      const last = await options.cache.get(key);
      if (!last) throw error;
      return withCacheNotice({ data: last.value, fetchedAt: last.fetchedAt, source: 'stale', refreshError: error.toJSON() });
    }
  }

  async function peek(request: LookupRequest): Promise<LookupResult | undefined> {
    const cached = await options.cache.get(lookupKey(request));
    return cached ? { data: cached.value, fetchedAt: cached.fetchedAt, source: 'cache' } : undefined;
  }

  return {
    /**
     * Answers a look-up. `refresh` skips a fresh cache entry (the "Atualizar" button). Identical
     * look-ups in flight at the same time share one request.
     */
    async lookup(request: LookupRequest, { refresh = false, by }: { refresh?: boolean; by?: Requester } = {}): Promise<LookupResult> {
      const key = lookupKey(request);
      const ttlMs = await options.ttlMs();
      if (!refresh && ttlMs > 0) {
        const cached = await options.cache.get(key);
        if (cached && now() - cached.fetchedAt < ttlMs) {
          return withCacheNotice({ data: cached.value, fetchedAt: cached.fetchedAt, source: 'cache' });
        }
      }
      const pending = inFlight.get(key);
      if (pending) return pending;
      const work = fetchAndStore(request, key, ttlMs, by).finally(() => inFlight.delete(key));
      inFlight.set(key, work);
      return work;
    },

    /** A cached answer, fresh or not, without any request: for the hover card. */
    peek,

    /**
     * `peek` for many look-ups in a row: the cache's keys are read once, and a look-up never cached
     * is answered without touching IndexedDB.
     */
    async peekerForMany(): Promise<(request: LookupRequest) => Promise<LookupResult | undefined>> {
      const stored = await options.cache.storedKeys();
      return (request) => (stored && !stored.has(lookupKey(request)) ? Promise.resolve(undefined) : peek(request));
    },
  };
}

export type LookupService = ReturnType<typeof createLookupService>;
