/**
 * Brazilian phone numbers, to E.164. Accepted: the 67 area codes in use (`AREA_CODES`), mobiles of 9
 * digits starting with 9, landlines of 8 starting with 2-5, non-geographic 0800/0300/0303/0500/0900
 * numbers; written with `+55` or `55`, the area code in parentheses, the long-distance `0` with or
 * without a carrier (`0 21 11 98765-4321`, `(011)`, `(0xx11)`), and spaces, dots or hyphens.
 *
 * Separators may only fall where people put them: after the country code, the `0`, the carrier, the
 * area code, the leading 9 of a mobile, and before the last four digits (`0800 123 4567`: after 0800
 * and before the last four). So `1234 5678 90` is not `(12) 3456-7890`.
 *
 * A number written without any separator (`11987654321`) is reported only after a cue word
 * (`celular 11987654321`): plain runs of 10 to 14 digits are more often ids, timestamps and
 * protocol numbers than phones.
 */
import { AREA_CODES, nationalDigitsToE164, nonGeographicDigitsToE164 } from '../identifiers/phone';
import type { Detector } from './scan';
import { CODE, gluedAfter, isDigit, isSpace, TRIGGER } from './scan';

const MIN_DIGITS = 10;
const MAX_DIGITS = 14;
/** What a `0xx` placeholder carrier is held as among the digits. */
const PLACEHOLDER = 10;

// Scratch space for one match (detection is synchronous, so one set of buffers is enough).
/** The digits read, as numbers (`PLACEHOLDER` for the `xx` of `0xx11`). */
const digits = new Uint8Array(MAX_DIGITS);
/** Number of digits read at the end of each group. */
const groupDigits = new Int32Array(MAX_DIGITS + 1);
/** Text offset just after each group. */
const groupEnds = new Int32Array(MAX_DIGITS + 1);
/** Number of digits read before each separator. */
const separatorAt = new Int32Array(MAX_DIGITS + 1);

/** Area codes as numbers, for a check that builds no string. */
const AREA_CODE_NUMBERS = new Uint8Array(100);
for (const code of AREA_CODES) AREA_CODE_NUMBERS[Number(code)] = 1;

/** `x` or `X`, as in `0xx11`. */
function isX(code: number): boolean {
  return code === 120 || code === 88;
}

function bit(position: number): number {
  return 1 << position;
}

/** Digits `from` to `to` (`to` at the end of a group) as a string, from slices of the text. */
function digitsToString(text: string, from: number, to: number): string {
  let out = '';
  let groupFirstDigit = 0;
  for (let group = 0; groupFirstDigit < to; group++) {
    const groupLastDigit = groupDigits[group] ?? to;
    if (groupLastDigit > from) {
      const end = groupEnds[group] ?? 0;
      const start = end - (groupLastDigit - groupFirstDigit);
      out += text.slice(start + Math.max(0, from - groupFirstDigit), end);
    }
    groupFirstDigit = groupLastDigit;
  }
  return out;
}

/**
 * The E.164 form of the first `length` digits read, or `null` when they are not a real number or a
 * separator or a parenthesis falls where no one would put it.
 */
function interpret(text: string, length: number, international: boolean, separators: number, parenOpen: number, parenClose: number): string | null {
  const placeholder = digits[1] === PLACEHOLDER;
  let national: number;
  let allowed: number;
  if (international) {
    national = 2;
    allowed = bit(2);
  } else if (digits[0] === 0) {
    if (!placeholder && length === 11 && parenOpen < 0) {
      const value = nonGeographicDigitsToE164(digitsToString(text, 1, 11));
      if (value !== null) return separatorsFit(bit(4) | bit(7), length, separators) ? value : null;
    }
    if (length >= 13) {
      national = 3; // 0 + carrier + area code + number
      allowed = bit(1) | bit(3);
    } else if (!placeholder && length >= 11) {
      national = 1; // 0 + area code + number
      allowed = bit(1);
    } else {
      return null;
    }
  } else if (length >= 12 && digits[0] === 5 && digits[1] === 5) {
    national = 2;
    allowed = bit(2);
  } else if (length <= 11) {
    national = 0;
    allowed = 0;
  } else {
    return null;
  }
  const nationalLength = length - national;
  // The cheap checks first; `nationalDigitsToE164` has the last word.
  if (nationalLength !== 10 && nationalLength !== 11) return null;
  if (AREA_CODE_NUMBERS[(digits[national] ?? 0) * 10 + (digits[national + 1] ?? 0)] !== 1) return null;
  const first = digits[national + 2] ?? 0;
  if (nationalLength === 11 ? first !== 9 : first < 2 || first > 5) return null;
  allowed |= bit(national + 2) | bit(length - 4);
  if (nationalLength === 11) allowed |= bit(national + 3);
  if (parenOpen >= 0 && (parenOpen !== (international ? 2 : 0) || parenClose !== national + 2)) return null;
  if (!separatorsFit(allowed, length, separators)) return null;
  return nationalDigitsToE164(digitsToString(text, national, length));
}

function separatorsFit(allowed: number, length: number, separators: number): boolean {
  for (let index = 0; index < separators; index++) {
    const position = separatorAt[index] ?? 0;
    if (position >= length) break;
    if ((allowed & bit(position)) === 0) return false;
  }
  return true;
}

export const phoneDetector: Detector<'phone'> = {
  kind: 'phone',
  triggers: TRIGGER.digit | TRIGGER.plus | TRIGGER.paren,
  cues: ['tel', 'telefone', 'telefones', 'fone', 'fones', 'cel', 'celular', 'celulares', 'whatsapp', 'whats', 'zap', 'contato', 'contatos'],
  match(text, index) {
    const first = text.charCodeAt(index);
    let cursor = index;
    const international = first === CODE.plus;
    if (international) {
      if (text.charCodeAt(index + 1) !== CODE.five || text.charCodeAt(index + 2) !== CODE.five) return null;
      cursor++;
    } else if (first !== CODE.leftParen) {
      // Cheap exit for short numbers that no separator and digit follow (`2024`, `15 de março`).
      let runEnd = index + 1;
      while (isDigit(text.charCodeAt(runEnd))) runEnd++;
      const runLength = runEnd - index;
      if (runLength > MAX_DIGITS) return null;
      if (runLength < MIN_DIGITS) {
        const next = text.charCodeAt(runEnd);
        const separated = (isSpace(next) || next === CODE.hyphen || next === CODE.dot) && isDigit(text.charCodeAt(runEnd + 1));
        if (!separated && !(runLength === 1 && first === CODE.zero && isX(next))) return null;
      }
    }

    let count = 0;
    let groups = 0;
    let separators = 0;
    let parenOpen = -1;
    let parenClose = -1;
    /** Digits read before the first `+`, `(`, `)`, `-` or `.`: a prefix shorter than that is bare. */
    let firstPunctuation = international ? 0 : Infinity;
    for (;;) {
      if (text.charCodeAt(cursor) === CODE.leftParen) {
        if (parenOpen >= 0 || count !== (international ? 2 : 0)) break;
        parenOpen = count;
        firstPunctuation = Math.min(firstPunctuation, count);
        cursor++;
        if (!isDigit(text.charCodeAt(cursor))) return null;
      }
      const runStart = cursor;
      let code = text.charCodeAt(cursor);
      while (isDigit(code) && count < MAX_DIGITS) {
        digits[count++] = code - CODE.zero;
        code = text.charCodeAt(++cursor);
      }
      if (isDigit(code)) {
        // Too many digits: this group is not part of the number.
        if (groups === 0) return null;
        break;
      }
      const placeholder = cursor - runStart === 1 && count === 1 && digits[0] === 0 && isX(code) && isX(text.charCodeAt(cursor + 1));
      if (placeholder) {
        // `0xx11`, `(0XX11)`: the long-distance prefix with the carrier left for the caller to choose.
        if (count + 2 > MAX_DIGITS) return null;
        digits[count++] = PLACEHOLDER;
        digits[count++] = PLACEHOLDER;
        cursor += 2;
        code = text.charCodeAt(cursor);
      }
      groupDigits[groups] = count;
      groupEnds[groups] = cursor;
      groups++;
      if (code === CODE.rightParen && parenOpen >= 0 && parenClose < 0) {
        parenClose = count;
        cursor++;
        if (isSpace(text.charCodeAt(cursor))) cursor++;
        if (!isDigit(text.charCodeAt(cursor))) return null;
        separatorAt[separators++] = count;
        continue;
      }
      if (placeholder && isDigit(code)) continue;
      if (code === CODE.leftParen && international && count === 2) continue; // `+55(11)`
      if (isSpace(code) || code === CODE.hyphen || code === CODE.dot) {
        const next = text.charCodeAt(cursor + 1);
        const opensAreaCode = next === CODE.leftParen && international && count === 2 && isSpace(code);
        if (isDigit(next) || opensAreaCode) {
          if (!isSpace(code)) firstPunctuation = Math.min(firstPunctuation, count);
          separatorAt[separators++] = count;
          cursor++;
          continue;
        }
      }
      break;
    }
    if (parenOpen >= 0 && parenClose < 0) return null;

    // The longest run of whole groups that is a phone number, and is not glued to what follows.
    for (let group = groups - 1; group >= 0; group--) {
      const length = groupDigits[group] ?? 0;
      if (length < MIN_DIGITS) break;
      const end = groupEnds[group] ?? 0;
      if (gluedAfter(text, end)) continue;
      const value = interpret(text, length, international, separators, parenOpen, parenClose);
      if (value === null) continue;
      const plain = !international && parenOpen < 0 && digits[1] !== PLACEHOLDER && (separators === 0 || (separatorAt[0] ?? 0) >= length);
      return { start: index, end, value, bare: firstPunctuation >= length, needsCue: plain };
    }
    return null;
  },
};
