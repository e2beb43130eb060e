/**
 * Whether the person has really been seeing the card, told by the top document, where the card's box
 * lives. The card frame's own IntersectionObserver v2 cannot tell: Chromium does not report an
 * out-of-process frame as covered by its parent's content, so a page could lay an opaque box over the
 * card, let clicks through it (`pointer-events: none`) and aim a click at "Enriquecer". In the page's
 * own document the same observer does see such a box, whatever its pointer events or opacity.
 *
 * A click counts only when the card was reported visible, without a break, for `STEADY_MS` before it,
 * and still is once the observer has had `REPORT_MS` to report a change made just before the click
 * (a page that removes its box when the click starts leaves a break that recent).
 */

export interface SightEntry {
  time: number;
  /** IntersectionObserver v2 only. */
  isVisible?: boolean;
}

export type SightObserverConstructor = new (
  callback: (entries: SightEntry[]) => void,
  options: IntersectionObserverInit & { trackVisibility?: boolean; delay?: number },
) => { observe(target: Element): void; disconnect(): void };

/** The observer's delay: the longest a change waits before it is reported. */
const DELAY_MS = 100;
/** How long after a question the answer waits, so that a change just before the click is reported. */
export const REPORT_MS = DELAY_MS + 50;
/** How long the card must have been visible, without a break, before a click on it counts. */
export const STEADY_MS = 500;

export interface CardSight {
  /** Resolves to whether the card has been seen steadily up to now (asked at a click on it). */
  seenSteadily(): Promise<boolean>;
  dispose(): void;
}

/** Whether this browser's IntersectionObserver reports visibility (v2); Firefox's does not. */
export function reportsVisibility(): boolean {
  return typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;
}

/**
 * Watches the card's `box` while it is shown. Without an observer that reports visibility, nothing is
 * ever seen: the card there asks the browser's own dialog instead (lib/card/firefox.ts) and never asks.
 */
export function watchCardSight(
  box: Element,
  Observer: SightObserverConstructor | undefined = reportsVisibility() ? IntersectionObserver : undefined,
  now: () => number = () => performance.now(),
  wait: (ms: number) => Promise<void> = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
): CardSight {
  /** Since when (the observer's clock, the document's) the card has been visible; null while it is not. */
  let visibleSince: number | null = null;
  let observer: { disconnect(): void } | null = null;
  if (Observer) {
    const created = new Observer(
      (entries) => {
        for (const entry of entries) {
          if (entry.isVisible === true) visibleSince ??= entry.time;
          else visibleSince = null;
        }
      },
      { threshold: [0], trackVisibility: true, delay: DELAY_MS },
    );
    created.observe(box);
    observer = created;
  }
  return {
    async seenSteadily() {
      if (!observer) return false;
      const askedAt = now();
      await wait(REPORT_MS);
      return visibleSince !== null && visibleSince <= askedAt - STEADY_MS;
    },
    dispose() {
      observer?.disconnect();
      observer = null;
      visibleSince = null;
    },
  };
}
