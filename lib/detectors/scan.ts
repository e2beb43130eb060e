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
  /**
   * Reported only with a cue of this kind: a cue word just before it (see `CUE_WINDOW` in cues.ts), or
   * the label of the whole text, or its column header.
   */
  needsCue: boolean;
  /**
   * A second number written after this one as its last digits (`(75) 3287-2222/2470`): reported too, right
   * after it, with the value this one's prefix gives it.
   */
  abbreviation?: { start: number; end: number; value: string } | undefined;
}

/** A match object for a detector to reuse (see `Detector.match`). */
export function reusableMatch(): Match {
  return { start: 0, end: 0, value: '', bare: false, needsCue: false, abbreviation: undefined };
}

/** Writes a match into `match`, a detector's reusable object, and returns it. */
export function setMatch(match: Match, start: number, end: number, value: string, bare: boolean, needsCue: boolean): Match {
  match.start = start;
  match.end = end;
  match.value = value;
  match.bare = bare;
  match.needsCue = needsCue;
  match.abbreviation = undefined;
  return match;
}

/**
 * The characters a match can begin with; the scanner calls `match` only at such positions. `letter`:
 * an ASCII letter that starts a word, in a cluster of letters, digits and `. / -` that has a digit
 * within `Scan.LetterLookback` characters (index.ts), since letter-led identifiers end in check digits.
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
   * Words (lower case, without accents, starting with a letter) that, just before a number two
   * detectors claim, say it is of this kind: `CPF 12345678909` against `celular 12345678909`.
   */
  readonly cues: readonly string[];
  /**
   * The fewest letters, digits and `*` a match that starts with a digit holds (a CPF 11, a CNPJ 14), and
   * whether one of them is always `*` or `x` (a mask): the scanner does not ask a detector about a
   * cluster of digits that cannot hold its match.
   */
  readonly size: number;
  readonly hidden: boolean;
  /**
   * The match at `index` (a trigger character not glued to what precedes it), or `null`. A match may
   * start before `index` (an e-mail is found from its `@`), never before `floor`, the end of the last
   * detection. It must end where the text is not glued to it (`gluedAfter`).
   *
   * The match returned is the detector's one reusable object (`reusableMatch`), valid until its next
   * call: the scanner settles a position before asking again, and a new object per match would be most
   * of what `detect` allocates, and of the garbage collection it causes.
   */
  match(text: string, index: number, floor: number): Match | null;
}

// Char codes, one constant each so that the minifier writes the number in place of the name. Code that
// runs for nearly every character read (the predicates below, the scanner, the phone and e-mail
// detectors) writes the numbers themselves, named in a comment: under tsx, where the benchmark runs, an
// ES module looks a module-level `const` up and checks it for initialization on every access.
export const HYPHEN = 45;
export const DOT = 46;
export const SLASH = 47;
export const ZERO = 48;
export const STAR = 42;
export const TAB = 9;
export const LINE_FEED = 10;
export const CARRIAGE_RETURN = 13;

/** `x` or `X`: a digit hidden by a mask (`123.XXX.XXX-XX`), the carrier left open in `0xx11`. */
export function isX(code: number): boolean {
  return code === 120 || code === 88;
}

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
  return code === 32 || code === 0xa0;
}

export function isLineBreak(code: number): boolean {
  return code === 10 /* \n */ || code === 13 /* \r */;
}

/** A blank inside a line: a space, a no-break space or a tab (what PDF text pads lines with). */
export function isBlank(code: number): boolean {
  return code === 32 || code === 0xa0 || code === 9 /* \t */;
}

/**
 * The length of a line wrap at `index`: blanks, one line break (`\n`, `\r\n` or `\r`), blanks; 0 when
 * there is none. PDF text extraction and narrow columns break numbers this way (`11.222.333/0001-⏎81`,
 * `(61)⏎99129-0232`); detectors accept one such wrap where a separator may stand, and the check digits
 * or area-code rules still decide. Reads at most `2 * WRAP_BLANKS + 2` characters.
 */
export function lineWrapAt(text: string, index: number): number {
  /** The most blanks read on either side of the line break (a local, not a module-level `const`: see above). */
  const WRAP_BLANKS = 8;
  let cursor = index;
  const blanksBefore = index + WRAP_BLANKS;
  while (cursor < blanksBefore && isBlank(text.charCodeAt(cursor))) cursor++;
  const code = text.charCodeAt(cursor);
  if (code === 13 /* \r */) {
    cursor++;
    if (text.charCodeAt(cursor) === 10 /* \n */) cursor++;
  } else if (code === 10 /* \n */) {
    cursor++;
  } else {
    return 0;
  }
  const blanksAfter = cursor + WRAP_BLANKS;
  while (cursor < blanksAfter && isBlank(text.charCodeAt(cursor))) cursor++;
  return cursor - index;
}

/** How many spaces (plain or no-break, at most `most`) start at `index`. */
export function spacesAt(text: string, index: number, most: number): number {
  let count = 0;
  while (count < most && isSpace(text.charCodeAt(index + count))) count++;
  return count;
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
  if (isWordCode(code) || code === 64 /* @ */ || code === 95 /* _ */ || code === 43 /* + */) return true;
  if (code === 46 /* . */ || code === 45 /* - */ || code === 47 /* / */) {
    const before = text.charCodeAt(index - 2);
    return isDigit(before) || before === 42 /* * */;
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
  if (isWordCode(code) || code === 64 /* @ */ || code === 95 /* _ */) return true;
  if (code === 46 /* . */ || code === 45 /* - */ || code === 47 /* / */) {
    const after = text.charCodeAt(end + 1);
    return isDigit(after) || after === 42 /* * */;
  }
  return false;
}

/** Whether a group of digits sits right before `start` across one or two spaces (`1234 |5678`). */
export function digitGroupBefore(text: string, start: number): boolean {
  if (!isSpace(text.charCodeAt(start - 1))) return false;
  const before = isSpace(text.charCodeAt(start - 2)) ? start - 3 : start - 2;
  return before >= 0 && isDigit(text.charCodeAt(before));
}

/** Whether a group of digits follows `end` across one or two spaces (`5678| 9012`). */
export function digitGroupAfter(text: string, end: number): boolean {
  if (!isSpace(text.charCodeAt(end))) return false;
  return isDigit(text.charCodeAt(isSpace(text.charCodeAt(end + 1)) ? end + 2 : end + 1));
}

/** Whether the `count` characters from `index` are all digits. */
export function digitsAt(text: string, index: number, count: number): boolean {
  for (let offset = 0; offset < count; offset++) if (!isDigit(text.charCodeAt(index + offset))) return false;
  return true;
}
