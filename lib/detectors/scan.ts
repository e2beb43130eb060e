/**
 * What every detector shares: the kinds, the shape of a detector, and the character tests the
 * single-pass scanner in `index.ts` and the detectors use to decide where a match may start and end.
 * Everything works on UTF-16 char codes, so offsets are the ones `String.prototype.slice` takes.
 */

export const DETECTION_KINDS = ['cpf', 'cnpj', 'phone', 'email', 'masked_cpf'] as const;
export type DetectionKind = (typeof DETECTION_KINDS)[number];

/** One identifier found in a text: `start`/`end` are UTF-16 offsets, `value` is normalized. */
export interface Detection {
  kind: DetectionKind;
  start: number;
  end: number;
  value: string;
}

/** What a detector reports for one position; the scanner turns it into a `Detection`. */
export interface Match {
  start: number;
  end: number;
  value: string;
  /**
   * Digits only, perhaps spaced (`12345678909`, `11 98765 4321`): such a match is dropped when it
   * touches another group of digits across a space, since it is then a piece of a grouped run
   * (`1234 5678 9012 3456`, an access key written in blocks).
   */
  bare: boolean;
  /** Reported only when a cue word of this kind stands just before it (see `CUE_WINDOW`). */
  needsCue: boolean;
}

/**
 * The characters a match can begin with; the scanner calls `match` only at such positions. `letter`:
 * an ASCII letter that starts a word, in a cluster of letters, digits and `. / -` that has a digit
 * within `LETTER_LOOKBACK` characters (index.ts), since letter-led identifiers end in check digits.
 */
export const TRIGGER = {
  digit: 1,
  letter: 2,
  star: 4,
  plus: 8,
  paren: 16,
  at: 32,
} as const;

export interface Detector<K extends DetectionKind = DetectionKind> {
  readonly kind: K;
  /** Bitmask of `TRIGGER` values. */
  readonly triggers: number;
  /**
   * Words (lower case, without accents) that, just before a number two detectors claim, say it is of
   * this kind: `CPF 12345678909` against `celular 12345678909`.
   */
  readonly cues: readonly string[];
  /**
   * The match at `index` (a trigger character not glued to what precedes it), or `null`. A match may
   * start before `index` (an e-mail is found from its `@`), never before `floor`, the end of the last
   * detection. It must end where the text is not glued to it (`gluedAfter`).
   */
  match(text: string, index: number, floor: number): Match | null;
}

/** How far before an ambiguous number cue words are looked for, in UTF-16 code units. */
export const CUE_WINDOW = 30;

export const CODE = {
  space: 32,
  nbsp: 0xa0,
  percent: 37,
  plus: 43,
  hyphen: 45,
  dot: 46,
  slash: 47,
  zero: 48,
  five: 53,
  star: 42,
  at: 64,
  underscore: 95,
  leftParen: 40,
  rightParen: 41,
} as const;

export function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

export function isUpperAscii(code: number): boolean {
  return code >= 65 && code <= 90;
}

export function isLowerAscii(code: number): boolean {
  return code >= 97 && code <= 122;
}

export function isAsciiAlnum(code: number): boolean {
  return isDigit(code) || isUpperAscii(code) || isLowerAscii(code);
}

/** A space inside a formatted number: the plain one or the no-break space HTML often puts there. */
export function isSpace(code: number): boolean {
  return code === CODE.space || code === CODE.nbsp;
}

const UNICODE_WORD = /^[\p{L}\p{N}\p{M}]$/u;
/** 0: not looked up yet, 1: part of a word, 2: not. Filled lazily, one entry per code unit. */
const nonAsciiWord = new Uint8Array(0x10000);
// The ordinal indicators (`nº 123`, `1ª`) are letters to Unicode but never glue a number in pt-BR.
nonAsciiWord[0xaa] = 2;
nonAsciiWord[0xba] = 2;

function isNonAsciiWord(code: number): boolean {
  let known = nonAsciiWord[code];
  if (known === 0) {
    known = UNICODE_WORD.test(String.fromCharCode(code)) ? 1 : 2;
    nonAsciiWord[code] = known;
  }
  return known === 1;
}

/** A letter, digit or combining mark of any script: what makes "a longer run of digits or letters". */
export function isWordCode(code: number): boolean {
  return code < 128 ? isAsciiAlnum(code) : isNonAsciiWord(code);
}

/**
 * Whether the text just before `index` makes a match starting there part of something longer: a
 * letter or digit (`ABC12345678909`), `@`, `_`, `+` (a foreign number), or a `.`, `-`, `/` that
 * follows a digit or `*` (`1.123.456.789-09`, the middle of `***.456.789-**`).
 */
export function gluedBefore(text: string, index: number): boolean {
  if (index === 0) return false;
  const code = text.charCodeAt(index - 1);
  if (isWordCode(code) || code === CODE.at || code === CODE.underscore || code === CODE.plus) return true;
  if (code === CODE.dot || code === CODE.hyphen || code === CODE.slash) {
    const before = text.charCodeAt(index - 2);
    return isDigit(before) || before === CODE.star;
  }
  return false;
}

/**
 * Whether the text at `end` continues a match ending there: a letter or digit, `@`, `_`, or a `.`,
 * `-`, `/` followed by a digit or `*`. A sentence's final period or a comma is not glue.
 */
export function gluedAfter(text: string, end: number): boolean {
  const code = text.charCodeAt(end);
  if (Number.isNaN(code)) return false;
  if (isWordCode(code) || code === CODE.at || code === CODE.underscore) return true;
  if (code === CODE.dot || code === CODE.hyphen || code === CODE.slash) {
    const after = text.charCodeAt(end + 1);
    return isDigit(after) || after === CODE.star;
  }
  return false;
}

/** Whether a group of digits sits right before `start` across one space (`1234 |5678`). */
export function digitGroupBefore(text: string, start: number): boolean {
  return start >= 2 && isSpace(text.charCodeAt(start - 1)) && isDigit(text.charCodeAt(start - 2));
}

/** Whether a group of digits follows `end` across one space (`5678| 9012`). */
export function digitGroupAfter(text: string, end: number): boolean {
  return isSpace(text.charCodeAt(end)) && isDigit(text.charCodeAt(end + 1));
}

/** Whether the `count` characters from `index` are all digits. */
export function digitsAt(text: string, index: number, count: number): boolean {
  for (let offset = 0; offset < count; offset++) if (!isDigit(text.charCodeAt(index + offset))) return false;
  return true;
}

/**
 * The text from `start` to `end` without its punctuation and spaces: the runs of letters, digits and
 * `*` joined. Slices and joins instead of a regular expression, since it runs for every match.
 */
export function compact(text: string, start: number, end: number): string {
  let out = '';
  let runStart = -1;
  for (let cursor = start; cursor < end; cursor++) {
    const code = text.charCodeAt(cursor);
    const kept = isAsciiAlnum(code) || code === CODE.star;
    if (kept && runStart < 0) runStart = cursor;
    else if (!kept && runStart >= 0) {
      out += text.slice(runStart, cursor);
      runStart = -1;
    }
  }
  return runStart < 0 ? out : out + text.slice(runStart, end);
}

/** Latin-1 letters 0xC0-0xFF without their accents, lower-cased (`×` and `÷` are not letters). */
const FOLDED_LATIN1 = 'aaaaaaaceeeeiiiidnooooo*ouuuuyts' + 'aaaaaaaceeeeiiiidnooooo*ouuuuyty';

function foldedCode(code: number): number {
  if (isUpperAscii(code)) return code + 32;
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
    if (code === 10 || code === 13) return undefined;
    if (!isWordCode(code)) {
      end--;
      continue;
    }
    let wordStart = end - 1;
    while (wordStart > from && isWordCode(text.charCodeAt(wordStart - 1))) wordStart--;
    // A word cut by the window's edge is not a word (`ho|tel` is not `tel`).
    if (wordStart === from && from > 0 && isWordCode(text.charCodeAt(from - 1))) return undefined;
    for (let position = 0; position < count; position++) {
      const detector = detectors[position];
      if (detector === undefined) continue;
      for (const cue of detector.cues) if (isWord(text, wordStart, end, cue)) return detector;
    }
    end = wordStart;
  }
  return undefined;
}
