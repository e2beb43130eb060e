import { describe, expect, it } from 'vitest';
import type { AuditEntry } from './audit/entries';
import { addSpend, EMPTY_SPEND, spendFromEntries, spendTotals } from './spend';

const at = (iso: string) => new Date(iso).getTime();

describe('usage counted from the audit log', () => {
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

  it('rebuilds the counts from the entries that reached the service', () => {
    const entry = (time: string, outcome: AuditEntry['outcome'], contacts = 1): AuditEntry => ({
      id: time,
      at: at(time),
      kind: contacts > 1 ? 'enrichment' : 'profile',
      endpoint: 'GET /pessoas/cpf/:cpf',
      subjects: [],
      contacts,
      outcome,
      origin: 'panel',
      purpose: null,
    });
    const entries = [entry('2026-11-21T09:00:00', 'ok'), entry('2026-11-21T09:01:00', 'not_found'), entry('2026-11-21T09:02:00', 'network'), entry('2026-11-20T09:00:00', 'ok', 30)];
    expect(spendTotals(spendFromEntries(entries, at('2026-11-21T18:00:00')), at('2026-11-21T18:00:00'))).toEqual({
      today: 2,
      month: 32,
      byKind: [
        { kind: 'enrichment', today: 0, month: 30 },
        { kind: 'profile', today: 2, month: 2 },
      ],
    });
  });
});
