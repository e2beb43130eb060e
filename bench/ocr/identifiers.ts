/**
 * What bench:ocr and bench/ocr/faces.ts count alike: the page the corpus is drawn on, the scale the
 * reader reads it at, and the identifiers on both sides, the page's own text and what OCR read of it
 * (through the reader's pipeline: the tolerant pass, text items, reading order, `detect()`).
 */
import { detect } from '../../lib/detectors';
import { ocrScaleOf } from '../../lib/reader/ocr-session';
import { ocrTextContent, type OcrPage } from '../../lib/reader/ocr-text';
import { readPage } from '../../lib/reader/page-reading';

/** An A4 page in PDF points, and the scale the reader draws it at for OCR. */
export const A4 = { width: 8.27 * 72, height: 11.69 * 72 };
export const READ_SCALE = ocrScaleOf(A4.width);
/** The width, in pixels, the reader gives OCR an A4 page at. */
export const READ_WIDTH = Math.round(A4.width * READ_SCALE);

const keyOf = (found: { kind: string; value: string }) => `${found.kind}:${found.value}`;

/** The identifiers in a page's own text (its line breaks as spaces), as `kind:value`. */
export const identifiersIn = (text: string) => new Set(detect(text.replace(/\n/g, ' ')).map(keyOf));

/** The identifiers the reader finds in what OCR read of an A4 page, as `kind:value`. */
export const identifiersRead = (page: OcrPage) => new Set(readPage(ocrTextContent(page, (x, y) => [x, A4.height - y]).items).detections.map(keyOf));
