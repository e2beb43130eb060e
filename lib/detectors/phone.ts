/**
 * Brazilian phone numbers, to E.164. Accepted: the 67 area codes in use (`AREA_CODES`), mobiles of 9
 * digits starting with 9, landlines of 8 starting with 2-5, non-geographic 0800/0300/0303/0500/0900
 * numbers; written with `+55`, `55` or `0055`, the area code in parentheses (`(11)`, `55 (11)`), the
 * long-distance `0` with or without a carrier (`0 21 11 98765-4321`, `(011)`, `(0xx11)`), and spaces,
 * dots or hyphens.
 *
 * Separators may only fall where people put them: after the country code, the `0`, the carrier, the
 * area code, the leading 9 of a mobile, and before the last four digits (`0800 123 4567`: after 0800
 * and before the last four). So `1234 5678 90` is not `(12) 3456-7890`. A separator is up to two
 * spaces, or a `-` or `.` with up to two spaces on either side (`(14) 3844 - 8200`, `(77)  3262-1929`),
 * and a line may wrap after the area code's `)` or after a `-` or `.` (`(61)⏎99129-0232`).
 *
 * A number written without any separator (`11987654321`) is reported only with a cue: a cue word
 * before it (`celular 11987654321`), its label or its column header (`Telefone`): plain runs of 10 to 15
 * digits are more often ids, timestamps and protocol numbers than phones. `2147483647` is never one: it
 * is 2³¹−1, what a database writes when a number overflows its 32-bit column.
 *
 * A second number abbreviated after a slash (`(75) 3287-2222/2470`) does not hide the first: both are
 * reported, the second with the first's prefix (`+557532872470`).
 */
import { AREA_CODES, NON_GEOGRAPHIC_PREFIXES } from '../identifiers/phone';
import type { Detector } from './scan';

const match = reusableMatch();
import {
  digitsAt,
  gluedAfter,
  isDigit,
  isSpace,
  isX,
  lineWrapAt,
  reusableMatch,
  setMatch,
  spacesAt,
  TRIGGER,
} from './scan';

/**
 * A `const enum`, not module-level `const`s, so that the numbers stand in place of the names (see
 * `Scan` in index.ts); the char codes are written as numbers for the same reason.
 */
const enum Phone {
  /** `0055` + area code + a mobile. */
  MaxDigits = 15,
  /** The most spaces on either side of a separator (`(77)  3262-1929`, `3844 - 8200`). */
  SeparatorSpaces = 2,
  /** What a `0xx` placeholder carrier is held as among the digits. */
  Placeholder = 10,
}
/** 2³¹−1 written out: a database's overflowed phone column, which reads like a Rio landline. */
const OVERFLOW = '2147483647';

// Scratch space for one match (detection is synchronous, so one set of buffers is enough).
/** The digits read, as numbers (`PLACEHOLDER` for the `xx` of `0xx11`). */
const digits = new Uint8Array(Phone.MaxDigits);
/** Number of digits read at the end of each group. */
const groupDigits = new Int32Array(Phone.MaxDigits + 1);
/** Text offset just after each group. */
const groupEnds = new Int32Array(Phone.MaxDigits + 1);
/** Number of digits read before each separator. */
const separatorAt = new Int32Array(Phone.MaxDigits + 1);

/** Area codes as numbers, for a check that builds no string. */
const AREA_CODE_NUMBERS = new Uint8Array(100);
for (const code of AREA_CODES) AREA_CODE_NUMBERS[Number(code)] = 1;


function bit(position: number): number {
  return 1 << position;
}

/**
 * The E.164 form of the digits read from `from` to `to` (10 or 11 of them), the char codes passed one
 * by one: spreading an array into `String.fromCharCode` costs more than reading the number.
 */
function e164(from: number, to: number): string {
  const at = digitCodeAt;
  if (to - from === 10) {
    return String.fromCharCode(43, 53, 53, at(from), at(from + 1), at(from + 2), at(from + 3), at(from + 4), at(from + 5), at(from + 6), at(from + 7), at(from + 8), at(from + 9));
  }
  return String.fromCharCode(43, 53, 53, at(from), at(from + 1), at(from + 2), at(from + 3), at(from + 4), at(from + 5), at(from + 6), at(from + 7), at(from + 8), at(from + 9), at(from + 10));
}

/** The char code of the digit read at `index`. */
function digitCodeAt(index: number): number {
  return (digits[index] ?? 0) + 48 /* 0 */;
}

/**
 * The E.164 form of the first `length` digits read, or `null` when they are not a real number or a
 * separator or a parenthesis falls where no one would put it.
 */
function interpret(length: number, international: boolean, separators: number, parenOpen: number, parenClose: number): string | null {
  const placeholder = digits[1] === Phone.Placeholder;
  let national: number;
  let allowed: number;
  if (international) {
    national = 2;
    allowed = bit(2);
  } else if (length >= 14 && digits[0] === 0 && digits[1] === 0 && digits[2] === 5 && digits[3] === 5) {
    national = 4; // 00 + 55 + area code + number
    allowed = bit(2) | bit(4);
  } else if (digits[0] === 0) {
    if (!placeholder && length === 11 && parenOpen < 0 && NON_GEOGRAPHIC_PREFIXES.includes(`${digits[1]}${digits[2]}${digits[3]}`)) {
      return separatorsFit(bit(4) | bit(7), length, separators) ? e164(1, 11) : null;
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
  // What `nationalDigitsToE164` checks: a real area code, a mobile's 9, a landline's 2-5.
  if (nationalLength !== 10 && nationalLength !== 11) return null;
  if (AREA_CODE_NUMBERS[(digits[national] ?? 0) * 10 + (digits[national + 1] ?? 0)] !== 1) return null;
  const first = digits[national + 2] ?? 0;
  if (nationalLength === 11 ? first !== 9 : first < 2 || first > 5) return null;
  allowed |= bit(national + 2) | bit(length - 4);
  if (nationalLength === 11) allowed |= bit(national + 3);
  // The area code's parentheses open right after the country code, or at the start (`(011)`, `(0xx11)`).
  const countryDigits = international || national === 2 || national === 4 ? national : 0;
  if (parenOpen >= 0 && (parenOpen !== countryDigits || parenClose !== national + 2)) return null;
  if (!separatorsFit(allowed, length, separators)) return null;
  return e164(national, length);
}

function separatorsFit(allowed: number, length: number, separators: number): boolean {
  for (let index = 0; index < separators; index++) {
    const position = separatorAt[index] ?? 0;
    if (position >= length) break;
    if ((allowed & bit(position)) === 0) return false;
  }
  return true;
}

/**
 * What `separatorLength` measured last: whether the separator holds a `-` or `.` (a property of a
 * constant, not a module-level `let`, which an ES module checks for initialization on every access).
 */
const separator = { marked: false };

/**
 * The length of the separator at `cursor` between two groups of digits: up to two spaces, or a `-` or
 * `.` with up to two spaces before it and, after it, up to two spaces or a line wrap; 0 when there is
 * none. Sets `separator.marked`.
 */
function separatorLength(text: string, cursor: number): number {
  // The common separators first: one mark or one space, then a digit.
  const first = text.charCodeAt(cursor);
  if (isDigit(text.charCodeAt(cursor + 1))) {
    separator.marked = first === 45 /* - */ || first === 46 /* . */;
    return separator.marked || isSpace(first) ? 1 : 0;
  }
  let at = cursor + spacesAt(text, cursor, Phone.SeparatorSpaces);
  const code = text.charCodeAt(at);
  separator.marked = code === 45 /* - */ || code === 46 /* . */;
  if (separator.marked) {
    at++;
    const wrap = lineWrapAt(text, at);
    at += wrap > 0 ? wrap : spacesAt(text, at, Phone.SeparatorSpaces);
  }
  return at - cursor;
}

/** Whether the digits read start with the country code 55 (`55 (11) …`), written without `+`. */
function startsWithCountryCode(count: number): boolean {
  return count === 2 && digits[0] === 5 && digits[1] === 5;
}

/**
 * The length of a second number abbreviated after the one ending at `end`: a `/` and its last four
 * digits (`3287-2222/2470`), not glued to more; 0 when there is none.
 */
function abbreviationLength(text: string, end: number): number {
  if (text.charCodeAt(end) !== 47 /* / */) return 0;
  for (let offset = 1; offset <= 4; offset++) if (!isDigit(text.charCodeAt(end + offset))) return 0;
  return gluedAfter(text, end + 5) ? 0 : 5;
}

/**
 * Whether the number at `index` starts as a CPF is written, `123.456.`: a separator after its third
 * and its sixth digit. Without a leading 0, a separator after the third digit fits only an 11-digit
 * mobile number (area code, 9, then `-` before the last four: after digits 2, 3 and 7), so the one after
 * the sixth rules every reading out; the scanner asks about every formatted CPF, and this answers at once.
 */
function cpfShapeAt(text: string, index: number): boolean {
  return text.charCodeAt(index + 3) === 46 /* . */ && digitsAt(text, index + 4, 3) && text.charCodeAt(index + 7) === 46 /* . */;
}

export const phoneDetector: Detector<'phone'> = {
  kind: 'phone',
  triggers: TRIGGER.digit | TRIGGER.plus | TRIGGER.paren,
  cues: ['tel', 'tels', 'telefone', 'telefones', 'fone', 'fones', 'fax', 'telefax', 'cel', 'celular', 'celulares', 'whatsapp', 'whats', 'zap', 'contato', 'contatos', 'ligue'],
  size: 10,
  hidden: false,
  match(text, index) {
    const first = text.charCodeAt(index);
    let cursor = index;
    const international = first === 43 /* + */;
    if (international) {
      if (text.charCodeAt(index + 1) !== 53 /* 5 */ || text.charCodeAt(index + 2) !== 53 /* 5 */) return null;
      cursor++;
    }

    let count = 0;
    let groups = 0;
    let separators = 0;
    let parenOpen = -1;
    let parenClose = -1;
    /** Digits read before the first `+`, `(`, `)`, `-` or `.`: a prefix shorter than that is bare. */
    let firstPunctuation = international ? 0 : Infinity;
    for (;;) {
      if (text.charCodeAt(cursor) === 40 /* ( */) {
        if (parenOpen >= 0 || count !== (international || startsWithCountryCode(count) ? 2 : 0)) break;
        parenOpen = count;
        firstPunctuation = Math.min(firstPunctuation, count);
        cursor++;
        if (!isDigit(text.charCodeAt(cursor))) return null;
      }
      const runStart = cursor;
      let code = text.charCodeAt(cursor);
      while (isDigit(code) && count < Phone.MaxDigits) {
        digits[count++] = code - 48 /* 0 */;
        code = text.charCodeAt(++cursor);
      }
      // `123.456.`, how a CPF starts (`cpfShapeAt`): the scanner asks about every formatted CPF.
      if (groups === 0 && cursor === index + 3 && digits[0] !== 0 && cpfShapeAt(text, index)) return null;
      if (isDigit(code)) {
        // Too many digits: this group is not part of the number.
        if (groups === 0) return null;
        break;
      }
      const placeholder = cursor - runStart === 1 && count === 1 && digits[0] === 0 && isX(code) && isX(text.charCodeAt(cursor + 1));
      if (placeholder) {
        // `0xx11`, `(0XX11)`: the long-distance prefix with the carrier left for the caller to choose.
        if (count + 2 > Phone.MaxDigits) return null;
        digits[count++] = Phone.Placeholder;
        digits[count++] = Phone.Placeholder;
        cursor += 2;
        code = text.charCodeAt(cursor);
      }
      groupDigits[groups] = count;
      groupEnds[groups] = cursor;
      groups++;
      if (code === 41 /* ) */ && parenOpen >= 0 && parenClose < 0) {
        parenClose = count;
        cursor++;
        const wrap = lineWrapAt(text, cursor);
        cursor += wrap > 0 ? wrap : spacesAt(text, cursor, Phone.SeparatorSpaces);
        if (!isDigit(text.charCodeAt(cursor))) return null;
        separatorAt[separators++] = count;
        continue;
      }
      if (placeholder && isDigit(code)) continue;
      const countryCode = international || startsWithCountryCode(count);
      if (code === 40 /* ( */ && countryCode && count === 2) continue; // `+55(11)`, `55(11)`
      if (isSpace(code) || code === 45 /* - */ || code === 46 /* . */) {
        const length = separatorLength(text, cursor);
        const next = text.charCodeAt(cursor + length);
        const opensAreaCode = next === 40 /* ( */ && countryCode && count === 2 && !separator.marked;
        if (length > 0 && (isDigit(next) || opensAreaCode)) {
          if (separator.marked) firstPunctuation = Math.min(firstPunctuation, count);
          separatorAt[separators++] = count;
          cursor += length;
          continue;
        }
      }
      break;
    }
    if (parenOpen >= 0 && parenClose < 0) return null;

    // The longest run of whole groups that is a phone number, and is not glued to what follows.
    for (let group = groups - 1; group >= 0; group--) {
      const length = groupDigits[group] ?? 0;
      if (length < 10) break; // the fewest digits: an area code and a landline
      const end = groupEnds[group] ?? 0;
      const abbreviation = gluedAfter(text, end) ? abbreviationLength(text, end) : 0;
      if (abbreviation === 0 && gluedAfter(text, end)) continue;
      const value = interpret(length, international, separators, parenOpen, parenClose);
      if (value === null) continue;
      const plain = !international && parenOpen < 0 && digits[1] !== Phone.Placeholder && (separators === 0 || (separatorAt[0] ?? 0) >= length);
      if (plain && end - index === OVERFLOW.length && text.startsWith(OVERFLOW, index)) return null;
      setMatch(match, index, end, value, firstPunctuation >= length, plain);
      if (abbreviation > 0) {
        match.abbreviation = { start: end + 1, end: end + abbreviation, value: value.slice(0, -4) + text.slice(end + 1, end + abbreviation) };
      }
      return match;
    }
    return null;
  },
};
