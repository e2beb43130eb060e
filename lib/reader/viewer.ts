/**
 * The reader's pages: one placeholder per page, sized from the PDF, and only the pages near the
 * viewport drawn (a canvas and pdf.js's text layer each). A page that leaves the neighbourhood gives
 * its canvas, text layer and highlights back, so memory stays bounded on a 500-page gazette.
 *
 * Identifiers are painted on the text layer with the content script's painter (CSS Custom Highlight
 * API, the same `atalaia-<kind>-<style>` names and styles as on pages). A match in the page's text
 * becomes one Range per text item it touches, since reading order and the layer's DOM order can
 * differ (a column drawn out of order).
 */
import { TextLayer, type PDFDocumentProxy, type PDFPageProxy } from 'pdfjs-dist';
import type { DetectionKind } from '../detectors';
import { containsPoint } from '../content/hover';
import type { Painter } from '../content/painter';
import { readPage, type PageReading } from './page-reading';
import { piecesOf, type PageText } from './reading-order';
import type { SearchMatch } from './search';

/** Pages given back between two clean-ups of pdf.js's worker caches. */
const CLEANUP_EVERY_UNDRAWN = 30;
/** Pages drawn at most at once; those nearest the viewport win. */
export const MAX_DRAWN_PAGES = 8;
/** How far beyond the viewport pages are drawn ahead, in viewport heights. */
const DRAW_AHEAD = 1;
/**
 * A page's text layer (and so its highlights) is added once scrolling has paused this long: while
 * the pages fly past, styling and laying out thousands of spans for pages that leave at once is what
 * made scrolling stutter. At 150 ms, a skim of a wheel step every 100–200 ms (slower when the machine
 * is busy) still added layers between steps: in interleaved runs under load, 300 ms cut the frames
 * over 30 ms of the reader's own CPU from 32–41 to 1–6 per 150 steps.
 */
const SCROLL_SETTLE_MS = 300;
/** Canvas pixels per page at most (about 4 screens of a 1080p display): zooming further only scales the bitmap. */
const MAX_CANVAS_PIXELS = 8_000_000;
/**
 * Canvases of pages given back, kept for the next page of the same size. A new canvas costs the
 * browser its bitmap at the first drawing call and again the first time it is shown: without a GPU,
 * 30–80 ms and 35–65 ms for a page, against under 1 ms and 6–15 ms for a canvas drawn again
 * (bench/reader). Two cover a reader scrolling on through pages of one size.
 */
const SPARE_CANVASES = 2;
/** The space above the first page and between pages, as reader.css sets it (`.reader-pages` padding, `.pages` gap). */
const GAP_PX = 12;
/** What stands in for a frame while the reader is hidden (a hidden page gets none). */
const HIDDEN_FRAME_MS = 100;
/** Text layer nodes (a line's span and its <br>) added to a page per frame. */
const TEXT_LAYER_BATCH = 40;
/** Highlights registered per task: each batch makes the browser repaint what is on screen. */
const HIGHLIGHT_BATCH = 200;

/**
 * Resolves in a task of its own, so the browser can paint and take input in between: a long piece of
 * work split this way never holds the main thread for long while the reader scrolls.
 */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

/** Resolves after the browser has drawn a frame. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => void nextTask().then(resolve)));

/** The fields of pdf.js's (5.6) internal render task the viewer sets or reads. */
interface InternalRenderTask {
  _useRequestAnimationFrame?: boolean;
  stepper?: unknown;
  operatorListIdx?: number;
}

/**
 * Drawing calls recorded per slice of a page's drawing, in ms. Chrome rasterizes what a task drew on
 * a canvas at the end of that task, on the main thread when there is no GPU, and that takes 2–4 times
 * as long as the calls: pdf.js's own 15 ms slices became tasks of 40–70 ms.
 */
const DRAW_SLICE_MS = 4;
/** Operators drawn in a slice, at least and at most (text lines, mostly). */
const SLICE_OPERATORS = { first: 40, min: 10, max: 2000 };

/**
 * A pdf.js "stepper" (its debugger's hook, the only way to end a drawing slice before pdf.js's own
 * 15 ms): while `short()` (scrolling), it breaks the page's operator list every so many operators, as
 * many as took about DRAW_SLICE_MS in the slice before; otherwise pdf.js's own slices stand (more,
 * smaller slices make a page take longer to draw, and the index waits for the drawing). pdf.js calls
 * `breakIt` at `nextBreakPoint`; `resume` goes on in the next slice (through the render task's
 * `onContinue`, in a task of its own).
 */
function slicingStepper(position: () => number, short: () => boolean) {
  let operators = SLICE_OPERATORS.first;
  let startedAt = performance.now();
  let startedFrom = 0;
  // No break of ours when nothing scrolls: each one is a task more, which delayed the first page and the index.
  const breakAfter = (index: number) => (short() ? index + operators : Infinity);
  return {
    nextBreakPoint: breakAfter(0),
    sliceStarts() {
      startedAt = performance.now();
      startedFrom = position();
      this.nextBreakPoint = breakAfter(startedFrom);
    },
    breakIt(index: number, resume: () => void) {
      const elapsed = performance.now() - startedAt;
      const drawn = index - startedFrom;
      if (drawn > 0) operators = Math.round(Math.min(SLICE_OPERATORS.max, Math.max(SLICE_OPERATORS.min, (drawn * DRAW_SLICE_MS) / Math.max(elapsed, 0.5))));
      this.nextBreakPoint = breakAfter(index);
      resume();
    },
    shouldSkip: () => false,
    updateOperatorList: () => undefined,
    setOperatorBBoxes: () => undefined,
  };
}

export const SEARCH_HIGHLIGHT = 'reader-search';
export const CURRENT_MATCH_HIGHLIGHT = 'reader-search-current';

/** An identifier on a drawn page: its ranges on the text layer. */
export interface FoundInPage {
  page: number;
  kind: DetectionKind;
  value: string;
  start: number;
  end: number;
  ranges: Range[];
}

/** A drawn page's text layer, with what was found in it. */
interface LayerText {
  textLayer: TextLayer;
  reading: PageReading;
  found: FoundInPage[];
  textDivs: HTMLElement[];
  searchRanges: Range[];
}

interface DrawnPage {
  page: PDFPageProxy;
  canvas: HTMLCanvasElement;
  /** Added once scrolling pauses: pages that only fly past get no text layer. Set once its highlights are all registered. */
  text: LayerText | null;
  /** The text layer from the moment it is in the page (its highlights may still be coming): what undraw gives back. */
  layer: LayerText | null;
  textPending: Promise<void> | null;
}

interface PageSlot {
  number: number;
  element: HTMLElement;
  width: number;
  height: number;
  drawn: DrawnPage | null;
  /** Bumped whenever a drawing in progress must be abandoned. */
  generation: number;
  drawing: Promise<void> | null;
  /** Stops pdf.js drawing its canvas, while it does: a page that leaves before it is drawn costs nothing more. */
  cancelRender: (() => void) | null;
  /** pdf.js could not draw it: not tried again. */
  failed: boolean;
}

export interface ViewerOptions {
  /** The scrolling element; the pages go inside it. */
  container: HTMLElement;
  pdf: PDFDocumentProxy;
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
  const first = (await pdf.getPage(1)).getViewport({ scale: 1 });
  const pagesElement = document.createElement('div');
  pagesElement.className = 'pages';
  container.replaceChildren(pagesElement);
  const slots: PageSlot[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const element = document.createElement('div');
    element.className = 'page';
    element.dataset.page = String(number);
    element.setAttribute('role', 'region');
    element.setAttribute('aria-label', `${number}`);
    pagesElement.append(element);
    slots.push({ number, element, width: first.width, height: first.height, drawn: null, generation: 0, drawing: null, cancelRender: null, failed: false });
  }
  let scale = options.initialScale(first.width);
  const near = new Set<number>();
  const byText = new WeakMap<Text, FoundInPage[]>();
  const searchHighlight = new Highlight();
  const currentHighlight = new Highlight();
  CSS.highlights.set(SEARCH_HIGHLIGHT, searchHighlight);
  CSS.highlights.set(CURRENT_MATCH_HIGHLIGHT, currentHighlight);
  let currentMatch: SearchMatch | null = null;
  let destroyed = false;

  const slotOf = (page: number) => slots[page - 1];

  function layout(slot: PageSlot) {
    const { style } = slot.element;
    style.width = `${Math.floor(slot.width * scale)}px`;
    style.height = `${Math.floor(slot.height * scale)}px`;
    style.setProperty('--scale-factor', String(scale));
  }
  slots.forEach(layout);

  /*
   * Where each page starts, computed rather than read from the DOM: reading offsetTop while pages are
   * being drawn forces a layout of every text layer on screen, which is what made scrolling stutter.
   */
  let tops: number[] = [];
  function computeTops() {
    tops = [];
    let top = GAP_PX;
    for (const slot of slots) {
      tops.push(top);
      top += Math.floor(slot.height * scale) + GAP_PX;
    }
  }
  computeTops();
  const topOf = (slot: PageSlot) => tops[slot.number - 1] ?? 0;
  const heightOf = (slot: PageSlot) => Math.floor(slot.height * scale);
  /** The scroll position and viewport height, kept from the scroll events and resizes (no layout reads). */
  let scrollTop = container.scrollTop;
  let viewportHeight = container.clientHeight;
  const resizes = new ResizeObserver(() => {
    viewportHeight = container.clientHeight;
  });
  resizes.observe(container);

  /** A match's ranges on a drawn page's text layer, one per text item it touches. */
  function rangesOf(layer: Pick<LayerText, 'textDivs'>, text: PageText, start: number, end: number): Range[] {
    return piecesOf(text, start, end).flatMap((piece) => {
      const node = layer.textDivs[piece.item]?.firstChild;
      if (!(node instanceof Text)) return [];
      const range = document.createRange();
      range.setStart(node, Math.min(piece.from, node.length));
      range.setEnd(node, Math.min(piece.to, node.length));
      return [range];
    });
  }

  function paintSearch(drawn: LayerText, page: number) {
    for (const range of drawn.searchRanges) {
      searchHighlight.delete(range);
      currentHighlight.delete(range);
    }
    drawn.searchRanges = [];
    for (const match of options.searchMatchesOf(page)) {
      const ranges = rangesOf(drawn, drawn.reading, match.start, match.end);
      const isCurrent = currentMatch?.page === page && currentMatch.start === match.start;
      for (const range of ranges) (isCurrent ? currentHighlight : searchHighlight).add(range);
      drawn.searchRanges.push(...ranges);
    }
  }

  let lastScrollAt = -Infinity;
  const isScrolling = () => performance.now() - lastScrollAt < SCROLL_SETTLE_MS;
  /**
   * Resolves once no scroll happened for SCROLL_SETTLE_MS, or once the page waiting is no longer
   * wanted (`wanted`): a skim never pauses that long, and every page it passed held its drawing until
   * the end (through a 300-page skim, the reader's memory grew from 200 to 320 MB).
   */
  function scrollSettled(wanted: () => boolean): Promise<void> {
    return new Promise((resolve) => {
      const check = () => {
        const wait = lastScrollAt + SCROLL_SETTLE_MS - performance.now();
        if (wait <= 0 || destroyed || !wanted()) resolve();
        else window.setTimeout(check, wait);
      };
      check();
    });
  }

  let lastCanvasTurn: Promise<void> = Promise.resolve();
  /**
   * Resolves when a drawn canvas may go on screen: one per frame. Without a GPU, Chromium copies a
   * canvas shown for the first time in the frame that shows it (`ProduceCanvasResource`, 30-36 ms for a
   * page under load), and two drawings finishing together made one frame of 67 ms.
   */
  function canvasTurn(): Promise<void> {
    const turn = lastCanvasTurn;
    lastCanvasTurn = turn.then(
      () =>
        new Promise<void>((resolve) => {
          // A hidden reader gets no frames: there, 100 ms stands in for one (and goes when a frame comes).
          const noFrame = window.setTimeout(resolve, HIDDEN_FRAME_MS);
          void nextFrame().then(() => {
            window.clearTimeout(noFrame);
            resolve();
          });
        }),
    );
    return turn;
  }

  /** The canvas of a page; its text layer follows once scrolling pauses (`addText`). */
  async function draw(slot: PageSlot): Promise<void> {
    const generation = ++slot.generation;
    const current = () => !destroyed && generation === slot.generation;
    const page = await pdf.getPage(slot.number);
    if (!current()) return;
    // Asked for now when nothing scrolls (pdf.js's worker reads the text while the canvas is drawn),
    // else once scrolling pauses: a page flying past never gets a text layer, and reading its text
    // again (the index has it) only filled the worker's memory.
    const content = isScrolling() ? null : page.getTextContent();
    content?.catch(() => undefined);
    const viewport = page.getViewport({ scale });
    const outputScale = Math.min(window.devicePixelRatio || 1, Math.sqrt(MAX_CANVAS_PIXELS / (viewport.width * viewport.height)));
    const canvas = canvasOf(Math.floor(viewport.width * outputScale), Math.floor(viewport.height * outputScale));
    const renderTask = page.render({ canvas, viewport, ...(outputScale === 1 ? {} : { transform: [outputScale, 0, 0, outputScale, 0, 0] }) });
    // pdf.js draws a slice of about 15 ms, then goes on in an animation frame: inside the frame, the
    // slice and the frame's own work (style, layout, paint) made one long task. Each slice in a task of
    // its own instead: pdf.js (5.6) goes on in a microtask when it is not told to wait for frames, and
    // `onContinue` puts a task in between.
    const internal = (renderTask as unknown as { _internalRenderTask?: InternalRenderTask })._internalRenderTask;
    if (internal && '_useRequestAnimationFrame' in internal) internal._useRequestAnimationFrame = false;
    // And, while scrolling, slices shorter than pdf.js's own (`slicingStepper`).
    const stepper = internal ? slicingStepper(() => internal.operatorListIdx ?? 0, isScrolling) : null;
    if (internal && stepper) internal.stepper = stepper;
    renderTask.onContinue = (resume: () => void) =>
      void nextTask().then(() => {
        stepper?.sliceStarts();
        resume();
      });
    slot.cancelRender = () => renderTask.cancel();
    await renderTask.promise.catch(() => undefined);
    slot.cancelRender = null;
    if (current()) await canvasTurn();
    if (!current()) {
      renderTask.cancel();
      release(canvas);
      return;
    }
    slot.element.replaceChildren(canvas);
    const drawn: DrawnPage = { page, canvas, text: null, layer: null, textPending: null };
    slot.drawn = drawn;
    options.onCanvasShown?.(slot.number);
    drawn.textPending = addText(slot, drawn, generation, viewport, content).catch(() => undefined);
  }

  /**
   * A drawn page's text layer, what it holds and its highlights, in steps of a task each (measuring the
   * text, reading it, adding the layer, registering the highlights), none of them while scrolling.
   */
  async function addText(
    slot: PageSlot,
    drawn: DrawnPage,
    generation: number,
    viewport: ReturnType<PDFPageProxy['getViewport']>,
    pending: ReturnType<PDFPageProxy['getTextContent']> | null,
  ): Promise<void> {
    const current = () => !destroyed && generation === slot.generation;
    await scrollSettled(current);
    if (!current()) return;
    const content = await (pending ?? drawn.page.getTextContent());
    if (!current()) return;
    const layerElement = document.createElement('div');
    layerElement.className = 'textLayer';
    const textLayer = new TextLayer({ textContentSource: content, container: layerElement, viewport });
    await textLayer.render();
    await nextTask();
    if (!current()) {
      textLayer.cancel();
      return;
    }
    const reading = readPage(content.items, options.kinds());
    options.onPageRead(slot.number, reading);
    await nextTask();
    await scrollSettled(current);
    if (!current()) {
      textLayer.cancel();
      return;
    }
    // The layer goes into the page a few lines per frame: styling a text layer's spans costs the
    // browser a lot more when the page has ::highlight() rules (each span's highlight styles are
    // computed too), and a whole page's spans in one frame made it a long task.
    const lines = [...layerElement.childNodes];
    layerElement.replaceChildren();
    slot.element.append(layerElement);
    const text: LayerText = { textLayer, reading, found: [], textDivs: textLayer.textDivs, searchRanges: [] };
    drawn.layer = text;
    // The first page at once: nothing scrolls yet, and it is what the reader waits for.
    const batch = firstTextAdded ? TEXT_LAYER_BATCH : lines.length;
    for (let start = 0; start < lines.length; start += batch) {
      layerElement.append(...lines.slice(start, start + batch));
      if (batch === lines.length) break;
      await nextFrame();
      if (!current()) return;
    }
    // Then the highlights in batches.
    for (let start = 0; start < reading.detections.length; start += HIGHLIGHT_BATCH) {
      if (!current()) return;
      for (const detection of reading.detections.slice(start, start + HIGHLIGHT_BATCH)) {
        const ranges = rangesOf(text, reading, detection.start, detection.end);
        if (ranges.length === 0) continue;
        const found: FoundInPage = { page: slot.number, kind: detection.kind, value: detection.value, start: detection.start, end: detection.end, ranges };
        text.found.push(found);
        for (const range of ranges) {
          painter.add(detection.kind, range);
          const node = range.startContainer as Text;
          byText.set(node, [...(byText.get(node) ?? []), found]);
        }
      }
      await nextTask();
    }
    if (!current()) return;
    drawn.text = text;
    firstTextAdded = true;
    paintSearch(text, slot.number);
    options.onPageDrawn?.(slot.number, text.found.length);
  }

  const spareCanvases: HTMLCanvasElement[] = [];

  /**
   * A canvas of this size: a spare one or a new one. A spare needs no clearing: pdf.js ends every
   * drawing, finished or cancelled, by restoring the context's state, and begins each by painting the
   * whole canvas white.
   */
  function canvasOf(width: number, height: number): HTMLCanvasElement {
    const spare = spareCanvases.findIndex((canvas) => canvas.width === width && canvas.height === height);
    if (spare >= 0) return spareCanvases.splice(spare, 1)[0] as HTMLCanvasElement;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.setAttribute('aria-hidden', 'true');
    return canvas;
  }

  /**
   * Keeps a canvas given back as a spare, in place of the oldest one (after a zoom, the spares of the
   * old size give way to those of the new), or frees its bitmap.
   */
  function release(canvas: HTMLCanvasElement) {
    canvas.remove();
    if (!destroyed) {
      spareCanvases.push(canvas);
      if (spareCanvases.length <= SPARE_CANVASES) return;
      canvas = spareCanvases.shift() as HTMLCanvasElement;
    }
    freeBitmap(canvas);
  }

  function freeBitmap(canvas: HTMLCanvasElement) {
    // A zero-sized canvas lets the browser free its bitmap now, not at the next garbage collection.
    canvas.width = 0;
    canvas.height = 0;
  }

  function undraw(slot: PageSlot) {
    slot.generation += 1;
    slot.drawing = null;
    slot.cancelRender?.();
    slot.cancelRender = null;
    const drawn = slot.drawn;
    if (!drawn) return;
    slot.drawn = null;
    const text = drawn.layer;
    if (text) {
      for (const found of text.found) for (const range of found.ranges) painter.remove(found.kind, range);
      for (const range of text.searchRanges) {
        searchHighlight.delete(range);
        currentHighlight.delete(range);
      }
      text.textLayer.cancel();
    }
    release(drawn.canvas);
    slot.element.replaceChildren();
    drawn.page.cleanup();
    if (++undrawn % CLEANUP_EVERY_UNDRAWN === 0) releaseWorkerCaches();
  }

  let undrawn = 0;
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
  let pumping = false;
  let firstTextAdded = false;
  let idleWaiters: (() => void)[] = [];
  /** The near pages to keep drawn, nearest the viewport's middle first. */
  function pagesToKeep(): PageSlot[] {
    const middle = scrollTop + viewportHeight / 2;
    const distance = (slot: PageSlot) => Math.abs(topOf(slot) + heightOf(slot) / 2 - middle);
    const wanted = [...near].map((page) => slotOf(page)).filter((slot): slot is PageSlot => slot !== undefined);
    wanted.sort((one, other) => distance(one) - distance(other));
    return wanted.slice(0, MAX_DRAWN_PAGES);
  }
  const onScreen = (slot: PageSlot) => topOf(slot) < scrollTop + viewportHeight && topOf(slot) + heightOf(slot) > scrollTop;
  /** Undraws the pages (and stops the drawings) that left the neighbourhood. */
  function undrawFar(keep: ReadonlySet<PageSlot>) {
    for (const slot of slots) if ((slot.drawn || slot.drawing) && !keep.has(slot)) undraw(slot);
  }
  /**
   * Draws the near pages one at a time, nearest the viewport's middle first; undraws the far ones.
   * While scrolling, only the pages on screen: those ahead are drawn once it pauses (`onScroll`), so
   * pages that fly past cost neither the worker's parsing nor the main thread's drawing.
   */
  async function pump() {
    if (pumping || destroyed) return;
    pumping = true;
    try {
      for (;;) {
        const keep = new Set(pagesToKeep());
        undrawFar(keep);
        const scrolling = isScrolling();
        const next = [...keep].find((slot) => !slot.drawn && !slot.failed && (!scrolling || onScreen(slot)));
        if (!next || destroyed) break;
        const drawing = draw(next).catch(() => {
          next.failed = true;
          next.element.classList.add('failed');
        });
        next.drawing = drawing;
        await drawing;
        if (next.drawing === drawing) next.drawing = null;
        // The first page whole (text layer and highlights) before any other: it is what the reader waits for.
        if (!firstTextAdded) await next.drawn?.textPending;
      }
    } finally {
      pumping = false;
      const waiters = idleWaiters;
      idleWaiters = [];
      waiters.forEach((resolve) => resolve());
    }
  }

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const page = Number((entry.target as HTMLElement).dataset.page);
        if (entry.isIntersecting) near.add(page);
        else near.delete(page);
      }
      // A page being drawn that has left stops now, not once pdf.js has finished it.
      if (pumping) undrawFar(new Set(pagesToKeep()));
      void pump();
    },
    { root: container, rootMargin: `${DRAW_AHEAD * 100}% 0px` },
  );
  slots.forEach((slot) => observer.observe(slot.element));
  // The first page now, not after the observer's first report (which waits for a frame): it is on
  // screen when a document opens, and the observer takes it back if it is not.
  near.add(1);
  void pump();

  /** The page under the upper third of the viewport. */
  let lastReported = 0;
  function reportCurrentPage() {
    const probe = scrollTop + viewportHeight / 3;
    let low = 0;
    let high = slots.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((tops[middle] ?? 0) <= probe) low = middle;
      else high = middle - 1;
    }
    const page = low + 1;
    if (page !== lastReported) {
      lastReported = page;
      options.onCurrentPage(page);
    }
  }
  let scrollScheduled = false;
  let settleTimer: number | null = null;
  /** Once scrolling pauses, the pages ahead that were left undrawn while it went on. */
  const pumpWhenSettled = () => {
    const wait = lastScrollAt + SCROLL_SETTLE_MS - performance.now();
    settleTimer = wait > 0 ? window.setTimeout(pumpWhenSettled, wait) : null;
    if (wait <= 0) void pump();
  };
  const onScroll = () => {
    scrollTop = container.scrollTop;
    lastScrollAt = performance.now();
    settleTimer ??= window.setTimeout(pumpWhenSettled, SCROLL_SETTLE_MS);
    if (scrollScheduled) return;
    scrollScheduled = true;
    requestAnimationFrame(() => {
      scrollScheduled = false;
      reportCurrentPage();
    });
  };
  container.addEventListener('scroll', onScroll, { passive: true });

  /** Draws a page now (scrolling it into view first) and answers its text layer once it is there. */
  async function ensureDrawn(page: number): Promise<LayerText | null> {
    const slot = slotOf(page);
    if (!slot) return null;
    near.add(page);
    void pump();
    while (!slot.drawn?.text && !slot.failed && !destroyed) {
      await (slot.drawn?.textPending ?? slot.drawing ?? new Promise<void>((resolve) => requestAnimationFrame(() => resolve())));
      if (!near.has(page)) near.add(page);
    }
    return slot.drawn?.text ?? null;
  }

  return {
    pageCount: slots.length,
    get scale() {
      return scale;
    },
    /** The natural width of the first page, for "fit to width". */
    firstPageWidth: first.width,
    /** The size of a page at scale 1, once known (placeholders start at the first page's size). */
    setPageSize(page: number, width: number, height: number) {
      const slot = slotOf(page);
      if (!slot || (slot.width === width && slot.height === height)) return;
      slot.width = width;
      slot.height = height;
      layout(slot);
      computeTops();
    },
    setScale(next: number) {
      if (next === scale) return;
      // Keep the same point of the document at the top of the viewport.
      const anchor = container.scrollTop / (pagesElement.scrollHeight || 1);
      scale = next;
      slots.forEach((slot) => {
        undraw(slot);
        layout(slot);
      });
      computeTops();
      container.scrollTop = anchor * pagesElement.scrollHeight;
      scrollTop = container.scrollTop;
      void pump();
    },
    scrollToPage(page: number) {
      const slot = slotOf(Math.min(Math.max(page, 1), slots.length));
      if (slot) container.scrollTop = topOf(slot) - GAP_PX;
    },
    /** Scrolls a span of a page's text to the middle of the view; answers its identifier if it is one. */
    async reveal(page: number, start: number, end: number): Promise<{ ranges: Range[]; found: FoundInPage | null }> {
      const slot = slotOf(page);
      if (!slot) return { ranges: [], found: null };
      if (!slot.drawn) container.scrollTop = topOf(slot) - GAP_PX;
      const text = await ensureDrawn(page);
      if (!text) return { ranges: [], found: null };
      const found = text.found.find((candidate) => candidate.start === start) ?? null;
      const ranges = found?.ranges ?? rangesOf(text, text.reading, start, end);
      const rect = ranges[0]?.getBoundingClientRect();
      if (rect) {
        const box = container.getBoundingClientRect();
        container.scrollTop += rect.top - box.top - container.clientHeight / 2;
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
      currentMatch = current;
      for (const slot of slots) if (slot.drawn?.text) paintSearch(slot.drawn.text, slot.number);
    },
    /** Drops pdf.js's worker caches once no page is being drawn (after the index has read every page). */
    releaseWorkerCaches,
    /** Resolves when no page is being drawn: the index reads behind the pages on screen, not before them. */
    idle(): Promise<void> {
      return pumping || destroyed ? new Promise<void>((resolve) => (destroyed ? resolve() : idleWaiters.push(resolve))) : Promise.resolve();
    },
    /** Pages drawn now: for tests and the benchmark. */
    drawnPages: () => slots.filter((slot) => slot.drawn).map((slot) => slot.number),
    destroy() {
      destroyed = true;
      observer.disconnect();
      resizes.disconnect();
      container.removeEventListener('scroll', onScroll);
      if (settleTimer !== null) window.clearTimeout(settleTimer);
      slots.forEach(undraw);
      spareCanvases.splice(0).forEach(freeBitmap);
      idleWaiters.forEach((resolve) => resolve());
      idleWaiters = [];
      CSS.highlights.delete(SEARCH_HIGHLIGHT);
      CSS.highlights.delete(CURRENT_MATCH_HIGHLIGHT);
    },
  };
}

export type Viewer = Awaited<ReturnType<typeof createViewer>>;
