/**
 * How blocks are watched near the viewport in groups (near.ts), with a stand-in IntersectionObserver
 * whose reports the tests write: which elements stay observed, when a group rests and when it wakes.
 * The real observer, layout and scrolling are tested in Chromium (e2e/content-modules.spec.ts).
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createNearWatch } from './near';

const VIEWPORT = 900;
/** The observed band: the viewport and a screen above and below it. */
const BAND = { top: -VIEWPORT, bottom: 2 * VIEWPORT, left: 0, right: 1200, height: 3 * VIEWPORT, width: 1200 };

class FakeObserver {
  static current: FakeObserver;
  observed = new Set<Element>();
  constructor(readonly callback: (entries: IntersectionObserverEntry[]) => void) {
    FakeObserver.current = this;
  }
  observe(element: Element) {
    this.observed.add(element);
  }
  unobserve(element: Element) {
    this.observed.delete(element);
  }
  disconnect() {
    this.observed.clear();
  }
}

interface FakeElement extends Element {
  id: string;
  top: number;
  height: number;
}

/** Lines of 24 px, one under the other, starting at `top` (viewport coordinates). */
function lines(count: number, top: number, prefix = 'l'): FakeElement[] {
  return Array.from({ length: count }, (_, index) => {
    const line = {
      id: `${prefix}${index}`,
      top: top + index * 24,
      height: 24,
      getBoundingClientRect: () => ({ top: line.top, bottom: line.top + line.height, left: 40, right: 1000, height: line.height, width: 960 }) as DOMRect,
      contains: (other: unknown) => other === line,
    };
    return line as unknown as FakeElement;
  });
}

/** What the observer reports for `elements` in one frame: each box, and whether it is in the band. */
function report(elements: FakeElement[]) {
  FakeObserver.current.callback(
    elements.map((element) => {
      const box = element.getBoundingClientRect();
      return { target: element, boundingClientRect: box, rootBounds: BAND as DOMRect, isIntersecting: box.bottom > BAND.top && box.top < BAND.bottom } as unknown as IntersectionObserverEntry;
    }),
  );
}

const observedIds = () => [...FakeObserver.current.observed].map((element) => element.id).sort();

describe('near: blocks watched in groups', () => {
  let changes: string[];
  let watch: ReturnType<typeof createNearWatch>;

  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    vi.stubGlobal('innerHeight', VIEWPORT);
    vi.stubGlobal('window', { innerHeight: VIEWPORT });
    changes = [];
    watch = createNearWatch((element, isNear) => changes.push(`${element.id} ${isNear ? 'near' : 'away'}`));
  });
  afterEach(() => vi.unstubAllGlobals());

  it('observes a group when it has 16 elements, or when closed earlier', () => {
    const far = lines(20, 10_000);
    for (const line of far.slice(0, 15)) watch.add(line, false);
    expect(observedIds()).toEqual([]);
    watch.add(far[15]!, false);
    expect(observedIds()).toHaveLength(16);
    for (const line of far.slice(16)) watch.add(line, false);
    watch.close();
    expect(observedIds()).toHaveLength(20);
  });

  it('a far group reported in one frame, within half the band, rests on its topmost and bottommost elements', () => {
    const far = lines(16, 10_000);
    for (const line of far) watch.add(line, false);
    report(far);
    expect(observedIds()).toEqual(['l0', 'l15']);
    expect(changes).toEqual([]);
  });

  it('a group with something near stays observed whole, and reports what comes and goes', () => {
    const shown = lines(16, 100);
    for (const line of shown) watch.add(line, false);
    report(shown);
    expect(observedIds()).toHaveLength(16);
    expect(changes).toHaveLength(16);
    expect(watch.has(shown[3]!)).toBe(true);
  });

  it('one of the two observed coming near wakes the whole group', () => {
    const far = lines(16, 10_000);
    for (const line of far) watch.add(line, false);
    report(far);
    for (const line of far) line.top -= 10_000 - 1_500;
    report([far[0]!]);
    expect(observedIds()).toHaveLength(16);
    expect(changes).toEqual(['l0 near']);
  });

  it('does not rest a group taller than half the band, with an element not rendered, or reported in parts', () => {
    const tall = lines(16, 10_000, 't');
    tall[15]!.top = 12_000;
    const hidden = lines(16, 20_000, 'h');
    hidden[7]!.height = 0;
    const parts = lines(16, 30_000, 'p');
    for (const line of [...tall, ...hidden, ...parts]) watch.add(line, false);
    report([...tall, ...hidden, ...parts.slice(0, 8)]);
    expect(observedIds()).toHaveLength(48);
    // The group reported in parts is observed afresh: all of it reports in the next frame.
    report(parts);
    expect(observedIds()).toHaveLength(34);
  });

  it('a box scrolled wakes the resting groups whose first or last element is inside it; a resize wakes all', () => {
    const first = lines(16, 10_000, 'a');
    const second = lines(16, 20_000, 'b');
    for (const line of [...first, ...second]) watch.add(line, false);
    report([...first, ...second]);
    expect(observedIds()).toHaveLength(4);
    watch.wake(first[15]!);
    expect(observedIds()).toHaveLength(18);
    watch.wake(window);
    expect(observedIds()).toHaveLength(32);
  });

  it('when the page stops scrolling, a resting group spread over the viewport, its two ends away, is woken', () => {
    const spread = lines(16, 10_000, 's');
    const below = lines(16, 20_000, 'b');
    for (const line of [...spread, ...below]) watch.add(line, false);
    report([...spread, ...below]);
    expect(observedIds()).toEqual(['b0', 'b15', 's0', 's15']);
    // Images in the group loaded, then a jump to its middle: its first line is far above, its last far below.
    spread[0]!.top = -5_000;
    spread[15]!.top = 6_000;
    watch.settled();
    expect(observedIds()).toHaveLength(18);
    expect(observedIds()).toContain('s7');
  });

  it('an element removed: its group is observed again only when it was one of the two observed', () => {
    const far = lines(16, 10_000);
    for (const line of far) watch.add(line, false);
    report(far);
    watch.remove(far[5]!);
    expect(observedIds()).toEqual(['l0', 'l15']);
    watch.remove(far[15]!);
    expect(observedIds()).toHaveLength(14);
  });
});
