/** The job runner against the real sandbox over HTTP, with IndexedDB from fake-indexeddb. */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { CPF_FULL, CPF_JOB_FAILS } from '../../sandbox/special';
import { createApiClient } from '../api/client';
import { cpfWithCheckDigits } from '../identifiers/cpf';
import { freshDatabase } from '../storage/testing';
import { createBatchStore, isFinished, type Batch, type BatchContact } from './batches';
import { contactResults, isRetriable, progressOf } from './progress';
import { ApiError } from '../api/errors';
import type { EnrichmentResultItem } from '../api/schemas';
import { isolationCost } from './runner-rules';
import { createEnrichmentRunner, type RunnerOptions } from './runner';

const TOKEN = 'runner-test';
let sandbox: RunningSandbox;

function contacts(count: number, first = 200_000_000): BatchContact[] {
  return Array.from({ length: count }, (_, index) => {
    const cpf = cpfWithCheckDigits(String(first + index));
    return { key: `cpf:${cpf}`, contact: { cpf } };
  });
}

function runner(overrides: Partial<RunnerOptions> = {}, store = createBatchStore(freshDatabase())) {
  const client = async () => createApiClient({ token: TOKEN, apiUrl: sandbox.url, baseUrl: sandbox.url, backoffLimitMs: 50 });
  return { store, runner: createEnrichmentRunner({ store, client, ...overrides }) };
}

async function runToEnd(instance: ReturnType<typeof runner>, batchId: string): Promise<Batch> {
  for (let round = 0; round < 400; round++) {
    await instance.runner.advance(batchId);
    const batch = await instance.store.get(batchId);
    if (batch && isFinished(batch)) return batch;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('batch did not finish');
}

const creations = () => sandbox.requests().filter((request) => request.path === '/leads/async/enriquecer').length;

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, token: TOKEN, jobDurationMs: 200 });
});
afterAll(async () => {
  await sandbox.close();
});
beforeEach(() => {
  sandbox.clearRequests();
  sandbox.resetFaults();
});

describe('enrichment runner', () => {
  it('sends up to 100 contacts through the synchronous endpoint', async () => {
    const instance = runner();
    const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: contacts(100), source: { label: 'teste' } });
    const done = await runToEnd(instance, batch.id);
    expect(done.chunks.map((chunk) => [chunk.mode, chunk.state])).toEqual([['sync', 'completed']]);
    const results = await instance.runner.results(batch.id);
    expect(results?.items.filter((item) => item?.status === 'ok')).toHaveLength(100);
    expect(sandbox.requests().map((request) => request.path)).toEqual(['/leads/enriquecer']);
  });

  it('makes 3 jobs for 2,500 contacts, at most 2 at a time, each created once', async () => {
    const instance = runner();
    const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: contacts(2_500), source: { label: 'teste' }, campos: ['identidade'] });
    const done = await runToEnd(instance, batch.id);
    expect(done.chunks.map((chunk) => [chunk.mode, chunk.to - chunk.from, chunk.state])).toEqual([
      ['async', 834, 'completed'],
      ['async', 834, 'completed'],
      ['async', 832, 'completed'],
    ]);
    expect(creations()).toBe(3);
    const results = await instance.runner.results(batch.id);
    expect(results?.items.every((item) => item?.status === 'ok' && item.nome)).toBe(true);
  });

  /** The state a worker stopped mid-request leaves: every chunk `creating`, no job id written. */
  async function interrupt(store: ReturnType<typeof runner>['store'], batchId: string) {
    const interrupted = (await store.get(batchId)) as Batch;
    for (const chunk of interrupted.chunks) {
      chunk.state = 'creating';
      chunk.notBefore = 0;
      delete chunk.jobId;
    }
    await store.save(interrupted);
  }

  it('a synchronous request interrupted by a worker stop is never sent again: its contacts wait for the person', async () => {
    const first = runner();
    const batch = await first.runner.start({ id: crypto.randomUUID(), contacts: contacts(80), source: { label: 'teste' } });
    await runToEnd(first, batch.id);
    await interrupt(first.store, batch.id);
    sandbox.clearRequests();
    const woken = runner({}, first.store);
    const done = await runToEnd(woken, batch.id);
    expect(done.chunks[0]).toMatchObject({ state: 'failed', failure: 'outcome_unknown' });
    expect(sandbox.requests()).toEqual([]);
    const results = contactResults(done, (await woken.runner.results(batch.id))?.items ?? []);
    expect(results.every((result) => result.status === 'awaiting_decision' && result.chunk === 0)).toBe(true);
    // The person decides to send it again: one request, and it completes.
    expect(await woken.runner.decide(batch.id, 0, 'resend')).toBe(true);
    const resent = await runToEnd(woken, batch.id);
    expect(resent.chunks[0]?.state).toBe('completed');
    expect(sandbox.requests().map((request) => request.path)).toEqual(['/leads/enriquecer']);
  });

  it('a job whose creation was interrupted is not created again on its own: possibly created, same key when the person resends', async () => {
    const first = runner();
    const batch = await first.runner.start({ id: crypto.randomUUID(), contacts: contacts(150), source: { label: 'teste' } });
    await runToEnd(first, batch.id);
    const created = (await first.store.get(batch.id))?.chunks[0]?.jobId;
    await interrupt(first.store, batch.id);
    sandbox.clearRequests();
    const woken = runner({}, first.store);
    const done = await runToEnd(woken, batch.id);
    expect(done.chunks[0]).toMatchObject({ state: 'failed', failure: 'possibly_created' });
    expect(creations()).toBe(0);
    expect(await woken.runner.decide(batch.id, 0, 'refetch')).toBe(false);
    expect(await woken.runner.decide(batch.id, 0, 'resend')).toBe(true);
    const resent = await runToEnd(woken, batch.id);
    // The sandbox honours the key: the same job comes back.
    expect(resent.chunks[0]).toMatchObject({ state: 'completed', jobId: created });
    expect(creations()).toBe(1);
  });

  it('a creation that times out waits for the person instead of being sent again', async () => {
    sandbox.setFaults({ latencyMs: 400 });
    const store = createBatchStore(freshDatabase());
    const client = async () => createApiClient({ token: TOKEN, apiUrl: sandbox.url, baseUrl: sandbox.url, timeoutMs: 100, retryLimit: 0 });
    const instance = { store, runner: createEnrichmentRunner({ store, client }) };
    const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: contacts(20), source: { label: 'teste' } });
    const done = await runToEnd(instance, batch.id);
    expect(done.chunks[0]).toMatchObject({ state: 'failed', failure: 'outcome_unknown' });
    // The sandbox logs a request when it has answered it, late.
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(sandbox.requests().filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('a start sent twice with one id files one batch', async () => {
    const instance = runner();
    const input = { id: crypto.randomUUID(), contacts: contacts(30), source: { label: 'teste' } };
    const [first, again] = await Promise.all([instance.runner.start(input), instance.runner.start(input)]);
    expect(again.id).toBe(first.id);
    await runToEnd(instance, first.id);
    expect((await instance.store.all()).map((batch) => batch.id)).toEqual([first.id]);
    expect(sandbox.requests().filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('results the browser has no space for end the chunk, stop polling, keep the job, and are fetched again on request', async () => {
    const real = createBatchStore(freshDatabase());
    let full = true;
    const store = {
      ...real,
      saveResults: async (...args: Parameters<typeof real.saveResults>) => {
        if (full) throw new DOMException('quota', 'QuotaExceededError');
        return real.saveResults(...args);
      },
    };
    const instance = runner({}, store);
    const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: contacts(150), source: { label: 'teste' } });
    const done = await runToEnd(instance, batch.id);
    expect(done.chunks[0]).toMatchObject({ state: 'failed', failure: 'storage_full', jobId: expect.any(String) });
    const requests = sandbox.requests().length;
    await instance.runner.advanceAll();
    expect(sandbox.requests()).toHaveLength(requests);
    full = false;
    expect(await instance.runner.decide(batch.id, 0, 'refetch')).toBe(true);
    const fetched = await runToEnd(instance, batch.id);
    expect(fetched.chunks[0]?.state).toBe('completed');
    expect(creations()).toBe(1);
    expect((await instance.runner.results(batch.id))?.items.every((item) => item?.status === 'ok')).toBe(true);
  });

  it('a failed job is never sent again on its own: it waits, with its ways on and their cost', async () => {
    const logged: string[] = [];
    const instance = runner({ logServiceText: (failure, text) => logged.push(`${failure}: ${text}`) });
    const list = contacts(151);
    list.splice(77, 1, { key: `cpf:${CPF_JOB_FAILS}`, contact: { cpf: CPF_JOB_FAILS } });
    const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: list, source: { label: 'teste' } });
    const done = await runToEnd(instance, batch.id);
    expect(done.chunks).toHaveLength(1);
    expect(done.chunks[0]).toMatchObject({ state: 'failed', failure: 'failed_whole' });
    expect(logged).toEqual([expect.stringContaining('failed_whole: Falha ao processar o lote')]);
    expect(creations()).toBe(1);
    expect(progressOf(done).decisions).toEqual([{ chunk: 0, failure: 'failed_whole', size: 151, choices: ['retry', 'isolate', 'leave'], isolationCost: isolationCost(151) }]);
    const results = contactResults(done, []);
    expect(results.every((result) => result.status === 'awaiting_decision')).toBe(true);
    // Nothing more is sent while the person has not chosen.
    await instance.runner.advanceAll();
    expect(creations()).toBe(1);
  });

  it('isolating finds the failing contact, sends no more than it announced, and the others complete', async () => {
    const instance = runner();
    const list = contacts(151);
    list.splice(77, 1, { key: `cpf:${CPF_JOB_FAILS}`, contact: { cpf: CPF_JOB_FAILS } });
    const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: list, source: { label: 'teste' } });
    await runToEnd(instance, batch.id);
    expect(await instance.runner.decide(batch.id, 0, 'isolate')).toBe(true);
    const done = await runToEnd(instance, batch.id);
    const results = contactResults(done, (await instance.runner.results(batch.id))?.items ?? []);
    expect(results.filter((result) => result.status === 'ok')).toHaveLength(150);
    expect(results[77]).toMatchObject({ status: 'refused', reason: expect.stringContaining('Falha ao processar o lote') });
    const sentInHalves = sandbox
      .requests()
      .filter((request) => request.path === '/leads/async/enriquecer')
      .slice(1)
      .reduce((sum, request) => sum + (request.contacts ?? 0), 0);
    expect(sentInHalves).toBeLessThanOrEqual(isolationCost(151));
    expect(done.isolations?.[0]).toEqual({ allowed: isolationCost(151), sent: sentInHalves });
  });

  it('an isolation stops at the amount accepted: a second failing contact past it waits for a new decision', async () => {
    const list = contacts(150, 240_000_000);
    sandbox.setJobFailures(list.filter((_, index) => index % 10 === 0).map((entry) => ('cpf' in entry.contact ? entry.contact.cpf : '')));
    try {
      const instance = runner();
      const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: list, source: { label: 'teste' } });
      await runToEnd(instance, batch.id);
      await instance.runner.decide(batch.id, 0, 'isolate');
      const done = await runToEnd(instance, batch.id);
      const pool = done.isolations?.[0];
      expect(pool?.sent).toBeLessThanOrEqual(pool?.allowed ?? 0);
      expect(progressOf(done).decisions.length).toBeGreaterThan(0);
    } finally {
      sandbox.setJobFailures([]);
    }
  });

  it('retrying a failed job sends it once more, under a new key; leaving it sends nothing', async () => {
    const list = contacts(150, 220_000_000);
    sandbox.setJobFailures(list.map((entry) => ('cpf' in entry.contact ? entry.contact.cpf : '')));
    try {
      const instance = runner();
      const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: list, source: { label: 'teste' } });
      await runToEnd(instance, batch.id);
      expect(await instance.runner.decide(batch.id, 0, 'resend')).toBe(false);
      // What each choice may send, which the background holds to the budget before taking it.
      expect(await instance.runner.decisionCost(batch.id, 0, 'retry')).toMatchObject({ contacts: 150 });
      expect(await instance.runner.decisionCost(batch.id, 0, 'isolate')).toMatchObject({ contacts: isolationCost(150) });
      expect(await instance.runner.decisionCost(batch.id, 0, 'leave')).toMatchObject({ contacts: 0 });
      expect(await instance.runner.decide(batch.id, 0, 'retry')).toBe(true);
      const again = await runToEnd(instance, batch.id);
      expect(creations()).toBe(2);
      const keys = sandbox.requests().filter((request) => request.path === '/leads/async/enriquecer').map((request) => request.idempotencyKey);
      expect(new Set(keys).size).toBe(2);
      expect(again.chunks[0]).toMatchObject({ state: 'failed', failure: 'failed_whole', retries: 1 });
      expect(await instance.runner.decide(batch.id, 0, 'leave')).toBe(true);
      const left = await runToEnd(instance, batch.id);
      expect(creations()).toBe(2);
      expect(left.chunks[0]).toMatchObject({ state: 'failed', failure: 'left' });
      expect(new Set(contactResults(left, []).map((result) => result.status))).toEqual(new Set(['failed']));
    } finally {
      sandbox.setJobFailures([]);
    }
  });

  it('a request the service refuses as invalid waits for the person too', async () => {
    sandbox.setFaults({ errorRate: 1, errorStatus: 400 });
    const instance = runner();
    const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: contacts(100, 230_000_000), source: { label: 'teste' } });
    const done = await runToEnd(instance, batch.id);
    expect(sandbox.requests().map((request) => request.path)).toEqual(['/leads/enriquecer']);
    expect(done.chunks[0]).toMatchObject({ state: 'failed', failure: 'failed_whole' });
  });

  it('a request the browser cannot record first is not sent, and says so without blaming the service', async () => {
    const instance = runner({
      client: async () =>
        createApiClient({
          token: TOKEN,
          apiUrl: sandbox.url,
          baseUrl: sandbox.url,
          audit: async () => {
            throw new ApiError('forbidden', { blockedBy: 'audit' });
          },
        }),
    });
    const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: contacts(150), source: { label: 'teste' } });
    const done = await runToEnd(instance, batch.id);
    expect(sandbox.requests()).toEqual([]);
    expect(done.chunks[0]).toMatchObject({ state: 'failed', failure: 'not_recorded' });
    expect(contactResults(done, []).every(isRetriable)).toBe(true);
  });

  it('a batch with a contact that is no CPF, phone or e-mail sends nothing and splits nothing', async () => {
    const instance = runner();
    const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: [...contacts(3), { key: 'bad', contact: { cpf: '111.111.111-11' } }], source: { label: 'teste' } });
    const done = await runToEnd(instance, batch.id);
    expect(sandbox.requests()).toEqual([]);
    expect(done.chunks.map((chunk) => [chunk.state, chunk.failure])).toEqual([['failed', 'invalid_input']]);
  });

  it('isolates any contact the sandbox is told to fail, phones and e-mails too', async () => {
    sandbox.setJobFailures(['(11) 98765-4321', 'falha@empresa.example']);
    try {
      const instance = runner();
      const list: BatchContact[] = [...contacts(200, 210_000_000), { key: 'phone', contact: { telefone: '11987654321' } }, { key: 'email', contact: { email: 'falha@empresa.example' } }];
      const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: list, source: { label: 'teste' } });
      await runToEnd(instance, batch.id);
      await instance.runner.decide(batch.id, 0, 'isolate');
      let done = await runToEnd(instance, batch.id);
      // Two failing contacts may need more than one contact's isolation: each further one is the person's to choose.
      for (let decisions = progressOf(done).decisions; decisions.length > 0; decisions = progressOf(done).decisions) {
        for (const decision of decisions) await instance.runner.decide(batch.id, decision.chunk, 'isolate');
        done = await runToEnd(instance, batch.id);
      }
      const results = contactResults(done, (await instance.runner.results(batch.id))?.items ?? []);
      expect(results.filter((result) => result.status === 'ok')).toHaveLength(200);
      expect(results.slice(200).map((result) => result.status)).toEqual(['refused', 'refused']);
    } finally {
      sandbox.setJobFailures([]);
    }
  });

  it('an unknown job ends as an explained failure, not endless polling', async () => {
    const instance = runner();
    const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: contacts(150), source: { label: 'teste' } });
    await instance.runner.advance(batch.id);
    const stored = (await instance.store.get(batch.id)) as Batch;
    stored.chunks[0] = { ...stored.chunks[0]!, state: 'polling', jobId: 'job-que-nao-existe', statusUrl: '/leads/jobs/job-que-nao-existe', createdAt: Date.now(), notBefore: 0 };
    await instance.store.save(stored);
    const done = await runToEnd(instance, batch.id);
    expect(done.chunks[0]?.failure).toBe('unknown_job');
  });

  it('a job past its maximum age ends as a failure', async () => {
    let clock = Date.now();
    const instance = runner({ now: () => clock, maxJobAgeMs: 1_000 });
    const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: contacts(150), source: { label: 'teste' } });
    await instance.runner.advance(batch.id);
    clock += 5_000;
    const done = await runToEnd(instance, batch.id);
    expect(done.chunks[0]?.failure).toBe('too_old');
  });

  it('respects Retry-After on a 429', async () => {
    const limited = await startSandbox({ port: 0, token: TOKEN, rateLimit: { requests: 1, windowMs: 1_500 }, jobDurationMs: 100 });
    try {
      const store = createBatchStore(freshDatabase());
      const client = async () => createApiClient({ token: TOKEN, apiUrl: limited.url, baseUrl: limited.url, retryLimit: 0 });
      const instance = { store, runner: createEnrichmentRunner({ store, client }) };
      const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: contacts(150), source: { label: 'teste' } });
      const started = Date.now();
      const done = await runToEnd(instance, batch.id);
      expect(done.chunks[0]?.state).toBe('completed');
      const statuses = limited.requests().map((request) => request.status);
      expect(statuses).toContain(429);
      // No request between a 429 and the moment it named.
      const log = limited.requests();
      const afterLimit = log.findIndex((request) => request.status === 429);
      expect(Date.parse(log[afterLimit + 1]!.at) - Date.parse(log[afterLimit]!.at)).toBeGreaterThanOrEqual(900);
      expect(Date.now() - started).toBeGreaterThan(900);
    } finally {
      await limited.close();
    }
  });

  it('a cancel stops what was not sent; jobs already created are polled to the end and kept', async () => {
    const instance = runner();
    const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: contacts(2_500, 300_000_000), source: { label: 'teste' } });
    await instance.runner.cancel(batch.id);
    const done = await runToEnd(instance, batch.id);
    const sent = done.chunks.filter((chunk) => chunk.sentAt !== undefined);
    expect(sent.length).toBeGreaterThan(0);
    expect(sent.every((chunk) => chunk.state === 'completed')).toBe(true);
    expect(done.chunks.filter((chunk) => chunk.sentAt === undefined).every((chunk) => chunk.state === 'cancelled')).toBe(true);
    const progress = progressOf(done);
    expect(progress.unsent).toBe(2_500 - sent.reduce((sum, chunk) => sum + chunk.to - chunk.from, 0));
    expect(progress.state).toBe('cancelled');
    expect(creations()).toBe(sent.length);
  });

  it('enriches the sandbox’s full CPF with its name', async () => {
    const instance = runner();
    const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: [{ key: `cpf:${CPF_FULL}`, contact: { cpf: CPF_FULL } }], source: { label: 'teste' } });
    await runToEnd(instance, batch.id);
    expect((await instance.runner.results(batch.id))?.items[0]?.nome).toBe('Maria Aparecida dos Santos');
  });
});

describe('contacts already enriched', () => {
  it('are filed complete from the cache, never sent, and the rest goes as usual', async () => {
    const kept: number[] = [];
    const instance = runner({ onResults: async (sent) => void kept.push(sent.length) });
    const list = contacts(5, 250_000_000);
    const answer = { status: 'ok', nome: 'Guardada' } as EnrichmentResultItem;
    const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: list, source: { label: 'teste' }, alreadyEnriched: new Map([[1, answer], [3, answer]]) });
    expect(batch.chunks.map((chunk) => [chunk.from, chunk.to, chunk.state, chunk.cached])).toEqual([
      [0, 3, 'pending', undefined],
      [3, 5, 'completed', true],
    ]);
    const done = await runToEnd(instance, batch.id);
    expect(sandbox.requests().filter((request) => request.method === 'POST').map((request) => request.contacts)).toEqual([3]);
    const results = contactResults(done, (await instance.runner.results(batch.id))?.items ?? []);
    expect(results.map((result) => result.status)).toEqual(['ok', 'ok', 'ok', 'ok', 'ok']);
    expect(results.slice(3).map((result) => result.key)).toEqual([list[1]?.key, list[3]?.key]);
    expect(results[3]?.item?.nome).toBe('Guardada');
    expect(kept).toEqual([3]);
    expect(progressOf(done).unsent).toBe(0);
  });
});

describe('erasing and cancelling a running batch', () => {
  it('"Apagar tudo" during a step leaves nothing behind, and nothing more is sent', async () => {
    const instance = runner();
    const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: contacts(2_500, 260_000_000), source: { label: 'teste' } });
    const stepping = instance.runner.advance(batch.id);
    await instance.runner.removeAll();
    await stepping;
    await instance.runner.advanceAll();
    const posts = creations();
    await instance.runner.advance(batch.id);
    expect(creations()).toBe(posts);
    expect(await instance.store.get(batch.id)).toBeUndefined();
    expect(await instance.store.all()).toEqual([]);
    expect(await instance.store.results(batch.id, 0)).toEqual([]);
  });

  it('a cancel asked while steps keep coming is never lost', async () => {
    const instance = runner();
    const batch = await instance.runner.start({ id: crypto.randomUUID(), contacts: contacts(2_500, 270_000_000), source: { label: 'teste' } });
    await Promise.all([instance.runner.advance(batch.id), instance.runner.cancel(batch.id), instance.runner.advance(batch.id)]);
    const done = await runToEnd(instance, batch.id);
    expect(done.cancelled).toBe(true);
    expect(done.chunks.filter((chunk) => chunk.sentAt === undefined).every((chunk) => chunk.state === 'cancelled')).toBe(true);
    expect(creations()).toBe(done.chunks.filter((chunk) => chunk.sentAt !== undefined).length);
  });
});
