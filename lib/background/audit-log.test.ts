import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { spendOfBatch } from '../enrichment/progress';
import { charges, spendFromLedger, spendTotals } from '../audit/spend';
import { failWrites, freshDatabase } from '../storage/testing';
import { createAuditLog, type AuditLogOptions } from './audit-log';

const context = { origin: 'panel' as const, purpose: 'Due diligence', fullIdentifiers: false };
const profile = { endpoint: 'GET /pessoas/cpf/:cpf', route: '/pessoas/cpf/:cpf', params: { cpf: '52998224725' }, consultas: 1 };
const enrichment = (contacts: number, spendKey?: string) => ({
  endpoint: 'POST /leads/async/enriquecer',
  route: '/leads/async/enriquecer',
  json: { contatos: Array.from({ length: contacts }, () => ({ cpf: '52998224725' })) },
  consultas: contacts,
  spendKey,
});
const DAY = 86_400_000;
let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  restore = undefined;
});

function freshLog(options: Omit<AuditLogOptions, 'database'> = {}) {
  const database = freshDatabase();
  return { log: createAuditLog({ ...options, database }), database };
}

describe('audit log and spend ledger', () => {
  it('writes both entries before the request, masked, then settles them with the outcome', async () => {
    let changes = 0;
    const { log } = freshLog({ now: () => 1_000, onLedger: async () => void (changes += 1) });
    const settle = await log.record(profile, context);
    expect(await log.entries()).toMatchObject([{ kind: 'profile', subjects: ['***.982.247-**'], contacts: 1, outcome: 'sent', origin: 'panel', purpose: 'Due diligence' }]);
    expect(await log.ledger()).toMatchObject([{ kind: 'profile', units: 1, state: 'sent', origin: 'panel' }]);
    await settle?.('ok', 200);
    const [entry] = await log.entries();
    expect(entry).toMatchObject({ outcome: 'ok', status: 200 });
    expect(JSON.stringify(entry)).not.toContain('52998224725');
    expect(await log.ledger()).toMatchObject([{ state: 'answered', status: 200 }]);
    expect(JSON.stringify(await log.ledger())).not.toContain('982');
    expect(changes).toBe(2);
  });

  it('counts the contacts of an enrichment and keeps them in full when a policy says so', async () => {
    const { log } = freshLog();
    const json = { contatos: [{ cpf: '52998224725' }, { telefone: '+5511987654321' }, { email: 'maria@exemplo.com.br' }] };
    await log.record({ endpoint: 'POST /leads/enriquecer', route: '/leads/enriquecer', json, consultas: 3 }, { ...context, origin: 'csv' });
    await log.record({ endpoint: 'POST /leads/enriquecer', route: '/leads/enriquecer', json, consultas: 3 }, { ...context, fullIdentifiers: true });
    const [masked, full] = await log.entries();
    expect(masked).toMatchObject({ kind: 'enrichment', contacts: 3, origin: 'csv', subjects: ['***.982.247-**', '+55 11 *****-4321', 'm***@exemplo.com.br'] });
    expect(full?.subjects).toEqual(['52998224725', '+5511987654321', 'maria@exemplo.com.br']);
  });

  it('files a batch request under its batch and key', async () => {
    const { log } = freshLog();
    await log.record(enrichment(3, 'batch-1-0'), { ...context, origin: 'csv', batchId: 'batch-1' });
    await log.record(profile, context);
    expect(await log.batchEntries('batch-1')).toMatchObject([{ units: 3, key: 'batch-1-0', batchId: 'batch-1', origin: 'csv' }]);
  });

  it('records nothing for a job status, which looks nobody up', async () => {
    const { log } = freshLog();
    expect(await log.record({ endpoint: 'GET /leads/jobs/:jobId', route: '/leads/jobs/:jobId', params: { jobId: 'x' }, consultas: 0 }, context)).toBeNull();
    expect(await log.entries()).toEqual([]);
    expect(await log.ledger()).toEqual([]);
  });

  it.each(['audit', 'ledger'] as const)('blocks the request, and keeps neither entry, when the %s cannot be written', async (store) => {
    const { log } = freshLog();
    restore = failWrites(store, 'quota');
    const error = await log.record(profile, context).catch((caught: unknown) => caught);
    restore();
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ details: { blockedBy: 'audit' } });
    expect(await log.entries()).toEqual([]);
    expect(await log.ledger()).toEqual([]);
  });

  it('counts what may have reached the service: answered or never answered, not a refused connection', async () => {
    const { log } = freshLog({ now: () => new Date(2026, 10, 21, 12).getTime() });
    await (await log.record(profile, context))?.('ok', 200);
    await (await log.record(profile, context))?.('not_found', 404);
    await (await log.record(profile, context))?.('network');
    // The worker stopped while this one was out: it may have been charged.
    await log.record(enrichment(40), context);
    expect(await log.monthUsage()).toBe(42);
    const evening = new Date(2026, 10, 21, 18).getTime();
    expect(spendTotals(spendFromLedger(await log.ledger(), evening), evening).month).toBe(42);
  });

  it('erases the audit log by age and entirely, and the month still counts what was spent', async () => {
    let time = new Date(2026, 10, 1, 9).getTime();
    const { log } = freshLog({ now: () => time });
    for (const day of [0, 10, 20]) {
      time = new Date(2026, 10, 1, 9).getTime() + day * DAY;
      await (await log.record(profile, context))?.('ok', 200);
    }
    time = new Date(2026, 10, 25, 9).getTime();
    expect(await log.eraseOlderThan(7)).toBe(2);
    expect(await log.entries()).toHaveLength(1);
    await log.eraseAll();
    expect(await log.entries()).toEqual([]);
    expect(await log.monthUsage()).toBe(3);
  });

  it('keeps an erased entry erased when its request settles later', async () => {
    const { log } = freshLog();
    const settle = await log.record(profile, context);
    await log.eraseAll();
    await settle?.('ok', 200);
    expect(await log.entries()).toEqual([]);
    expect(await log.ledger()).toMatchObject([{ state: 'answered' }]);
  });

  it('prunes ledger entries older than last month, and counts only this month', async () => {
    let time = new Date(2026, 8, 30, 9).getTime();
    const { log } = freshLog({ now: () => time });
    await log.record(profile, context);
    time = new Date(2026, 9, 31, 9).getTime();
    await log.record(profile, context);
    time = new Date(2026, 10, 2, 9).getTime();
    await log.record(profile, context);
    expect(await log.monthUsage()).toBe(1);
    expect(await log.pruneLedger()).toBe(1);
    expect(await log.ledger()).toHaveLength(2);
  });

  it('keeps every count equal: the audit log, the usage line, the budget and the batch cards', async () => {
    const at = new Date(2026, 10, 21, 10).getTime();
    const { log } = freshLog({ now: () => at });
    await (await log.record(profile, context))?.('ok', 200);
    await (await log.record(profile, context))?.('network');
    await (await log.record(enrichment(100, 'b1-0'), { ...context, origin: 'csv', batchId: 'b1' }))?.('ok', 202);
    await (await log.record(enrichment(50, 'b1-1'), { ...context, origin: 'csv', batchId: 'b1' }))?.('invalid_input', 400);
    // The worker stopped under this one: no answer seen.
    await log.record(enrichment(20, 'b2-0'), { ...context, origin: 'page', batchId: 'b2' });

    // The 400 was a refusal: the service did no work, and it costs nothing.
    const audited = (await log.entries()).filter((entry) => ['ok', 'not_found', 'sent'].includes(entry.outcome)).reduce((sum, entry) => sum + entry.contacts, 0);
    const usageLine = spendTotals(spendFromLedger(await log.ledger(), at), at).month;
    const batchCards = spendOfBatch(await log.batchEntries('b1')).sent + spendOfBatch(await log.batchEntries('b2')).sent;
    const lookups = charges((await log.ledger()).filter((entry) => entry.batchId === undefined)).reduce((sum, entry) => sum + entry.units, 0);
    expect(await log.monthUsage()).toBe(121);
    expect(usageLine).toBe(121);
    expect(audited).toBe(121);
    expect(batchCards + lookups).toBe(121);
    expect(spendOfBatch(await log.batchEntries('b2'))).toEqual({ sent: 20, unanswered: 20 });
  });

  it('counts a request once however often it was attempted under its key, and a refusal not at all', async () => {
    const { log } = freshLog();
    // A job's creation whose connection dropped (it may have arrived), sent again under its key.
    await (await log.record(enrichment(100, 'b3-0'), { ...context, batchId: 'b3' }))?.('network');
    await (await log.record(enrichment(100, 'b3-0'), { ...context, batchId: 'b3' }))?.('ok', 202);
    await (await log.record(enrichment(100, 'b3-1'), { ...context, batchId: 'b3' }))?.('rate_limited', 429);
    await (await log.record(enrichment(100, 'b3-1'), { ...context, batchId: 'b3' }))?.('server', 503);
    expect(await log.monthUsage()).toBe(100);
    expect(spendOfBatch(await log.batchEntries('b3')).sent).toBe(100);
  });
});
