/**
 * Cues: the words that say what a number is. Three places hold them:
 * - the text just before the number, on its line (`Celular: 11987654321`, `CNPJ 12ABC34501DE35`);
 * - a label of the whole text, given by whoever read it out of a page (a table's column header, the `dt`
 *   of a `dd`, a form field's label): `detect(text, { context })`;
 * - the header line of a delimited table (CSV, TSV, `|`), when the text is one: `CNPJ;Telefone` above
 *   `11222333000181;6933020602`.
 * Words are compared without case or accents. The first place wins; the other two are read only when it
 * says nothing, and only as far as needed, so plain prose costs nothing extra.
 */
import type { Detector } from './scan';
import { CARRIAGE_RETURN, isDigit, isLineBreak, isWordCode, LINE_FEED, TAB } from './scan';

/** How far before a number cue words are looked for, in UTF-16 code units. */
export const CUE_WINDOW = 30;

/** Latin-1 letters 0xC0-0xFF without their accents, lower-cased (`×` and `÷` are not letters). */
const FOLDED_LATIN1 = 'aaaaaaaceeeeiiiidnooooo*ouuuuyts' + 'aaaaaaaceeeeiiiidnooooo*ouuuuyty';

function foldedCode(code: number): number {
  if (code >= 65 && code <= 90) return code + 32;
  if (code >= 0xc0 && code <= 0xff) return FOLDED_LATIN1.charCodeAt(code - 0xc0);
  return code;
}

/** Whether `text` from `start` to `end` is `word` (lower case, no accents), ignoring case and accents. */
function isWord(text: string, start: number, end: number, word: string): boolean {
  if (end - start !== word.length) return false;
  for (let offset = 0; offset < word.length; offset++) {
    if (foldedCode(text.charCodeAt(start + offset)) !== word.charCodeAt(offset)) return false;
  }
  return true;
}

const LOWER_A = 97;

/** The lengths and first letters of a detector's cue words, as bit masks: most words are ruled out by them. */
interface CueFilter {
  lengths: number;
  firsts: number;
}

const cueFilters = new WeakMap<Detector, CueFilter>();

function cueFilter(detector: Detector): CueFilter {
  let filter = cueFilters.get(detector);
  if (filter === undefined) {
    filter = { lengths: 0, firsts: 0 };
    for (const cue of detector.cues) {
      filter.lengths |= 1 << cue.length;
      filter.firsts |= 1 << (cue.charCodeAt(0) - LOWER_A);
    }
    cueFilters.set(detector, filter);
  }
  return filter;
}

/**
 * Among the first `count` `detectors`, the one named by the nearest of their cue words in the
 * `CUE_WINDOW` characters before `start`, on the same line; `undefined` when there is none. Reads the
 * words backwards in place, without allocating: it runs for every ambiguous number.
 */
export function nearestCue(text: string, start: number, detectors: readonly Detector[], count: number): Detector | undefined {
  const from = Math.max(0, start - CUE_WINDOW);
  let end = start;
  while (end > from) {
    const code = text.charCodeAt(end - 1);
    if (isLineBreak(code)) return undefined;
    if (!isWordCode(code)) {
      end--;
      continue;
    }
    let wordStart = end - 1;
    while (wordStart > from && isWordCode(text.charCodeAt(wordStart - 1))) wordStart--;
    // A word cut by the window's edge is not a word (`ho|tel` is not `tel`).
    if (wordStart === from && from > 0 && isWordCode(text.charCodeAt(from - 1))) return undefined;
    // Cue words start with a letter: numbers, the most common words near a number, are not compared.
    const first = foldedCode(text.charCodeAt(wordStart)) - LOWER_A;
    const length = end - wordStart;
    if (first >= 0 && first < 26 && length < 32) {
      for (let position = 0; position < count; position++) {
        const detector = detectors[position];
        if (detector === undefined) continue;
        const filter = cueFilter(detector);
        if ((filter.lengths & (1 << length)) === 0 || (filter.firsts & (1 << first)) === 0) continue;
        for (const cue of detector.cues) if (isWord(text, wordStart, end, cue)) return detector;
      }
    }
    end = wordStart;
  }
  return undefined;
}

/**
 * The detectors named by cue words anywhere in `text` from `start` to `end`, as a bit mask over their
 * positions in `detectors` (bit `1 << i` for `detectors[i]`). Words are runs of letters and digits, so
 * `num_telefone_serventia` and `Fone/Fax` name the phone, `CPF/CNPJ` both documents.
 */
export function cuedKinds(text: string, start: number, end: number, detectors: readonly Detector[]): number {
  let mask = 0;
  let cursor = start;
  while (cursor < end) {
    if (!isWordCode(text.charCodeAt(cursor))) {
      cursor++;
      continue;
    }
    const wordStart = cursor;
    while (cursor < end && isWordCode(text.charCodeAt(cursor))) cursor++;
    detectors.forEach((detector, position) => {
      for (const cue of detector.cues) if (isWord(text, wordStart, cursor, cue)) mask |= 1 << position;
    });
  }
  return mask;
}

/** The longest line read as a table header; a longer one is prose or data. */
const HEADER_MAX = 4000;
/** The longest header cell: headers are labels, not sentences. */
const HEADER_CELL_MAX = 60;
/** Delimiters of table text, by preference when a header holds several. */
const DELIMITERS = [TAB, 59 /* ; */, 124 /* | */, 44 /* , */];
const QUOTE = 34;

/** Cues from the column headers of a delimited table: what `at` says for a position in one of its rows. */
export interface ColumnCues {
  /** The detectors (a mask, as `cuedKinds`) named by the header of the column that holds `index`; 0 outside the table's rows. */
  at(index: number): number;
}

/** How many lines from the top may hold the header: a title or a blank line may come first. */
const HEADER_LINES = 5;

/** The end of the line that starts at `start` (its `\r` or `\n`), or -1 when it has none within `HEADER_MAX`. */
function lineEndAt(text: string, start: number): number {
  const limit = Math.min(text.length, start + HEADER_MAX);
  for (let cursor = start; cursor < limit; cursor++) {
    const code = text.charCodeAt(cursor);
    if (isLineBreak(code)) return cursor;
  }
  return -1;
}

/** How many times `delimiter` occurs outside quoted fields from `start` to `end`. */
function delimitersIn(text: string, start: number, end: number, delimiter: number): number {
  let count = 0;
  let quoted = false;
  for (let cursor = start; cursor < end; cursor++) {
    const code = text.charCodeAt(cursor);
    if (code === QUOTE) quoted = !quoted;
    else if (code === delimiter && !quoted) count++;
  }
  return count;
}

/**
 * The delimiter and the cues per column of the line from `start` to `end`, when it reads as a table's
 * header: short cells, two at least, one naming a kind, no run of five digits; `null` otherwise.
 */
function headerAt(text: string, start: number, end: number, detectors: readonly Detector[]): { delimiter: number; cues: number[] } | null {
  const delimiter = DELIMITERS.find((candidate) => {
    for (let cursor = start; cursor < end; cursor++) if (text.charCodeAt(cursor) === candidate) return true;
    return false;
  });
  if (delimiter === undefined) return null;
  const cues: number[] = [];
  let digitRun = 0;
  let cellStart = start;
  for (let cursor = start; cursor <= end; cursor++) {
    const code: number = cursor < end ? text.charCodeAt(cursor) : delimiter;
    // Five digits in a row: a row of data, not a header.
    digitRun = isDigit(code) ? digitRun + 1 : 0;
    if (digitRun >= 5) return null;
    if (code !== delimiter) continue;
    if (cursor - cellStart > HEADER_CELL_MAX) return null;
    cues.push(cuedKinds(text, cellStart, cursor, detectors));
    cellStart = cursor + 1;
  }
  return cues.length < 2 || cues.every((mask) => mask === 0) ? null : { delimiter, cues };
}

/**
 * The column cues of `text` when it is a delimited table (CSV, TSV, `|`) whose header names a kind
 * (`CNPJ;Telefone;E-mail`); `null` otherwise. The header is the first line, or one of the next few
 * when a title comes first; such a later header counts only when the line under it has as many cells,
 * so that a sentence with a comma and a cue word (`Ligue para o telefone, das 8h às 18h`) is not taken
 * for one. `at` must be asked about increasing positions: it walks the rows forward once, counting
 * delimiters outside quoted fields, so a whole table costs one pass.
 */
export function columnCues(text: string, detectors: readonly Detector[]): ColumnCues | null {
  let lineStart = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (let line = 0; line < HEADER_LINES; line++) {
    const lineEnd = lineEndAt(text, lineStart);
    if (lineEnd < 0) return null;
    const header = headerAt(text, lineStart, lineEnd, detectors);
    const next = lineEnd + (text.charCodeAt(lineEnd) === CARRIAGE_RETURN && text.charCodeAt(lineEnd + 1) === LINE_FEED ? 2 : 1);
    if (header !== null) {
      const rowEnd = lineEndAt(text, next);
      const cells = delimitersIn(text, next, rowEnd < 0 ? Math.min(text.length, next + HEADER_MAX) : rowEnd, header.delimiter) + 1;
      if (line === 0 || cells === header.cues.length) return tableCues(text, lineEnd, header.delimiter, header.cues);
    }
    lineStart = next;
  }
  return null;
}

/** The cues of the table whose header line ends at `headerEnd`. */
function tableCues(text: string, headerEnd: number, delimiter: number, headerCues: number[]): ColumnCues {
  const walk: TableWalk = { cursor: headerEnd, column: 0, quoted: false, fieldStart: true, nextDelimiter: -1, nextLineFeed: -1, nextReturn: -1 };
  const delimiterCharacter = String.fromCharCode(delimiter);
  return {
    at(index) {
      if (index < headerEnd) return 0;
      walkTo(text, walk, index, delimiter, delimiterCharacter);
      // A line without any delimiter is prose under the table, not a row of it.
      if (walk.column === 0 && !delimiterBeforeLineEnd(text, index, delimiter)) return 0;
      return headerCues[walk.column] ?? 0;
    },
  };
}

/**
 * Where a walk through a table's rows stands: the position, its column, whether inside a quoted field,
 * and the next delimiter, `\n` and `\r` found from there (`-1`: not looked for yet, `Infinity`: none).
 */
interface TableWalk {
  cursor: number;
  column: number;
  quoted: boolean;
  fieldStart: boolean;
  nextDelimiter: number;
  nextLineFeed: number;
  nextReturn: number;
}

/** Where `character` next occurs at or after `from`, given where it was last found (`known`). */
function nextAt(text: string, character: string, from: number, known: number): number {
  if (known >= from) return known;
  const found = text.indexOf(character, from);
  return found < 0 ? Infinity : found;
}

/**
 * Moves `walk` forward to `index`, counting delimiters outside quoted fields and starting a row at each
 * line break. It reads every row of a table, so it jumps: from inside a field to the next delimiter or
 * line break, from inside a quoted field to the next quote, with `indexOf`, which runs far faster than a
 * loop over the characters in between.
 */
function walkTo(text: string, walk: TableWalk, index: number, delimiter: number, delimiterCharacter: string): void {
  let cursor = walk.cursor;
  let column = walk.column;
  let quoted = walk.quoted;
  let fieldStart = walk.fieldStart;
  while (cursor < index) {
    if (quoted) {
      // `""` inside a quoted field is a quote character.
      const quote = text.indexOf('"', cursor);
      if (quote < 0 || quote >= index) {
        cursor = index;
        break;
      }
      if (text.charCodeAt(quote + 1) === QUOTE) {
        cursor = quote + 2;
      } else {
        quoted = false;
        cursor = quote + 1;
      }
      continue;
    }
    const code = text.charCodeAt(cursor);
    if (code === delimiter) {
      column++;
      fieldStart = true;
      cursor++;
    } else if (isLineBreak(code)) {
      column = 0;
      fieldStart = true;
      cursor++;
    } else if (code === QUOTE && fieldStart) {
      quoted = true;
      fieldStart = false;
      cursor++;
    } else {
      // Inside a field only a delimiter or a line break changes anything.
      fieldStart = false;
      walk.nextDelimiter = nextAt(text, delimiterCharacter, cursor, walk.nextDelimiter);
      walk.nextLineFeed = nextAt(text, '\n', cursor, walk.nextLineFeed);
      walk.nextReturn = nextAt(text, '\r', cursor, walk.nextReturn);
      cursor = Math.min(index, walk.nextDelimiter, walk.nextLineFeed, walk.nextReturn);
    }
  }
  walk.cursor = cursor;
  walk.column = column;
  walk.quoted = quoted;
  walk.fieldStart = fieldStart;
}

/** Whether `delimiter` occurs between `index` and the end of its line (bounded, for the first column of a row). */
function delimiterBeforeLineEnd(text: string, index: number, delimiter: number): boolean {
  const limit = Math.min(text.length, index + HEADER_MAX);
  for (let cursor = index; cursor < limit; cursor++) {
    const code = text.charCodeAt(cursor);
    if (code === delimiter) return true;
    if (isLineBreak(code)) return false;
  }
  return false;
}
