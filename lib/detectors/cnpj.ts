/**
 * CNPJ, numeric (`11.222.333/0001-81`, `11222333000181`, each separator optional as in
 * `normalizeCnpj`) and alphanumeric (`12.ABC.345/01DE-35`). Letters make false positives easy: one
 * product code, hash or upper-case word of 14 characters in 100 ends in valid check digits. So a CNPJ
 * with letters is accepted only
 * - fully formatted, with all four separators (`.`, `.`, `/`, `-`), in either case; or
 * - plain (`12ABC34501DE35`): 14 characters, upper case, at least one digit among the first 12, and
 *   the word CNPJ shortly before it (`CNPJ 12ABC34501DE35`, see `CUE_WINDOW`);
 * and, like every match, not glued to other letters or digits, with valid check digits.
 */
import { isValidCnpjCharacters } from '../identifiers/cnpj';
import type { Detector } from './scan';
import {
  CODE,
  compact,
  digitsAt,
  gluedAfter,
  isDigit,
  isLowerAscii,
  isSpace,
  isUpperAscii,
  TRIGGER,
} from './scan';

/** The 12 base characters come in groups of 2, 3, 3, 4, each group but the first after an optional separator. */
const GROUPS = [2, 3, 3, 4];
const SEPARATORS = [CODE.dot, CODE.dot, CODE.slash];

export const cnpjDetector: Detector<'cnpj'> = {
  kind: 'cnpj',
  triggers: TRIGGER.digit | TRIGGER.letter,
  cues: ['cnpj'],
  match(text, index) {
    // Cheap exits for the scanner's most common calls (ordinary words and short numbers).
    const third = text.charCodeAt(index + 2);
    if (third !== CODE.dot && !(isDigit(third) || isUpperAscii(third) || isLowerAscii(third))) return null;
    let cursor = index;
    let separators = 0;
    let spaces = 0;
    let letters = false;
    let lowerCase = false;
    for (let group = 0; group < 4; group++) {
      if (group > 0 && text.charCodeAt(cursor) === SEPARATORS[group - 1]) {
        cursor++;
        separators++;
      }
      const groupEnd = cursor + (GROUPS[group] ?? 0);
      for (; cursor < groupEnd; cursor++) {
        const code = text.charCodeAt(cursor);
        if (isDigit(code)) continue;
        if (isUpperAscii(code)) letters = true;
        else if (isLowerAscii(code)) letters = lowerCase = true;
        else return null;
      }
    }
    const separator = text.charCodeAt(cursor);
    if (separator === CODE.hyphen) {
      cursor++;
      separators++;
    } else if (isSpace(separator)) {
      cursor++;
      spaces++;
    }
    if (!digitsAt(text, cursor, 2)) return null;
    cursor += 2;
    if (gluedAfter(text, cursor)) return null;
    if (letters) {
      const formatted = separators === 4 && spaces === 0;
      const plain = separators === 0 && spaces === 0 && !lowerCase && hasDigitInBase(text, index);
      if (!formatted && !plain) return null;
    }
    const characters = separators + spaces === 0 ? text.slice(index, cursor) : compact(text, index, cursor);
    const value = lowerCase ? characters.toUpperCase() : characters;
    if (!isValidCnpjCharacters(value)) return null;
    return { start: index, end: cursor, value, bare: separators === 0, needsCue: letters && separators + spaces === 0 };
  },
};

/** Whether a plain 14-character CNPJ at `index` has a digit among its 12 base characters. */
function hasDigitInBase(text: string, index: number): boolean {
  for (let offset = 0; offset < 12; offset++) if (isDigit(text.charCodeAt(index + offset))) return true;
  return false;
}
