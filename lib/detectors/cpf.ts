/**
 * CPF: `123.456.789-09`, `12345678909`, and the in-between shapes `normalizeCpf` accepts (each dot
 * optional, `-` or a space before the check digits). A line may wrap right after a `.` or the `-`
 * (`CPF 123.456.789-⏎09`, as PDF text has it). Valid check digits only; one repeated digit is not a
 * CPF. A plain 11-digit number that is also a mobile number is settled by cue words (`index.ts`).
 */
import { isValidCpfCodes } from '../identifiers/cpf';
import type { Detector } from './scan';
import { gluedAfter, isDigit, isSpace, lineWrapAt, reusableMatch, setMatch, TRIGGER } from './scan';

const match = reusableMatch();

/** The char codes of the digits read (detection is synchronous: one array, spread into the value at once). */
const codes: number[] = new Array<number>(11).fill(0);

/** Reads `count` digits at `cursor` into `codes` from `into`; false at the first character that is not a digit. */
function readDigits(text: string, cursor: number, count: number, into: number): boolean {
  for (let offset = 0; offset < count; offset++) {
    const code = text.charCodeAt(cursor + offset);
    if (!isDigit(code)) return false;
    codes[into + offset] = code;
  }
  return true;
}

/**
 * The 11 digits read, as a string. The char codes are passed one by one: spreading an array into
 * `String.fromCharCode` costs more than the rest of a match.
 */
function cpfValue(): string {
  const c = codes;
  return String.fromCharCode(c[0] ?? 0, c[1] ?? 0, c[2] ?? 0, c[3] ?? 0, c[4] ?? 0, c[5] ?? 0, c[6] ?? 0, c[7] ?? 0, c[8] ?? 0, c[9] ?? 0, c[10] ?? 0);
}

export const cpfDetector: Detector<'cpf'> = {
  kind: 'cpf',
  triggers: TRIGGER.digit,
  cues: ['cpf'],
  size: 11,
  hidden: false,
  match(text, index) {
    let cursor = index;
    let punctuation = 0;
    for (let group = 0; group < 3; group++) {
      if (!readDigits(text, cursor, 3, group * 3)) return null;
      cursor += 3;
      if (group < 2 && text.charCodeAt(cursor) === 46 /* . */) {
        cursor++;
        punctuation++;
        if (!isDigit(text.charCodeAt(cursor))) cursor += lineWrapAt(text, cursor);
      }
    }
    const separator = text.charCodeAt(cursor);
    if (separator === 45 /* - */) {
      cursor++;
      punctuation++;
      if (!isDigit(text.charCodeAt(cursor))) cursor += lineWrapAt(text, cursor);
    } else if (isSpace(separator)) cursor++;
    if (!readDigits(text, cursor, 2, 9)) return null;
    cursor += 2;
    if (gluedAfter(text, cursor) || !isValidCpfCodes(codes)) return null;
    const plain = punctuation === 0 && cursor - index === 11;
    return setMatch(match, index, cursor, plain ? text.slice(index, cursor) : cpfValue(), punctuation === 0, false);
  },
};
