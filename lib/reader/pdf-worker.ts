/**
 * pdf.js's worker, started by the reader page as it loads, before pdf.js itself (a 440 KB chunk
 * imported later) and before the PDF arrives: fetching, compiling and starting its 1.2 MB script takes
 * hundreds of milliseconds that otherwise came after pdf.js loaded, on the way to the first page.
 * It loads only the extension's own script: no document is fetched or read by starting it.
 */
import { browser } from 'wxt/browser';

/** Where wxt.config.ts puts pdf.js's files in the built extension. */
export const PDFJS_DIR = 'pdfjs';

export const pdfjsAssetUrl = (path: string) => (browser.runtime.getURL as (path: string) => string)(`/${PDFJS_DIR}/${path}`);

let booted: Worker | null = null;

/** Starts the worker's script now; pdf.js takes it over when it opens the first document. */
export function bootPdfWorker(): void {
  booted ??= new Worker(pdfjsAssetUrl('pdf.worker.min.mjs'), { type: 'module' });
}

/** The worker started early (or now), once: pdf.js owns it from then on. */
export function takePdfWorker(): Worker {
  const worker = booted ?? new Worker(pdfjsAssetUrl('pdf.worker.min.mjs'), { type: 'module' });
  booted = null;
  return worker;
}

/** The reader switched off by policy: the worker started for nothing goes. */
export function stopBootedWorker(): void {
  booted?.terminate();
  booted = null;
}
