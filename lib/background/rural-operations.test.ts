import { describe, expect, it, vi } from 'vitest';
import { ruralProfile } from '../../sandbox/generators/rural';
import { CPF_FULL, CPF_LARGE } from '../../sandbox/special';
import type { RuralProfile } from '../api/schemas';
import type { LookupRequest } from '../protocol/messages';
import type { LookupResult } from './lookup';
import { operationsApart, OPERATIONS_APART_ABOVE, withOperationsApart } from './rural-operations';

const FETCHED_AT = Date.UTC(2026, 10, 23, 12);
const answer = (data: unknown, extra: Partial<LookupResult> = {}): LookupResult => ({ data, fetchedAt: FETCHED_AT, source: 'cache', ...extra });
const rural = (cpf: string): LookupRequest => ({ resource: 'ruralProfile', cpf });
const operationsIn = (record: RuralProfile) => (record.transportes?.parceiros ?? []).map((partner) => partner.operacoes.length);

describe('a big rural profile sent without its operations', () => {
  const big = ruralProfile(CPF_LARGE);
  const peekKept = vi.fn(async () => answer(big));

  it('leaves every operation out and says how many each partner has, the rest of the record unchanged', async () => {
    const sent = await withOperationsApart(rural(CPF_LARGE), answer(big), peekKept);
    const record = sent.data as RuralProfile;
    expect(sent.operationsApart).toEqual(operationsIn(big));
    expect(sent.operationsApart?.reduce((sum, count) => sum + count, 0)).toBeGreaterThan(OPERATIONS_APART_ABOVE);
    expect(operationsIn(record).every((count) => count === 0)).toBe(true);
    expect({ ...record, transportes: { ...record.transportes, parceiros: [] } }).toEqual({ ...big, transportes: { ...big.transportes, parceiros: [] } });
    expect(record.transportes?.parceiros.map(({ operacoes: _, ...partner }) => partner)).toEqual(big.transportes?.parceiros.map(({ operacoes: _, ...partner }) => partner));
    // The cached record itself is not touched.
    expect(operationsIn(big).some((count) => count > 0)).toBe(true);
  });

  it('sends whole a small record, another resource, and any answer the cache does not keep as it is', async () => {
    const small = ruralProfile(CPF_FULL);
    expect(operationsIn(small).reduce((sum, count) => sum + count, 0)).toBeLessThanOrEqual(OPERATIONS_APART_ABOVE);
    const cases: [LookupRequest, LookupResult, (request: LookupRequest) => Promise<LookupResult | undefined>][] = [
      [rural(CPF_FULL), answer(small), async () => answer(small)],
      [{ resource: 'vehicles', cpf: CPF_LARGE }, answer(big), peekKept],
      [rural(CPF_LARGE), answer(big, { cacheUnavailable: 'quota' }), peekKept],
      [rural(CPF_LARGE), answer(big), async () => undefined],
      [rural(CPF_LARGE), answer(big), async () => answer(big, { fetchedAt: FETCHED_AT - 1 })],
    ];
    for (const [request, result, peek] of cases) expect(await withOperationsApart(request, result, peek)).toBe(result);
  });

  it('reads the asked partners\' operations back from the same cached answer, or says it is gone', async () => {
    const partners = big.transportes?.parceiros ?? [];
    expect(await operationsApart(CPF_LARGE, FETCHED_AT, [1, 0, partners.length + 5], peekKept)).toEqual([partners[1]?.operacoes, partners[0]?.operacoes, []]);
    expect(await operationsApart(CPF_LARGE, FETCHED_AT, [0], async () => undefined)).toBeNull();
    expect(await operationsApart(CPF_LARGE, FETCHED_AT, [0], async () => answer(big, { fetchedAt: FETCHED_AT + 1 }))).toBeNull();
  });
});
