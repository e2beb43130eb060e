/**
 * A page read by OCR as the reader's text layer takes a text PDF's: pdf.js text items (one per word,
 * placed where the word was seen), so that reading order, line joins, detection, the text layer, its
 * highlights, search, the index and the report work on a scan exactly as on a text PDF.
 *
 * The words pass the tolerant pass first (lib/reader/ocr-repair.ts); a word read with low
 * confidence is marked uncertain, and so is every identifier that touches it.
 */
import { domainsOf, isEmailLabel } from './ocr-email-repair';
import { repairOcrWords, type LineContext, type RepairedWord } from './ocr-repair';

/** x0, y0, x1, y1 in the page's units at scale 1, from its top-left corner (the viewport's space). */
export type OcrBox = [number, number, number, number];

export interface OcrWord {
  text: string;
  /** Tesseract's confidence, 0–100. */
  confidence: number;
  box: OcrBox;
}

export interface OcrLine {
  box: OcrBox;
  words: OcrWord[];
}

/** What OCR read on one page: what the cache keeps, and all the text layer needs. */
export interface OcrPage {
  lines: OcrLine[];
}

/** Below this confidence a word is shown as uncertain. */
export const UNCERTAIN_BELOW = 60;

/** The font style pdf.js's TextLayer is given for OCR text (it only measures and scales it). */
export const OCR_FONT = 'atalaia-ocr';
export const OCR_STYLES = { [OCR_FONT]: { fontFamily: 'sans-serif', ascent: 0.8, descent: -0.2, vertical: false } };

/** A pdf.js TextItem built from OCR. */
export interface OcrTextItem {
  str: string;
  dir: 'ltr';
  transform: [number, number, number, number, number, number];
  width: number;
  height: number;
  fontName: string;
  hasEOL: boolean;
}

export interface OcrTextContent {
  items: OcrTextItem[];
  styles: typeof OCR_STYLES;
  lang: string;
  /** Per item: whether it holds a word read with low confidence. */
  uncertain: boolean[];
}

/** The share of a line's box above its baseline. */
const ABOVE_BASELINE = 0.8;
/** A text item's font size, for the height of the line OCR boxed (its ascenders and descenders). */
const SIZE_PER_HEIGHT = 0.9;

/** The e-mail domains the page shows with a real `@`: the tolerant pass trusts them (lib/reader/ocr-email-repair.ts). */
const pageDomains = (page: OcrPage) => domainsOf(page.lines.flatMap((line) => line.words.map((word) => word.text)));

/** The font size of a line's text items, for its height. */
const sizeOf = (line: OcrLine) => Math.max(1, line.box[3] - line.box[1]) * SIZE_PER_HEIGHT;

/** The blank between each word of a line and the word before it, in the line's font sizes (none before the first). */
function gapsOf(line: OcrLine): number[] {
  const size = sizeOf(line);
  return line.words.map((word, index) => (index === 0 ? 0 : (word.box[0] - (line.words[index - 1]?.box[2] ?? word.box[0])) / size));
}

/** What the tolerant pass is told of line `index`'s page. */
const lineContext = (page: OcrPage, index: number, pageDomains: ReadonlySet<string>): LineContext => {
  const line = page.lines[index];
  return { pageDomains, labelBefore: isEmailLabel(page.lines[index - 1]?.words.at(-1)?.text ?? ''), ...(line && { gapsBefore: gapsOf(line) }) };
};

/** The words of each line of the page after the tolerant pass, as the detectors read them. */
export function repairedLines(page: OcrPage): RepairedWord[][] {
  const domains = pageDomains(page);
  return page.lines.map((line, index) => repairOcrWords(line.words.map((word) => word.text), lineContext(page, index, domains)));
}

/**
 * The page's words as text items in PDF space; `toPdf` maps a point of the page's scale-1 viewport
 * to PDF units (`viewport.convertToPdfPoint`).
 */
export function ocrTextContent(page: OcrPage, toPdf: (x: number, y: number) => number[]): OcrTextContent {
  const items: OcrTextItem[] = [];
  const uncertain: boolean[] = [];
  const repairedByLine = repairedLines(page);
  page.lines.forEach((line, lineIndex) => {
    const [, top, , bottom] = line.box;
    const height = Math.max(1, bottom - top);
    const baseline = top + ABOVE_BASELINE * height;
    const size = sizeOf(line);
    const repaired = repairedByLine[lineIndex] ?? [];
    repaired.forEach((word, index) => {
      const covered = line.words.slice(word.first, word.last + 1);
      const left = Math.min(...covered.map((read) => read.box[0]));
      const right = Math.max(...covered.map((read) => read.box[2]));
      const [x0 = 0, y = 0] = toPdf(left, baseline);
      const [x1 = 0] = toPdf(right, baseline);
      items.push({ str: word.text, dir: 'ltr', transform: [size, 0, 0, size, Math.min(x0, x1), y], width: Math.abs(x1 - x0), height: size, fontName: OCR_FONT, hasEOL: index === repaired.length - 1 });
      uncertain.push(covered.some((read) => read.confidence < UNCERTAIN_BELOW));
    });
  });
  return { items, styles: OCR_STYLES, lang: 'pt', uncertain };
}

/** Whether `[start, end)` of a page's text touches an uncertain item (`segments` as readPageText gives them). */
export function touchesUncertain(segments: readonly { start: number; item: number; length: number }[], uncertain: readonly boolean[], start: number, end: number): boolean {
  return segments.some((segment) => segment.start < end && segment.start + segment.length > start && uncertain[segment.item] === true);
}

/** The words of an OCR page in reading order, as plain text (benchmarks and tests). */
export function ocrPlainText(page: OcrPage): string {
  return repairedLines(page)
    .map((words) => words.map((word) => word.text).join(' '))
    .join('\n');
}
