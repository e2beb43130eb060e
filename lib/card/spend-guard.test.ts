import { describe, expect, it } from 'vitest';
import { createSpendGuard } from './spend-guard';

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
const trusted = { isTrusted: true };
const forged = { isTrusted: false };

describe("the card's spending guard", () => {
  it('refuses a click the page forged, even on a visible card', () => {
    const { FakeObserver, report } = fakeObserver();
    const guard = createSpendGuard(body, FakeObserver);
    report({ isIntersecting: true, isVisible: true });
    expect(guard.allows(forged)).toBe(false);
    expect(guard.allows(trusted)).toBe(true);
  });

  it('asks for visibility tracking and refuses a card the page covered or made transparent', () => {
    const { FakeObserver, made, report } = fakeObserver();
    const guard = createSpendGuard(body, FakeObserver);
    expect(made[0]?.options).toMatchObject({ trackVisibility: true, threshold: [1] });
    expect(made[0]?.observed).toEqual([body]);
    report({ isIntersecting: true, isVisible: false });
    expect(guard.allows(trusted)).toBe(false);
    report({ isIntersecting: true, isVisible: true });
    expect(guard.allows(trusted)).toBe(true);
  });

  it('without IntersectionObserver v2, refuses a card scrolled or moved out of view', () => {
    const { FakeObserver, report } = fakeObserver();
    const guard = createSpendGuard(body, FakeObserver);
    report({ isIntersecting: false });
    expect(guard.allows(trusted)).toBe(false);
  });

  it('still refuses forged clicks where there is no observer at all', () => {
    const guard = createSpendGuard(body, undefined);
    expect(guard.allows(forged)).toBe(false);
    expect(guard.allows(trusted)).toBe(true);
  });

  it('where visibility is tracked (no confirm given), a spending action goes on without asking', () => {
    const { FakeObserver } = fakeObserver();
    expect(createSpendGuard(body, FakeObserver).confirms('Enriquecer?')).toBe(true);
  });

  it('where it is not (Firefox), a spending action goes on only after the person says yes', () => {
    const asked: string[] = [];
    let answer = false;
    const { FakeObserver, report } = fakeObserver();
    const guard = createSpendGuard(body, FakeObserver, (question) => {
      asked.push(question);
      return answer;
    });
    report({ isIntersecting: true });
    expect(guard.allows(trusted)).toBe(true);
    expect(guard.confirms('Enriquecer CPF 123.456.789-09?')).toBe(false);
    answer = true;
    expect(guard.confirms('Enriquecer CPF 123.456.789-09?')).toBe(true);
    expect(asked).toEqual(['Enriquecer CPF 123.456.789-09?', 'Enriquecer CPF 123.456.789-09?']);
  });

  it('stops watching when disposed', () => {
    const { FakeObserver, made } = fakeObserver();
    createSpendGuard(body, FakeObserver).dispose();
    expect(made[0]?.disconnected).toBe(true);
  });
});
