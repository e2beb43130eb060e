import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { DEFAULT_SETTINGS } from '../settings';
import { checkGate, type GateInput } from './request-gate';

const base: GateInput = { settings: DEFAULT_SETTINGS, managed: {}, purpose: '', monthUsage: 0, incoming: 1, confirmed: false, origin: 'panel', enrichment: false };
const reason = (input: Partial<GateInput>) => {
  try {
    checkGate({ ...base, ...input });
    return null;
  } catch (error) {
    return error instanceof ApiError ? error.details.blockedBy : 'not an ApiError';
  }
};

describe('request gate', () => {
  it('lets a look-up through with nothing required, recording a purpose when one is given', () => {
    expect(checkGate(base)).toBeNull();
    expect(checkGate({ ...base, purpose: ' Cobrança ' })).toBe('Cobrança');
  });

  it('asks for a purpose when required, from the organization list when there is one', () => {
    const settings = { ...DEFAULT_SETTINGS, requirePurpose: true };
    expect(reason({ settings })).toBe('purpose');
    expect(reason({ settings, purpose: 'Cobrança' })).toBeNull();
    expect(reason({ settings, purpose: 'Curiosidade', managed: { purposes: ['Cobrança'] } })).toBe('purpose');
    expect(reason({ settings, purpose: 'Cobrança', managed: { purposes: ['Cobrança'] } })).toBeNull();
  });

  it('asks for a confirmation at 100% of the budget, not before', () => {
    const settings = { ...DEFAULT_SETTINGS, monthlyBudget: 100 };
    expect(reason({ settings, monthUsage: 99 })).toBeNull();
    expect(reason({ settings, monthUsage: 100 })).toBe('budget');
    expect(reason({ settings, monthUsage: 100, confirmed: true })).toBeNull();
  });

  it('asks before a batch that would cross the budget, saying how much it adds', () => {
    const settings = { ...DEFAULT_SETTINGS, monthlyBudget: 3 };
    expect(reason({ settings, incoming: 3, enrichment: true })).toBeNull();
    expect(reason({ settings, incoming: 40, enrichment: true })).toBe('budget');
    expect(reason({ settings, incoming: 40, enrichment: true, confirmed: true })).toBeNull();
    const refusal = (() => {
      try {
        return checkGate({ ...base, settings, monthUsage: 1, incoming: 40 });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toMatchObject({ details: { blockedBy: 'budget', budget: { month: 1, incoming: 40, limit: 3 } } });
  });

  it('refuses what the organization switched off', () => {
    expect(reason({ enrichment: true, managed: { disabledFeatures: ['enrichment'] } })).toBe('feature');
    expect(reason({ enrichment: true, origin: 'csv', managed: { disabledFeatures: ['csvImport'] } })).toBe('feature');
    expect(reason({ enrichment: true, origin: 'page', managed: { disabledFeatures: ['csvImport'] } })).toBeNull();
    expect(reason({ origin: 'reader', managed: { disabledFeatures: ['reader'] } })).toBe('feature');
  });
});
