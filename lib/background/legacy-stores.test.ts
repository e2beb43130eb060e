import { openDB } from 'idb';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS } from '../settings';
import { spendTotals, spendFromLedger } from '../audit/spend';
import { settingsItem, spendItem } from '../storage';
import { databaseHandle } from '../storage/database';
import { freshDatabase } from '../storage/testing';
import { createTrustedSettings, legacyTokenItem } from '../storage/trusted';
import { LEGACY_DATABASES, migrateLegacyStores } from './legacy-stores';

/** Writes an earlier version's database as idb-keyval made it: one store, version 1. */
async function writeLegacy(which: keyof typeof LEGACY_DATABASES, entries: [IDBValidKey, unknown][]) {
  const [name, store] = LEGACY_DATABASES[which];
  const database = await openDB(name, 1, { upgrade: (created) => void created.createObjectStore(store) });
  const transaction = database.transaction(store, 'readwrite');
  await Promise.all([...entries.map(([key, value]) => transaction.store.put(value, key)), transaction.done]);
  database.close();
}

const legacyNames = async () => (await indexedDB.databases()).map((known) => known.name).filter((name) => name?.startsWith('atalaia-'));
const NOV_21 = new Date(2026, 10, 21, 15).getTime();
const indexEntry = (subject: string) => ({ fetchedAt: NOV_21, lastUsedAt: NOV_21, bytes: 10, subjects: [subject] });

beforeEach(async () => {
  fakeBrowser.reset();
  for (const name of await legacyNames()) if (name) indexedDB.deleteDatabase(name);
});

describe('moving the earlier databases into the one database', () => {
  it('moves answers, batches, results, the audit log and the usage, drops orphans, and deletes the old databases', async () => {
    await writeLegacy('records', [
      ['profile|52998224725', { nome: 'Ana' }],
      // Left by a worker stopped between the two old writes: no index entry, no purge could find it.
      ['profile|11144477735', { nome: 'Órfã' }],
    ]);
    await writeLegacy('index', [['profile|52998224725', indexEntry('cpf:52998224725')]]);
    const chunks = [{ index: 0, mode: 'async', from: 0, to: 1, state: 'polling', jobId: 'job-1', attempts: 0, polls: 1, notBefore: 0 }];
    await writeLegacy('batches', [
      ['batch-a', { id: 'batch-a', createdAt: NOV_21, source: { label: 'a.csv' }, chunks, cancelled: false }],
      // Builds before 0.1.0 kept the contacts inline.
      ['batch-b', { id: 'batch-b', createdAt: NOV_21, source: { label: 'b.csv' }, chunks, cancelled: false, contacts: [{ key: 'cpf:1', contact: { cpf: '1' } }] }],
    ]);
    await writeLegacy('contacts', [
      ['batch-a', [{ key: 'cpf:2', contact: { cpf: '2' } }]],
      ['batch-gone', [{ key: 'cpf:3', contact: { cpf: '3' } }]],
    ]);
    await writeLegacy('results', [
      ['batch-a:0', [{ status: 'ok' }]],
      ['batch-gone:0', [{ status: 'ok' }]],
    ]);
    await writeLegacy('audit', [['000-1', { id: '000-1', at: NOV_21, kind: 'profile', endpoint: 'GET /pessoas/cpf/:cpf', subjects: [], contacts: 1, outcome: 'ok', origin: 'panel', purpose: null }]]);
    await spendItem.setValue({ days: { '2026-11-21': { profile: 1, enrichment: 40 }, '2026-10-02': { debts: 2 } } });

    const database = freshDatabase();
    const db = await database();
    expect(await migrateLegacyStores(db)).toEqual({ records: 1, batches: 2, auditEntries: 1 });

    expect(await db.getAllKeys('records')).toEqual(['profile|52998224725']);
    expect(await db.getAllKeys('recordIndex')).toEqual(['profile|52998224725']);
    expect(await db.getAllKeys('batches')).toEqual(['batch-a', 'batch-b']);
    expect(await db.get('batches', 'batch-b')).not.toHaveProperty('contacts');
    expect(await db.get('contacts', 'batch-a')).toEqual([{ key: 'cpf:2', contact: { cpf: '2' } }]);
    expect(await db.get('contacts', 'batch-b')).toEqual([{ key: 'cpf:1', contact: { cpf: '1' } }]);
    expect(await db.getAllKeys('contacts')).not.toContain('batch-gone');
    expect(await db.getAllKeys('results')).toEqual([['batch-a', 0]]);
    expect(await db.getAllKeys('audit')).toEqual(['000-1']);
    expect(spendTotals(spendFromLedger(await db.getAll('ledger'), NOV_21), NOV_21)).toMatchObject({ today: 41, month: 41 });
    expect(await legacyNames()).toEqual([]);
    // Nothing left to move: a second start does nothing.
    expect(await migrateLegacyStores(db)).toBeNull();
  });

  it('copies again, under the same keys, after a stop between the copy and the deletion', async () => {
    await writeLegacy('records', [['profile|52998224725', { nome: 'Ana' }]]);
    await writeLegacy('index', [['profile|52998224725', indexEntry('cpf:52998224725')]]);
    await spendItem.setValue({ days: { '2026-11-21': { profile: 1 } } });
    const db = await freshDatabase()();
    await migrateLegacyStores(db);
    await writeLegacy('records', [['profile|52998224725', { nome: 'Ana' }]]);
    await writeLegacy('index', [['profile|52998224725', indexEntry('cpf:52998224725')]]);
    expect(await migrateLegacyStores(db)).toMatchObject({ records: 1 });
    expect(await db.count('records')).toBe(1);
    expect(await db.count('ledger')).toBe(1);
  });
});

describe("moving an earlier version's settings and token out of storage.local", () => {
  /** The database as a worker of the background opens it: the move runs before anything reads it. */
  const backgroundDatabase = (name = `test-items-${Math.random().toString(36).slice(2)}`) => databaseHandle({ name, prepare: migrateLegacyStores });

  it('moves them into the database at the first start, and removes the token from storage.local', async () => {
    // As 0.1.0 left them: the settings and the token side by side in storage.local.
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, apiUrl: 'https://api.exemplo.com.br', baseUrl: 'https://base.exemplo.com.br', monthlyBudget: 40, requirePurpose: true });
    await legacyTokenItem.setValue('token-de-antes');

    const trusted = createTrustedSettings(backgroundDatabase());
    expect(await trusted.read()).toMatchObject({ apiUrl: 'https://api.exemplo.com.br', monthlyBudget: 40, requirePurpose: true });
    expect(await trusted.token()).toBe('token-de-antes');
    expect(await fakeBrowser.storage.local.get(null)).not.toHaveProperty('token');
    expect(JSON.stringify(await fakeBrowser.storage.local.get(null))).not.toContain('token-de-antes');
  });

  it('moves them once: what storage.local says later is never taken in, and a token put there is removed', async () => {
    const name = `test-items-${Math.random().toString(36).slice(2)}`;
    const database = backgroundDatabase(name);
    const trusted = createTrustedSettings(database);
    await trusted.update({ monthlyBudget: 3, requirePurpose: true });
    await trusted.saveToken('token-da-pessoa');

    // A content script rewrites the copy and plants a token where earlier versions kept it.
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, monthlyBudget: 0, requirePurpose: false });
    await legacyTokenItem.setValue('token-plantado');
    // The next worker opens the database again, and runs the move again.
    (await database()).close();
    const restarted = createTrustedSettings(backgroundDatabase(name));
    expect(await restarted.read()).toMatchObject({ monthlyBudget: 3, requirePurpose: true });
    expect(await restarted.token()).toBe('token-da-pessoa');
    expect(await legacyTokenItem.getValue()).toBe('');
  });

  it('a fresh install starts from the defaults, with no token', async () => {
    const trusted = createTrustedSettings(backgroundDatabase());
    expect(await trusted.read()).toEqual(DEFAULT_SETTINGS);
    expect(await trusted.tokenState()).toEqual({ set: false });
  });
});
