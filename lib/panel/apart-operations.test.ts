import { describe, expect, it, vi } from 'vitest';
import { ruralProfile } from '../../sandbox/generators/rural';
import { CPF_LARGE } from '../../sandbox/special';
import type { RuralProfile, TransportOperation } from '../api/schemas';
import { MAX_PARTNERS } from '../protocol/limits';
import { wholeRecord, withOperations, type ApartOperations } from './apart-operations';
import type { SectionStates } from './section-state';

const whole = ruralProfile(CPF_LARGE);
const partners = whole.transportes?.parceiros ?? [];
const lean: RuralProfile = { ...whole, transportes: whole.transportes && { ...whole.transportes, parceiros: partners.map((partner) => ({ ...partner, operacoes: [] })) } };
const apart = (load: ApartOperations['load']): ApartOperations => ({ counts: partners.map((partner) => partner.operacoes.length), load });
const fromCache = vi.fn(async (asked: number[]) => asked.map((index) => partners[index]?.operacoes ?? []));

describe('a rural profile made whole again', () => {
  it('asks only for the partners that have operations, and puts each back in its place', async () => {
    expect(await withOperations(lean, apart(fromCache))).toEqual(whole);
    expect(fromCache.mock.calls.flat(2)).toEqual(partners.flatMap((partner, index) => (partner.operacoes.length > 0 ? [index] : [])));
  });

  it(`asks in messages of at most ${MAX_PARTNERS} partners`, async () => {
    const many: RuralProfile = { ...lean, transportes: lean.transportes && { ...lean.transportes, parceiros: Array.from({ length: MAX_PARTNERS + 1 }, () => partners[0]!) } };
    const load = vi.fn(async (asked: number[]) => asked.map((): TransportOperation[] => [{ produto: 'Lenha' }] as TransportOperation[]));
    const made = await withOperations(many, { counts: many.transportes!.parceiros.map(() => 1), load });
    expect(load.mock.calls.map(([asked]) => asked.length)).toEqual([MAX_PARTNERS, 1]);
    expect(made?.transportes?.parceiros.every((partner) => partner.operacoes.length === 1)).toBe(true);
  });

  it('is null when the cache no longer holds them, and the export says so instead of a file without them', async () => {
    expect(await withOperations(lean, apart(async () => null))).toBeNull();
    const states: SectionStates = { rural: { status: 'ready', data: lean, fetchedAt: 1, stale: null, cacheOff: false, operations: apart(async () => null) } };
    expect(await wholeRecord(states)).toBeNull();
  });

  it('leaves every other family, and a record that came whole, as they are', async () => {
    const states: SectionStates = { rural: { status: 'ready', data: whole, fetchedAt: 1, stale: null, cacheOff: false }, vehicles: { status: 'loading' } };
    expect(await wholeRecord(states)).toBe(states);
    const made = await wholeRecord({ ...states, rural: { status: 'ready', data: lean, fetchedAt: 1, stale: null, cacheOff: false, operations: apart(fromCache) } });
    expect(made?.rural).toMatchObject({ status: 'ready', data: whole });
    expect(made?.vehicles).toEqual({ status: 'loading' });
  });
});
