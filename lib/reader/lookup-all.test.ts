import { describe, expect, it } from 'vitest';
import type { IdentifierReview } from '../background/review';
import type { LookupRequest } from '../protocol/messages';
import { planLookups, runLookups } from './lookup-all';

const request = (cpf: string, resource: 'personProfile' | 'vehicles' = 'personProfile'): LookupRequest => ({ resource, cpf });

function review(value: string, pending: LookupRequest[], requests = 4): IdentifierReview {
  return { kind: 'cpf', value, facts: null, lookedUpAt: null, pending, requests };
}

/** A clock that moves only when the run sleeps. */
function fakeClock() {
  let now = 0;
  const starts: number[] = [];
  return {
    now: () => now,
    sleep: async (milliseconds: number) => {
      now += milliseconds;
    },
    starts,
  };
}

describe('"Consultar todos"', () => {
  it('counts the requests, the cached ones free, each pending look-up once', () => {
    const plan = planLookups([review('1', [request('1'), request('1', 'vehicles')]), review('2', []), review('3', [request('1')])]);
    expect(plan).toMatchObject({ identifiers: 3, requests: 12, cached: 10 });
    expect(plan.pending).toHaveLength(2);
  });

  it('looks up at the bounded rate and reports progress', async () => {
    const clock = fakeClock();
    const progress: number[] = [];
    const pending = Array.from({ length: 8 }, (_, index) => request(String(index)));
    const result = await runLookups(pending, {
      lookup: async () => clock.starts.push(clock.now()),
      signal: new AbortController().signal,
      onProgress: (update) => progress.push(update.done),
      ratePerSecond: 4,
      // One at a time: the fake clock's sleeps add up rather than overlap.
      concurrency: 1,
      now: clock.now,
      sleep: clock.sleep,
    });
    expect(result).toMatchObject({ done: 8, failed: 0, cancelled: false, stoppedBy: null });
    expect(progress).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    // Four a second: eight requests take 1.75 s of starts.
    expect(clock.starts).toEqual([0, 250, 500, 750, 1000, 1250, 1500, 1750]);
  });

  it('never has more than two look-ups in flight', async () => {
    let inFlight = 0;
    let most = 0;
    await runLookups(Array.from({ length: 6 }, (_, index) => request(String(index))), {
      lookup: async () => {
        inFlight += 1;
        most = Math.max(most, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 1));
        inFlight -= 1;
      },
      signal: new AbortController().signal,
      onProgress: () => undefined,
      ratePerSecond: 1000,
    });
    expect(most).toBe(2);
  });

  it('stops when cancelled', async () => {
    const controller = new AbortController();
    const clock = fakeClock();
    const result = await runLookups(Array.from({ length: 10 }, (_, index) => request(String(index))), {
      lookup: async () => {
        if (clock.now() >= 500) controller.abort();
      },
      signal: controller.signal,
      onProgress: () => undefined,
      now: clock.now,
      sleep: clock.sleep,
    });
    expect(result.cancelled).toBe(true);
    expect(result.done).toBeLessThan(10);
  });

  it('goes on past a failed look-up, and stops at one every request would share', async () => {
    const clock = fakeClock();
    let calls = 0;
    const notFound = Object.assign(new Error('x'), { kind: 'not_found' });
    const refused = Object.assign(new Error('x'), { kind: 'unauthorized' });
    const result = await runLookups(Array.from({ length: 6 }, (_, index) => request(String(index))), {
      lookup: async () => {
        calls += 1;
        if (calls === 1) throw notFound;
        if (calls === 3) throw refused;
      },
      signal: new AbortController().signal,
      onProgress: () => undefined,
      concurrency: 1,
      now: clock.now,
      sleep: clock.sleep,
    });
    expect(result).toMatchObject({ done: 1, failed: 2, stoppedBy: refused });
    expect(calls).toBe(3);
  });
});
