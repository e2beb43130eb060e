/**
 * The background hub in a real Chromium against the real sandbox: cache across worker restarts, the
 * TTL setting, purges, shared requests, and fuzzed messages with bad identifiers.
 */
import type { Worker } from '@playwright/test';
import fc from 'fast-check';
import type { LookupResult } from '../lib/background/lookup';
import { HOUR_MS } from '../lib/settings';
import type { BatchProgress } from '../lib/enrichment/progress';
import { MESSAGE_SCHEMAS } from '../lib/protocol/schemas';
import { badMessages } from './bad-messages';
import { configureExtension, contentScriptWorld, openExtensionPage, sendFromPage, stopServiceWorkers } from './extension';
import { expect, SANDBOX_TOKEN, test } from './fixtures';

const CPF = '52998224725';
const vehicles = { request: { resource: 'vehicles', cpf: '529.982.247-25' } };

test.beforeEach(async ({ serviceWorker, sandbox }) => {
  await configureExtension(serviceWorker, { apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN, cacheTtlHours: 24 });
  sandbox.clearRequests();
  sandbox.resetFaults();
});

test('a cached record survives a service-worker restart', async ({ context, extensionId, sandbox }) => {
  const page = await openExtensionPage(context, extensionId, 'options.html');
  const first = await sendFromPage<{ ok: true; value: LookupResult }>(page, 'lookup', vehicles);
  expect(first.value.source).toBe('network');

  await stopServiceWorkers(context, page);
  const second = await sendFromPage<{ ok: true; value: LookupResult }>(page, 'lookup', vehicles);
  expect(second.value.source).toBe('cache');
  expect(second.value.fetchedAt).toBe(first.value.fetchedAt);
  expect(sandbox.requests().filter((request) => request.path === `/veiculos/cpf/${CPF}`)).toHaveLength(1);
});

test('ten concurrent identical look-ups make one request', async ({ context, extensionId, sandbox }) => {
  const page = await openExtensionPage(context, extensionId, 'options.html');
  sandbox.setFaults({ latencyMs: 300 });
  const replies = await page.evaluate(
    (payload) => Promise.all(Array.from({ length: 10 }, () => chrome.runtime.sendMessage({ atalaia: 1, type: 'lookup', payload }))),
    { request: { resource: 'federalDebts', cpf: CPF } },
  );
  expect(replies.every((reply: { ok: boolean }) => reply.ok)).toBe(true);
  expect(sandbox.requests().filter((request) => request.path === `/api/v1/dividas/cpf/${CPF}`)).toHaveLength(1);
});

/**
 * Makes the worker's cached record under `key` look `ageMs` old, by rewriting when it was fetched in
 * the cache's index (store `recordIndex` of the IndexedDB database `atalaia`, lib/storage/database.ts), instead of waiting.
 */
async function ageCachedRecord(worker: Worker, key: string, ageMs: number): Promise<void> {
  await worker.evaluate(
    async ({ key, ageMs }) => {
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open('atalaia');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        const store = db.transaction('recordIndex', 'readwrite').objectStore('recordIndex');
        const entry = await new Promise<{ fetchedAt: number } | undefined>((resolve, reject) => {
          const request = store.get(key);
          request.onsuccess = () => resolve(request.result as { fetchedAt: number } | undefined);
          request.onerror = () => reject(request.error);
        });
        if (!entry) throw new Error(`no cached record under ${key}`);
        await new Promise<void>((resolve, reject) => {
          const request = store.put({ ...entry, fetchedAt: Date.now() - ageMs }, key);
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error);
        });
      } finally {
        db.close();
      }
    },
    { key, ageMs },
  );
}

// The TTL arithmetic on a clock is lib/background/lookup-ttl.test.ts; this is the setting reaching the
// real worker and its IndexedDB, with no wall-clock wait.
test('the TTL of the options decides what the worker serves from its cache, and both purges erase records', async ({
  context,
  extensionId,
  serviceWorker,
}) => {
  const page = await openExtensionPage(context, extensionId, 'options.html');
  const lookup = async () => (await sendFromPage<{ value: LookupResult }>(page, 'lookup', vehicles)).value.source;
  const entries = async () => (await sendFromPage<{ value: { entries: number } }>(page, 'cache.stats', {})).value.entries;

  // A TTL of 0: nothing is kept.
  await configureExtension(serviceWorker, { cacheTtlHours: 0 });
  expect(await lookup()).toBe('network');
  expect(await lookup()).toBe('network');
  expect(await entries()).toBe(0);

  // 24 hours: a record just past them is fetched again, one just short of them comes from the cache.
  await configureExtension(serviceWorker, { cacheTtlHours: 24 });
  expect(await lookup()).toBe('network');
  await ageCachedRecord(serviceWorker, `vehicles|${CPF}`, 24 * HOUR_MS + 60_000);
  expect(await lookup()).toBe('network');
  await ageCachedRecord(serviceWorker, `vehicles|${CPF}`, 24 * HOUR_MS - 60_000);
  expect(await lookup()).toBe('cache');

  await sendFromPage(page, 'lookup', { request: { resource: 'fiscalBenefits', cnpj: '11222333000181' } });
  const listed = await sendFromPage<{ value: { subject: string }[] }>(page, 'cache.list', {});
  expect(listed.value.map((entry) => entry.subject).sort()).toEqual(['cnpj:11222333000181', `cpf:${CPF}`]);

  expect(await sendFromPage(page, 'cache.purgeSubject', { subject: `cpf:${CPF}` })).toMatchObject({ ok: true, value: { purged: 1 } });
  expect(await lookup()).toBe('network');

  await sendFromPage(page, 'cache.purgeAll', {});
  expect(await entries()).toBe(0);
});

test('a failed refresh shows the last good record, marked stale', async ({ context, extensionId, sandbox }) => {
  const page = await openExtensionPage(context, extensionId, 'options.html');
  await sendFromPage(page, 'lookup', vehicles);
  sandbox.setFaults({ errorRate: 1, errorStatus: 503 });
  const refreshed = await sendFromPage<{ value: LookupResult }>(page, 'lookup', { ...vehicles, refresh: true });
  expect(refreshed.value.source).toBe('stale');
  expect(refreshed.value.refreshError?.kind).toBe('server');
});

/**
 * Runs in the sending context (an extension page, or the content script's world): sends each message
 * with that context's `chrome.runtime.sendMessage` and says what came back: `dropped` (no answer),
 * `no-answer` (the call threw), `ok`, or `error:<kind>`.
 */
const sendAll = async (batch: unknown[]) => {
  const results: string[] = [];
  for (const message of batch) {
    try {
      const reply = (await chrome.runtime.sendMessage(message)) as { ok: boolean; error?: { kind: string } } | undefined;
      results.push(reply === undefined ? 'dropped' : reply.ok ? 'ok' : `error:${reply.error?.kind}`);
    } catch {
      results.push('no-answer');
    }
  }
  return results;
};

/**
 * About 500 schema-valid messages with bad identifiers (17 kinds, 30 each) and a few that are not even
 * messages, from a seed the test's annotations keep; the generators are checked to be worth something.
 */
function badMessageSamples() {
  const seed = Math.floor(Math.random() * 2 ** 31);
  test.info().annotations.push({ type: 'fast-check seed', description: String(seed) });
  const PER_KIND = 30;
  const samples = Object.entries(badMessages).map(([kind, arbitrary], index) => ({ kind, messages: fc.sample(arbitrary, { numRuns: PER_KIND, seed: seed + index }) }));
  // The generators are worth something only if the router lets their messages through to the handlers.
  for (const { kind, messages } of samples) {
    const valid = messages.filter((message) => MESSAGE_SCHEMAS[message.type].safeParse(message.payload).success).length;
    expect(valid / messages.length, `${kind} (seed ${seed}): share of schema-valid payloads`).toBeGreaterThanOrEqual(0.9);
  }
  // And a few that are not even messages, or of no known type.
  const junk = fc.sample(
    fc.oneof(fc.jsonValue(), fc.record({ atalaia: fc.constantFrom(1, 2), type: fc.constantFrom('nope', '__proto__', 'constructor'), payload: fc.jsonValue() })),
    { numRuns: 15, seed },
  );
  return { seed, messages: samples.flatMap((sample) => sample.messages), junk };
}

test('schema-valid messages with bad identifiers from an extension page are refused and never reach the API', async ({ context, extensionId, sandbox }) => {
  const { seed, messages, junk } = badMessageSamples();
  const starts = messages.filter((message) => message.type === 'enrich.start').length;
  // An extension page may send all of them: each is refused as invalid input, except enrich.start,
  // which files the batch and fails its chunks when it gets to them (below).
  const page = await openExtensionPage(context, extensionId, 'options.html');
  const answers = await page.evaluate(sendAll, messages as unknown[]);
  const unexpected = messages
    .map((message, index) => ({ message, answer: answers[index] }))
    .filter(({ message, answer }) => answer !== (message.type === 'enrich.start' ? 'ok' : 'error:invalid_input'));
  expect(unexpected, `seed ${seed}`).toEqual([]);
  expect(await page.evaluate(sendAll, junk as unknown[])).toEqual(junk.map(() => 'dropped'));

  // Every batch ends, every chunk failed as invalid input: the runner has nothing left to send.
  await expect
    .poll(async () => {
      const batches = (await sendFromPage<{ value: BatchProgress[] }>(page, 'enrich.batches', {})).value;
      return { batches: batches.length, unfinished: batches.filter((batch) => batch.state === 'running').length };
    })
    .toEqual({ batches: starts, unfinished: 0 });
  const batches = (await sendFromPage<{ value: BatchProgress[] }>(page, 'enrich.batches', {})).value;
  expect(new Set(batches.flatMap((batch) => batch.chunks.map((chunk) => `${chunk.state} ${chunk.failure}`)))).toEqual(new Set(['failed invalid_input']));

  expect(sandbox.requests()).toEqual([]);
  // The worker is still there and answers.
  expect(await sendFromPage(page, 'cache.stats', {})).toMatchObject({ ok: true });
});

test('the same messages from a content script are all dropped and never reach the API', async ({ context, extensionId, sandbox, pages }) => {
  const { messages, junk } = badMessageSamples();
  // A content script may send none of them.
  const web = await context.newPage();
  await web.goto(`${pages}/static.html`);
  const world = await contentScriptWorld(context, web, extensionId);
  expect(await world.evaluate(sendAll, [...messages, ...junk] as unknown[])).toEqual([...messages, ...junk].map(() => 'dropped'));
  await world.detach();

  expect(sandbox.requests()).toEqual([]);
  const page = await openExtensionPage(context, extensionId, 'options.html');
  expect(await sendFromPage(page, 'cache.stats', {})).toMatchObject({ ok: true });
});

/** Every store of the extension's database as JSON, read in the worker: what a purge must have left. */
async function storedJson(worker: Worker): Promise<Record<string, string>> {
  return worker.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('atalaia');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    const stores: Record<string, string> = {};
    for (const name of db.objectStoreNames) {
      stores[name] = await new Promise<string>((resolve, reject) => {
        const request = db.transaction(name).objectStore(name).getAll();
        request.onsuccess = () => resolve(JSON.stringify(request.result));
        request.onerror = () => reject(request.error);
      });
    }
    db.close();
    return stores;
  });
}

test('"Apagar tudo sobre" a person leaves nothing of them in any store, their batches included, and "Apagar tudo" empties every store of personal data', async ({ context, extensionId, serviceWorker }) => {
  const page = await openExtensionPage(context, extensionId, 'options.html');
  await sendFromPage(page, 'lookup', vehicles);
  const contacts = [CPF, '11144477735', '12345678909'].map((cpf, index) => ({ key: `cpf:${cpf}`, contact: { cpf }, line: index + 2, fields: [`Pessoa ${index}`, cpf] }));
  const started = await sendFromPage<{ ok: true; value: BatchProgress }>(page, 'enrich.start', { batchId: crypto.randomUUID(), contacts, source: { label: 'pessoas.csv', origin: 'csv' } });
  await expect.poll(async () => (await sendFromPage<{ value: BatchProgress[] }>(page, 'enrich.batches', {})).value.find((batch) => batch.id === started.value.id)?.state).toBe('completed');
  const before = await storedJson(serviceWorker);
  // The person is there: their record, its index entry, the batch's contacts and results.
  for (const store of ['records', 'recordIndex', 'contacts', 'results']) expect(before[store]).toContain(CPF);

  await sendFromPage(page, 'cache.purgeSubject', { subject: `cpf:${CPF}` });
  const after = await storedJson(serviceWorker);
  for (const [store, json] of Object.entries(after)) expect(json, store).not.toContain(CPF);
  // The usage is the ledger's, which names nobody: what was spent stays counted.
  expect(JSON.parse(after.ledger ?? '[]')).toHaveLength(2);

  await sendFromPage(page, 'lookup', { request: { resource: 'vehicles', cpf: '111.444.777-35' } });
  await sendFromPage(page, 'cache.purgeAll', {});
  const emptied = await storedJson(serviceWorker);
  for (const store of ['records', 'recordIndex', 'batches', 'contacts', 'results']) expect(emptied[store], store).toBe('[]');
});
