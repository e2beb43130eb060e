import { describe, expect, it } from 'vitest';
import { vehiclesOf } from '../../sandbox/generators/vehicles';
import { CPF_FULL } from '../../sandbox/special';
import type { LookupRequest } from '../protocol/schemas';
import type { LookupResult } from './lookup';
import { reviewIdentifier, reviewRequests } from './review';

const HOUR = 3_600_000;

describe('what the cache knows for the reader', () => {
  it('asks, for a CPF, the profile, debts, vehicles and rural profile; for a CNPJ, its properties and benefits', () => {
    expect(reviewRequests({ kind: 'cpf', value: CPF_FULL }).map(({ request }) => request.resource)).toEqual(['personProfile', 'ruralProfile', 'federalDebts', 'vehicles']);
    expect(reviewRequests({ kind: 'cnpj', value: '11222333000181' }).map(({ request }) => request.resource)).toEqual(['urbanByCnpj', 'fiscalBenefits']);
  });

  it('answers the facts cached, and the look-ups missing or expired', async () => {
    const now = 100 * HOUR;
    const cached = new Map<string, LookupResult>([
      ['personProfile', { data: { nome: 'Maria', enderecos: [], telefones: [], emails: [], parentes: [], declaracoes_ir: [], relacionados: {} }, fetchedAt: now - HOUR, source: 'cache' }],
      ['vehicles', { data: { veiculos: [{ restricao_1: 'ALIENACAO FIDUCIARIA' }, { restricao_1: 'NADA CONSTA' }] }, fetchedAt: now - 30 * HOUR, source: 'cache' }],
    ]);
    const peek = async (request: LookupRequest) => cached.get(request.resource);
    const review = await reviewIdentifier({ kind: 'cpf', value: CPF_FULL }, peek, 24 * HOUR, now);
    expect(review.facts).toMatchObject({ name: 'Maria', vehicles: 2, restrictedVehicles: 1, debts: null, embargoes: null });
    expect(review.lookedUpAt).toBe(now - 30 * HOUR);
    expect(review.requests).toBe(4);
    // The rural profile and debts were never fetched; the vehicles are older than the cache keeps them.
    expect(review.pending.map((request) => request.resource).sort()).toEqual(['federalDebts', 'ruralProfile', 'vehicles']);
  });

  it('knows nothing of an identifier never looked up', async () => {
    const review = await reviewIdentifier({ kind: 'cnpj', value: '11222333000181' }, async () => undefined, HOUR, 0);
    expect(review).toMatchObject({ facts: null, lookedUpAt: null, requests: 2 });
    expect(review.pending).toHaveLength(2);
  });

  it('counts restrictions as the vehicles tab does, on generated records', async () => {
    const data = { veiculos: vehiclesOf(CPF_FULL).veiculos };
    const review = await reviewIdentifier({ kind: 'cpf', value: CPF_FULL }, async (request) => (request.resource === 'vehicles' ? { data, fetchedAt: 0, source: 'cache' } : undefined), HOUR, 0);
    expect(review.facts?.restrictedVehicles).toBeGreaterThan(0);
  });
});
