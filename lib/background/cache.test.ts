import { beforeEach, describe, expect, it } from 'vitest';
import { createStore, del, type UseStore } from 'idb-keyval';
import { createRecordCache } from './cache';

let clock = 1_000_000;
let databaseCounter = 0;
const now = () => clock;

function freshCache(maxBytes?: number, memoryBytes?: number) {
  databaseCounter += 1;
  return createRecordCache({ now, databaseName: `test-${databaseCounter}`, ...(maxBytes ? { maxBytes } : {}), ...(memoryBytes === undefined ? {} : { memoryBytes }) });
}

/** The answers store of the last cache made, to change it behind the cache's back. */
const lastRecords = () => createStore(`test-${databaseCounter}-records`, 'records');

beforeEach(() => {
  clock = 1_000_000;
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
    await del('rural|1', lastRecords());
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
    await del('a', lastRecords());
    await del('b', lastRecords());
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
    databaseCounter += 1;
    const records = createStore(`quota-${databaseCounter}-records`, 'records');
    const index = createStore(`quota-${databaseCounter}-index`, 'index');
    let refusals = 0;
    const fullDisk = (refuse: () => boolean): UseStore => (mode, callback) => {
      if (mode === 'readwrite' && refuse()) {
        refusals += 1;
        return Promise.reject(new DOMException('disk full', 'QuotaExceededError'));
      }
      return records(mode, callback);
    };
    let failing = 1;
    const cache = createRecordCache({ now, stores: { records: fullDisk(() => failing-- > 0), index } });
    expect(await cache.set('a', 1, ['cpf:1'])).toBe(true);
    expect(refusals).toBe(1);
    expect(cache.unavailableReason()).toBeNull();

    const broken = createRecordCache({ now, stores: { records: fullDisk(() => true), index } });
    expect(await broken.set('b', 2, ['cpf:2'])).toBe(false);
    expect(broken.unavailableReason()).toBe('quota');
    expect(await broken.get('a')).toBeUndefined();
  });
});
