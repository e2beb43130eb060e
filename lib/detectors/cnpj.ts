/**
 * CNPJ, numeric (`11.222.333/0001-81`, `11222333000181`, each separator optional as in
 * `normalizeCnpj`) and alphanumeric (`12.ABC.345/01DE-35`). Letters make false positives easy: one
 * product code, hash or upper-case word of 14 characters in 100 ends in valid check digits. So a CNPJ
 * with letters is accepted only
 * - fully formatted, with all four separators (`.`, `.`, `/`, `-`), in either case; or
 * - plain (`12ABC34501DE35`): 14 characters, upper case, at least one digit among the first 12, and
 *   a CNPJ cue (the word CNPJ shortly before it, see `CUE_WINDOW`, or its label or column header);
 * and, like every match, not glued to other letters or digits, with valid check digits.
 *
 * As people and PDFs write them, a line may wrap right after a separator (`11.222.333/0001-⏎81`), and a
 * numeric CNPJ may have its separators typed wrong (`00.099.754.0001-40`, `33.343.599.0001/15`) or a
 * stray space (`19. 964.591/0001-45`, `33 641.663/0001-44`) when at least three of its four separators
 * are punctuation: the check digits decide.
 */
import { hasValidCnpjCheckDigits } from '../identifiers/cnpj';
import type { Detector } from './scan';
import {
  digitsAt,
  DOT,
  gluedAfter,
  HYPHEN,
  isAsciiAlnum,
  isDigit,
  isLowerAscii,
  isSpace,
  isUpperAscii,
  lineWrapAt,
  reusableMatch,
  setMatch,
  SLASH,
  TRIGGER,
} from './scan';

const match = reusableMatch();

/** The 12 base characters come in groups of 2, 3, 3, 4, each group but the first after an optional separator. */
const GROUPS = [2, 3, 3, 4];
/** The separator expected before each group after the first, and before the check digits. */
const SEPARATORS = [DOT, DOT, SLASH, HYPHEN];
/** Separators that may be typed in place of one another (char codes as numbers: see `Scan` in index.ts). */
function isMark(code: number): boolean {
  return code === 46 /* . */ || code === 47 /* / */ || code === 45 /* - */;
}

/**
 * What the separator just read was (detection is synchronous, so one object is enough; properties of a
 * constant, not module-level `let`s, which an ES module checks for initialization on every access).
 */
const slot = {
  /** 0: no mark, 1: the expected mark, 2: another mark. */
  mark: 0,
  /** A space where no space belongs: instead of a mark before the check digits' group, or after a mark. */
  stray: false,
};

/** The char codes of the characters read, letters upper-cased (one array, spread into the value at once). */
const codes: number[] = new Array<number>(14).fill(0);

/** Reads the separator slot before group `group` (1-4) at `cursor` into `slot`; returns where the next group starts. */
function readSlot(text: string, cursor: number, group: number): number {
  slot.mark = 0;
  slot.stray = false;
  const code = text.charCodeAt(cursor);
  if (isMark(code)) {
    slot.mark = code === SEPARATORS[group - 1] ? 1 : 2;
    if (isAsciiAlnum(text.charCodeAt(cursor + 1))) return cursor + 1;
    const wrap = lineWrapAt(text, cursor + 1);
    if (wrap > 0) return cursor + 1 + wrap;
    if (isSpace(text.charCodeAt(cursor + 1)) && isAsciiAlnum(text.charCodeAt(cursor + 2))) {
      slot.stray = true;
      return cursor + 2;
    }
    return cursor + 1;
  }
  // A space before the check digits is a known shape (`normalizeCnpj`); elsewhere it is stray.
  if (group < 4 && isSpace(code) && isDigit(text.charCodeAt(cursor + 1))) {
    slot.stray = true;
    return cursor + 1;
  }
  return cursor;
}

/** The 14 characters read, as a string (the char codes one by one: spreading an array costs more). */
function cnpjValue(): string {
  const c = codes;
  return String.fromCharCode(
    c[0] ?? 0, c[1] ?? 0, c[2] ?? 0, c[3] ?? 0, c[4] ?? 0, c[5] ?? 0, c[6] ?? 0,
    c[7] ?? 0, c[8] ?? 0, c[9] ?? 0, c[10] ?? 0, c[11] ?? 0, c[12] ?? 0, c[13] ?? 0,
  );
}

export const cnpjDetector: Detector<'cnpj'> = {
  kind: 'cnpj',
  triggers: TRIGGER.digit | TRIGGER.letter,
  cues: ['cnpj'],
  size: 14,
  hidden: false,
  match(text, index) {
    // Cheap exits for the scanner's most common calls (ordinary words and short numbers).
    const third = text.charCodeAt(index + 2);
    if (!isMark(third) && !isSpace(third) && !isDigit(third) && !isUpperAscii(third) && !isLowerAscii(third)) return null;
    let cursor = index;
    let marks = 0;
    let wrongMarks = 0;
    let strays = 0;
    let spaces = 0;
    let letters = false;
    let lowerCase = false;
    let read = 0;
    for (let group = 0; group < 4; group++) {
      if (group > 0) {
        cursor = readSlot(text, cursor, group);
        if (slot.mark !== 0) marks++;
        if (slot.mark === 2) wrongMarks++;
        if (slot.stray) strays++;
      }
      const groupEnd = cursor + (GROUPS[group] ?? 0);
      for (; cursor < groupEnd; cursor++) {
        let code = text.charCodeAt(cursor);
        if (isUpperAscii(code)) {
          letters = true;
        } else if (isLowerAscii(code)) {
          letters = lowerCase = true;
          code -= 32;
        } else if (!isDigit(code)) {
          return null;
        }
        codes[read++] = code;
      }
    }
    if (isSpace(text.charCodeAt(cursor)) && digitsAt(text, cursor + 1, 2)) {
      cursor++;
      spaces++;
    } else {
      cursor = readSlot(text, cursor, 4);
      if (slot.mark !== 0) marks++;
      if (slot.mark === 2) wrongMarks++;
      if (slot.stray) strays++;
    }
    if (!digitsAt(text, cursor, 2)) return null;
    codes[12] = text.charCodeAt(cursor);
    codes[13] = text.charCodeAt(cursor + 1);
    cursor += 2;
    if (gluedAfter(text, cursor)) return null;
    // Marks typed wrong or stray spaces: only a numeric CNPJ that is mostly punctuated.
    if ((wrongMarks > 0 || strays > 0) && (letters || marks < 3)) return null;
    if (letters) {
      const formatted = marks === 4 && spaces === 0;
      const plain = marks === 0 && spaces === 0 && !lowerCase && hasDigitInBase(text, index);
      if (!formatted && !plain) return null;
    }
    if (!hasValidCnpjCheckDigits(codes)) return null;
    return setMatch(match, index, cursor, cnpjValue(), marks === 0, letters && marks + spaces === 0);
  },
};

/** Whether a plain 14-character CNPJ at `index` has a digit among its 12 base characters. */
function hasDigitInBase(text: string, index: number): boolean {
  for (let offset = 0; offset < 12; offset++) if (isDigit(text.charCodeAt(index + offset))) return true;
  return false;
}
