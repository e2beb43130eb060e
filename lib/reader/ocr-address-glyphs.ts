/**
 * The `l`s of the e-mail addresses a page shows, checked against the page's own `1`s and `l`s
 * (./ocr-glyph-shapes.ts). An address has no check digit: `srilzona.slz@gmail.com`, read for
 * `sri1zona.slz@gmail.com` with 93–99 confidence by every model tried, is a well-formed address of
 * somebody else, which the card would look up. The characters read as `l` in an address's local part
 * (before its `@`, after the tolerant pass) are compared with those the page reads inside numbers
 * (`1`) and inside words of letters (`l`), with high confidence and at the same height; one clearly
 * nearer the page's `1`s becomes a `1`. Only that way: the models read a `1` as `l`, never the other
 * way round in bench:ocr, and renaming a real `1` would make the false address this check is for.
 * Domains are left as read (`gmail.com`): an `l` there is a letter, and the tolerant pass trusts them.
 * Nothing changes where the page has too few examples of either, or where the character is not
 * clearly a `1`.
 *
 * This runs on the reader's main thread (the page image is there): the characters are cut together,
 * and compared in slices of the event loop.
 */
import { runInSlices } from '../enrichment/steps';
import { normalizeEmail } from '../identifiers/email';
import type { PixelBox } from './ocr-address-reread';
import { addressBody, BEFORE_ADDRESS } from './ocr-email-repair';
import { agreeing, classifyGlyph, glyphShape, MIN_EXAMPLES, type GlyphShape, type GreyImage } from './ocr-glyph-shapes';
import { repairedLines, type OcrBox, type OcrPage, type OcrWord } from './ocr-text';

/** One character Tesseract read, boxed in the page's units at scale 1, as its words are. */
export interface OcrSymbol {
  text: string;
  confidence: number;
  box: OcrBox;
}

/** The parts `boxes` of the page image, in grey. */
export type ReadGrey = (boxes: readonly PixelBox[]) => Promise<GreyImage[]>;

/** Examples are characters read at least this confidently. */
const CONFIDENT = 90;
/** Examples taken per class, the nearest lines first: enough for a few misreadings among them, few enough to stay cheap. */
const EXAMPLES_PER_CLASS = 16;
/** An example counts for a character when their boxes' heights differ by at most this share: the same size of the same face. */
const SAME_HEIGHT = 0.25;
/** Pixels around a character's box: Tesseract's boxes of single characters can fall a pixel or two short. */
const MARGIN_PX = 3;

/** A number as printed (`(98)`, `3221-6081`, `07.149.768/0001-70`): its `1`s are digits. */
const NUMBER = /^[\d().,/\-–:;]+$/;
/** A word of letters (`Registro`, `Imóveis,`): its `l`s are letters. */
const LETTERS = /^\p{L}{3,}[.,;:]?$/u;

/** A character read as `l` in an address's local part. */
interface Candidate {
  word: OcrWord;
  /** Index of the character in the word's text (one symbol per character). */
  at: number;
  symbol: OcrSymbol;
}

/** A word's symbols, when they spell it one character each (a ligature or a split would misplace them). */
function spelled(word: OcrWord, symbolsOf: ReadonlyMap<OcrWord, readonly OcrSymbol[]>): readonly OcrSymbol[] | null {
  const symbols = symbolsOf.get(word);
  return symbols && symbols.every((symbol) => [...symbol.text].length === 1) && symbols.map((symbol) => symbol.text).join('') === word.text ? symbols : null;
}

/**
 * Where the words as read spell `local`, an address's local part, from their start: each character
 * as [word, index in its text], or none when they do not (the tolerant pass changed a character of it).
 * An `_` of the local part may stand between two words: the tolerant pass joins an address OCR split
 * at its underscore.
 */
function spelling(local: readonly string[], words: readonly OcrWord[]): { word: OcrWord; at: number }[] {
  const found: { word: OcrWord; at: number }[] = [];
  let position = 0;
  for (const [index, word] of words.entries()) {
    const characters = [...word.text];
    let at = index === 0 ? (BEFORE_ADDRESS.exec(word.text)?.[0].length ?? 0) : 0;
    if (index > 0 && local[position] === '_' && characters[0] !== '_') position += 1;
    for (; at < characters.length && position < local.length; at += 1, position += 1) {
      if (characters[at] !== local[position]) return [];
      found.push({ word, at });
    }
    if (position === local.length) return found;
  }
  return [];
}

/** The characters read as `l` in the local parts of the page's addresses (as the tolerant pass makes them), and the words of those addresses. */
function candidatesOf(page: OcrPage, symbolsOf: ReadonlyMap<OcrWord, readonly OcrSymbol[]>): { candidates: Candidate[]; addressWords: Set<OcrWord> } {
  const candidates: Candidate[] = [];
  const addressWords = new Set<OcrWord>();
  repairedLines(page).forEach((repaired, index) => {
    const line = page.lines[index];
    for (const word of repaired) {
      const address = addressBody(word.text);
      if (!line || normalizeEmail(address) === null) continue;
      const words = line.words.slice(word.first, word.last + 1);
      for (const read of words) addressWords.add(read);
      for (const { word: read, at } of spelling([...address.slice(0, address.indexOf('@'))], words)) {
        const symbol = spelled(read, symbolsOf)?.[at];
        if (symbol?.text === 'l') candidates.push({ word: read, at, symbol });
      }
    }
  });
  return { candidates, addressWords };
}

const middle = (box: OcrBox) => (box[1] + box[3]) / 2;
const heightOf = (box: OcrBox) => box[3] - box[1];

/** The page's confident examples of one class, outside addresses, the nearest to `y` (page units) first. */
function examplesOf(page: OcrPage, symbolsOf: ReadonlyMap<OcrWord, readonly OcrSymbol[]>, skip: ReadonlySet<OcrWord>, glyph: '1' | 'l', y: number): OcrSymbol[] {
  const words = glyph === '1' ? NUMBER : LETTERS;
  const found: OcrSymbol[] = [];
  for (const line of page.lines) {
    for (const word of line.words) {
      if (skip.has(word) || !words.test(word.text)) continue;
      for (const symbol of spelled(word, symbolsOf) ?? []) if (symbol.text === glyph && symbol.confidence >= CONFIDENT && heightOf(symbol.box) > 0) found.push(symbol);
    }
  }
  return found.sort((one, other) => Math.abs(middle(one.box) - y) - Math.abs(middle(other.box) - y)).slice(0, EXAMPLES_PER_CLASS);
}

/** A symbol's box in the page image's pixels, with a margin (less at the image's top and left edges), at least a pixel wide and high. */
function pixelBox(symbol: OcrSymbol, scale: number): PixelBox {
  const [x0, y0, x1, y1] = symbol.box.map((value) => value * scale) as [number, number, number, number];
  const left = Math.max(0, Math.floor(x0) - MARGIN_PX);
  const top = Math.max(0, Math.floor(y0) - MARGIN_PX);
  return { left, top, width: Math.max(1, Math.ceil(x1) + MARGIN_PX - left), height: Math.max(1, Math.ceil(y1) + MARGIN_PX - top) };
}

/** The examples of the same size as `candidate`, as shapes. */
function sameSize(candidate: OcrSymbol, examples: readonly { symbol: OcrSymbol; shape: GlyphShape }[]): GlyphShape[] {
  const height = heightOf(candidate.box);
  return examples.filter(({ symbol }) => Math.abs(heightOf(symbol.box) - height) <= SAME_HEIGHT * height).map(({ shape }) => shape);
}

/**
 * The page with the `l`s of its addresses that have the shape of its `1`s made `1`s. `symbolsOf`: the
 * characters of each word as Tesseract read them; `scale`: the page image's pixels per page unit;
 * `readGrey`: its parts.
 */
export async function checkAddressGlyphs(page: OcrPage, symbolsOf: ReadonlyMap<OcrWord, readonly OcrSymbol[]>, scale: number, readGrey: ReadGrey): Promise<OcrPage> {
  const { candidates, addressWords } = candidatesOf(page, symbolsOf);
  if (candidates.length === 0) return page;
  const y = candidates.reduce((sum, candidate) => sum + middle(candidate.symbol.box), 0) / candidates.length;
  const ones = examplesOf(page, symbolsOf, addressWords, '1', y);
  const ells = examplesOf(page, symbolsOf, addressWords, 'l', y);
  if (ones.length < MIN_EXAMPLES || ells.length < MIN_EXAMPLES) return page;
  const symbols = [...candidates.map((candidate) => candidate.symbol), ...ones, ...ells];
  const greys = await readGrey(symbols.map((symbol) => pixelBox(symbol, scale)));
  const shapes = greys.map((grey) => glyphShape(grey, MARGIN_PX));
  /** The examples of a class that another of the class is alike, with their symbols. */
  const agreed = (from: number, examples: readonly OcrSymbol[]) => {
    const known = examples.flatMap((symbol, index) => {
      const shape = shapes[from + index];
      return shape ? [{ symbol, shape }] : [];
    });
    const alike = new Set(agreeing(known.map(({ shape }) => shape)));
    return known.filter(({ shape }) => alike.has(shape));
  };
  const examples = { '1': agreed(candidates.length, ones), l: agreed(candidates.length + ones.length, ells) };
  const renamed = new Map<OcrWord, string[]>();
  await runInSlices(
    (function* classify() {
      for (const [index, candidate] of candidates.entries()) {
        const shape = shapes[index];
        if (shape && classifyGlyph(shape, { '1': sameSize(candidate.symbol, examples['1']), l: sameSize(candidate.symbol, examples.l) }) === '1') {
          const characters = renamed.get(candidate.word) ?? [...candidate.word.text];
          characters[candidate.at] = '1';
          renamed.set(candidate.word, characters);
        }
        yield;
      }
    })(),
  );
  if (renamed.size === 0) return page;
  return { lines: page.lines.map((line) => ({ ...line, words: line.words.map((word) => (renamed.has(word) ? { ...word, text: (renamed.get(word) as string[]).join('') } : word)) })) };
}
