/**
 * pdf.js in the reader page. Its worker, wasm image decoders, standard fonts and character maps ship
 * inside the extension (`/pdfjs/`, copied at build time by wxt.config.ts) and load from the
 * extension's own URL: MV3 pages may not start `blob:` workers, and nothing is fetched from elsewhere.
 * Scripts embedded in a PDF never run (no scripting, no eval).
 */
import { getDocument, PDFWorker, type PDFDocumentProxy } from 'pdfjs-dist';
import { pdfjsAssetUrl as assetUrl, takePdfWorker } from './pdf-worker';
import { openingProblem } from './problems';

export type { PDFDocumentProxy, PDFPageProxy } from 'pdfjs-dist';

let worker: PDFWorker | null = null;

/**
 * pdf.js's worker, started once for the page's lifetime: the one the page booted as it loaded
 * (pdf-worker.ts), or a new one. Every document opened later reuses it.
 */
export function startWorker(): PDFWorker {
  worker ??= PDFWorker.create({ port: takePdfWorker() });
  return worker;
}

/** Opens a PDF from its bytes; a password is asked for by ReaderError `password`. */
export async function openDocument(data: Uint8Array, password?: string): Promise<PDFDocumentProxy> {
  const task = getDocument({
    data,
    worker: startWorker(),
    ...(password === undefined ? {} : { password }),
    isEvalSupported: false,
    enableXfa: false,
    wasmUrl: assetUrl('wasm/'),
    standardFontDataUrl: assetUrl('standard_fonts/'),
    cMapUrl: assetUrl('cmaps/'),
    cMapPacked: true,
    iccUrl: assetUrl('iccs/'),
    verbosity: 0,
    // Canvases the browser may keep on the graphics card (pdf.js's own viewer does the same): pdf.js
    // otherwise asks for canvases read back often, which stay in the page's memory and are copied to
    // the screen at every frame that shows them.
    enableHWA: true,
  });
  try {
    return await task.promise;
  } catch (error) {
    throw openingProblem(error);
  }
}
