/** Real pdf.js in Node (its legacy build, the one meant for Node) for the reader's unit tests. */
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { getDocument, type PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItemLike } from './reading-order';

const PDFJS_DIR = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

export function openPdf(bytes: Uint8Array): Promise<PDFDocumentProxy> {
  // pdf.js takes ownership of the buffer it is given: hand it a copy.
  return getDocument({ data: bytes.slice(), isEvalSupported: false, standardFontDataUrl: `${join(PDFJS_DIR, 'standard_fonts')}/`, verbosity: 0 }).promise;
}

/** A page's text items, as the reader receives them. */
export async function pageItems(document: PDFDocumentProxy, pageNumber: number): Promise<TextItemLike[]> {
  const page = await document.getPage(pageNumber);
  const content = await page.getTextContent();
  page.cleanup();
  return content.items as TextItemLike[];
}
