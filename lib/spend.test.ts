import { describe, expect, it } from 'vitest';
import { addSpend, EMPTY_SPEND, spendTotals } from './spend';

const at = (iso: string) => new Date(iso).getTime();

describe('local spend count', () => {
  it('sums today and this month, per endpoint', () => {
    let log = EMPTY_SPEND;
    log = addSpend(log, 'POST /leads/async/enriquecer', 500, at('2026-11-02T10:00:00'));
    log = addSpend(log, 'GET /pessoas/cpf/:cpf', 1, at('2026-11-21T09:00:00'));
    log = addSpend(log, 'POST /leads/enriquecer', 40, at('2026-11-21T15:00:00'));
    expect(spendTotals(log, at('2026-11-21T18:00:00'))).toEqual({
      today: 41,
      month: 541,
      byEndpoint: [
        { endpoint: 'POST /leads/async/enriquecer', today: 0, month: 500 },
        { endpoint: 'POST /leads/enriquecer', today: 40, month: 40 },
        { endpoint: 'GET /pessoas/cpf/:cpf', today: 1, month: 1 },
      ],
    });
  });

  it('keeps last month, for a while, and forgets what is older', () => {
    let log = addSpend(EMPTY_SPEND, 'x', 1, at('2026-09-30T10:00:00'));
    log = addSpend(log, 'x', 2, at('2026-10-31T10:00:00'));
    log = addSpend(log, 'x', 3, at('2026-11-01T10:00:00'));
    expect(Object.keys(log.days)).toEqual(['2026-10-31', '2026-11-01']);
    expect(spendTotals(log, at('2026-11-01T12:00:00'))).toMatchObject({ today: 3, month: 3 });
  });
});
