import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AtalaiaDatabase } from '../storage/database';
import { failWrites, freshDatabase } from '../storage/testing';
import { createRecordCache } from './cache';

let clock = 1_000_000;
const now = () => clock;
/** The database of the last cache made, to look at or change it behind the cache's back. */
let database: () => Promise<AtalaiaDatabase>;
let restore: (() => void) | undefined;

function freshCache(maxBytes?: number, memoryBytes?: number) {
  database = freshDatabase();
  return createRecordCache({ now, database, ...(maxBytes ? { maxBytes } : {}), ...(memoryBytes === undefined ? {} : { memoryBytes }) });
}

/** Deletes an answer but not its index entry, which only a test can do. */
const dropAnswer = async (key: string) => (await database()).delete('records', key);

/** Every key of both stores: an answer and its entry are there together or not at all. */
async function storedKeys() {
  const db = await database();
  return { records: await db.getAllKeys('records'), index: await db.getAllKeys('recordIndex') };
}

beforeEach(() => {
  clock = 1_000_000;
});

afterEach(() => {
  restore?.();
  restore = undefined;
});

describe('record cache', () => {
  it('stores and returns an answer with when it was fetched', async () => {
    const cache = freshCache();
    await cache.set('vehicles|52998224725', { veiculos: [] }, ['cpf:52998224725']);
    expect(await cache.get('vehicles|52998224725')).toEqual({ value: { veiculos: [] }, fetchedAt: 1_000_000 });
    expect(await cache.get('missing')).toBeUndefined();
  });

  it('sweeps what is older than the TTL, and everything when the TTL is 0', async () => {
    const cache = freshCache();
    await cache.set('old', 1, ['cpf:1']);
    clock += 10_000;
    await cache.set('new', 2, ['cpf:2']);
    expect(await cache.sweepExpired(5_000)).toBe(1);
    expect(await cache.get('old')).toBeUndefined();
    expect(await cache.get('new')).toBeDefined();
    expect(await cache.sweepExpired(0)).toBe(1);
    expect((await cache.stats()).entries).toBe(0);
  });

  it('evicts the least recently used answers past the size cap', async () => {
    const cache = freshCache(120);
    await cache.set('a', 'x'.repeat(40), ['cpf:a']);
    clock += 1;
    await cache.set('b', 'x'.repeat(40), ['cpf:b']);
    clock += 1;
    await cache.get('a');
    clock += 1;
    await cache.set('c', 'x'.repeat(40), ['cpf:c']);
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBeDefined();
    expect(await cache.get('c')).toBeDefined();
  });

  it('serves the latest answers from memory while the index still lists them, fetched at the same time', async () => {
    const cache = freshCache();
    await cache.set('rural|1', { transportes: [1, 2, 3] }, ['cpf:1']);
    await dropAnswer('rural|1');
    expect(await cache.get('rural|1')).toEqual({ value: { transportes: [1, 2, 3] }, fetchedAt: 1_000_000 });
    // A purge goes through the index: the copy in memory is no answer any more.
    await cache.purgeSubject('cpf:1');
    expect(await cache.get('rural|1')).toBeUndefined();
    // A newer answer replaces the copy.
    await cache.set('rural|1', { transportes: [] }, ['cpf:1']);
    clock += 1_000;
    await cache.set('rural|1', { transportes: [4] }, ['cpf:1']);
    expect(await cache.get('rural|1')).toEqual({ value: { transportes: [4] }, fetchedAt: 1_001_000 });
  });

  it('keeps in memory no more than its share, reading the rest from IndexedDB', async () => {
    const cache = freshCache(undefined, 30);
    await cache.set('a', 'x'.repeat(20), ['cpf:a']);
    await cache.set('b', 'y'.repeat(20), ['cpf:b']);
    await dropAnswer('a');
    await dropAnswer('b');
    // Only the latest fits: the older answer, gone from the disk, is gone.
    expect(await cache.get('a')).toBeUndefined();
    expect((await cache.get('b'))?.value).toBe('y'.repeat(20));
  });

  it('purges everything about one identifier, and everything', async () => {
    const cache = freshCache();
    await cache.set('vehicles|1', 1, ['cpf:1']);
    await cache.set('debts|1', 2, ['cpf:1']);
    await cache.set('benefits|2', 3, ['cnpj:2']);
    expect(await cache.purgeSubject('cpf:1')).toBe(2);
    expect(await cache.listSubjects()).toEqual([{ subject: 'cnpj:2', fetchedAt: 1_000_000, entries: 1 }]);
    await cache.purgeAll();
    expect(await cache.listSubjects()).toEqual([]);
  });

  it('counts people, companies and size', async () => {
    const cache = freshCache();
    await cache.set('a', 'xx', ['cpf:1']);
    await cache.set('b', 'yy', ['cnpj:2']);
    await cache.set('c', 'zz', ['phone:+5511987654321']);
    expect(await cache.stats()).toEqual({ entries: 3, people: 1, companies: 1, otherSubjects: 1, bytes: 12 });
  });

  it('evicts and retries once on a full disk, then carries on without the cache', async () => {
    const cache = freshCache();
    restore = failWrites('records', 'quota', 1);
    expect(await cache.set('a', 1, ['cpf:1'])).toBe(true);
    expect(cache.unavailableReason()).toBeNull();
    restore();

    const broken = freshCache();
    restore = failWrites('records', 'quota');
    expect(await broken.set('b', 2, ['cpf:2'])).toBe(false);
    expect(broken.unavailableReason()).toBe('quota');
    expect(await broken.get('b')).toBeUndefined();
    expect(await storedKeys()).toEqual({ records: [], index: [] });
  });

  describe('an answer and its index entry exist together or not at all', () => {
    it.each([
      ['the answer', 'records'],
      ['the index entry', 'recordIndex'],
    ] as const)('a full disk refusing %s keeps neither half', async (_half, store) => {
      const cache = freshCache();
      await cache.set('kept', { nome: 'Ana' }, ['cpf:1']);
      restore = failWrites(store, 'quota');
      expect(await cache.set('vehicles|2', { veiculos: [] }, ['cpf:2'])).toBe(false);
      restore();
      expect(await storedKeys()).toEqual({ records: ['kept'], index: ['kept'] });
    });

    it.each([
      ['the answer', 'records'],
      ['the index entry', 'recordIndex'],
    ] as const)('a transaction stopped while writing %s keeps neither half', async (_half, store) => {
      const cache = freshCache();
      restore = failWrites(store, 'abort', 2);
      expect(await cache.set('profile|3', { nome: 'Bruno' }, ['cpf:3'])).toBe(false);
      restore();
      expect(await storedKeys()).toEqual({ records: [], index: [] });
      expect(await cache.listSubjects()).toEqual([]);
    });

    it('a purge stopped halfway keeps the answer findable, and the next purge removes it', async () => {
      const cache = freshCache();
      await cache.set('profile|4', { nome: 'Carla' }, ['cpf:4']);
      restore = failWrites('recordIndex', 'abort', 1);
      await expect(cache.purgeSubject('cpf:4')).rejects.toThrow();
      restore();
      expect(await storedKeys()).toEqual({ records: ['profile|4'], index: ['profile|4'] });
      expect(await cache.purgeSubject('cpf:4')).toBe(1);
      expect(await storedKeys()).toEqual({ records: [], index: [] });
    });

    it('after a 30-day TTL sweep nothing of the person is left in either store', async () => {
      const cache = freshCache();
      await cache.set('profile|5', { nome: 'Dora' }, ['cpf:5']);
      restore = failWrites('recordIndex', 'quota', 2);
      await cache.set('debts|5', { dividas: [] }, ['cpf:5']);
      restore();
      clock += 30 * 24 * 3_600_000;
      await cache.sweepExpired(24 * 3_600_000);
      expect(await storedKeys()).toEqual({ records: [], index: [] });
    });
  });
});
