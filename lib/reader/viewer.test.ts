/**
 * The viewer's bookkeeping on a DOM from linkedom: which pages it mounts and draws (those near the
 * viewport, nearest first, one at a time), what it gives back when the reader scrolls away, the page it
 * reports as current, revealing a span of a page, zoom and tearing down. The column, the layout and the
 * scheduler are the real ones; what needs a browser's canvas, pdf.js's text layer, the CSS Highlight
 * API and real scrolling (page-drawing, text-layer, canvas-pool, scroll-watch) are stand-ins that record
 * what the viewer asks of them; e2e/reader*.spec.ts draws real pages.
 */
import { parseHTML } from 'linkedom';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Painter } from '../content/painter';
import type { PageReading } from './page-reading';
import type { ScrollHandlers } from './scroll-watch';
import type { FoundInPage } from './text-layer';

const PAGE_HEIGHT = 800;
const VIEWPORT_HEIGHT = 1000;

const scroll = {
  handlers: null as ScrollHandlers | null,
  top: 0,
  height: VIEWPORT_HEIGHT,
  isScrolling: () => false,
  settled: async () => undefined,
  scrollTo: vi.fn((top: number) => {
    scroll.top = top;
  }),
  stop: vi.fn(),
};
const canvasPool = { take: vi.fn(() => ({ width: 0, height: 0 })), give: vi.fn(), close: vi.fn() };
const searchPaint = { paint: vi.fn(), clear: vi.fn(), dispose: vi.fn() };
const removeTextLayer = vi.fn();

/** What a drawn page's text layer holds: a CPF at 4–15 on every page. */
function layerOf(page: number, onRead: (reading: PageReading) => void, onLayer: (layer: unknown) => void) {
  const reading: PageReading = { text: `CPF 123.456.789-09 p${page}`, segments: [], detections: [{ kind: 'cpf', start: 4, end: 18, value: '12345678909' }] };
  onRead(reading);
  const found: FoundInPage = { page, kind: 'cpf', value: '12345678909', start: 4, end: 18, ranges: [], uncertain: false };
  const layer = { textLayer: { cancel: vi.fn() }, reading, found: [found], textDivs: [], searchRanges: [] };
  onLayer(layer);
  return layer;
}

vi.mock('./scroll-watch', () => ({
  watchScroll: vi.fn((_container: unknown, handlers: ScrollHandlers) => {
    scroll.handlers = handlers;
    return scroll;
  }),
}));
vi.mock('./canvas-pool', () => ({ createCanvasPool: () => canvasPool }));
vi.mock('./page-drawing', () => ({ drawCanvas: vi.fn(() => ({ done: Promise.resolve(), cancel: vi.fn() })), outputScaleOf: () => 1 }));
vi.mock('./tasks', () => ({ frameOrTimeout: async () => undefined }));
vi.mock('./text-layer', () => ({
  OCR_UNCERTAIN_HIGHLIGHT: 'reader-ocr-uncertain',
  createSearchPaint: () => searchPaint,
  removeTextLayer,
  rangesOf: vi.fn(() => []),
  addTextLayer: vi.fn(async (options: { page: number; onRead: (reading: PageReading) => void; onLayer: (layer: unknown) => void }) => layerOf(options.page, options.onRead, options.onLayer)),
}));

const { createViewer } = await import('./viewer');
const { GAP_PX } = await import('./page-column');

let window: ReturnType<typeof parseHTML>;

function fakePdf(numPages: number) {
  const cleanups: number[] = [];
  return {
    numPages,
    cleanups,
    cleanup: vi.fn(async () => undefined),
    getPage: async (number: number) => ({
      getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: PAGE_HEIGHT * scale }),
      getTextContent: async () => ({ items: [] }),
      cleanup: () => cleanups.push(number),
    }),
  };
}

async function open(numPages: number) {
  const pdf = fakePdf(numPages);
  const container = window.document.createElement('div') as unknown as HTMLElement;
  const events = { read: [] as number[], shown: [] as number[], drawn: [] as number[], current: [] as number[] };
  const viewer = await createViewer({
    container,
    pdf: pdf as unknown as PDFDocumentProxy,
    getPage: pdf.getPage as unknown as PDFDocumentProxy['getPage'],
    painter: {} as Painter,
    initialScale: () => 1,
    kinds: () => new Set(['cpf']),
    onPageRead: (page) => events.read.push(page),
    onCurrentPage: (page) => events.current.push(page),
    onCanvasShown: (page) => events.shown.push(page),
    onPageDrawn: (page) => events.drawn.push(page),
    searchMatchesOf: () => [],
  });
  return { viewer, pdf, container, events };
}

/** Lets the viewer draw until it has nothing left to do. */
async function settle(viewer: Awaited<ReturnType<typeof open>>['viewer']) {
  for (let round = 0; round < 5; round++) {
    await viewer.idle();
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}

const mountedPages = (container: HTMLElement) => [...container.querySelectorAll('.page')].map((element) => Number((element as HTMLElement).dataset.page)).sort((a, b) => a - b);

beforeAll(() => {
  window = parseHTML('<!doctype html><html><body></body></html>');
  vi.stubGlobal('document', window.document);
  vi.stubGlobal('Text', window.Text);
  vi.stubGlobal('window', { devicePixelRatio: 1 });
  vi.stubGlobal('CSS', { highlights: new Map() });
  vi.stubGlobal('Highlight', Set);
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => setTimeout(callback, 0));
});

afterAll(() => {
  vi.unstubAllGlobals();
});

beforeEach(() => {
  vi.clearAllMocks();
  scroll.top = 0;
});

describe('reader viewer', () => {
  it('draws the pages near the viewport, a canvas then its text, and mounts no page far from it', async () => {
    const { viewer, container, events } = await open(100);
    await settle(viewer);
    const drawn = viewer.drawnPages();
    expect(drawn).toContain(1);
    expect(drawn).toContain(2);
    expect(Math.max(...drawn)).toBeLessThan(10);
    expect(Math.max(...mountedPages(container))).toBeLessThan(10);
    // The first page is drawn whole before any other.
    expect(events.shown[0]).toBe(1);
    expect(events.drawn[0]).toBe(1);
    expect(events.read).toEqual(expect.arrayContaining(drawn));
    viewer.destroy();
  });

  it('gives back the pages the reader scrolled away from, and reports the page now under the viewport', async () => {
    const { viewer, pdf, container, events } = await open(100);
    await settle(viewer);
    const before = viewer.drawnPages();
    scroll.top = 50 * (PAGE_HEIGHT + GAP_PX);
    scroll.handlers?.onScrollFrame();
    await settle(viewer);
    expect(events.current.at(-1)).toBe(51);
    expect(viewer.drawnPages()).toContain(51);
    expect(viewer.drawnPages()).not.toContain(1);
    expect(mountedPages(container)).not.toContain(1);
    // Each page given back returns its canvas and text layer, and lets pdf.js free the page.
    expect(pdf.cleanups).toEqual(expect.arrayContaining(before));
    expect(canvasPool.give).toHaveBeenCalledTimes(pdf.cleanups.length);
    expect(removeTextLayer).toHaveBeenCalledTimes(pdf.cleanups.length);
    viewer.destroy();
  });

  it('reveals a span of a far page: scrolls there, draws it, and answers the identifier that starts there', async () => {
    const { viewer } = await open(100);
    await settle(viewer);
    const revealed = await viewer.reveal(40, 4, 18);
    expect(scroll.scrollTo).toHaveBeenCalled();
    expect(viewer.drawnPages()).toContain(40);
    expect(revealed.found).toMatchObject({ page: 40, kind: 'cpf', value: '12345678909' });
    expect((await viewer.reveal(40, 0, 3)).found).toBeNull();
    expect(await viewer.reveal(0, 0, 1)).toEqual({ ranges: [], found: null });
    expect(await viewer.reveal(101, 0, 1)).toEqual({ ranges: [], found: null });
    viewer.destroy();
  });

  it('draws every page again at a new zoom', async () => {
    const { viewer, pdf } = await open(3);
    await settle(viewer);
    expect(viewer.scale).toBe(1);
    const given = pdf.cleanups.length;
    viewer.setScale(2);
    expect(viewer.scale).toBe(2);
    expect(pdf.cleanups.length).toBeGreaterThan(given);
    await settle(viewer);
    expect(viewer.drawnPages().length).toBeGreaterThan(0);
    viewer.destroy();
  });

  it('draws a page again when asked (OCR read it), and leaves a page not drawn alone', async () => {
    const { viewer, pdf, events } = await open(100);
    await settle(viewer);
    const drawnBefore = events.drawn.filter((page) => page === 1).length;
    viewer.redraw(1);
    await settle(viewer);
    expect(events.drawn.filter((page) => page === 1).length).toBe(drawnBefore + 1);
    const cleanups = pdf.cleanups.length;
    viewer.redraw(90);
    expect(pdf.cleanups.length).toBe(cleanups);
    viewer.destroy();
  });

  it('frees pdf.js’s worker caches when asked, and tears everything down once destroyed', async () => {
    const { viewer, pdf } = await open(100);
    await settle(viewer);
    viewer.releaseWorkerCaches();
    expect(pdf.cleanup).toHaveBeenCalledWith(true);
    const drawn = viewer.drawnPages().length;
    viewer.destroy();
    expect(scroll.stop).toHaveBeenCalled();
    expect(canvasPool.close).toHaveBeenCalled();
    expect(searchPaint.dispose).toHaveBeenCalled();
    expect(viewer.drawnPages()).toEqual([]);
    expect(removeTextLayer).toHaveBeenCalledTimes(drawn);
    await expect(viewer.idle()).resolves.toBeUndefined();
  });
});
