/**
 * Text as documents lay it out, joined for `detect()`. A PDF page gives its text as pieces (pdf.js text
 * items) in reading order, each perhaps ending its line; a web page gives blocks one under another.
 * Joined here into one string where every line ends in exactly one `\n`, a number broken across two
 * lines (`CNPJ 11.222.333/0001-⏎81`, `(61)⏎99129-0232`) is found by `detect()`: it accepts one line
 * break, with the blanks around it, where a separator of the number stands, and the check digits or
 * area-code rules still decide (docs/detection.md, "Line breaks"). Two line breaks in a row are a
 * paragraph break, and nothing is read across them.
 *
 * Pure functions: the PDF reader and the content script call them with what they read.
 */
import { lastStartAtOrBefore } from '../sorted/partition-point';

export interface TextPiece {
  /** The piece's text as shown (a pdf.js item's `str`, a block's text). */
  text: string;
  /** The piece ends its line (pdf.js `hasEOL`, the end of a block). */
  endsLine?: boolean;
  /**
   * A gap on the page separates it from the previous piece of the same line, though neither text holds
   * a space (pdf.js lays out `CNPJ:` and `11.222.333/0001-81` as two items): a space is put between.
   */
  spaceBefore?: boolean;
}

export interface JoinedText {
  text: string;
  /** Offset in `text` where each piece starts, in the order given. */
  starts: number[];
}

function isBlankCode(code: number): boolean {
  return code === 32 || code === 9 || code === 0xa0 || code === 10 || code === 13;
}

/**
 * Joins `pieces` into one text: the pieces of a line one after another (with a space where
 * `spaceBefore` asks for one and neither side has a blank), and one `\n` after a piece that ends its
 * line. Offsets of `detect(joined.text)` map back to pieces with `pieceAt`.
 */
export function joinTextPieces(pieces: readonly TextPiece[]): JoinedText {
  let text = '';
  const starts: number[] = [];
  let lineEnded = true;
  for (const piece of pieces) {
    const needsSpace =
      piece.spaceBefore === true && !lineEnded && text.length > 0 && !isBlankCode(text.charCodeAt(text.length - 1)) && piece.text.length > 0 && !isBlankCode(piece.text.charCodeAt(0));
    if (needsSpace) text += ' ';
    starts.push(text.length);
    text += piece.text;
    lineEnded = piece.endsLine === true;
    if (lineEnded) text += '\n';
  }
  return { text, starts };
}

/** Lines (a PDF page's lines, wrapped blocks) joined with one `\n` each, for `detect()`. */
export function joinLines(lines: readonly string[]): JoinedText {
  return joinTextPieces(lines.map((text) => ({ text, endsLine: true })));
}

/**
 * The piece holding `offset` of `joined.text`, and the offset within it. An offset on a `\n` or a space
 * the join added belongs to the piece before it; pass `end - 1` for the piece where a span ends.
 */
export function pieceAt(joined: JoinedText, offset: number): { piece: number; offset: number } {
  const piece = lastStartAtOrBefore(joined.starts, offset);
  return { piece, offset: offset - (joined.starts[piece] ?? 0) };
}
