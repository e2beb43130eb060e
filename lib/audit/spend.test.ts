import { describe, expect, it } from 'vitest';
import { addSpend, crossesBudget, EMPTY_SPEND, spendFromLedger, spendTotals, type LedgerEntry } from './spend';

const at = (iso: string) => new Date(iso).getTime();

describe('usage counted from the spend ledger', () => {
  it('sums today and this month, per kind', () => {
    let log = EMPTY_SPEND;
    log = addSpend(log, 'enrichment', 500, at('2026-11-02T10:00:00'));
    log = addSpend(log, 'profile', 1, at('2026-11-21T09:00:00'));
    log = addSpend(log, 'enrichment', 40, at('2026-11-21T15:00:00'));
    expect(spendTotals(log, at('2026-11-21T18:00:00'))).toEqual({
      today: 41,
      month: 541,
      byKind: [
        { kind: 'enrichment', today: 40, month: 540 },
        { kind: 'profile', today: 1, month: 1 },
      ],
    });
  });

  it('keeps last month, for a while, and forgets what is older', () => {
    let log = addSpend(EMPTY_SPEND, 'debts', 1, at('2026-09-30T10:00:00'));
    log = addSpend(log, 'debts', 2, at('2026-10-31T10:00:00'));
    log = addSpend(log, 'debts', 3, at('2026-11-01T10:00:00'));
    expect(Object.keys(log.days)).toEqual(['2026-10-31', '2026-11-01']);
    expect(spendTotals(log, at('2026-11-01T12:00:00'))).toMatchObject({ today: 3, month: 3 });
  });

  it('counts the ledger entries that may have reached the service, in full', () => {
    const entry = (time: string, state: LedgerEntry['state'], units = 1): LedgerEntry => ({ id: time, at: at(time), kind: units > 1 ? 'enrichment' : 'profile', units, origin: 'panel', state });
    // Answered (whatever the answer), and sent with no answer seen (the worker stopped): both may be charged.
    const entries = [entry('2026-11-21T09:00:00', 'answered'), entry('2026-11-21T09:01:00', 'sent'), entry('2026-11-21T09:02:00', 'not_sent'), entry('2026-11-20T09:00:00', 'answered', 30)];
    expect(spendTotals(spendFromLedger(entries, at('2026-11-21T18:00:00')), at('2026-11-21T18:00:00'))).toEqual({
      today: 2,
      month: 32,
      byKind: [
        { kind: 'enrichment', today: 0, month: 30 },
        { kind: 'profile', today: 2, month: 2 },
      ],
    });
  });

  it('holds an action to the budget by what it adds: a look-up at 100%, a batch that would cross it', () => {
    expect(crossesBudget(99, 1, 100)).toBe(false);
    expect(crossesBudget(100, 1, 100)).toBe(true);
    expect(crossesBudget(0, 40, 3)).toBe(true);
    expect(crossesBudget(0, 3, 3)).toBe(false);
    expect(crossesBudget(5_000, 40, 0)).toBe(false);
  });
});
