import { describe, expect, it } from 'vitest';
import { createSpendGuard, SETTLE_MS } from './spend-guard';

type Callback = (entries: { isIntersecting: boolean; isVisible?: boolean }[]) => void;

/** An IntersectionObserver whose reports the test sends, keeping the options it was made with. */
function fakeObserver() {
  const made: { callback: Callback; options: unknown; observed: unknown[]; disconnected: boolean }[] = [];
  class FakeObserver {
    record: (typeof made)[number];
    constructor(callback: Callback, options: unknown) {
      this.record = { callback, options, observed: [], disconnected: false };
      made.push(this.record);
    }
    observe(target: unknown) {
      this.record.observed.push(target);
    }
    disconnect() {
      this.record.disconnected = true;
    }
  }
  return { FakeObserver, made, report: (entry: { isIntersecting: boolean; isVisible?: boolean }) => made[0]?.callback([entry]) };
}

const body = {} as Element;
const trusted = { isTrusted: true, detail: 1 };
const forged = { isTrusted: false, detail: 1 };

/** A guard whose pointer is on the card, as after the person moved onto it. */
function guardWithPointer(Observer: Parameters<typeof createSpendGuard>[1], now?: () => number) {
  const guard = createSpendGuard(body, Observer, now);
  guard.pointerEntered({ isTrusted: true });
  return guard;
}

describe("the card's spending guard", () => {
  it('refuses a click the page forged, even on a visible card', () => {
    const { FakeObserver, report } = fakeObserver();
    const guard = guardWithPointer(FakeObserver);
    report({ isIntersecting: true, isVisible: true });
    expect(guard.refusal(forged)).toBe('forged');
    expect(guard.refusal(trusted)).toBeNull();
  });

  it('asks for visibility tracking and refuses a card the page covered or made transparent', () => {
    const { FakeObserver, made, report } = fakeObserver();
    const guard = guardWithPointer(FakeObserver);
    expect(made[0]?.options).toMatchObject({ trackVisibility: true, threshold: [1] });
    expect(made[0]?.observed).toEqual([body]);
    report({ isIntersecting: true, isVisible: false });
    expect(guard.refusal(trusted)).toBe('hidden');
    report({ isIntersecting: true, isVisible: true });
    expect(guard.refusal(trusted)).toBeNull();
  });

  it('without IntersectionObserver v2, refuses a card scrolled or moved out of view', () => {
    const { FakeObserver, report } = fakeObserver();
    const guard = guardWithPointer(FakeObserver);
    report({ isIntersecting: false });
    expect(guard.refusal(trusted)).toBe('hidden');
  });

  it('still refuses forged clicks where there is no observer at all', () => {
    const guard = guardWithPointer(undefined);
    expect(guard.refusal(forged)).toBe('forged');
    expect(guard.refusal(trusted)).toBeNull();
  });

  it('stops watching when disposed', () => {
    const { FakeObserver, made } = fakeObserver();
    createSpendGuard(body, FakeObserver).dispose();
    expect(made[0]?.disconnected).toBe(true);
  });

  it('refuses a pointer click before the pointer entered the card, and after it left', () => {
    const guard = createSpendGuard(body, undefined);
    expect(guard.refusal(trusted)).toBe('pointer');
    guard.pointerEntered({ isTrusted: false });
    expect(guard.refusal(trusted)).toBe('pointer');
    guard.pointerEntered({ isTrusted: true });
    expect(guard.refusal(trusted)).toBeNull();
    guard.pointerLeft();
    expect(guard.refusal(trusted)).toBe('pointer');
    // A click made with the keyboard needs no pointer: only the person's keys reach the card.
    expect(guard.refusal({ isTrusted: true, detail: 0 })).toBeNull();
  });

  it(`refuses any click within ${SETTLE_MS} ms of the card changing`, () => {
    let time = 10_000;
    const guard = guardWithPointer(undefined, () => time);
    guard.contentChanged();
    time += SETTLE_MS - 1;
    expect(guard.refusal(trusted)).toBe('changed');
    expect(guard.refusal({ isTrusted: true, detail: 0 })).toBe('changed');
    time += 1;
    expect(guard.refusal(trusted)).toBeNull();
  });
});
