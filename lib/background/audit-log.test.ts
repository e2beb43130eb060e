import { createStore, type UseStore } from 'idb-keyval';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import type { AuditEntry } from '../audit/entries';
import { createAuditLog } from './audit-log';

let databases = 0;
const freshStore = () => createStore(`audit-test-${(databases += 1)}`, 'entries');
const context = { origin: 'panel' as const, purpose: 'Due diligence', fullIdentifiers: false };
const profile = { endpoint: 'GET /pessoas/cpf/:cpf', route: '/pessoas/cpf/:cpf', params: { cpf: '52998224725' }, consultas: 1 };

describe('audit log', () => {
  it('writes the entry before the request, masked, then settles it with the outcome', async () => {
    const usage: AuditEntry[] = [];
    const log = createAuditLog({ store: freshStore(), now: () => 1_000, onUsage: async (change) => void ('added' in change && usage.push(change.added)) });
    const settle = await log.record(profile, context);
    expect(await log.entries()).toMatchObject([{ kind: 'profile', subjects: ['***.982.247-**'], contacts: 1, outcome: 'sent', origin: 'panel', purpose: 'Due diligence' }]);
    await settle?.('ok', 200);
    const [entry] = await log.entries();
    expect(entry).toMatchObject({ outcome: 'ok', status: 200 });
    expect(JSON.stringify(entry)).not.toContain('52998224725');
    expect(usage).toHaveLength(1);
  });

  it('counts the contacts of an enrichment and keeps them in full when a policy says so', async () => {
    const log = createAuditLog({ store: freshStore() });
    const json = { contatos: [{ cpf: '52998224725' }, { telefone: '+5511987654321' }, { email: 'maria@exemplo.com.br' }] };
    await log.record({ endpoint: 'POST /leads/enriquecer', route: '/leads/enriquecer', json, consultas: 3 }, { ...context, origin: 'csv' });
    await log.record({ endpoint: 'POST /leads/enriquecer', route: '/leads/enriquecer', json, consultas: 3 }, { ...context, fullIdentifiers: true });
    const [masked, full] = await log.entries();
    expect(masked).toMatchObject({ kind: 'enrichment', contacts: 3, origin: 'csv', subjects: ['***.982.247-**', '+55 11 *****-4321', 'm***@exemplo.com.br'] });
    expect(full?.subjects).toEqual(['52998224725', '+5511987654321', 'maria@exemplo.com.br']);
  });

  it('records nothing for a job status, which looks nobody up', async () => {
    const log = createAuditLog({ store: freshStore() });
    expect(await log.record({ endpoint: 'GET /leads/jobs/:jobId', route: '/leads/jobs/:jobId', params: { jobId: 'x' }, consultas: 0 }, context)).toBeNull();
    expect(await log.entries()).toEqual([]);
  });

  it('blocks the request when the entry cannot be written', async () => {
    const refusing: UseStore = () => Promise.reject(new DOMException('disk full', 'QuotaExceededError'));
    const log = createAuditLog({ store: refusing });
    const error = await log.record(profile, context).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ details: { blockedBy: 'audit' } });
  });

  it('erases by age and entirely, and rebuilds the usage from what is left', async () => {
    let time = 0;
    const rebuilt: number[] = [];
    const log = createAuditLog({ store: freshStore(), now: () => time, onUsage: async (change) => void ('rebuilt' in change && rebuilt.push(change.rebuilt.length)) });
    for (const day of [0, 10, 40]) {
      time = day * 86_400_000;
      await log.record(profile, context);
    }
    time = 45 * 86_400_000;
    expect(await log.eraseOlderThan(30)).toBe(2);
    expect((await log.entries()).map((entry) => entry.at)).toEqual([40 * 86_400_000]);
    await log.eraseAll();
    expect(await log.entries()).toEqual([]);
    expect(rebuilt).toEqual([1, 0]);
  });
});
