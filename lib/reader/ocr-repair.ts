/**
 * The tolerant pass over words read by OCR, before detection. OCR confuses a few characters
 * (`0` as `O`, `1` as `l` or `I`, `5` as `S`, `8` as `B`; the `@`, see ./ocr-email-repair.ts) and
 * breaks separators (`123.456. 789-09`, `123,456.789_09`, `12.345:678/0001-95`, `12.:345`). A correction
 * is kept only when the result proves itself: a CPF or CNPJ whose check digits then validate, an e-mail whose shape then holds.
 * Anything else stays as it was read, so the pass never makes an identifier out of ordinary text.
 */
import { isValidCnpjCharacters } from '../identifiers/cnpj';
import { isValidCpfDigits } from '../identifiers/cpf';
import { isEmailLabel, joinedEmail, repairEmail, underscoredEmail } from './ocr-email-repair';

/** What OCR reads instead of a digit, and the digit it stands for. */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = { O: '0', o: '0', D: '0', l: '1', I: '1', '|': '1', S: '5', s: '5', B: '8' };
/** What OCR reads instead of a separator. */
const SEPARATOR_LOOKALIKES: Readonly<Record<string, string>> = { ',': '.', ':': '.', ';': '.', '_': '-', '–': '-', '—': '-', '·': '.' };
/** A dot read twice (`05.:865`, a speck beside it): one separator. */
const DOUBLED_DOT = /[.,:;·]{2}/g;
/** Words joined at most into one identifier: a CPF broken twice reads as three words. */
const MAX_JOINED = 3;
/** A candidate needs this many real digits read as digits: `SOBOS.BOS` is not a number. */
const MIN_REAL_DIGITS = 6;

/** A CPF or a numeric CNPJ, with the separators where they belong (or none). */
const CPF_LAYOUT = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
const CNPJ_LAYOUT = /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/;

/** One word of the output: its text, and which words of the input it covers. */
export interface RepairedWord {
  text: string;
  /** Index of the first and last input word it stands for. */
  first: number;
  last: number;
  /** Whether the text differs from what was read. */
  repaired: boolean;
}

const LEADING = /^[([{"'“]+/;
const TRAILING = /[)\]}"'”,;:.]+$/;

/** Splits off the punctuation around a word that is no part of an identifier. */
function core(word: string): { before: string; body: string; after: string } {
  const before = LEADING.exec(word)?.[0] ?? '';
  const rest = word.slice(before.length);
  const after = TRAILING.exec(rest)?.[0] ?? '';
  return { before, body: rest.slice(0, rest.length - after.length), after };
}

/** A CPF or numeric CNPJ that `body` stands for once its look-alikes are read as digits, or null. */
export function repairNumber(body: string): string | null {
  let realDigits = 0;
  let mapped = '';
  for (const character of body.replace(DOUBLED_DOT, '.')) {
    if (/\d/.test(character)) {
      realDigits += 1;
      mapped += character;
    } else if (character === '.' || character === '-' || character === '/') mapped += character;
    else if (SEPARATOR_LOOKALIKES[character]) mapped += SEPARATOR_LOOKALIKES[character];
    else if (DIGIT_LOOKALIKES[character]) mapped += DIGIT_LOOKALIKES[character];
    else return null;
  }
  if (realDigits < MIN_REAL_DIGITS || mapped === body) return null;
  const digits = mapped.replace(/\D/g, '');
  if (CPF_LAYOUT.test(mapped) && isValidCpfDigits(digits)) return mapped;
  if (CNPJ_LAYOUT.test(mapped) && isValidCnpjCharacters(digits)) return mapped;
  return null;
}

/** Whether `body` already is a CPF or numeric CNPJ as written: nothing to repair. */
function isNumberAsRead(body: string): boolean {
  const digits = body.replace(/\D/g, '');
  return (CPF_LAYOUT.test(body) && isValidCpfDigits(digits)) || (CNPJ_LAYOUT.test(body) && isValidCnpjCharacters(digits));
}

/** What the tolerant pass knows of a line's page. */
export interface LineContext {
  /** Domains the page shows after a real `@` (lib/reader/ocr-email-repair.ts, `domainsOf`). */
  pageDomains: ReadonlySet<string>;
  /** The line before ended with an e-mail label (`E-mail:` at the end of a line, the address on the next). */
  labelBefore: boolean;
  /** The blank before each word, in font sizes, where the words' boxes are known (see `underscoredEmail`). */
  gapsBefore?: readonly number[];
}

/** Where a line's e-mail labels are: its own words, and whether the line before ended with one. */
interface Labels {
  words: readonly string[];
  before: boolean;
}

/** Whether one of the `within` words before `index` (on this line, or the last of the line before) labels an e-mail. */
const afterLabel = ({ words, before }: Labels, index: number, within: number) => words.slice(Math.max(0, index - within), index).some(isEmailLabel) || (before && index < within);

/** The word at `index` with its `@` repaired, or an underscore read as a space before the next word; else as read. */
function emailWord(words: readonly string[], index: number, { pageDomains, labelBefore, gapsBefore }: LineContext): RepairedWord {
  const word = words[index] ?? '';
  const labels = { words, before: labelBefore };
  /** Word `at` repaired; `joinsLabelled`: it would join the word before it, which comes just after a label. */
  const repaired = (at: number, joinsLabelled = false) => {
    const { before, body, after } = core(words[at] ?? '');
    const email = repairEmail(body, { labelled: afterLabel(labels, at, 2), labelJustBefore: joinsLabelled || afterLabel(labels, at, 1), pageDomains });
    return email ? `${before}${email}${after}` : null;
  };
  const next = words[index + 1];
  if (next !== undefined) {
    const labelled = afterLabel(labels, index, 1);
    const joined = underscoredEmail(word, repaired(index + 1, labelled) ?? next, labelled, gapsBefore?.[index + 1]);
    if (joined) return { text: joined, first: index, last: index + 1, repaired: true };
  }
  const email = repaired(index);
  return email ? { text: email, first: index, last: index, repaired: true } : { text: word, first: index, last: index, repaired: false };
}

/**
 * The words of a line as the detectors should read them: look-alikes replaced and broken separators
 * joined where a check digit or an e-mail's shape proves the result, everything else as read.
 */
export function repairOcrWords(words: readonly string[], { pageDomains = new Set(), labelBefore = false, gapsBefore }: Partial<LineContext> = {}): RepairedWord[] {
  const out: RepairedWord[] = [];
  let index = 0;
  while (index < words.length) {
    let done: RepairedWord | null = null;
    // Longest first: `123.456.` `789-O9` must join before `123.456.` alone is tried.
    for (let count = Math.min(MAX_JOINED, words.length - index); count >= 1 && !done; count--) {
      const joined = words.slice(index, index + count).join('');
      const { before, body, after } = core(joined);
      // Words join only at a separator: columns of bare numbers side by side stay apart.
      if (count > 1 && !/[.,\-_/]/.test(body)) continue;
      if (count > 1 && isNumberAsRead(body)) {
        done = { text: joined, first: index, last: index + count - 1, repaired: true };
        break;
      }
      const number = count === 1 && isNumberAsRead(body) ? null : repairNumber(body);
      if (number) done = { text: `${before}${number}${after}`, first: index, last: index + count - 1, repaired: true };
    }
    if (!done) {
      const email = joinedEmail(words, index, core);
      if (email) done = { text: email.text, first: index, last: email.last, repaired: true };
    }
    if (!done) done = emailWord(words, index, { pageDomains, labelBefore, ...(gapsBefore && { gapsBefore }) });
    out.push(done);
    index = done.last + 1;
  }
  return out;
}
