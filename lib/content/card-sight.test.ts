import { describe, expect, it } from 'vitest';
import { REPORT_MS, STEADY_MS, watchCardSight, type SightEntry, type SightObserverConstructor } from './card-sight';

/**
 * A card's sight on a fake clock: the observer's reports are sent by the test, and the wait that the
 * answer makes runs `during` (reports arriving in the meantime) before the clock moves on.
 */
function sightOnClock() {
  let clock = 0;
  let callback: ((entries: SightEntry[]) => void) | null = null;
  let options: unknown = null;
  let disconnected = false;
  let during: () => void = () => {};
  const Observer = class {
    constructor(report: (entries: SightEntry[]) => void, made: unknown) {
      callback = report;
      options = made;
    }
    observe() {}
    disconnect() {
      disconnected = true;
    }
  } as SightObserverConstructor;
  const sight = watchCardSight(
    {} as Element,
    Observer,
    () => clock,
    async (ms) => {
      during();
      clock += ms;
    },
  );
  return {
    sight,
    options: () => options,
    disconnected: () => disconnected,
    at: (time: number) => {
      clock = time;
    },
    report: (time: number, isVisible: boolean | undefined) => callback?.([{ time, isVisible }]),
    meanwhile: (run: () => void) => {
      during = run;
    },
  };
}

describe("the top document's sight of the card", () => {
  it('asks the browser for visibility, reported within a delay shorter than the wait', () => {
    const { options } = sightOnClock();
    expect(options()).toMatchObject({ trackVisibility: true });
    expect((options() as { delay: number }).delay).toBeLessThan(REPORT_MS);
  });

  it('counts a card seen steadily for long enough', async () => {
    const { sight, report, at } = sightOnClock();
    report(10, true);
    at(10 + STEADY_MS + 1);
    await expect(sight.seenSteadily()).resolves.toBe(true);
  });

  it('refuses a card shown too recently to have been read', async () => {
    const { sight, report, at } = sightOnClock();
    report(10, true);
    at(10 + STEADY_MS - 100);
    await expect(sight.seenSteadily()).resolves.toBe(false);
  });

  it('refuses before any report (nothing proves the card was ever seen)', async () => {
    const { sight, at } = sightOnClock();
    at(5000);
    await expect(sight.seenSteadily()).resolves.toBe(false);
  });

  it('refuses a card covered now', async () => {
    const { sight, report, at } = sightOnClock();
    report(10, true);
    report(2000, false);
    at(4000);
    await expect(sight.seenSteadily()).resolves.toBe(false);
  });

  it('refuses a card covered just before the click, reported during the wait', async () => {
    const { sight, report, at, meanwhile } = sightOnClock();
    report(10, true);
    at(4000);
    meanwhile(() => report(3990, false));
    await expect(sight.seenSteadily()).resolves.toBe(false);
  });

  it('refuses a card uncovered only as the click started (a break that recent)', async () => {
    const { sight, report, at } = sightOnClock();
    report(10, true);
    report(1000, false);
    report(3950, true);
    at(4000);
    await expect(sight.seenSteadily()).resolves.toBe(false);
  });

  it('counts a card uncovered long enough before the click', async () => {
    const { sight, report, at } = sightOnClock();
    report(10, true);
    report(1000, false);
    report(1200, true);
    at(1200 + STEADY_MS + 1);
    await expect(sight.seenSteadily()).resolves.toBe(true);
  });

  it('never counts a card without a visibility report (Firefox), nor once disposed', async () => {
    const withoutReport = sightOnClock();
    withoutReport.report(10, undefined);
    withoutReport.at(5000);
    await expect(withoutReport.sight.seenSteadily()).resolves.toBe(false);

    const disposed = sightOnClock();
    disposed.report(10, true);
    disposed.sight.dispose();
    disposed.at(5000);
    expect(disposed.disconnected()).toBe(true);
    await expect(disposed.sight.seenSteadily()).resolves.toBe(false);
    await expect(watchCardSight({} as Element, undefined).seenSteadily()).resolves.toBe(false);
  });
});
