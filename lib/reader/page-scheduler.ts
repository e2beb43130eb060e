/**
 * Which pages the reader has in its DOM, keeps drawn, draws next and gives back, from where the
 * viewport is: a pure function of the layout and the pages' states, so a document of any length costs
 * the page only the few elements near the viewport (a PDF whose page tree lists a million pages made
 * the reader create a million elements at once, and froze every extension page for half a minute).
 */
import type { PageLayout } from './page-layout';

/** How far beyond the viewport pages are drawn ahead, in viewport heights. */
export const DRAW_AHEAD = 1;
/** Pages drawn at most at once; those nearest the viewport win. */
export const MAX_DRAWN_PAGES = 8;
/** Page elements in the DOM at most (pages a few pixels tall could otherwise put thousands near the viewport). */
export const MAX_MOUNTED_PAGES = 40;

export interface Viewport {
  /** The scroll position. */
  top: number;
  height: number;
}

export interface PageState {
  /** Its canvas is on the page. */
  drawn: boolean;
  /** Being drawn now. */
  drawing: boolean;
  /** pdf.js could not draw it: not tried again. */
  failed: boolean;
}

export interface ScheduleInput {
  layout: PageLayout;
  viewport: Viewport;
  /** While the reader scrolls, only pages on screen are drawn. */
  scrolling: boolean;
  /** The pages with a state (drawn, being drawn, failed); the others are untouched. */
  pages: ReadonlyMap<number, PageState>;
  /** Pages asked for by name (an index entry, a search match): kept first. */
  wanted?: ReadonlySet<number>;
}

export interface Schedule {
  /** The pages that get an element, in order. */
  mount: number[];
  /** The pages to keep drawn, nearest the viewport's middle first. */
  keep: number[];
  /** Drawn (or being drawn) pages to give back. */
  drop: number[];
  /** The page to draw now, if any. */
  next: number | null;
}

/** The first and last pages within `ahead` viewport heights of the viewport, at most `max` around its middle. */
export function nearRange(layout: PageLayout, viewport: Viewport, ahead = DRAW_AHEAD, max = MAX_MOUNTED_PAGES): { first: number; last: number } {
  const margin = viewport.height * ahead;
  let first = layout.pageAt(viewport.top - margin);
  let last = layout.pageAt(viewport.top + viewport.height + margin);
  if (last - first + 1 > max) {
    const middle = layout.pageAt(viewport.top + viewport.height / 2);
    first = Math.max(first, middle - Math.floor(max / 2));
    last = Math.min(last, first + max - 1);
  }
  return { first, last };
}

export function isOnScreen(layout: PageLayout, viewport: Viewport, page: number): boolean {
  const top = layout.top(page);
  return top < viewport.top + viewport.height && top + layout.height(page) > viewport.top;
}

/** How far a page's middle is from the viewport's. */
const distanceFromMiddle = (layout: PageLayout, viewport: Viewport, page: number) => Math.abs(layout.top(page) + layout.height(page) / 2 - (viewport.top + viewport.height / 2));

export function schedule({ layout, viewport, scrolling, pages, wanted = new Set() }: ScheduleInput): Schedule {
  const { first, last } = nearRange(layout, viewport);
  const near: number[] = [];
  for (let page = first; page <= last; page++) near.push(page);
  const byDistance = (one: number, other: number) => distanceFromMiddle(layout, viewport, one) - distanceFromMiddle(layout, viewport, other);
  const asked = [...wanted].filter((page) => page >= 1 && page <= layout.count).sort(byDistance);
  const keep = [...new Set([...asked, ...near.sort(byDistance)])].slice(0, MAX_DRAWN_PAGES);
  const kept = new Set(keep);
  const drop = [...pages].filter(([page, state]) => (state.drawn || state.drawing) && !kept.has(page)).map(([page]) => page);
  const next =
    keep.find((page) => {
      const state = pages.get(page);
      return !state?.drawn && !state?.drawing && !state?.failed && (!scrolling || isOnScreen(layout, viewport, page));
    }) ?? null;
  const mount = [...new Set([...near, ...keep])].sort((one, other) => one - other);
  return { mount, keep, drop, next };
}
