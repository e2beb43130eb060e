/**
 * The reader's scrolling, followed without layout reads: the scroll position and viewport height are
 * kept from the scroll events and resizes, whether the reader is scrolling now, and when it pauses.
 */

/**
 * A page's text layer (and so its highlights) is added once scrolling has paused this long: while
 * the pages fly past, styling and laying out thousands of spans for pages that leave at once is what
 * made scrolling stutter. At 150 ms, a skim of a wheel step every 100–200 ms (slower when the machine
 * is busy) still added layers between steps: in interleaved runs under load, 300 ms cut the frames
 * over 30 ms of the reader's own CPU from 32–41 to 1–6 per 150 steps.
 */
export const SCROLL_SETTLE_MS = 300;

export interface ScrollHandlers {
  /** Once per frame in which the reader scrolled. */
  onScrollFrame: () => void;
  /** Once scrolling has paused for SCROLL_SETTLE_MS. */
  onSettled: () => void;
  onResize: () => void;
}

export function watchScroll(container: HTMLElement, handlers: ScrollHandlers) {
  let top = container.scrollTop;
  let height = container.clientHeight;
  let lastScrollAt = -Infinity;
  let frameScheduled = false;
  let settleTimer: number | null = null;
  let stopped = false;

  const isScrolling = () => performance.now() - lastScrollAt < SCROLL_SETTLE_MS;
  const untilSettled = () => lastScrollAt + SCROLL_SETTLE_MS - performance.now();

  function settleCheck() {
    const wait = untilSettled();
    settleTimer = wait > 0 ? window.setTimeout(settleCheck, wait) : null;
    if (wait <= 0) handlers.onSettled();
  }

  function onScroll() {
    top = container.scrollTop;
    lastScrollAt = performance.now();
    settleTimer ??= window.setTimeout(settleCheck, SCROLL_SETTLE_MS);
    if (frameScheduled) return;
    frameScheduled = true;
    requestAnimationFrame(() => {
      frameScheduled = false;
      if (!stopped) handlers.onScrollFrame();
    });
  }

  const resizes = new ResizeObserver(() => {
    height = container.clientHeight;
    handlers.onResize();
  });
  resizes.observe(container);
  container.addEventListener('scroll', onScroll, { passive: true });

  return {
    get top() {
      return top;
    },
    get height() {
      return height;
    },
    isScrolling,
    /**
     * Resolves once no scroll happened for SCROLL_SETTLE_MS, or once what waits is no longer wanted
     * (`stillWanted`): a skim never pauses that long, and every page it passed held its drawing until
     * the end (through a 300-page skim, the reader's memory grew from 200 to 320 MB).
     */
    settled(stillWanted: () => boolean): Promise<void> {
      return new Promise((resolve) => {
        const check = () => {
          const wait = untilSettled();
          if (wait <= 0 || stopped || !stillWanted()) resolve();
          else window.setTimeout(check, wait);
        };
        check();
      });
    },
    /** Scrolls to a position, and keeps where the browser put it. */
    scrollTo(position: number) {
      container.scrollTop = position;
      top = container.scrollTop;
    },
    stop() {
      stopped = true;
      resizes.disconnect();
      container.removeEventListener('scroll', onScroll);
      if (settleTimer !== null) window.clearTimeout(settleTimer);
    },
  };
}
