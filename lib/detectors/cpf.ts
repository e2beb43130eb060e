/**
 * CPF: `123.456.789-09`, `12345678909`, and the in-between shapes `normalizeCpf` accepts (each dot
 * optional, `-` or a space before the check digits). A line may wrap right after a `.` or the `-`
 * (`CPF 123.456.789-⏎09`, as PDF text has it). Valid check digits only; one repeated digit is not a
 * CPF. A plain 11-digit number that is also a mobile number is settled by cue words (`index.ts`).
 */
import { isValidCpfDigits } from '../identifiers/cpf';
import type { Detector } from './scan';
import { CODE, compact, digitsAt, gluedAfter, isDigit, isSpace, lineWrapAt, TRIGGER } from './scan';

export const cpfDetector: Detector<'cpf'> = {
  kind: 'cpf',
  triggers: TRIGGER.digit,
  cues: ['cpf'],
  match(text, index) {
    let cursor = index;
    let punctuation = 0;
    let spaces = 0;
    for (let group = 0; group < 3; group++) {
      if (!digitsAt(text, cursor, 3)) return null;
      cursor += 3;
      if (group < 2 && text.charCodeAt(cursor) === CODE.dot) {
        cursor++;
        punctuation++;
        if (!isDigit(text.charCodeAt(cursor))) cursor += lineWrapAt(text, cursor);
      }
    }
    const separator = text.charCodeAt(cursor);
    if (separator === CODE.hyphen) {
      cursor++;
      punctuation++;
      if (!isDigit(text.charCodeAt(cursor))) cursor += lineWrapAt(text, cursor);
    } else if (isSpace(separator)) {
      cursor++;
      spaces++;
    }
    if (!digitsAt(text, cursor, 2)) return null;
    cursor += 2;
    if (gluedAfter(text, cursor)) return null;
    const digits = punctuation + spaces === 0 ? text.slice(index, cursor) : compact(text, index, cursor);
    if (!isValidCpfDigits(digits)) return null;
    return { start: index, end: cursor, value: digits, bare: punctuation === 0, needsCue: false };
  },
};
