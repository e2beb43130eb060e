/**
 * OCR in an open document: the pages without text, what was read of them (from the background's
 * store at once, or read now by the OCR workers, in reading order), and the queue's progress. Each
 * page read becomes text items (`ocr-text.ts`), which the session records in the index and the viewer
 * draws as the page's text layer.
 *
 * The page is drawn on a canvas of this page for a worker (pdf.js draws on the main thread, in a few
 * tens of milliseconds for a scanned page, which is one image); the recognition runs in the worker.
 */
import type { PDFPageProxy } from 'pdfjs-dist';
import { browser } from 'wxt/browser';
import { sendMessage } from '../protocol/send';
import { packagedOcrPaths, startOcrEngine, type OcrEngine } from './ocr-engine';
import { createOcrQueue } from './ocr-queue';
import { ocrTextContent, type OcrPage, type OcrTextContent } from './ocr-text';

/**
 * The width, in pixels, a page is drawn at for OCR: about 200 dpi on an A4 page, where 10–12 pt text
 * has the height Tesseract reads best; more only costs time.
 */
export const OCR_PAGE_WIDTH_PX = 1650;
/** The scale is kept between these, whatever the page's size. */
const MIN_SCALE = 1;
const MAX_SCALE = 4;

/**
 * OCR engines reading pages side by side (./ocr-engine.ts: each with its own workers). Recognition takes
 * one core per engine and several seconds a page (docs/performance.md), so a second engine nearly halves
 * the wait for a scanned document where a second core is there. It starts only once two pages wait, and
 * ends when the reading does: its copies of the models are not kept. More than two would take the cores
 * the reader draws pages with.
 */
export const ocrEnginesFor = (cores: number | undefined) => ((cores ?? 1) >= 2 ? 2 : 1);

export interface OcrSessionOptions {
  /** SHA-256 of the document's bytes, hex: the key of what is kept. */
  hash: string;
  title: string;
  getPage: (page: number) => Promise<PDFPageProxy>;
  /** Read pages without text as soon as they are found (the "OCR automático" setting). */
  automatic: boolean;
  /** A page was read: its text items. */
  onRead: (page: number, content: OcrTextContent) => void;
  onChange: () => void;
  /** A failure of ours (a missing packaged file, a worker that does not start), for the diagnostic log. */
  onFailure: (error: unknown) => void;
}

/** The scale at which a page of `width` (at scale 1) is drawn for OCR. */
export const ocrScaleOf = (width: number) => Math.min(MAX_SCALE, Math.max(MIN_SCALE, OCR_PAGE_WIDTH_PX / width));

async function pageImage(proxy: PDFPageProxy, scale: number): Promise<Blob> {
  const viewport = proxy.getViewport({ scale });
  const canvas = document.createElement('canvas');
  canvas.width = Math.floor(viewport.width);
  canvas.height = Math.floor(viewport.height);
  await proxy.render({ canvas, viewport, background: '#ffffff' }).promise;
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
  canvas.width = canvas.height = 0;
  if (!blob) throw new Error('The page could not be drawn for OCR');
  return blob;
}

export function createOcrSession(options: OcrSessionOptions) {
  const contents = new Map<number, OcrTextContent>();
  const textless = new Set<number>();
  /** One engine (its Tesseract workers, ./ocr-engine.ts) per reading slot of the queue, started when the slot first reads. */
  const engines = new Map<number, Promise<OcrEngine>>();
  /** Moves on at each cancel: a read begun before must not start a new engine. */
  let stops = 0;
  let destroyed = false;
  const kept = sendMessage('ocr.pages', { hash: options.hash }).then(
    (answer) => answer.pages,
    () => ({}) as Record<number, OcrPage>,
  );

  async function apply(page: number, read: OcrPage) {
    const proxy = await options.getPage(page);
    const viewport = proxy.getViewport({ scale: 1 });
    const content = ocrTextContent(read, (x, y) => viewport.convertToPdfPoint(x, y));
    if (destroyed) return;
    contents.set(page, content);
    options.onRead(page, content);
  }

  const queue = createOcrQueue({
    read: async (page, slot) => {
      const stopsBefore = stops;
      const proxy = await options.getPage(page);
      const scale = ocrScaleOf(proxy.getViewport({ scale: 1 }).width);
      const image = await pageImage(proxy, scale);
      // Cancelled (or closed) while the page was drawn: no engine is started for it.
      if (stopsBefore !== stops || destroyed) throw new Error('OCR stopped');
      const started = engines.get(slot) ?? startOcrEngine(packagedOcrPaths((path) => (browser.runtime.getURL as (path: string) => string)(path)), options.onFailure);
      engines.set(slot, started);
      let read: OcrPage;
      try {
        read = await (await started).read(image, scale);
      } catch (error) {
        // An engine ended by cancel is not a failure; anything else is ours to log, and its engine is ended.
        if (engines.get(slot) === started && !destroyed) {
          endEngines((other) => other === slot);
          options.onFailure(error);
        }
        throw error;
      }
      if (destroyed) return;
      await apply(page, read);
      void sendMessage('ocr.save', { hash: options.hash, title: options.title.slice(0, 300), page, ocr: read }).catch(() => undefined);
    },
    stop: () => {
      stops += 1;
      endEngines();
    },
    onChange: () => {
      // The reading is over: the first engine stays for the next page asked, the others end.
      if (!queue.progress().running) endEngines((slot) => slot > 0);
      options.onChange();
    },
    parallel: ocrEnginesFor(navigator.hardwareConcurrency),
  });

  /** Ends the engines of the slots `which` picks (all by default). */
  function endEngines(which: (slot: number) => boolean = () => true) {
    for (const [slot, engine] of [...engines]) {
      if (!which(slot)) continue;
      engines.delete(slot);
      void engine.then((started) => started.terminate()).catch(() => undefined);
    }
  }

  return {
    /** The text items OCR gave a page, once read. */
    contentOf: (page: number) => contents.get(page),
    /** The index found no text on a page: what was kept of it shows now, or it is read if automatic. */
    async pageWithoutText(page: number) {
      if (textless.has(page)) return;
      textless.add(page);
      const before = (await kept)[page];
      if (destroyed) return;
      if (before) {
        queue.markRead(page);
        await apply(page, before);
      } else if (options.automatic) queue.add([page]);
      options.onChange();
    },
    /** Whether a page has no text of its own and OCR has not read it yet. */
    needsReading: (page: number) => textless.has(page) && !contents.has(page),
    /** Pages without text still unread. */
    unread: () => [...textless].filter((page) => !contents.has(page)).sort((one, other) => one - other),
    read: (pages: number[]) => queue.add(pages),
    isWaiting: queue.isWaiting,
    cancel: queue.cancel,
    progress: queue.progress,
    destroy() {
      destroyed = true;
      queue.cancel();
      endEngines();
    },
  };
}

export type OcrSession = ReturnType<typeof createOcrSession>;
