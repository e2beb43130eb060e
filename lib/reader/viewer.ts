/**
 * The reader's pages: a column as tall as the document, with elements only for the pages near the
 * viewport (`page-scheduler.ts` says which), of which at most a few are drawn (a canvas, `page-drawing.ts`,
 * and pdf.js's text layer with the highlights, `text-layer.ts`). A page that leaves the neighbourhood
 * gives its canvas (to `canvas-pool.ts`), text layer and highlights back, so memory and the DOM stay
 * bounded on a 500-page gazette or a file that claims a million pages.
 */
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import type { DetectionKind } from '../detectors';
import { containsPoint } from '../content/hover';
import type { Painter } from '../content/painter';
import { createCanvasPool } from './canvas-pool';
import { drawCanvas, outputScaleOf } from './page-drawing';
import { createPageLayout } from './page-layout';
import type { PageReading } from './page-reading';
import { schedule, type PageState } from './page-scheduler';
import type { SearchMatch } from './search';
import { frameOrTimeout } from './tasks';
import { addTextLayer, createSearchPaint, rangesOf, removeTextLayer, type FoundInPage, type LayerText } from './text-layer';

/** Pages given back between two clean-ups of pdf.js's worker caches. */
const CLEANUP_EVERY_UNDRAWN = 30;
/**
 * A page's text layer (and so its highlights) is added once scrolling has paused this long: while
 * the pages fly past, styling and laying out thousands of spans for pages that leave at once is what
 * made scrolling stutter. At 150 ms, a skim of a wheel step every 100–200 ms (slower when the machine
 * is busy) still added layers between steps: in interleaved runs under load, 300 ms cut the frames
 * over 30 ms of the reader's own CPU from 32–41 to 1–6 per 150 steps.
 */
const SCROLL_SETTLE_MS = 300;
/** The space above the first page and between pages, as reader.css sets it (`.reader-pages` padding). */
const GAP_PX = 12;

interface DrawnPage {
  page: PDFPageProxy;
  canvas: HTMLCanvasElement;
  /** Set once its text layer's highlights are all registered: pages that only fly past get none. */
  text: LayerText | null;
  /** The text layer from the moment it is in the page (its highlights may still be coming): what undraw gives back. */
  layer: LayerText | null;
  textPending: Promise<void> | null;
}

/** A page with an element in the column. */
interface PageSlot {
  number: number;
  element: HTMLElement;
  drawn: DrawnPage | null;
  /** Bumped whenever a drawing in progress must be abandoned. */
  generation: number;
  drawing: Promise<void> | null;
  /** Stops pdf.js drawing its canvas, while it does: a page that leaves before it is drawn costs nothing more. */
  cancelRender: (() => void) | null;
}

export interface ViewerOptions {
  /** The scrolling element; the pages go inside it. */
  container: HTMLElement;
  pdf: PDFDocumentProxy;
  /** A page of the document (the session checks what pdf.js answers). */
  getPage: (page: number) => Promise<PDFPageProxy>;
  painter: Painter;
  initialScale: (pageWidth: number) => number;
  kinds: () => ReadonlySet<DetectionKind>;
  /** A page's text was read while drawing it (the index may not have it yet). */
  onPageRead: (page: number, reading: PageReading) => void;
  onCurrentPage: (page: number) => void;
  /** A page's canvas is on screen; its text layer and highlights follow. */
  onCanvasShown?: (page: number) => void;
  /** A page is drawn whole: canvas, text layer and highlights. */
  onPageDrawn?: (page: number, found: number) => void;
  /** The search's matches on a page, to paint when it is drawn. */
  searchMatchesOf: (page: number) => readonly SearchMatch[];
}

export async function createViewer(options: ViewerOptions) {
  const { container, pdf, painter } = options;
  const first = (await options.getPage(1)).getViewport({ scale: 1 });

  // What the viewer holds: the layout, the mounted pages, and what is being drawn.
  const layout = createPageLayout(pdf.numPages, first.width, first.height, GAP_PX, options.initialScale(first.width));
  const pagesElement = document.createElement('div');
  pagesElement.className = 'pages';
  container.replaceChildren(pagesElement);
  const slots = new Map<number, PageSlot>();
  const failed = new Set<number>();
  /** Pages asked for by name (`ensureDrawn`), kept while asked. */
  const wanted = new Set<number>();
  const canvases = createCanvasPool();
  const search = createSearchPaint();
  let shownMatch: SearchMatch | null = null;
  /** The identifiers painted on each text node, for the card's hit test. */
  const byText = new WeakMap<Text, FoundInPage[]>();
  let destroyed = false;
  let pumping = false;
  let firstTextAdded = false;
  let idleWaiters: (() => void)[] = [];
  let undrawn = 0;
  let lastCanvasTurn: Promise<void> = Promise.resolve();
  // The scroll position and viewport height, kept from the scroll events and resizes (no layout reads).
  let scrollTop = container.scrollTop;
  let viewportHeight = container.clientHeight;
  let lastScrollAt = -Infinity;
  let lastReported = 0;
  let scrollScheduled = false;
  let settleTimer: number | null = null;

  const isScrolling = () => performance.now() - lastScrollAt < SCROLL_SETTLE_MS;

  /** The column's size and each mounted page's box, from the layout. */
  function sizeColumn() {
    pagesElement.style.height = `${layout.totalHeight() - 2 * GAP_PX}px`;
    pagesElement.style.minWidth = `${layout.maxWidth()}px`;
    for (const slot of slots.values()) place(slot);
  }
  function place(slot: PageSlot) {
    const { style } = slot.element;
    const width = layout.width(slot.number);
    style.top = `${layout.top(slot.number) - GAP_PX}px`;
    style.left = `max(0px, calc(50% - ${width / 2}px))`;
    style.width = `${width}px`;
    style.height = `${layout.height(slot.number)}px`;
    style.setProperty('--scale-factor', String(layout.scale()));
  }

  function mount(page: number): PageSlot {
    const existing = slots.get(page);
    if (existing) return existing;
    const element = document.createElement('div');
    element.className = failed.has(page) ? 'page failed' : 'page';
    element.dataset.page = String(page);
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', `${page}`);
    const slot: PageSlot = { number: page, element, drawn: null, generation: 0, drawing: null, cancelRender: null };
    slots.set(page, slot);
    place(slot);
    pagesElement.append(element);
    return slot;
  }

  /**
   * Resolves once no scroll happened for SCROLL_SETTLE_MS, or once the page waiting is no longer
   * wanted (`wanted`): a skim never pauses that long, and every page it passed held its drawing until
   * the end (through a 300-page skim, the reader's memory grew from 200 to 320 MB).
   */
  function scrollSettled(stillWanted: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        const wait = lastScrollAt + SCROLL_SETTLE_MS - performance.now();
        if (wait <= 0 || destroyed || !stillWanted()) resolve();
        else window.setTimeout(check, wait);
      };
      check();
    });
  }

  /**
   * Resolves when a drawn canvas may go on screen: one per frame. Without a GPU, Chromium copies a
   * canvas shown for the first time in the frame that shows it (`ProduceCanvasResource`, 30-36 ms for a
   * page under load), and two drawings finishing together made one frame of 67 ms.
   */
  function canvasTurn(): Promise<void> {
    const turn = lastCanvasTurn;
    lastCanvasTurn = turn.then(frameOrTimeout);
    return turn;
  }

  /** The canvas of a page; its text layer follows once scrolling pauses. */
  async function draw(slot: PageSlot): Promise<void> {
    const generation = ++slot.generation;
    const current = () => !destroyed && generation === slot.generation;
    const page = await options.getPage(slot.number);
    if (!current()) return;
    // Asked for now when nothing scrolls (pdf.js's worker reads the text while the canvas is drawn),
    // else once scrolling pauses: a page flying past never gets a text layer, and reading its text
    // again (the index has it) only filled the worker's memory.
    const early = isScrolling() ? null : page.getTextContent();
    early?.catch(() => undefined);
    const viewport = page.getViewport({ scale: layout.scale() });
    const outputScale = outputScaleOf(viewport.width, viewport.height, window.devicePixelRatio);
    const canvas = canvases.take(Math.floor(viewport.width * outputScale), Math.floor(viewport.height * outputScale));
    const drawing = drawCanvas(page, canvas, viewport, outputScale, isScrolling);
    slot.cancelRender = drawing.cancel;
    await drawing.done;
    slot.cancelRender = null;
    if (current()) await canvasTurn();
    if (!current()) {
      drawing.cancel();
      canvases.give(canvas);
      return;
    }
    slot.element.replaceChildren(canvas);
    const drawn: DrawnPage = { page, canvas, text: null, layer: null, textPending: null };
    slot.drawn = drawn;
    options.onCanvasShown?.(slot.number);
    drawn.textPending = addTextLayer({
      page: slot.number,
      element: slot.element,
      content: early ?? page.getTextContent(),
      viewport,
      kinds: options.kinds(),
      painter,
      current,
      settled: () => scrollSettled(current),
      atOnce: !firstTextAdded,
      onRead: (reading) => options.onPageRead(slot.number, reading),
      onLayer: (layer) => (drawn.layer = layer),
      onFound: (found) => {
        for (const range of found.ranges) {
          const node = range.startContainer as Text;
          byText.set(node, [...(byText.get(node) ?? []), found]);
        }
      },
    }).then(
      (text) => {
        if (!text) return;
        drawn.text = text;
        firstTextAdded = true;
        search.paint(text, options.searchMatchesOf(slot.number), shownMatch);
        options.onPageDrawn?.(slot.number, text.found.length);
      },
      () => undefined,
    );
  }

  function undraw(slot: PageSlot) {
    slot.generation += 1;
    slot.drawing = null;
    slot.cancelRender?.();
    slot.cancelRender = null;
    const drawn = slot.drawn;
    if (!drawn) return;
    slot.drawn = null;
    if (drawn.layer) removeTextLayer(drawn.layer, painter, search);
    canvases.give(drawn.canvas);
    slot.element.replaceChildren();
    drawn.page.cleanup();
    if (++undrawn % CLEANUP_EVERY_UNDRAWN === 0) releaseWorkerCaches();
  }

  /**
   * pdf.js's worker keeps what it parsed of every page it drew or read (resources, fonts, streams):
   * without a clean-up now and then, memory grows with every page visited (about 0.6 MB a page on a
   * gazette). pdf.js refuses while a page renders, so it waits for the drawing to stop. The price:
   * pdf.js sends its fonts again, and the browser lays the reader out once more.
   */
  function releaseWorkerCaches(): void {
    const work = () => void pdf.cleanup(true).catch(() => undefined);
    if (pumping) idleWaiters.push(work);
    else work();
  }

  /** Asks the scheduler, gives back the pages that left, and keeps elements only for the pages near. */
  function arrange() {
    const states = new Map<number, PageState>();
    for (const page of failed) states.set(page, { drawn: false, drawing: false, failed: true });
    for (const slot of slots.values()) states.set(slot.number, { drawn: slot.drawn !== null, drawing: slot.drawing !== null, failed: failed.has(slot.number) });
    const plan = schedule({ layout, viewport: { top: scrollTop, height: viewportHeight }, scrolling: isScrolling(), pages: states, wanted });
    for (const page of plan.drop) {
      const slot = slots.get(page);
      if (slot) undraw(slot);
    }
    const mounted = new Set(plan.mount);
    for (const slot of [...slots.values()]) {
      if (mounted.has(slot.number)) continue;
      undraw(slot);
      slot.element.remove();
      slots.delete(slot.number);
    }
    plan.mount.forEach(mount);
    return plan;
  }

  /**
   * Draws the near pages one at a time, nearest the viewport's middle first; gives back the far ones.
   * While scrolling, only the pages on screen: those ahead are drawn once it pauses, so pages that fly
   * past cost neither the worker's parsing nor the main thread's drawing.
   */
  async function pump() {
    if (pumping || destroyed) return;
    pumping = true;
    try {
      for (;;) {
        const { next } = arrange();
        if (next === null || destroyed) break;
        const slot = mount(next);
        const drawing = draw(slot).catch(() => {
          failed.add(next);
          slot.element.classList.add('failed');
        });
        slot.drawing = drawing;
        await drawing;
        if (slot.drawing === drawing) slot.drawing = null;
        // The first page whole (text layer and highlights) before any other: it is what the reader waits for.
        if (!firstTextAdded) await slot.drawn?.textPending;
      }
    } finally {
      pumping = false;
      const waiters = idleWaiters;
      idleWaiters = [];
      waiters.forEach((resolve) => resolve());
    }
  }

  /** The page under the upper third of the viewport. */
  function reportCurrentPage() {
    const page = layout.pageAt(scrollTop + viewportHeight / 3);
    if (page === lastReported) return;
    lastReported = page;
    options.onCurrentPage(page);
  }

  /** Once scrolling pauses, the pages ahead that were left undrawn while it went on. */
  function pumpWhenSettled() {
    const wait = lastScrollAt + SCROLL_SETTLE_MS - performance.now();
    settleTimer = wait > 0 ? window.setTimeout(pumpWhenSettled, wait) : null;
    if (wait <= 0) void pump();
  }

  function onScroll() {
    scrollTop = container.scrollTop;
    lastScrollAt = performance.now();
    settleTimer ??= window.setTimeout(pumpWhenSettled, SCROLL_SETTLE_MS);
    if (scrollScheduled) return;
    scrollScheduled = true;
    requestAnimationFrame(() => {
      scrollScheduled = false;
      reportCurrentPage();
      // A page being drawn that has left stops now, not once pdf.js has finished it.
      if (pumping) arrange();
      void pump();
    });
  }

  const resizes = new ResizeObserver(() => {
    viewportHeight = container.clientHeight;
    if (pumping) arrange();
    void pump();
  });

  function scrollTo(top: number) {
    container.scrollTop = top;
    scrollTop = container.scrollTop;
  }

  /** Draws a page now (scrolling it into view first) and answers its text layer once it is there. */
  async function ensureDrawn(page: number): Promise<LayerText | null> {
    if (page < 1 || page > layout.count) return null;
    wanted.add(page);
    try {
      void pump();
      for (;;) {
        const slot = slots.get(page);
        if (slot?.drawn?.text || failed.has(page) || destroyed) return slot?.drawn?.text ?? null;
        await (slot?.drawn?.textPending ?? slot?.drawing ?? new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
        void pump();
      }
    } finally {
      wanted.delete(page);
    }
  }

  sizeColumn();
  resizes.observe(container);
  container.addEventListener('scroll', onScroll, { passive: true });
  void pump();

  return {
    pageCount: layout.count,
    get scale() {
      return layout.scale();
    },
    /** The natural width of the first page, for "fit to width". */
    firstPageWidth: first.width,
    /** The size of a page at scale 1, once known (pages start at the first page's size). */
    setPageSize(page: number, width: number, height: number) {
      if (layout.setSize(page, width, height)) sizeColumn();
    },
    setScale(next: number) {
      if (next === layout.scale()) return;
      // Keep the same point of the document at the top of the viewport.
      const anchor = scrollTop / (layout.totalHeight() || 1);
      slots.forEach(undraw);
      layout.setScale(next);
      sizeColumn();
      scrollTo(anchor * layout.totalHeight());
      void pump();
    },
    scrollToPage(page: number) {
      scrollTo(layout.top(page) - GAP_PX);
    },
    /** Scrolls a span of a page's text to the middle of the view; answers its identifier if it is one. */
    async reveal(page: number, start: number, end: number): Promise<{ ranges: Range[]; found: FoundInPage | null }> {
      if (page < 1 || page > layout.count) return { ranges: [], found: null };
      if (!slots.get(page)?.drawn) scrollTo(layout.top(page) - GAP_PX);
      const text = await ensureDrawn(page);
      if (!text) return { ranges: [], found: null };
      const found = text.found.find((candidate) => candidate.start === start) ?? null;
      const ranges = found?.ranges ?? rangesOf(text, text.reading, start, end);
      const rect = ranges[0]?.getBoundingClientRect();
      if (rect) {
        const box = container.getBoundingClientRect();
        scrollTo(container.scrollTop + rect.top - box.top - container.clientHeight / 2);
      }
      return { ranges, found };
    },
    /** The identifier drawn under a point, if any. */
    identifierAt(x: number, y: number, caret: { node: Node; offset: number } | null): FoundInPage | null {
      if (!caret || !(caret.node instanceof Text)) return null;
      const candidates = byText.get(caret.node) ?? [];
      return candidates.find((found) => found.ranges.some((range) => containsPoint(range, x, y))) ?? null;
    },
    /** Repaints the search's matches on the drawn pages. */
    refreshSearch(current: SearchMatch | null) {
      shownMatch = current;
      for (const slot of slots.values()) if (slot.drawn?.text) search.paint(slot.drawn.text, options.searchMatchesOf(slot.number), shownMatch);
    },
    /** Drops pdf.js's worker caches once no page is being drawn (after the index has read every page). */
    releaseWorkerCaches,
    /** Resolves when no page is being drawn: the index reads behind the pages on screen, not before them. */
    idle(): Promise<void> {
      if (destroyed || !pumping) return Promise.resolve();
      return new Promise<void>((resolve) => idleWaiters.push(resolve));
    },
    /** Pages drawn now: for tests and the benchmark. */
    drawnPages: () => [...slots.values()].filter((slot) => slot.drawn).map((slot) => slot.number),
    destroy() {
      destroyed = true;
      resizes.disconnect();
      container.removeEventListener('scroll', onScroll);
      if (settleTimer !== null) window.clearTimeout(settleTimer);
      slots.forEach(undraw);
      canvases.close();
      idleWaiters.forEach((resolve) => resolve());
      idleWaiters = [];
      search.dispose();
    },
  };
}

export type Viewer = Awaited<ReturnType<typeof createViewer>>;
