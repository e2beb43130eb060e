/**
 * The reader's pages: a column as tall as the document (`page-column.ts`, from `page-layout.ts`),
 * with elements only for the pages near the viewport (`page-scheduler.ts` says which, from where
 * `scroll-watch.ts` says the reader is), of which at most a few are drawn (a canvas,
 * `page-drawing.ts`, and pdf.js's text layer with the highlights, `text-layer.ts`). A page that
 * leaves the neighbourhood gives its canvas (to `canvas-pool.ts`), text layer and highlights back, so
 * memory and the DOM stay bounded on a 500-page gazette or a file that claims a million pages.
 */
import type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';
import type { DetectionKind } from '../detectors';
import { containsPoint } from '../content/hover';
import type { Painter } from '../content/painter';
import { createCanvasPool } from './canvas-pool';
import { drawCanvas, outputScaleOf } from './page-drawing';
import { createPageLayout } from './page-layout';
import type { OcrTextContent } from './ocr-text';
import type { PageReading } from './page-reading';
import { createPageColumn, GAP_PX, type DrawnPage, type PageSlot } from './page-column';
import { schedule } from './page-scheduler';
import type { SearchMatch } from './search';
import { watchScroll } from './scroll-watch';
import { frameOrTimeout } from './tasks';
import { addTextLayer, createSearchPaint, OCR_UNCERTAIN_HIGHLIGHT, rangesOf, removeTextLayer, type FoundInPage, type LayerText } from './text-layer';

/** Pages given back between two clean-ups of pdf.js's worker caches. */
const CLEANUP_EVERY_UNDRAWN = 30;
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
  /** A page's text as OCR read it, when it was read (a scan); otherwise pdf.js's own. */
  ocrContentOf?: (page: number) => OcrTextContent | undefined;
}

export async function createViewer(options: ViewerOptions) {
  const { container, pdf, painter } = options;
  const first = (await options.getPage(1)).getViewport({ scale: 1 });

  // What the viewer holds: the layout, the mounted pages, and what is being drawn.
  const layout = createPageLayout(pdf.numPages, first.width, first.height, GAP_PX, options.initialScale(first.width));
  const column = createPageColumn(container, layout);
  const { slots } = column;
  /** Pages asked for by name (`ensureDrawn`), kept while asked. */
  const wanted = new Set<number>();
  const canvases = createCanvasPool();
  const search = createSearchPaint();
  /** Identifiers read by OCR with low confidence, marked apart (`::highlight(reader-ocr-uncertain)`). */
  const uncertainPaint = new Highlight();
  CSS.highlights.set(OCR_UNCERTAIN_HIGHLIGHT, uncertainPaint);
  let shownMatch: SearchMatch | null = null;
  /** The identifiers painted on each text node, for the card's hit test. */
  const byText = new WeakMap<Text, FoundInPage[]>();
  let destroyed = false;
  let pumping = false;
  let firstTextAdded = false;
  let idleWaiters: (() => void)[] = [];
  let undrawn = 0;
  let lastCanvasTurn: Promise<void> = Promise.resolve();
  let lastReported = 0;
  const scroll = watchScroll(container, {
    onScrollFrame: () => {
      reportCurrentPage();
      // A page being drawn that has left stops now, not once pdf.js has finished it.
      if (pumping) arrange();
      void pump();
    },
    // Once scrolling pauses, the pages ahead that were left undrawn while it went on.
    onSettled: () => void pump(),
    onResize: () => {
      if (pumping) arrange();
      void pump();
    },
  });
  const { isScrolling } = scroll;

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
    const ocr = options.ocrContentOf?.(slot.number);
    const early = ocr ? Promise.resolve(ocr) : isScrolling() ? null : page.getTextContent();
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
      uncertain: uncertainPaint,
      viewport,
      kinds: options.kinds(),
      painter,
      current,
      settled: () => scroll.settled(current),
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
    if (drawn.layer) removeTextLayer(drawn.layer, painter, search, uncertainPaint);
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
    const plan = schedule({ layout, viewport: { top: scroll.top, height: scroll.height }, scrolling: isScrolling(), pages: column.states(), wanted });
    for (const page of plan.drop) {
      const slot = slots.get(page);
      if (slot) undraw(slot);
    }
    const mounted = new Set(plan.mount);
    for (const slot of [...slots.values()]) {
      if (mounted.has(slot.number)) continue;
      undraw(slot);
      column.unmount(slot);
    }
    plan.mount.forEach(column.mount);
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
        const slot = column.mount(next);
        const drawing = draw(slot).catch(() => column.markFailed(slot));
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
    const page = layout.pageAt(scroll.top + scroll.height / 3);
    if (page === lastReported) return;
    lastReported = page;
    options.onCurrentPage(page);
  }

  /** Draws a page now (scrolling it into view first) and answers its text layer once it is there. */
  async function ensureDrawn(page: number): Promise<LayerText | null> {
    if (page < 1 || page > layout.count) return null;
    wanted.add(page);
    try {
      void pump();
      for (;;) {
        const slot = slots.get(page);
        if (slot?.drawn?.text || column.isFailed(page) || destroyed) return slot?.drawn?.text ?? null;
        await (slot?.drawn?.textPending ?? slot?.drawing ?? new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
        void pump();
      }
    } finally {
      wanted.delete(page);
    }
  }

  column.size();
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
      if (layout.setSize(page, width, height)) column.size();
    },
    setScale(next: number) {
      if (next === layout.scale()) return;
      // Keep the same point of the document at the top of the viewport.
      const anchor = scroll.top / (layout.totalHeight() || 1);
      slots.forEach(undraw);
      layout.setScale(next);
      column.size();
      scroll.scrollTo(anchor * layout.totalHeight());
      void pump();
    },
    /** Draws a page again if it is drawn (its text changed: OCR read it). */
    redraw(page: number) {
      const slot = slots.get(page);
      if (!slot?.drawn && !slot?.drawing) return;
      undraw(slot);
      void pump();
    },
    scrollToPage(page: number) {
      scroll.scrollTo(layout.top(page) - GAP_PX);
    },
    /** Scrolls a span of a page's text to the middle of the view; answers its identifier if it is one. */
    async reveal(page: number, start: number, end: number): Promise<{ ranges: Range[]; found: FoundInPage | null }> {
      if (page < 1 || page > layout.count) return { ranges: [], found: null };
      if (!slots.get(page)?.drawn) scroll.scrollTo(layout.top(page) - GAP_PX);
      const text = await ensureDrawn(page);
      if (!text) return { ranges: [], found: null };
      const found = text.found.find((candidate) => candidate.start === start) ?? null;
      const ranges = found?.ranges ?? rangesOf(text, text.reading, start, end);
      const rect = ranges[0]?.getBoundingClientRect();
      if (rect) {
        const box = container.getBoundingClientRect();
        scroll.scrollTo(container.scrollTop + rect.top - box.top - container.clientHeight / 2);
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
      scroll.stop();
      slots.forEach(undraw);
      canvases.close();
      idleWaiters.forEach((resolve) => resolve());
      idleWaiters = [];
      search.dispose();
      CSS.highlights.delete(OCR_UNCERTAIN_HIGHLIGHT);
    },
  };
}

export type Viewer = Awaited<ReturnType<typeof createViewer>>;
