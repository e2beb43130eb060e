/**
 * A second reading of the lines that show an e-mail address without its `@`, by Tesseract's English
 * model. The Portuguese model reads the `@` of common faces as a letter with high confidence
 * (`pvhEtjro.jus.br`, `contatoosegundoriportovelho.com`, `rboegmail.com`): the tolerant pass can undo
 * that only where the address proves itself (a mail provider, a domain the page shows), and leaves the
 * rest missed. The English model, trained on text full of addresses, reads that `@` (bench:ocr,
 * docs/performance.md). Recognising whole pages with it would lose the accents of Portuguese text, and
 * with both models each page costs half as much again; so only those lines are read again, each cut from
 * the page image, and only the words the English reading puts an `@` in are taken from it. The rest of
 * the line, accents included, stays as the Portuguese model read it, and the tolerant pass and
 * detection then judge the result as any other reading.
 */
import type { OcrLine, OcrPage, OcrWord } from './ocr-text';

/** A word ending like an e-mail's domain (`pvhEtjro.jus.br`, `rboegmail.com.`). */
const DOMAIN_ENDING = /[a-z0-9]\.(?:com|net|org|br|gov|edu|info)\b/i;
/** Web addresses end the same way and have no `@` to find. */
const WEB_ADDRESS = /^[("'“]*(?:https?:|www\.)/i;

/** A part of the page image, in its pixels. */
export interface PixelBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** Reads each cut of the page image and answers its words, boxed in the page's units at scale 1. */
export type ReadCuts = (cuts: readonly PixelBox[]) => Promise<OcrWord[][]>;

/** Whether a word of the line reads like an address whose `@` was read as something else. */
export const needsAddressReread = (line: OcrLine) => line.words.some(({ text }) => DOMAIN_ENDING.test(text) && !text.includes('@') && !WEB_ADDRESS.test(text));

/** The share of the line's height added above and below its box: descenders and an `@`'s tail. */
const MARGIN_PER_HEIGHT = 0.25;

/**
 * The line's box in the pixels of the page image drawn at `scale`, with a margin. It may reach past the
 * image's right or bottom edge: the cut is drawn on white.
 */
export function lineCut(line: OcrLine, scale: number): PixelBox {
  const [x0, y0, x1, y1] = line.box.map((value) => value * scale) as [number, number, number, number];
  const margin = Math.ceil((y1 - y0) * MARGIN_PER_HEIGHT);
  const left = Math.max(0, Math.floor(x0) - margin);
  const top = Math.max(0, Math.floor(y0) - margin);
  return { left, top, width: Math.ceil(x1) + margin - left, height: Math.ceil(y1) + margin - top };
}

const centre = (word: OcrWord) => (word.box[0] + word.box[2]) / 2;

/**
 * The line with the words the second reading put an `@` in: each replaces the words of the first
 * reading whose middle it spans, unless one of those already held an `@`.
 */
export function withRereadAddresses(line: OcrLine, reread: readonly OcrWord[]): OcrLine {
  let words = line.words;
  for (const address of reread) {
    if (!address.text.includes('@')) continue;
    const covered = words.filter((word) => centre(word) >= address.box[0] && centre(word) <= address.box[2]);
    if (covered.length === 0 || covered.some((word) => word.text.includes('@'))) continue;
    const first = words.indexOf(covered[0] as OcrWord);
    words = [...words.slice(0, first), address, ...words.slice(first + covered.length)];
  }
  return words === line.words ? line : { ...line, words };
}

/** The page with its lines that need it read again (`readCuts`) and their addresses taken from that reading. */
export async function rereadAddresses(page: OcrPage, scale: number, readCuts: ReadCuts): Promise<OcrPage> {
  const indexes = page.lines.flatMap((line, index) => (needsAddressReread(line) ? [index] : []));
  if (indexes.length === 0) return page;
  const rereads = await readCuts(indexes.map((index) => lineCut(page.lines[index] as OcrLine, scale)));
  const lines = [...page.lines];
  indexes.forEach((index, at) => {
    lines[index] = withRereadAddresses(lines[index] as OcrLine, rereads[at] ?? []);
  });
  return { lines };
}
