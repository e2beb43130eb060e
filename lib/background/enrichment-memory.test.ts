import { describe, expect, it } from 'vitest';
import { enrichedContact } from '../../sandbox/fixture-records';
import { createRecordCache } from './cache';
import { createEnrichmentMemory } from './enrichment-memory';
import { freshDatabase } from '../storage/testing';

const HOUR = 3_600_000;

function memory(ttlHours: number) {
  let time = Date.UTC(2026, 10, 23, 9);
  const now = () => time;
  const cache = createRecordCache({ now, database: freshDatabase() });
  return { cache, memory: createEnrichmentMemory(cache, async () => ttlHours * HOUR, now), later: (hours: number) => (time += hours * HOUR) };
}

describe('enrichment memory', () => {
  it('keeps a successful enrichment of a contact, for as long as the cache keeps answers', async () => {
    const { cache, memory: remembered, later } = memory(24);
    const item = enrichedContact({ cpf: '12345678909' });
    await remembered.keep({ cpf: '12345678909' }, { resultados: [item] } as never);
    expect(await remembered.last({ kind: 'cpf', value: '12345678909' })).toEqual(item);
    expect(await remembered.last({ kind: 'cpf', value: '52998224725' })).toBeNull();
    later(25);
    expect(await remembered.last({ kind: 'cpf', value: '12345678909' })).toBeNull();
    // Purged with the person.
    await remembered.keep({ cpf: '12345678909' }, { resultados: [item] } as never);
    expect(await cache.purgeSubject('cpf:12345678909')).toBe(1);
    expect(await remembered.last({ kind: 'cpf', value: '12345678909' })).toBeNull();
  });

  it('keeps nothing when the answer is no result, or the cache is off', async () => {
    const refused = memory(24);
    await refused.memory.keep({ cpf: '12345678909' }, { resultados: [{ ...enrichedContact({ cpf: '12345678909' }), status: 'not_enriched' }] } as never);
    expect(await refused.memory.last({ kind: 'cpf', value: '12345678909' })).toBeNull();
    const off = memory(0);
    await off.memory.keep({ cpf: '12345678909' }, { resultados: [enrichedContact({ cpf: '12345678909' })] } as never);
    expect(await off.cache.get('enrichment|cpf|12345678909')).toBeUndefined();
  });

  it('keeps a batch’s answers in one write, and says which contacts of a new batch are still fresh', async () => {
    const { cache, memory: remembered, later } = memory(24);
    const ok = enrichedContact({ cpf: '12345678909' });
    await remembered.keepMany([
      { contact: { cpf: '12345678909' }, item: ok },
      { contact: { telefone: '+5511987654321' }, item: { ...ok, status: 'nao_encontrado' } },
      { contact: { email: 'ana@exemplo.com.br' }, item: undefined },
    ]);
    expect((await cache.stats()).entries).toBe(1);
    const asked = [{ email: 'x@exemplo.com.br' }, { cpf: '12345678909' }, { telefone: '+5511987654321' }];
    expect([...(await remembered.fresh(asked))]).toEqual([[1, ok]]);
    later(25);
    expect((await remembered.fresh(asked)).size).toBe(0);
  });

  it('files an answer under the person the service found too, so that forgetting either erases it', async () => {
    const { cache, memory: remembered } = memory(24);
    await remembered.keepMany([{ contact: { telefone: '+5511987654321' }, item: { ...enrichedContact({ cpf: '12345678909' }), cpf: '123.456.789-09' } }]);
    expect(await cache.purgeSubject('cpf:12345678909')).toBe(1);
    expect((await cache.stats()).entries).toBe(0);
  });
});
