import { describe, expect, it } from 'vitest';
import { CPF_FULL } from '../../sandbox/special';
import { describeRecentLookups, matchesRecent, type RecentLookup } from './recent';

const entry = (overrides: Partial<RecentLookup>): RecentLookup => ({ query: '123.456.789-09', kind: 'cpf', name: null, lookedUpAt: null, ...overrides });

describe('recent look-ups', () => {
  it('asks the cache about CPFs, CNPJs, phones and e-mails only, and keeps the order', async () => {
    const asked: unknown[] = [];
    const entries = await describeRecentLookups([CPF_FULL, 'nirf:12345678', 'maria@exemplo.com.br', 'not an identifier'], async (identifiers) => {
      asked.push(...identifiers);
      return [
        { name: 'Maria Aparecida dos Santos', place: null, ruralProperties: null, urbanProperties: null, debts: null, vehicles: null, fetchedAt: 1_000, counts: [] },
        null,
      ];
    });
    expect(asked).toEqual([
      { kind: 'cpf', value: CPF_FULL },
      { kind: 'email', value: 'maria@exemplo.com.br' },
    ]);
    expect(entries).toEqual([
      { query: CPF_FULL, kind: 'cpf', name: 'Maria Aparecida dos Santos', lookedUpAt: 1_000 },
      { query: 'nirf:12345678', kind: 'nirf', name: null, lookedUpAt: null },
      { query: 'maria@exemplo.com.br', kind: 'email', name: null, lookedUpAt: null },
    ]);
  });

  it('asks nothing when no entry has a summary', async () => {
    const entries = await describeRecentLookups(['nirf:12345678'], async () => {
      throw new Error('asked');
    });
    expect(entries).toHaveLength(1);
  });

  it('filters by name without accents or case, by kind, and by digits without punctuation', () => {
    const maria = entry({ name: 'Maria José da Conceição' });
    expect(matchesRecent(maria, 'CPF', '')).toBe(true);
    expect(matchesRecent(maria, 'CPF', 'jose conceicao')).toBe(true);
    expect(matchesRecent(maria, 'CPF', 'MARIA')).toBe(true);
    expect(matchesRecent(maria, 'CPF', 'cpf')).toBe(true);
    expect(matchesRecent(maria, 'CPF', '45678909')).toBe(true);
    expect(matchesRecent(maria, 'CPF', '456.789')).toBe(true);
    expect(matchesRecent(maria, 'CPF', 'joão')).toBe(false);
    expect(matchesRecent(maria, 'CPF', '99999')).toBe(false);
    expect(matchesRecent(entry({ kind: 'cnpj', query: '12.345.678/0001-95' }), 'CNPJ', 'cpf')).toBe(false);
  });
});
