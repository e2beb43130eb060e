/**
 * One open document in the reader: the pages (viewer), the index of every identifier (read page by
 * page behind the pages on screen), the highlights, the hover card and keyboard moves between
 * identifiers, and search. The hook in `use-reader.ts` turns its state into what the views show.
 *
 * The card is the same extension frame as on pages (lib/content/card-host.ts) and asks the background
 * the same way; nothing about records reaches this page but through that frame.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { createHoverCard } from '../content/card-hover';
import { caretAt } from '../content/hover';
import { createHighlightPainter, type Painter } from '../content/painter';
import type { DetectionKind } from '../detectors';
import { sendMessage } from '../protocol/send';
import type { HighlightStyle } from '../settings';
import { createOcrSession, type OcrSessionOptions } from './ocr-session';
import type { OcrTextContent } from './ocr-text';
import { guardPages } from './page-guard';
import { ReaderError } from './source';
import { createDocumentIndex, type DocumentIndex, type LocatedOccurrence, type Occurrence } from './document-index';
import type { PageReading } from './page-reading';
import { readPage } from './page-reading';
import { searchPages, type SearchMatch } from './search';
import type { FoundInPage } from './text-layer';
import { createViewer, type Viewer } from './viewer';

/**
 * The views are told of changes at most this often while the index is being read: each time, the
 * index list is drawn again, and on a 300-page gazette that took as much of this page's time as
 * reading the pages' text.
 */
const NOTIFY_MS = 1000;
/**
 * Text requests in flight while indexing: pdf.js parses the next pages while this one is read, and its
 * worker still has work queued when this page (a view update, a garbage collection) holds it up. On a
 * 300-page gazette, 16 read the document 100–200 ms sooner than 4 in three pairs of runs (2.6–2.7 s
 * against 2.7–2.9 s). A page's drawing asked for while scrolling waits behind at most these requests,
 * about 6 ms of the worker's each.
 */
const INDEX_AHEAD = 16;
/**
 * The index starts once the first page's canvas is on screen (or after this long if it never is):
 * pdf.js's worker is done with that page, and reads the next pages' text while this page adds the
 * first page's text layer and highlights.
 */
const FIRST_CANVAS_WAIT_MS = 3000;
/**
 * Pages the index reads before asking the person to go on: a 300-page gazette is read whole, while a
 * file that claims a million pages costs no more than this until someone asks for the rest.
 */
export const INDEX_PAGE_BUDGET = 1000;

export interface SessionOptions {
  pdf: PDFDocumentProxy;
  container: HTMLElement;
  kinds: readonly DetectionKind[];
  highlightStyle: HighlightStyle;
  /** The zoom to start at, given the first page's natural width. */
  initialScale: (pageWidth: number) => number;
  /** Something the views show changed. */
  onChange: () => void;
  /** The document turned out to be broken while it was read (a page tree that lies about its size). */
  onBroken: (error: ReaderError) => void;
  /** OCR of the pages without text: the document's hash and name, and whether it starts by itself. */
  ocr: Pick<OcrSessionOptions, 'hash' | 'title' | 'automatic' | 'onFailure'>;
}

export interface SearchState {
  query: string;
  matches: SearchMatch[];
  /** Index in `matches` of the one shown, or -1. */
  current: number;
}

export async function openSession(options: SessionOptions) {
  const { pdf, container } = options;
  const kinds = new Set(options.kinds);
  const index: DocumentIndex = createDocumentIndex(pdf.numPages);
  const texts = new Map<number, string>();
  const foldedTexts = new Map<number, string>();
  let anyText = false;
  let currentPage = 1;
  let search: SearchState = { query: '', matches: [], current: -1 };
  let destroyed = false;
  /** Pages the index may read before it asks to go on. */
  let indexBudget = INDEX_PAGE_BUDGET;
  let goOn: (() => void) | null = null;
  const getPage = guardPages((page) => pdf.getPage(page), pdf.numPages, (error) => {
    if (!destroyed) options.onBroken(error);
  });
  const painter: Painter = createHighlightPainter(options.highlightStyle, null, options.highlightStyle);

  let notifyTimer: number | null = null;
  const notify = (now = false) => {
    if (now) {
      if (notifyTimer !== null) window.clearTimeout(notifyTimer);
      notifyTimer = null;
      options.onChange();
      return;
    }
    notifyTimer ??= window.setTimeout(() => {
      notifyTimer = null;
      if (!destroyed) options.onChange();
    }, NOTIFY_MS);
  };

  function record(page: number, reading: PageReading) {
    if (index.hasPage(page)) return;
    index.setPage(page, reading.detections);
    texts.set(page, reading.text);
    const hasText = /\S/.test(reading.text);
    anyText ||= hasText;
    if (!hasText) void ocr.pageWithoutText(page);
    recorded();
  }

  /** A scanned page read by OCR: its words in the index and search, its page drawn again with them. */
  function recordOcr(page: number, content: OcrTextContent) {
    const reading = readPage(content.items, kinds);
    index.setOcrPage(page, reading.detections);
    texts.set(page, reading.text);
    foldedTexts.delete(page);
    anyText ||= /\S/.test(reading.text);
    viewer.redraw(page);
    recorded();
  }

  function recorded() {
    if (search.query) search = { ...search, matches: searchPages(texts, search.query, foldedTexts) };
    if (index.isComplete()) {
      performance.mark('atalaia-reader:indexed');
      notify(true);
    } else {
      notify();
    }
  }

  const ocr = createOcrSession({ ...options.ocr, getPage, onRead: (page, content) => recordOcr(page, content), onChange: () => notify(true) });

  let firstDrawn = false;
  let onFirstCanvas: () => void = () => undefined;
  const firstCanvasShown = new Promise<void>((resolve) => (onFirstCanvas = resolve));
  const viewer: Viewer = await createViewer({
    container,
    pdf,
    getPage,
    painter,
    initialScale: options.initialScale,
    kinds: () => kinds,
    onPageRead: record,
    onCurrentPage: (page) => {
      currentPage = page;
      notify(true);
    },
    onCanvasShown: () => onFirstCanvas(),
    onPageDrawn: (page) => {
      if (!firstDrawn) {
        firstDrawn = true;
        // Marked once the frame that shows its highlights has been painted (bench/reader reads it).
        requestAnimationFrame(() => window.setTimeout(() => performance.mark('atalaia-reader:first-page-drawn', { detail: { page } })));
      }
    },
    searchMatchesOf: (page) => search.matches.filter((match) => match.page === page),
    ocrContentOf: ocr.contentOf,
  });

  /**
   * Reads every page's text for the index, in order, skipping pages the viewer already read, then
   * lets pdf.js's worker drop what it parsed. (Once, at the end: a clean-up makes pdf.js send its fonts
   * again, and each new font face makes the browser lay the whole reader out again.)
   */
  async function indexAll() {
    // The first page on screen before anything else (or, if it cannot be drawn, soon anyway).
    await Promise.race([firstCanvasShown, new Promise((resolve) => window.setTimeout(resolve, FIRST_CANVAS_WAIT_MS))]);
    const fetchText = async (page: number) => {
      const proxy = await getPage(page);
      const { width, height } = proxy.getViewport({ scale: 1 });
      viewer.setPageSize(page, width, height);
      if (index.hasPage(page)) return null;
      const content = await proxy.getTextContent();
      return content.items;
    };
    const ahead = new Map<number, ReturnType<typeof fetchText>>();
    for (let page = 1; page <= pdf.numPages && !destroyed; page++) {
      if (page > indexBudget) {
        await new Promise<void>((resolve) => {
          goOn = resolve;
          notify(true);
        });
        if (destroyed) return;
      }
      // The pages on screen first: pdf.js's worker answers in order, and a page drawn is a page read.
      await viewer.idle();
      for (let next = page; next < page + INDEX_AHEAD && next <= pdf.numPages; next++) {
        if (ahead.has(next)) continue;
        const fetching = fetchText(next);
        // Those still in flight when the reading ends (a broken document, the document closed) fail quietly.
        fetching.catch(() => undefined);
        ahead.set(next, fetching);
      }
      // A page pdf.js cannot read counts as empty; a page tree that lies ends the reading (`onBroken`).
      const { items, broken } = await (ahead.get(page) as ReturnType<typeof fetchText>).then(
        (read) => ({ items: read, broken: false }),
        (error: unknown) => ({ items: null, broken: error instanceof ReaderError }),
      );
      ahead.delete(page);
      if (destroyed || broken) return;
      if (items) record(page, readPage(items, kinds));
      else if (!index.hasPage(page)) record(page, { text: '', segments: [], detections: [] });
    }
    if (!destroyed) viewer.releaseWorkerCaches();
  }
  void indexAll();

  // The hover card, as on pages. Its × and Esc reach this page from the background
  // ('reader.closeCard'), as they reach a web page's content script.
  let lastVisited: Occurrence | null = null;
  const card = createHoverCard<FoundInPage>(document, {
    identifierAt: (x, y) => {
      const registry = CSS.highlights as unknown as { highlightsFromPoint?: (x: number, y: number) => unknown[] };
      const maybe = !registry.highlightsFromPoint || registry.highlightsFromPoint(x, y).length > 0;
      return maybe ? viewer.identifierAt(x, y, caretAt(x, y)) : null;
    },
    anchorOf: (found) => found.ranges[0],
    openCard: (found, keyboard) =>
      sendMessage('card.open', { kind: found.kind, value: found.value, ...(keyboard && { keyboard }) }).then(
        (answer) => answer.cardId,
        () => null,
      ),
    onOpen: (found) => (lastVisited = found),
  });

  const onPointerMove = (event: PointerEvent) => card.pointerMoved(event.clientX, event.clientY);
  const onScroll = () => card.reposition();
  container.addEventListener('pointermove', onPointerMove, { passive: true });
  container.addEventListener('scroll', onScroll, { passive: true });

  /** Shows an occurrence: its page drawn, scrolled to the middle, its card open. */
  async function visit(occurrence: LocatedOccurrence | Occurrence, keyboard = false): Promise<void> {
    lastVisited = occurrence;
    const { found } = await viewer.reveal(occurrence.page, occurrence.start, occurrence.end);
    // `keyboard`: opened by `Alt+Shift+N`, the card takes the focus (lib/card/keyboard.ts).
    if (found) await card.open(found, keyboard);
  }

  async function showMatch(position: number) {
    const match = search.matches[position];
    if (!match) return;
    search = { ...search, current: position };
    viewer.refreshSearch(match);
    notify(true);
    await viewer.reveal(match.page, match.start, match.end);
  }

  return {
    index,
    viewer,
    get currentPage() {
      return currentPage;
    },
    get search() {
      return search;
    },
    /** The index stopped at its budget and waits for the person to go on (`readOn`), with the pages read so far. */
    get indexPaused() {
      return goOn !== null;
    },
    /** The rest of the document, after a trusted click. */
    readOn() {
      const resume = goOn;
      if (!resume) return;
      goOn = null;
      indexBudget = pdf.numPages;
      resume();
      notify(true);
    },
    /** Whether the index is complete and not one page held a character of text, nor OCR found any (a scan). */
    get isImageOnly() {
      return index.isComplete() && !anyText;
    },
    pageText: (page: number) => texts.get(page),
    /** OCR of the pages without text (`ocr-session.ts`). */
    ocr,
    /** `Alt+Shift+N` (and P backwards): the next identifier after the one last shown. */
    step(direction: 1 | -1 = 1) {
      const next = index.step(lastVisited, direction);
      if (next) void visit(next, true);
    },
    /** From the index: an identifier's first occurrence. */
    visitFirst(key: string) {
      const first = index.entry(key)?.occurrences[0];
      if (first) void visit(first);
    },
    setSearch(query: string) {
      if (query === search.query) return;
      const matches = searchPages(texts, query, foldedTexts);
      search = { query, matches, current: -1 };
      viewer.refreshSearch(null);
      notify(true);
      if (matches.length > 0) void showMatch(0);
    },
    /** The next (or previous) match of the search, wrapping around. */
    stepSearch(direction: 1 | -1) {
      const count = search.matches.length;
      if (count === 0) return;
      void showMatch((search.current + direction + count) % count);
    },
    closeCard: card.hide,
    isCardOpen: card.isOpen,
    setHighlightStyle: (style: HighlightStyle) => painter.setStyle(style),
    destroy() {
      if (destroyed) return;
      destroyed = true;
      goOn?.();
      container.removeEventListener('pointermove', onPointerMove);
      container.removeEventListener('scroll', onScroll);
      if (notifyTimer !== null) window.clearTimeout(notifyTimer);
      card.remove();
      ocr.destroy();
      viewer.destroy();
      painter.dispose();
      void pdf.destroy();
    },
  };
}

export type ReaderSession = Awaited<ReturnType<typeof openSession>>;
