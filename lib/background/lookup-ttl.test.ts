/**
 * The cache TTL of look-ups on a clock of our own, with the real IndexedDB cache (fake-indexeddb):
 * what the e2e suite used to check by sleeping past a two-second TTL in a real browser.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import type { ApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { createRecordCache } from './cache';
import { createLookupService } from './lookup';
import { freshDatabase } from '../storage/testing';

const vehicles = { resource: 'vehicles', cpf: '529.982.247-25' } as const;
const HOUR = 3_600_000;

let clock: number;

/** A service on the clock `clock`, a TTL the test can change, and a client that counts its requests. */
function setup(initialTtlMs: number) {
  let ttlMs = initialTtlMs;
  let failing: ApiError | null = null;
  const requests: string[] = [];
  const client = {
    vehiclesByCpf: async (cpf: string) => {
      requests.push(cpf);
      if (failing) throw failing;
      return { cpf, veiculos: [], answer: requests.length };
    },
  } as unknown as ApiClient;
  const now = () => clock;
  const cache = createRecordCache({ now, database: freshDatabase() });
  const service = createLookupService({ cache, client: async () => client, ttlMs: async () => ttlMs, now });
  return {
    cache,
    requests,
    lookup: (refresh = false) => service.lookup(vehicles, { refresh }),
    setTtl: (value: number) => {
      ttlMs = value;
    },
    fail: (error: ApiError | null) => {
      failing = error;
    },
  };
}

beforeEach(() => {
  clock = Date.UTC(2026, 10, 21, 12);
});

describe('look-up TTL', () => {
  it('serves the cached record until the TTL has passed, then fetches again', async () => {
    const hub = setup(2_000);
    const first = await hub.lookup();
    expect(first).toMatchObject({ source: 'network', fetchedAt: clock, data: { answer: 1 } });

    clock += 1_999;
    expect(await hub.lookup()).toMatchObject({ source: 'cache', fetchedAt: first.fetchedAt, data: { answer: 1 } });

    // The TTL is a strict bound: a record exactly TTL old is fetched again.
    clock += 1;
    const renewed = await hub.lookup();
    expect(renewed).toMatchObject({ source: 'network', fetchedAt: clock, data: { answer: 2 } });
    expect(hub.requests).toHaveLength(2);

    // The renewed record starts a TTL of its own.
    clock += 1_000;
    expect(await hub.lookup()).toMatchObject({ source: 'cache', fetchedAt: renewed.fetchedAt });
    expect(hub.requests).toHaveLength(2);
  });

  it('reads the TTL at every look-up: a shorter one expires records already stored', async () => {
    const hub = setup(24 * HOUR);
    await hub.lookup();
    clock += 2 * HOUR;
    expect((await hub.lookup()).source).toBe('cache');
    hub.setTtl(HOUR);
    expect((await hub.lookup()).source).toBe('network');
    expect(hub.requests).toHaveLength(2);
  });

  it('with a TTL of 0 stores nothing and fetches every time', async () => {
    const hub = setup(0);
    expect((await hub.lookup()).source).toBe('network');
    expect((await hub.lookup()).source).toBe('network');
    expect(hub.requests).toHaveLength(2);
    expect((await hub.cache.stats()).entries).toBe(0);
  });

  it('"Atualizar" (refresh) fetches even while the record is fresh', async () => {
    const hub = setup(HOUR);
    await hub.lookup();
    clock += 1_000;
    expect(await hub.lookup(true)).toMatchObject({ source: 'network', fetchedAt: clock });
    expect(hub.requests).toHaveLength(2);
  });

  it('past the TTL, a failed fetch answers the expired record, marked stale with its age', async () => {
    const hub = setup(HOUR);
    const first = await hub.lookup();
    clock += 3 * HOUR;
    hub.fail(new ApiError('server', { status: 503 }));
    const stale = await hub.lookup();
    expect(stale).toMatchObject({ source: 'stale', fetchedAt: first.fetchedAt, data: { answer: 1 }, refreshError: { kind: 'server' } });
    // A failure that says the input is wrong is never papered over with an old record.
    hub.fail(new ApiError('invalid_input', { field: 'cpf' }));
    await expect(hub.lookup()).rejects.toMatchObject({ kind: 'invalid_input' });
  });
});
