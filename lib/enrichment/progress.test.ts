import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EnrichmentResultItem } from '../api/schemas';
import { cpfWithCheckDigits } from '../identifiers/cpf';
import type { Batch, Chunk, ChunkState } from './batches';
import type { LedgerEntry } from '../audit/spend';
import { contactResults, isRetriable, progressOf, spendOfBatch } from './progress';

type ChunkSpec = [size: number, state: ChunkState, extra?: Partial<Chunk>];

/** A batch cut into chunks of the given sizes, in order, created at t = 1,000,000. */
function batch(specs: ChunkSpec[], overrides: Partial<Batch> = {}): Batch {
  const total = specs.reduce((sum, [size]) => sum + size, 0);
  const contacts = Array.from({ length: total }, (_, index) => {
    const cpf = cpfWithCheckDigits(String(300_000_000 + index));
    return { key: `cpf:${cpf}`, contact: { cpf }, line: index + 2, fields: [cpf] };
  });
  let from = 0;
  const chunks = specs.map(([size, state, extra], index): Chunk => {
    const chunk: Chunk = { index, mode: total > 100 ? 'async' : 'sync', from, to: from + size, state, attempts: 0, polls: 0, notBefore: 0, ...extra };
    from += size;
    return chunk;
  });
  return { id: 'lote-1', createdAt: 1_000_000, source: { label: 'contatos.csv' }, contacts, chunks, cancelled: false, ...overrides };
}

const item = (fields: Partial<EnrichmentResultItem>) => fields as EnrichmentResultItem;

afterEach(() => {
  vi.useRealTimers();
});

describe('progressOf', () => {
  it('is running, with no estimate, until something finishes', () => {
    const progress = progressOf(batch([[500, 'polling'], [500, 'pending']]), 1_060_000);
    expect(progress).toMatchObject({ state: 'running', total: 1_000, finished: 0, etaMs: null });
  });

  it('estimates the time left from the pace so far', () => {
    // 100 of 300 contacts done in 10 s: 200 left take 20 s more.
    const progress = progressOf(batch([[100, 'completed'], [100, 'polling'], [100, 'pending']]), 1_010_000);
    expect(progress.finished).toBe(100);
    expect(progress.etaMs).toBe(20_000);
    // Later, at the same pace, less is left.
    expect(progressOf(batch([[100, 'completed'], [100, 'completed'], [100, 'polling']]), 1_020_000).etaMs).toBe(10_000);
  });

  it('counts a failed chunk as finished, and a cancelled one apart', () => {
    const progress = progressOf(batch([[100, 'failed'], [150, 'cancelled'], [50, 'creating']]), 1_030_000);
    expect(progress).toMatchObject({ state: 'running', finished: 100, cancelled: 150 });
    expect(progress.etaMs).toBe(Math.round((30_000 / 100) * 50));
  });

  it('a cancelled batch does not read as all done', () => {
    const progress = progressOf(batch([[834, 'completed'], [834, 'cancelled'], [832, 'cancelled']], { cancelled: true }), 2_000_000);
    expect(progress).toMatchObject({ state: 'cancelled', total: 2_500, finished: 834, cancelled: 1_666 });
  });

  it('follows a split chunk through its halves', () => {
    const lot = batch([[4, 'split', { failure: 'job_failed', mode: 'async' }]]);
    lot.chunks.push(
      { index: 1, parent: 0, mode: 'async', from: 0, to: 2, state: 'completed', attempts: 0, polls: 1, notBefore: 0 },
      { index: 2, parent: 0, mode: 'async', from: 2, to: 4, state: 'split', failure: 'job_failed', attempts: 0, polls: 1, notBefore: 0 },
      { index: 3, parent: 2, mode: 'async', from: 2, to: 3, state: 'polling', attempts: 0, polls: 0, notBefore: 0 },
      { index: 4, parent: 2, mode: 'async', from: 3, to: 4, state: 'failed', failure: 'job_failed', failureMessage: 'Contato recusado', attempts: 0, polls: 1, notBefore: 0 },
    );
    const progress = progressOf(lot, 2_000_000);
    expect(progress).toMatchObject({ state: 'running', finished: 3, cancelled: 0 });
    expect(progress.chunks).toEqual([{ index: 0, mode: 'async', size: 4, state: 'split', failure: 'job_failed', failureMessage: undefined, splitJobs: { total: 4, running: 1 } }]);
    const results = contactResults(lot, [item({ status: 'ok' }), item({ status: 'ok' }), null, null]);
    expect(results.map((result) => [result.status, result.reason])).toEqual([
      ['ok', undefined],
      ['ok', undefined],
      ['pending', undefined],
      ['refused', 'Contato recusado'],
    ]);
  });

  it('uses the current time when none is given', () => {
    vi.useFakeTimers();
    vi.setSystemTime(1_010_000);
    expect(progressOf(batch([[100, 'completed'], [100, 'pending']])).etaMs).toBe(10_000);
  });

  it('names how a finished batch ended', () => {
    const ended = (specs: ChunkSpec[], cancelled = false) => progressOf(batch(specs, { cancelled }), 2_000_000);
    expect(ended([[100, 'completed'], [100, 'completed']])).toMatchObject({ state: 'completed', finished: 200, etaMs: null });
    expect(ended([[100, 'completed'], [100, 'failed']]).state).toBe('partial');
    expect(ended([[100, 'failed'], [100, 'failed']]).state).toBe('failed');
    expect(ended([[100, 'completed'], [100, 'cancelled']], true).state).toBe('cancelled');
    expect(ended([[100, 'cancelled'], [100, 'cancelled']], true).state).toBe('cancelled');
    // A cancellation that came after every job had completed changed nothing.
    expect(ended([[100, 'completed'], [100, 'completed']], true).state).toBe('completed');
  });

  it('is still running while a cancelled batch has a job in flight', () => {
    expect(progressOf(batch([[100, 'cancelled'], [100, 'polling']], { cancelled: true }), 2_000_000).state).toBe('running');
  });

  it('describes each chunk, its failure included', () => {
    const progress = progressOf(
      batch([
        [600, 'completed'],
        [600, 'failed', { failure: 'job_failed', failureMessage: 'Falha no processamento' }],
        [300, 'polling'],
      ]),
      2_000_000,
    );
    expect(progress.chunks).toEqual([
      { index: 0, mode: 'async', size: 600, state: 'completed', failure: undefined, failureMessage: undefined },
      { index: 1, mode: 'async', size: 600, state: 'failed', failure: 'job_failed', failureMessage: 'Falha no processamento' },
      { index: 2, mode: 'async', size: 300, state: 'polling', failure: undefined, failureMessage: undefined },
    ]);
  });

  it('measures the pace from the first request, and has no estimate ("calculando") until a job finishes', () => {
    // The person took 50 s to answer a budget question: that is no work of the batch.
    const sent = { sentAt: 1_050_000 };
    expect(progressOf(batch([[100, 'polling', sent], [100, 'pending']]), 1_070_000).etaMs).toBeNull();
    expect(progressOf(batch([[100, 'completed', sent], [100, 'polling', sent]]), 1_060_000).etaMs).toBe(10_000);
    // Nothing more finishes: the estimate grows with the wait instead of standing still.
    expect(progressOf(batch([[100, 'completed', sent], [100, 'polling', sent]]), 1_090_000).etaMs).toBe(40_000);
  });

  it('tells a cancel’s truth: what was sent (from the ledger) and what never was', () => {
    const lot = batch([[821, 'completed', { sentAt: 1 }], [821, 'completed', { sentAt: 2 }], [820, 'cancelled']], { cancelled: true });
    const entry = (units: number, state: LedgerEntry['state']): LedgerEntry => ({ id: String(units), at: 1, kind: 'enrichment', units, origin: 'csv', state, batchId: 'lote-1' });
    const spend = spendOfBatch([entry(821, 'answered'), entry(821, 'sent'), entry(5, 'not_sent')]);
    expect(spend).toEqual({ sent: 1_642, unanswered: 821 });
    expect(progressOf(lot, 2_000_000, spend)).toMatchObject({ state: 'cancelled', spend: { sent: 1_642 }, unsent: 820, cancelled: 820 });
  });

  it('offers a failed job’s ways on with their cost, and after a cancel only what costs nothing more', () => {
    const failed = batch([[821, 'failed', { failure: 'failed_whole', sentAt: 1 }], [10, 'failed', { failure: 'storage_full', jobId: 'j', sentAt: 1 }]]);
    expect(progressOf(failed, 2_000_000).decisions).toEqual([
      { chunk: 0, failure: 'failed_whole', size: 821, choices: ['retry', 'isolate', 'leave'], isolationCost: 1_645 },
      { chunk: 1, failure: 'storage_full', size: 10, choices: ['refetch', 'leave'], isolationCost: 20 },
    ]);
    const cancelled = progressOf({ ...failed, cancelled: true }, 2_000_000);
    expect(cancelled.decisions.map((decision) => decision.choices)).toEqual([['leave'], ['refetch', 'leave']]);
  });

  it('shows an isolation’s contacts sent against the amount accepted', () => {
    const lot = batch([[4, 'split', { failure: 'job_failed', mode: 'async' }]], { isolations: { 0: { allowed: 6, sent: 4 } } });
    lot.chunks.push({ index: 1, parent: 0, mode: 'async', from: 0, to: 2, state: 'completed', attempts: 0, polls: 1, notBefore: 0, isolation: 0 });
    expect(progressOf(lot, 2_000_000).chunks[0]?.isolation).toEqual({ sent: 4, allowed: 6 });
  });

  it('carries what identifies the batch', () => {
    const progress = progressOf(batch([[10, 'pending']], { id: 'lote-9', retryOf: 'lote-3', source: { label: 'Página de teste' } }), 1_000_000);
    expect(progress).toMatchObject({ id: 'lote-9', retryOf: 'lote-3', label: 'Página de teste', createdAt: 1_000_000, total: 10 });
  });
});

describe('contactResults', () => {
  it('places each contact in the chunk that holds it', () => {
    const lot = batch([
      [2, 'completed'],
      [2, 'failed', { failure: 'gave_up' }],
      [2, 'cancelled'],
      [2, 'polling'],
    ]);
    const items = [item({ status: 'ok' }), item({ status: 'ok' }), null, null, null, null, null, null];
    expect(contactResults(lot, items).map((result) => result.status)).toEqual(['ok', 'ok', 'failed', 'failed', 'cancelled', 'cancelled', 'pending', 'pending']);
    expect(contactResults(lot, items).map(isRetriable)).toEqual([false, false, true, true, true, true, false, false]);
  });

  it('keeps the contact, its key and the CSV row it came from, in order', () => {
    const lot = batch([[3, 'pending']]);
    const results = contactResults(lot, []);
    expect(results.map(({ key, contact, line, fields }) => ({ key, contact, line, fields }))).toEqual(lot.contacts);
  });

  it('attaches the item of an enriched contact', () => {
    const enriched = item({ status: 'ok', nome: 'Maria' });
    const [result] = contactResults(batch([[1, 'completed']]), [enriched]);
    expect(result).toMatchObject({ status: 'ok', item: enriched });
    expect(result?.reason).toBeUndefined();
  });

  it('says why a contact of a completed job was not enriched', () => {
    const lot = batch([[4, 'completed']]);
    const results = contactResults(lot, [
      item({ status: 'nao_encontrado', mensagem: 'CPF sem registros' }),
      item({ status: 'nao_encontrado', mensagem: null }),
      null,
      // (the fourth has no item at all: the answer was shorter than the job)
    ]);
    expect(results.map(({ status, reason }) => ({ status, reason }))).toEqual([
      { status: 'not_enriched', reason: 'CPF sem registros' },
      { status: 'not_enriched', reason: 'nao_encontrado' },
      { status: 'not_enriched', reason: undefined },
      { status: 'not_enriched', reason: undefined },
    ]);
    expect(results[0]?.item?.status).toBe('nao_encontrado');
  });

  it('gives the failure of the job as the reason: what the service said, else why it failed', () => {
    const lot = batch([
      [1, 'failed', { failure: 'job_failed', failureMessage: 'Lote recusado' }],
      [1, 'failed', { failure: 'too_old' }],
    ]);
    expect(contactResults(lot, [null, null]).map((result) => [result.status, result.reason])).toEqual([
      ['refused', 'Lote recusado'],
      ['failed', 'too_old'],
    ]);
  });

  it('ignores items of a job that has not ended', () => {
    const lot = batch([[1, 'polling']]);
    const [result] = contactResults(lot, [item({ status: 'ok' })]);
    expect(result?.status).toBe('pending');
    expect(result?.item).toBeUndefined();
  });
});
