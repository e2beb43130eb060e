import { describe, expect, it } from 'vitest';
import { sectionsFor } from '../families';
import { printPlanFor } from './print-plan';

const cpf = sectionsFor({ kind: 'cpf', value: '12345678909' });
const ready = { status: 'ready', data: {}, fetchedAt: 0, stale: null, cacheOff: false } as const;

describe('printPlanFor', () => {
  it('asks about the families that cost a request, as many as the requests it states', () => {
    const plan = printPlanFor(cpf, { profile: ready });
    expect(plan.families).toEqual(cpf.filter((section) => section.id !== 'profile' && section.id !== 'companies').map((section) => section.id));
    expect(plan.requests).toBe(plan.families.length);
    // Companies come with the profile: already answered, loaded without asking.
    expect(plan.free).toEqual(['companies']);
  });

  it('asks nothing once every family has an answer or an error', () => {
    const states = Object.fromEntries(cpf.map((section) => [section.id, section.id === 'debts' ? { status: 'error', message: 'falhou' } : ready]));
    expect(printPlanFor(cpf, states)).toEqual({ families: [], requests: 0, free: [] });
  });

  it('counts a family being looked up as asked for, not as missing', () => {
    const plan = printPlanFor(cpf, { profile: ready, rural: { status: 'loading' } });
    expect(plan.families).not.toContain('rural');
  });
});
