/**
 * The look-up service with a real record cache (IndexedDB from fake-indexeddb), a fake API client
 * whose answers each test controls, and an injected clock: cache hits, the TTL, refresh, sharing of
 * identical look-ups in flight, the stale fallback and the cache-off notice.
 */
import { beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { createRecordCache, type RecordCache } from './cache';
import type { LookupRequest } from '../protocol/schemas';
import { createLookupService, lookupKey, lookupSubjects } from './lookup';
import { failWrites, freshDatabase } from '../storage/testing';

const CPF = '52998224725';
const OTHER_CPF = '11144477735';
const CNPJ = '11222333000181';
const HOUR = 60 * 60 * 1000;

let clock = 0;
const now = () => clock;

interface Call {
  method: string;
  args: unknown[];
}

/** An ApiClient whose every method records its call and answers with `answer`. */
function fakeClient(answer: (method: string, args: unknown[]) => Promise<unknown>) {
  const calls: Call[] = [];
  const client = new Proxy(
    {},
    {
      get(_, method) {
        // Not a thenable: the service awaits the promise that resolves to the client.
        if (typeof method !== 'string' || method === 'then') return undefined;
        return (...args: unknown[]) => {
          calls.push({ method, args });
          return answer(method, args);
        };
      },
    },
  ) as ApiClient;
  return { client, calls };
}

function freshCache(): RecordCache {
  return createRecordCache({ now, database: freshDatabase() });
}

/** A cache on a disk that refuses every write, as a full disk does. */
/** A cache on a disk that refuses every write, as a full disk does (until the test ends). */
function fullDiskCache(): RecordCache {
  onTestFinished(failWrites('records', 'quota'));
  return createRecordCache({ now, database: freshDatabase() });
}

function setup(options: { answer?: (method: string, args: unknown[]) => Promise<unknown>; ttlMs?: number; cache?: RecordCache } = {}) {
  let answers = 0;
  const answer = options.answer ?? (async () => ({ answer: ++answers }));
  const fake = fakeClient(answer);
  const cache = options.cache ?? freshCache();
  const ttl = { ms: options.ttlMs ?? HOUR };
  const service = createLookupService({ cache, client: async () => fake.client, ttlMs: async () => ttl.ms, now });
  return { service, calls: fake.calls, cache, ttl };
}

/** Lets pending promise and IndexedDB callbacks run (no timer involved) until `condition` holds. */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 1_000 && !condition(); turn++) await new Promise((resolve) => setImmediate(resolve));
  expect(condition()).toBe(true);
}

type Deferred<T> = ReturnType<typeof deferred<T>>;

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((onResolve, onReject) => {
    resolve = onResolve;
    reject = onReject;
  });
  return { promise, resolve, reject };
}

async function rejection(work: Promise<unknown>): Promise<unknown> {
  try {
    await work;
  } catch (error) {
    return error;
  }
  throw new Error('expected the look-up to fail');
}

const vehicles = (cpf = CPF): LookupRequest => ({ resource: 'vehicles', cpf });

beforeEach(() => {
  clock = 1_000_000;
});

describe('lookupKey', () => {
  it('is the same however an identifier is written', () => {
    expect(lookupKey(vehicles('529.982.247-25'))).toBe(lookupKey(vehicles(CPF)));
    expect(lookupKey({ resource: 'urbanByCnpj', cnpj: '11.222.333/0001-81' })).toBe(lookupKey({ resource: 'urbanByCnpj', cnpj: CNPJ }));
    expect(lookupKey({ resource: 'peopleByPhone', phone: '(11) 98765-4321' })).toBe(lookupKey({ resource: 'peopleByPhone', phone: '+55 11 98765-4321' }));
    expect(lookupKey({ resource: 'digitalProfiles', email: 'ana@Exemplo.COM.br' })).toBe(lookupKey({ resource: 'digitalProfiles', email: ' ana@exemplo.com.br ' }));
    expect(lookupKey({ resource: 'urbanByCpfInState', cpf: CPF, uf: 'sp' })).toBe(lookupKey({ resource: 'urbanByCpfInState', cpf: CPF, uf: 'SP' }));
    expect(lookupKey({ resource: 'socialBenefits', cpf: CPF, name: '  Maria   da SILVA ' })).toBe(
      lookupKey({ resource: 'socialBenefits', cpf: CPF, name: 'maria da silva' }),
    );
  });

  it('tells apart what the API answers differently', () => {
    const keys = [
      lookupKey(vehicles()),
      lookupKey(vehicles(OTHER_CPF)),
      lookupKey({ resource: 'federalDebts', cpf: CPF }),
      lookupKey({ resource: 'urbanByCpf', cpf: CPF }),
      lookupKey({ resource: 'urbanByCpf', cpf: CPF, includeRelatives: false }),
      lookupKey({ resource: 'urbanByCpfInState', cpf: CPF, uf: 'SP' }),
      lookupKey({ resource: 'urbanByCpfInState', cpf: CPF, uf: 'RJ' }),
      lookupKey({ resource: 'socialBenefits', cpf: CPF }),
      lookupKey({ resource: 'socialBenefits', cpf: CPF, name: 'maria' }),
      lookupKey({ resource: 'digitalProfiles', email: 'ana@exemplo.com.br' }),
      lookupKey({ resource: 'companiesByEmail', email: 'ana@exemplo.com.br' }),
    ];
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('treats relatives as included unless switched off, as the API does', () => {
    expect(lookupKey({ resource: 'urbanByCpf', cpf: CPF })).toBe(lookupKey({ resource: 'urbanByCpf', cpf: CPF, includeRelatives: true }));
  });

  it('refuses an invalid identifier with invalid_input naming the field', () => {
    const cases: [LookupRequest, string][] = [
      [vehicles('529.982.247-26'), 'cpf'],
      [{ resource: 'fiscalBenefits', cnpj: '11.222.333/0001-82' }, 'cnpj'],
      [{ resource: 'urbanByCpfInState', cpf: CPF, uf: 'XX' }, 'uf'],
      [{ resource: 'companiesByEmail', email: 'sem-arroba' }, 'email'],
      [{ resource: 'peopleByPhone', phone: '123' }, 'phone'],
    ];
    for (const [request, field] of cases) {
      let thrown: unknown;
      try {
        lookupKey(request);
      } catch (error) {
        thrown = error;
      }
      expect(thrown).toBeInstanceOf(ApiError);
      expect((thrown as ApiError).kind).toBe('invalid_input');
      expect((thrown as ApiError).details.field).toBe(field);
    }
  });
});

describe('lookupSubjects', () => {
  it('names one identifier for every resource about it, normalized', () => {
    const aboutCpf: LookupRequest[] = [
      { resource: 'personProfile', cpf: '529.982.247-25' },
      { resource: 'urbanByCpfInState', cpf: CPF, uf: 'mg' },
      { resource: 'socialBenefits', cpf: CPF, name: 'Maria' },
      { resource: 'urbanByCpf', cpf: CPF, includeRelatives: false },
    ];
    expect(new Set(aboutCpf.flatMap(lookupSubjects))).toEqual(new Set([`cpf:${CPF}`]));
    expect(lookupSubjects({ resource: 'fiscalBenefits', cnpj: '11.222.333/0001-81' })).toEqual([`cnpj:${CNPJ}`]);
    expect(lookupSubjects({ resource: 'digitalProfiles', email: 'Ana@Exemplo.com.br' })).toEqual(['email:Ana@exemplo.com.br']);
    expect(lookupSubjects({ resource: 'sncrByMunicipality', ibgeCode: '3550308' })).toEqual(['municipio:3550308']);
  });

  it('lets one purge forget every answer about a person, and only those', async () => {
    const { service, calls, cache } = setup();
    await service.lookup(vehicles());
    await service.lookup({ resource: 'federalDebts', cpf: CPF });
    await service.lookup({ resource: 'socialBenefits', cpf: CPF, name: 'Maria' });
    await service.lookup(vehicles(OTHER_CPF));
    const [subject = ''] = lookupSubjects(vehicles('529.982.247-25'));
    expect(await cache.purgeSubject(subject)).toBe(3);
    expect((await service.lookup(vehicles(OTHER_CPF))).source).toBe('cache');
    expect((await service.lookup(vehicles())).source).toBe('network');
    expect(calls).toHaveLength(5);
  });
});

describe('look-ups', () => {
  it('asks the client method of each resource, with the identifier as given', async () => {
    const expected: [LookupRequest, string][] = [
      [{ resource: 'personProfile', cpf: CPF }, 'personProfileByCpf'],
      [{ resource: 'ruralProfile', cpf: CPF }, 'ruralProfileByCpf'],
      [{ resource: 'urbanByCpf', cpf: CPF }, 'urbanPropertiesByCpf'],
      [{ resource: 'urbanByCpfInState', cpf: CPF, uf: 'SP' }, 'urbanPropertiesByCpfInState'],
      [{ resource: 'urbanByCnpj', cnpj: CNPJ }, 'urbanPropertiesByCnpj'],
      [{ resource: 'fiscalBenefits', cnpj: CNPJ }, 'fiscalBenefitsByCnpj'],
      [{ resource: 'federalDebts', cpf: CPF }, 'federalDebtsByCpf'],
      [{ resource: 'vehicles', cpf: CPF }, 'vehiclesByCpf'],
      [{ resource: 'socialBenefits', cpf: CPF }, 'socialBenefitsByCpf'],
      [{ resource: 'cafir', nirf: '1.234.567-8' }, 'cafirPropertiesByNirf'],
      [{ resource: 'sncrByMunicipality', ibgeCode: '3550308' }, 'sncrPropertiesByMunicipality'],
      [{ resource: 'sncrByCode', propertyCode: '950.041.012.345-6' }, 'sncrPropertiesByCode'],
      [{ resource: 'peopleByPhone', phone: '(11) 98765-4321' }, 'peopleByPhone'],
      [{ resource: 'digitalProfiles', email: 'ana@exemplo.com.br' }, 'digitalProfilesByEmail'],
      [{ resource: 'companiesByEmail', email: 'ana@exemplo.com.br' }, 'companiesByEmail'],
    ];
    const { service, calls } = setup();
    for (const [request] of expected) await service.lookup(request);
    expect(calls.map((call) => call.method)).toEqual(expected.map(([, method]) => method));
    expect(calls.map((call) => call.args[0])).toEqual(expected.map(([request]) => Object.values(request)[1]));
  });

  it('passes the filters on to the client', async () => {
    const { service, calls } = setup();
    await service.lookup({ resource: 'urbanByCpf', cpf: CPF, includeRelatives: false });
    await service.lookup({ resource: 'urbanByCpfInState', cpf: CPF, uf: 'sp' });
    await service.lookup({ resource: 'socialBenefits', cpf: CPF, name: 'Maria' });
    await service.lookup({ resource: 'urbanByCpf', cpf: OTHER_CPF });
    expect(calls[0]?.args[1]).toMatchObject({ includeRelatives: false });
    expect(calls[1]?.args[1]).toBe('sp');
    expect(calls[2]?.args[1]).toMatchObject({ name: 'Maria' });
    expect(calls[3]?.args[1]).not.toHaveProperty('includeRelatives');
  });

  it('refuses an invalid identifier before any request', async () => {
    const { service, calls } = setup();
    const error = await rejection(service.lookup(vehicles('123.456.789-00')));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).kind).toBe('invalid_input');
    expect(calls).toHaveLength(0);
  });

  it('fetches once, then answers from the cache with when the answer was fetched', async () => {
    const { service, calls } = setup();
    const first = await service.lookup(vehicles());
    expect(first).toEqual({ data: { answer: 1 }, fetchedAt: 1_000_000, source: 'network' });
    clock += 5_000;
    const second = await service.lookup(vehicles('529.982.247-25'));
    expect(second).toEqual({ data: { answer: 1 }, fetchedAt: 1_000_000, source: 'cache' });
    expect(calls).toHaveLength(1);
  });

  it('serves from the cache for less than the TTL, then fetches again', async () => {
    const { service, calls } = setup({ ttlMs: 10_000 });
    await service.lookup(vehicles());
    clock = 1_000_000 + 9_999;
    expect((await service.lookup(vehicles())).source).toBe('cache');
    clock = 1_000_000 + 10_000;
    const refetched = await service.lookup(vehicles());
    expect(refetched).toEqual({ data: { answer: 2 }, fetchedAt: 1_010_000, source: 'network' });
    expect(calls).toHaveLength(2);
    // The new answer is what the cache serves from then on.
    clock += 1;
    expect(await service.lookup(vehicles())).toEqual({ data: { answer: 2 }, fetchedAt: 1_010_000, source: 'cache' });
  });

  it('reads the TTL at each look-up', async () => {
    const { service, calls, ttl } = setup({ ttlMs: HOUR });
    await service.lookup(vehicles());
    clock += 2 * HOUR;
    ttl.ms = 3 * HOUR;
    expect((await service.lookup(vehicles())).source).toBe('cache');
    ttl.ms = HOUR;
    expect((await service.lookup(vehicles())).source).toBe('network');
    expect(calls).toHaveLength(2);
  });

  it('neither reads nor writes the cache when the TTL is 0', async () => {
    const { service, calls } = setup({ ttlMs: 0 });
    expect((await service.lookup(vehicles())).source).toBe('network');
    expect((await service.lookup(vehicles())).source).toBe('network');
    expect(calls).toHaveLength(2);
    expect(await service.peek(vehicles())).toBeUndefined();
  });

  it('refresh skips a fresh answer and replaces it', async () => {
    const { service, calls } = setup();
    await service.lookup(vehicles());
    clock += 1_000;
    expect(await service.lookup(vehicles(), { refresh: true })).toEqual({ data: { answer: 2 }, fetchedAt: 1_001_000, source: 'network' });
    expect((await service.lookup(vehicles())).data).toEqual({ answer: 2 });
    expect(calls).toHaveLength(2);
  });

  it('shares one request between identical look-ups in flight, and not once it has ended', async () => {
    const gates = [deferred<unknown>(), deferred<unknown>()];
    let next = 0;
    const { service, calls } = setup({ answer: () => (gates[next++] as Deferred<unknown>).promise });
    const first = service.lookup(vehicles());
    const second = service.lookup(vehicles('529.982.247-25'));
    const refreshing = service.lookup(vehicles(), { refresh: true });
    const other = service.lookup({ resource: 'federalDebts', cpf: CPF });
    await until(() => calls.length === 2);
    gates[0]?.resolve({ veiculos: ['shared'] });
    gates[1]?.resolve({ dividas: 'other' });
    const [a, b, c, d] = await Promise.all([first, second, refreshing, other]);
    expect(a).toEqual(b);
    expect(c).toEqual(a);
    expect(a?.data).toEqual({ veiculos: ['shared'] });
    expect(d?.data).toEqual({ dividas: 'other' });
    expect(calls.map((call) => call.method)).toEqual(['vehiclesByCpf', 'federalDebtsByCpf']);

    const later = deferred<unknown>();
    gates.push(later);
    const again = service.lookup(vehicles(), { refresh: true });
    await until(() => calls.length === 3);
    later.resolve({ veiculos: ['later'] });
    expect((await again).data).toEqual({ veiculos: ['later'] });
  });

  it('a failed request in flight fails every look-up sharing it, and the next look-up asks again', async () => {
    const failing = deferred<unknown>();
    let attempt = 0;
    const { service, calls } = setup({ answer: () => (++attempt === 1 ? failing.promise : Promise.resolve({ ok: true })) });
    const first = service.lookup(vehicles());
    const second = service.lookup(vehicles());
    await until(() => calls.length === 1);
    failing.reject(new ApiError('server', { status: 503 }));
    expect(((await rejection(first)) as ApiError).kind).toBe('server');
    expect(((await rejection(second)) as ApiError).kind).toBe('server');
    expect((await service.lookup(vehicles())).data).toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });
});

describe('when a refresh fails', () => {
  function failingAfterFirst(error: unknown) {
    let attempt = 0;
    return async () => {
      attempt += 1;
      if (attempt === 1) return { veiculos: ['first'] };
      throw error;
    };
  }

  it('falls back to the last good answer, marked stale with its age and why', async () => {
    const { service } = setup({ answer: failingAfterFirst(new ApiError('server', { status: 503, endpoint: 'GET /x' })), ttlMs: HOUR });
    await service.lookup(vehicles());
    clock += 2 * HOUR;
    const result = await service.lookup(vehicles());
    expect(result.source).toBe('stale');
    expect(result.data).toEqual({ veiculos: ['first'] });
    expect(result.fetchedAt).toBe(1_000_000);
    expect(result.refreshError).toMatchObject({ name: 'ApiError', kind: 'server', status: 503 });
    // It crosses to the panel as a message: it must survive structured cloning.
    expect(structuredClone(result)).toEqual(result);
    expect(ApiError.fromJSON(structuredClone(result.refreshError!)).retryable).toBe(true);
  });

  it('falls back too when the person asked for a refresh of a fresh answer', async () => {
    const { service } = setup({ answer: failingAfterFirst(new ApiError('timeout')) });
    await service.lookup(vehicles());
    const result = await service.lookup(vehicles(), { refresh: true });
    expect(result.source).toBe('stale');
    expect(result.refreshError?.kind).toBe('timeout');
  });

  it('fails when there is nothing to fall back on', async () => {
    const { service } = setup({ answer: async () => Promise.reject(new ApiError('network')) });
    expect(((await rejection(service.lookup(vehicles()))) as ApiError).kind).toBe('network');
  });

  it('does not fall back when the service refused the input', async () => {
    const refused = new ApiError('invalid_input', { status: 400, serverMessage: 'CPF inválido' });
    const { service } = setup({ answer: failingAfterFirst(refused) });
    await service.lookup(vehicles());
    clock += 2 * HOUR;
    expect(await rejection(service.lookup(vehicles()))).toBe(refused);
  });

  it('does not fall back on an error that is not the API answering', async () => {
    const bug = new TypeError('undefined is not a function');
    const { service } = setup({ answer: failingAfterFirst(bug) });
    await service.lookup(vehicles());
    expect(await rejection(service.lookup(vehicles(), { refresh: true }))).toBe(bug);
  });
});

describe('the cache-off notice', () => {
  it('is absent while the cache works', async () => {
    const { service } = setup();
    expect(await service.lookup(vehicles())).not.toHaveProperty('cacheUnavailable');
    expect(await service.lookup(vehicles())).not.toHaveProperty('cacheUnavailable');
  });

  it('says the disk is full on every answer once the cache gave up, and the answers still come', async () => {
    const { service, calls } = setup({ cache: fullDiskCache() });
    const first = await service.lookup(vehicles());
    expect(first).toMatchObject({ source: 'network', data: { answer: 1 }, cacheUnavailable: 'quota' });
    const second = await service.lookup(vehicles());
    expect(second).toMatchObject({ source: 'network', data: { answer: 2 }, cacheUnavailable: 'quota' });
    expect(calls).toHaveLength(2);
  });
});

describe('peek', () => {
  it('returns a cached answer however old, without a request', async () => {
    const { service, calls } = setup({ ttlMs: 1_000 });
    expect(await service.peek(vehicles())).toBeUndefined();
    await service.lookup(vehicles());
    clock += 10 * HOUR;
    expect(await service.peek(vehicles('529.982.247-25'))).toEqual({ data: { answer: 1 }, fetchedAt: 1_000_000, source: 'cache' });
    expect(calls).toHaveLength(1);
  });

  it('refuses an invalid identifier', async () => {
    const { service } = setup();
    expect(((await rejection(service.peek(vehicles('000.000.000-00')))) as ApiError).kind).toBe('invalid_input');
  });

  it('peeks at many look-ups with the same answers, the cache keys read once', async () => {
    const { service, calls } = setup({ ttlMs: 1_000 });
    await service.lookup(vehicles());
    const peek = await service.peekerForMany();
    expect(await peek(vehicles())).toEqual(await service.peek(vehicles()));
    expect(await peek(vehicles('111.444.777-35'))).toBeUndefined();
    expect(calls).toHaveLength(1);
  });
});
