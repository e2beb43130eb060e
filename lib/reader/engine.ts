/**
 * The part of the reader that needs pdf.js, loaded apart (a dynamic import): the page paints and the
 * PDF downloads while this parses, and pdf.js's worker boots at the same time.
 */
export { openDocument, startWorker } from './pdf';
export { openSession } from './session';
