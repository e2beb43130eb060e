import { describe, expect, it } from 'vitest';
import { createPageLayout } from './page-layout';
import { MAX_DRAWN_PAGES, MAX_MOUNTED_PAGES, nearRange, schedule, type PageState } from './page-scheduler';

const GAP = 12;
/** Pages 1000 px tall: page n starts at 12 + (n - 1) × 1012. */
const layoutOf = (count: number) => createPageLayout(count, 700, 1000, GAP);
const drawn: PageState = { drawn: true, drawing: false, failed: false };
const drawing: PageState = { drawn: false, drawing: true, failed: false };
const failed: PageState = { drawn: false, drawing: false, failed: true };

describe('the page layout', () => {
  it('puts pages one after the other with a gap, and finds the page at a height', () => {
    const layout = layoutOf(3);
    expect([1, 2, 3].map(layout.top)).toEqual([12, 1024, 2036]);
    expect(layout.totalHeight()).toBe(3048);
    expect(layout.pageAt(0)).toBe(1);
    expect(layout.pageAt(1023)).toBe(1);
    expect(layout.pageAt(1024)).toBe(2);
    expect(layout.pageAt(99_999)).toBe(3);
  });

  it('moves the pages after one that takes its own size, and scales', () => {
    const layout = layoutOf(3);
    expect(layout.setSize(2, 700, 500)).toBe(true);
    expect(layout.setSize(2, 700, 500)).toBe(false);
    expect([1, 2, 3].map(layout.top)).toEqual([12, 1024, 1536]);
    layout.setSize(3, 1400, 1000);
    expect(layout.maxWidth()).toBe(1400);
    layout.setScale(0.5);
    expect([1, 2, 3].map(layout.top)).toEqual([12, 524, 786]);
    expect(layout.width(3)).toBe(700);
  });

  it('lays out a million pages without a million objects, and reads them in order cheaply', () => {
    const layout = layoutOf(1_000_000);
    expect(layout.totalHeight()).toBe(12 + 1_000_000 * 1012);
    for (let page = 1; page <= 1000; page++) layout.setSize(page, 700, 1000 + (page % 2));
    expect(layout.pageAt(layout.top(500_000) + 1)).toBe(500_000);
  });
});

describe('the page scheduler', () => {
  const viewport = { top: 0, height: 900 };

  it('at the top of a million-page document, mounts and keeps only the pages near the viewport', () => {
    const result = schedule({ layout: layoutOf(1_000_000), viewport, scrolling: false, pages: new Map() });
    // The viewport and one more screen below it: pages 1 and 2.
    expect(result.mount).toEqual([1, 2]);
    expect(result.keep).toEqual([1, 2]);
    expect(result.next).toBe(1);
    expect(result.drop).toEqual([]);
  });

  it('draws the page nearest the middle first, skipping drawn, drawing and failed ones', () => {
    const layout = layoutOf(100);
    const middle = { top: layout.top(50), height: 900 };
    const pages = new Map<number, PageState>([[50, drawn]]);
    expect(schedule({ layout, viewport: middle, scrolling: false, pages }).next).toBe(49);
    pages.set(49, drawing);
    pages.set(51, failed);
    expect(schedule({ layout, viewport: middle, scrolling: false, pages }).next).toBe(null);
  });

  it('gives back the drawn pages that left, and the drawings under way there', () => {
    const layout = layoutOf(100);
    const pages = new Map<number, PageState>([
      [1, drawn],
      [2, drawing],
      [3, failed],
    ]);
    const result = schedule({ layout, viewport: { top: layout.top(60), height: 900 }, scrolling: false, pages });
    expect(result.drop.sort()).toEqual([1, 2]);
    expect(result.mount).toEqual([59, 60, 61]);
  });

  it('while scrolling, draws only a page on screen', () => {
    const layout = layoutOf(100);
    const pages = new Map<number, PageState>([[10, drawn]]);
    const onScreen = { top: layout.top(10), height: 900 };
    expect(schedule({ layout, viewport: onScreen, scrolling: true, pages }).next).toBe(null);
    expect(schedule({ layout, viewport: onScreen, scrolling: false, pages }).next).toBe(9);
  });

  it('keeps a page asked for by name first, even far from the viewport', () => {
    const layout = layoutOf(100);
    const result = schedule({ layout, viewport, scrolling: false, pages: new Map(), wanted: new Set([80]) });
    expect(result.keep[0]).toBe(80);
    expect(result.next).toBe(80);
    expect(result.mount).toContain(80);
  });

  it('never keeps more than a few pages drawn, nor mounts more than a few dozen, however small the pages', () => {
    const tiny = createPageLayout(1_000_000, 700, 1, 0);
    const result = schedule({ layout: tiny, viewport: { top: 5000, height: 900 }, scrolling: false, pages: new Map() });
    expect(result.keep).toHaveLength(MAX_DRAWN_PAGES);
    expect(result.mount.length).toBeLessThanOrEqual(MAX_MOUNTED_PAGES + MAX_DRAWN_PAGES);
    expect(nearRange(tiny, { top: 5000, height: 900 })).toEqual({ first: 5431, last: 5470 });
  });
});
