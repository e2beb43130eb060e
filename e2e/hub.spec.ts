/**
 * The background hub in a real Chromium against the real sandbox: cache across worker restarts, TTL,
 * purges, shared requests, and fuzzed messages.
 */
import fc from 'fast-check';
import type { LookupResult } from '../lib/background/lookup';
import { configureExtension, openExtensionPage, sendFromPage, stopServiceWorkers } from './extension';
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

test('records expire after the TTL, and both purges erase them', async ({ context, extensionId, serviceWorker }) => {
  const page = await openExtensionPage(context, extensionId, 'options.html');
  const lookup = async () => (await sendFromPage<{ value: LookupResult }>(page, 'lookup', vehicles)).value.source;

  // A TTL of two seconds (hours may be fractional).
  await configureExtension(serviceWorker, { cacheTtlHours: 2 / 3600 });
  expect(await lookup()).toBe('network');
  expect(await lookup()).toBe('cache');
  await page.waitForTimeout(2_200);
  expect(await lookup()).toBe('network');

  await configureExtension(serviceWorker, { cacheTtlHours: 24 });
  await sendFromPage(page, 'lookup', { request: { resource: 'fiscalBenefits', cnpj: '11222333000181' } });
  const listed = await sendFromPage<{ value: { subject: string }[] }>(page, 'cache.list', {});
  expect(listed.value.map((entry) => entry.subject).sort()).toEqual(['cnpj:11222333000181', `cpf:${CPF}`]);

  expect(await sendFromPage(page, 'cache.purgeSubject', { subject: `cpf:${CPF}` })).toMatchObject({ ok: true, value: { purged: 1 } });
  expect(await lookup()).toBe('network');

  await sendFromPage(page, 'cache.purgeAll', {});
  const stats = await sendFromPage<{ value: { entries: number } }>(page, 'cache.stats', {});
  expect(stats.value.entries).toBe(0);
});

test('a failed refresh shows the last good record, marked stale', async ({ context, extensionId, sandbox }) => {
  const page = await openExtensionPage(context, extensionId, 'options.html');
  await sendFromPage(page, 'lookup', vehicles);
  sandbox.setFaults({ errorRate: 1, errorStatus: 503 });
  const refreshed = await sendFromPage<{ value: LookupResult }>(page, 'lookup', { ...vehicles, refresh: true });
  expect(refreshed.value.source).toBe('stale');
  expect(refreshed.value.refreshError?.kind).toBe('server');
});

test('fuzzed messages never throw and never reach the API', async ({ context, extensionId, sandbox }) => {
  const page = await openExtensionPage(context, extensionId, 'options.html');
  // connection.test is left out: a valid one by chance would probe an arbitrary address.
  const types = ['lookup', 'enrich.one', 'panel.open', 'summary.peek', 'cache.purgeSubject', 'nope', '__proto__'];
  const messages = fc.sample(
    fc.oneof(
      fc.jsonValue(),
      fc.record({ atalaia: fc.constantFrom(1, 2), type: fc.constantFrom(...types), payload: fc.jsonValue() }),
      fc.record({
        atalaia: fc.constant(1),
        type: fc.constant('lookup'),
        payload: fc.record({ request: fc.record({ resource: fc.string(), cpf: fc.string() }) }),
      }),
    ),
    300,
  );
  const outcomes = await page.evaluate(async (batch) => {
    const results: string[] = [];
    for (const message of batch) {
      try {
        const reply = await chrome.runtime.sendMessage(message);
        results.push(reply === undefined ? 'dropped' : reply.ok ? 'ok' : `error:${reply.error.kind}`);
      } catch {
        results.push('no-answer');
      }
    }
    return results;
  }, messages as unknown[]);
  expect(outcomes.every((outcome) => outcome === 'dropped' || outcome === 'no-answer' || outcome === 'error:invalid_input')).toBe(true);
  expect(sandbox.requests()).toHaveLength(0);

  // The worker is still there and answers.
  expect(await sendFromPage(page, 'cache.stats', {})).toMatchObject({ ok: true });
});
