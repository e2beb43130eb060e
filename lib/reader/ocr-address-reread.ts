/**
 * A second reading of the lines that show an e-mail address without its `@`, by Tesseract's English
 * model. The Portuguese model reads the `@` of common faces as a letter with high confidence
 * (`pvhEtjro.jus.br`, `contatoosegundoriportovelho.com`, `rboegmail.com`): the tolerant pass can undo
 * that only where the address proves itself (a mail provider, a domain the page shows), and leaves the
 * rest missed. The English model, trained on text full of addresses, reads that `@` (bench:ocr,
 * docs/performance.md). Recognising whole pages with it would lose the accents of Portuguese text, and
 * with both models together each page cost 57% more (measured with the best_int Portuguese model); so
 * only those lines are read again, each cut from the page image, and only the addresses the English
 * reading finds, over the same stretch of the line, are taken from it. The rest of the line, accents
 * included, stays as the Portuguese model read it. An address taken counts as read, not repaired: it
 * needs no trusted domain, as a repaired `@` does.
 */
import { normalizeEmail } from '../identifiers/email';
import { addressBody, TOP_LEVELS } from './ocr-email-repair';
import type { OcrLine, OcrPage, OcrWord } from './ocr-text';

/** A word ending like an e-mail's domain, closing punctuation aside (`pvhEtjro.jus.br`, `rboegmail.com.`). */
const DOMAIN_ENDING = new RegExp(`[a-z0-9]\\.(?:${TOP_LEVELS})[.,;:)\\]>»"'”]*$`, 'i');
/** Web addresses end the same way, or hold a path, and have no `@` to find. */
const WEB_ADDRESS = /https?:|www\.|\//i;

/** Whether a word of the first reading reads like an address whose `@` was read as something else. */
const isAddressWithoutAt = (text: string) => DOMAIN_ENDING.test(text) && !text.includes('@') && !WEB_ADDRESS.test(text);

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
export const needsAddressReread = (line: OcrLine) => line.words.some(({ text }) => isAddressWithoutAt(text));

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

/** How far apart, in the line's heights, the two readings may place the same word's edges. */
const SAME_EDGE = 0.5;

/**
 * Whether a word of the second reading is an address: a whole one, or its `@` and domain, which the
 * tolerant pass joins to the local part before it (`teste1 @exemplo.gov.br`).
 */
function isAddress(text: string): boolean {
  const body = addressBody(text);
  return normalizeEmail(body) !== null || (/^@[^@]+$/.test(body) && DOMAIN_ENDING.test(body));
}

/**
 * The line with the addresses the second reading found. An address replaces the words of the first
 * reading that it covers, and only when they are the same stretch of the line: a run of words side by
 * side, whose middles it spans, that starts and ends where it does (within half the line's height),
 * that holds the word that asked for the second reading and no `@`.
 * A second reading that cut the line elsewhere (`3prot` `esto_pvh@…`), put an `@` in another word (a
 * CNPJ), or read no address (`joao@gmailcom`), changes nothing.
 */
export function withRereadAddresses(line: OcrLine, reread: readonly OcrWord[]): OcrLine {
  const tolerance = SAME_EDGE * (line.box[3] - line.box[1]);
  let words = line.words;
  for (const address of reread) {
    if (!isAddress(address.text)) continue;
    const inside = words.map((word) => centre(word) >= address.box[0] && centre(word) <= address.box[2]);
    const first = inside.indexOf(true);
    const last = inside.lastIndexOf(true);
    if (first < 0 || inside.slice(first, last + 1).includes(false)) continue;
    const covered = words.slice(first, last + 1);
    const sameStretch = Math.abs((covered[0] as OcrWord).box[0] - address.box[0]) <= tolerance && Math.abs((covered.at(-1) as OcrWord).box[2] - address.box[2]) <= tolerance;
    if (!sameStretch || covered.some((word) => word.text.includes('@')) || !covered.some((word) => isAddressWithoutAt(word.text))) continue;
    words = [...words.slice(0, first), address, ...words.slice(last + 1)];
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
