import { describe, expect, it } from 'vitest';
import { personProfileOf } from '../../sandbox/generators/person-profile';
import { vehiclesOf } from '../../sandbox/generators/vehicles';
import { CPF_FULL } from '../../sandbox/special';
import type { LookupRequest } from '../protocol/schemas';
import type { LookupResult } from './lookup';
import { cardSummary, summarize } from './summary';

/** A cache holding some answers, looked at without requests (as lookups.peek does). */
function cacheWith(answers: Partial<Record<LookupRequest['resource'], { data: unknown; fetchedAt: number }>>) {
  return async (request: LookupRequest): Promise<LookupResult | undefined> => {
    const answer = answers[request.resource];
    return answer ? { ...answer, source: 'cache' } : undefined;
  };
}

describe('hover card summary', () => {
  it('says nothing when nothing is cached', async () => {
    expect(await summarize('cpf', CPF_FULL, cacheWith({}))).toBeNull();
  });

  it('sums what the cache knows of a CPF, aged by its oldest record', async () => {
    const summary = await summarize(
      'cpf',
      CPF_FULL,
      cacheWith({ personProfile: { data: personProfileOf(CPF_FULL), fetchedAt: 2_000 }, vehicles: { data: vehiclesOf(CPF_FULL), fetchedAt: 1_000 } }),
    );
    expect(summary).toMatchObject({ name: 'Maria Aparecida dos Santos', vehicles: vehiclesOf(CPF_FULL).veiculos.length, debts: null, ruralProperties: null, urbanProperties: null, fetchedAt: 1_000 });
    expect(summary?.counts).toEqual([`${vehiclesOf(CPF_FULL).veiculos.length} veículos`]);
    expect(summary?.place).toMatch(/\/[A-Z]{2}$/);
  });

  it('names the first owner of a phone', async () => {
    const summary = await summarize('phone', '+5511987654321', cacheWith({ peopleByPhone: { data: { telefone: null, pessoas: [{ cpf: CPF_FULL, nome: 'Maria' }] }, fetchedAt: 5 } }));
    expect(summary?.name).toBe('Maria');
  });

  describe('on a card', () => {
    const profileCache = () => {
      const cached: Partial<Record<LookupRequest['resource'], { data: unknown; fetchedAt: number }>> = {};
      const requests: LookupRequest[] = [];
      return {
        requests,
        peek: (request: LookupRequest) => cacheWith(cached)(request),
        lookup: async (request: LookupRequest) => {
          requests.push(request);
          cached.personProfile = { data: personProfileOf(CPF_FULL), fetchedAt: 9 };
        },
      };
    };

    it('never requests with look-up on hover off', async () => {
      const cache = profileCache();
      expect(await cardSummary({ kind: 'cpf', value: CPF_FULL }, { ...cache, prefetchOnHover: async () => false }, true)).toBeNull();
      expect(cache.requests).toEqual([]);
    });

    it('never requests for a card readied out of sight, even with look-up on hover on', async () => {
      const cache = profileCache();
      expect(await cardSummary({ kind: 'cpf', value: CPF_FULL }, { ...cache, prefetchOnHover: async () => true }, false)).toBeNull();
      expect(cache.requests).toEqual([]);
    });

    it("looks a CPF's profile up once with look-up on hover on, then shows it", async () => {
      const cache = profileCache();
      const summary = await cardSummary({ kind: 'cpf', value: CPF_FULL }, { ...cache, prefetchOnHover: async () => true }, true);
      expect(summary?.name).toBe('Maria Aparecida dos Santos');
      expect(cache.requests).toEqual([{ resource: 'personProfile', cpf: CPF_FULL }]);
    });

    it('never requests for a phone, an e-mail or a masked CPF, even with look-up on hover on', async () => {
      const cache = profileCache();
      for (const identifier of [
        { kind: 'phone', value: '+5511987654321' },
        { kind: 'email', value: 'maria@example.com' },
        { kind: 'masked_cpf', value: '***.982.247-**' },
      ] as const) {
        expect(await cardSummary(identifier, { ...cache, prefetchOnHover: async () => true }, true)).toBeNull();
      }
      expect(cache.requests).toEqual([]);
    });
  });
});
