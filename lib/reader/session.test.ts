/**
 * A reader session over a stand-in document: how the index reads every page in order behind the pages
 * on screen, stops at its budget until the person goes on, ends on a page tree that lies, and how
 * search and the moves between identifiers and matches drive the viewer. The viewer, the hover card,
 * the painter and OCR draw on a real page (canvas, layout, the CSS Highlight API, a frame): they are
 * stand-ins here that record what the session asks of them; e2e/reader*.spec.ts runs them for real.
 */
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ViewerOptions } from './viewer';

const viewer = {
  options: null as ViewerOptions | null,
  setPageSize: vi.fn(),
  idle: vi.fn(async () => undefined),
  releaseWorkerCaches: vi.fn(),
  reveal: vi.fn<(page: number, start: number, end: number) => Promise<{ found: null }>>(async () => ({ found: null })),
  refreshSearch: vi.fn(),
  redraw: vi.fn(),
  destroy: vi.fn(),
};
const card = { open: vi.fn(async () => undefined), hide: vi.fn(), isOpen: vi.fn(() => false), remove: vi.fn(), reposition: vi.fn(), pointerMoved: vi.fn() };
const ocr = { pageWithoutText: vi.fn<(page: number) => Promise<void>>(async () => undefined), contentOf: vi.fn(() => undefined), destroy: vi.fn() };

vi.mock('./viewer', () => ({
  createViewer: vi.fn(async (options: ViewerOptions) => {
    viewer.options = options;
    // The first page's canvas is on screen: the index starts at once instead of after its wait.
    options.onCanvasShown?.(1);
    return viewer;
  }),
}));
vi.mock('../content/card-hover', () => ({ createHoverCard: vi.fn(() => card) }));
vi.mock('../content/painter', () => ({ createHighlightPainter: vi.fn(() => ({ setStyle: vi.fn(), dispose: vi.fn() })) }));
vi.mock('../protocol/send', () => ({ sendMessage: vi.fn() }));
vi.mock('./ocr-session', () => ({ createOcrSession: vi.fn(() => ocr) }));

const { INDEX_PAGE_BUDGET, openSession } = await import('./session');

/** A text item as pdf.js gives it, on a line of its own. */
const item = (str: string, line: number) => ({ str, transform: [10, 0, 0, 10, 50, 800 - 20 * line], width: str.length * 5, height: 10 });

/** A document whose pages say what `textOf` gives (a page's lines), each page its own object unless `sameObject`. */
function fakePdf(numPages: number, textOf: (page: number) => string[], sameObject = false) {
  const read: number[] = [];
  const pdf = {
    numPages,
    read,
    destroy: vi.fn(async () => undefined),
    getPage: async (page: number) => ({
      ref: { num: sameObject ? 1 : page, gen: 0 },
      getViewport: () => ({ width: 600, height: 800 }),
      getTextContent: async () => {
        read.push(page);
        return { items: textOf(page).map((line, index) => item(line, index)) };
      },
    }),
  };
  return pdf;
}

function open(pdf: ReturnType<typeof fakePdf>, onBroken = vi.fn()) {
  return openSession({
    pdf: pdf as unknown as PDFDocumentProxy,
    container: new EventTarget() as HTMLElement,
    kinds: ['cpf', 'cnpj', 'phone', 'email'],
    highlightStyle: 'underline',
    initialScale: () => 1,
    onChange: vi.fn(),
    onBroken,
    ocr: { hash: 'hash', title: 'doc.pdf', automatic: false, onFailure: vi.fn() },
  });
}

beforeAll(() => {
  vi.stubGlobal('window', globalThis);
  vi.stubGlobal('document', {});
  vi.stubGlobal('CSS', { highlights: {} });
});

afterAll(() => {
  vi.unstubAllGlobals();
});

beforeEach(() => {
  vi.clearAllMocks();
});

let session: Awaited<ReturnType<typeof openSession>> | null = null;
afterEach(() => {
  session?.destroy();
  session = null;
});

describe('reader session', () => {
  it('indexes every page in order, with each page’s size and text, then frees the worker’s caches', async () => {
    const pdf = fakePdf(3, (page) => (page === 2 ? ['Titular', 'CPF 123.456.789-09'] : [`Página ${page}`]));
    session = await open(pdf);
    await vi.waitFor(() => expect(session?.index.isComplete()).toBe(true));
    expect(pdf.read).toEqual([1, 2, 3]);
    expect(viewer.setPageSize.mock.calls).toEqual([
      [1, 600, 800],
      [2, 600, 800],
      [3, 600, 800],
    ]);
    expect(session.pageText(2)).toContain('CPF 123.456.789-09');
    expect(session.index.entry('cpf:12345678909')?.occurrences.map((occurrence) => occurrence.page)).toEqual([2]);
    expect(session.isImageOnly).toBe(false);
    await vi.waitFor(() => expect(viewer.releaseWorkerCaches).toHaveBeenCalledTimes(1));
  });

  it('does not read again a page the viewer read while drawing it', async () => {
    const pdf = fakePdf(2, (page) => [`Página ${page}`]);
    const opening = open(pdf);
    // The viewer hands over page 1 as it draws it, before the index gets there.
    await vi.waitFor(() => expect(viewer.options).not.toBeNull());
    viewer.options?.onPageRead(1, { text: 'Desenhada', segments: [], detections: [] });
    const opened = await opening;
    session = opened;
    await vi.waitFor(() => expect(opened.index.isComplete()).toBe(true));
    expect(pdf.read).toEqual([2]);
    expect(opened.pageText(1)).toBe('Desenhada');
  });

  it('calls a document without any text image-only, and asks OCR about each textless page', async () => {
    session = await open(fakePdf(2, () => []));
    await vi.waitFor(() => expect(session?.index.isComplete()).toBe(true));
    expect(session.isImageOnly).toBe(true);
    expect(ocr.pageWithoutText.mock.calls.map(([page]) => page)).toEqual([1, 2]);
  });

  it(`stops after ${INDEX_PAGE_BUDGET} pages until the person asks for the rest`, async () => {
    const pdf = fakePdf(INDEX_PAGE_BUDGET + 2, () => ['x']);
    session = await open(pdf);
    await vi.waitFor(() => expect(session?.indexPaused).toBe(true));
    expect(session.index.isComplete()).toBe(false);
    expect(Math.max(...pdf.read)).toBeGreaterThanOrEqual(INDEX_PAGE_BUDGET);
    session.readOn();
    expect(session.indexPaused).toBe(false);
    await vi.waitFor(() => expect(session?.index.isComplete()).toBe(true));
  });

  it('ends the reading when the page tree repeats a page, and says the document is broken', async () => {
    const onBroken = vi.fn();
    session = await open(fakePdf(5, () => ['x'], true), onBroken);
    await vi.waitFor(() => expect(onBroken).toHaveBeenCalledWith(expect.objectContaining({ problem: expect.objectContaining({ kind: 'repeatedPages' }) })));
    expect(session.index.isComplete()).toBe(false);
  });

  it('searches the pages read, shows the first match, and steps through matches wrapping around', async () => {
    session = await open(fakePdf(3, (page) => (page === 2 ? ['Prefeitura de Recife', 'Recife'] : ['Olinda'])));
    await vi.waitFor(() => expect(session?.index.isComplete()).toBe(true));
    session.setSearch('recife');
    expect(session.search.matches.map((match) => match.page)).toEqual([2, 2]);
    await vi.waitFor(() => expect(session?.search.current).toBe(0));
    expect(viewer.reveal).toHaveBeenLastCalledWith(2, session.search.matches[0]?.start, session.search.matches[0]?.end);
    session.stepSearch(1);
    await vi.waitFor(() => expect(session?.search.current).toBe(1));
    session.stepSearch(1);
    await vi.waitFor(() => expect(session?.search.current).toBe(0));
    session.stepSearch(-1);
    await vi.waitFor(() => expect(session?.search.current).toBe(1));
    // The same query again changes nothing; one with no match shows none.
    viewer.refreshSearch.mockClear();
    session.setSearch('recife');
    expect(viewer.refreshSearch).not.toHaveBeenCalled();
    session.setSearch('Caruaru');
    expect(session.search).toEqual({ query: 'Caruaru', matches: [], current: -1 });
    session.stepSearch(1);
    expect(session.search.current).toBe(-1);
  });

  it('shows an identifier’s first occurrence from the index, and steps to the next one', async () => {
    session = await open(fakePdf(3, (page) => (page === 1 ? ['nada'] : [`CPF 123.456.789-09 na página ${page}`])));
    await vi.waitFor(() => expect(session?.index.isComplete()).toBe(true));
    session.visitFirst('cpf:12345678909');
    await vi.waitFor(() => expect(viewer.reveal).toHaveBeenCalledTimes(1));
    expect(viewer.reveal.mock.calls[0]?.[0]).toBe(2);
    session.step(1);
    await vi.waitFor(() => expect(viewer.reveal).toHaveBeenCalledTimes(2));
    expect(viewer.reveal.mock.calls[1]?.[0]).toBe(3);
    session.visitFirst('cpf:00000000000');
    expect(viewer.reveal).toHaveBeenCalledTimes(2);
  });

  it('takes down the viewer, the card, OCR and the document once when destroyed', async () => {
    const pdf = fakePdf(1, () => ['x']);
    const opened = await open(pdf);
    opened.destroy();
    opened.destroy();
    expect(viewer.destroy).toHaveBeenCalledTimes(1);
    expect(card.remove).toHaveBeenCalledTimes(1);
    expect(ocr.destroy).toHaveBeenCalledTimes(1);
    expect(pdf.destroy).toHaveBeenCalledTimes(1);
  });
});
