/**
 * The tolerant pass over words read by OCR, before detection. OCR confuses a few characters
 * (`@` read as `Q` or `©`, `0` as `O`, `1` as `l` or `I`, `5` as `S`, `8` as `B`) and breaks
 * separators (`123.456. 789-09`, `123,456.789_09`). A correction is kept only when the result proves
 * itself: a CPF or CNPJ whose check digits then validate, an e-mail whose shape then holds. Anything
 * else stays as it was read, so the pass never makes an identifier out of ordinary text.
 */
import { isValidCnpjCharacters } from '../identifiers/cnpj';
import { isValidCpfDigits } from '../identifiers/cpf';
import { normalizeEmail } from '../identifiers/email';

/** What OCR reads instead of a digit, and the digit it stands for. */
const DIGIT_LOOKALIKES: Readonly<Record<string, string>> = { O: '0', o: '0', D: '0', l: '1', I: '1', '|': '1', S: '5', s: '5', B: '8' };
/** What OCR reads instead of a separator. */
const SEPARATOR_LOOKALIKES: Readonly<Record<string, string>> = { ',': '.', '_': '-', '–': '-', '—': '-', '·': '.' };
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
  for (const character of body) {
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

/** Domains after an `@` read as `Q` that start with `u` (in Portuguese, `Qu` is nearly always a real Q). */
const U_DOMAINS = /^u(ol|sp|nicamp|nesp|f[a-z]{1,4}|ece|em|el|erj|fpe)\./;

/** What OCR reads instead of an `@` besides `Q`: a symbol, or a parenthesis and a letter. */
const AT_LOOKALIKES = ['(d', '(a', '(@', '©', '®'];

/** A domain's dots as OCR breaks them (`exemplo:.gov.br`, `exemplo,gov.br`). */
const repairDomainDots = (domain: string) => domain.replace(/[:;,]\.|\.[:;,]|(?<=[a-z]),(?=[a-z])/g, '.');

/** The e-mail that `body` stands for once one `©`, `®`, `(d` or `Q` is read as `@` (and its domain's dots repaired), or null. */
export function repairEmail(body: string): string | null {
  if (body.includes('@') && !body.includes('(@')) return null;
  const candidates: string[] = [];
  for (let index = 1; index < body.length - 1; index++) {
    const character = body[index];
    const lookalike = AT_LOOKALIKES.find((symbol) => body.startsWith(symbol, index));
    if (lookalike) candidates.push(`${body.slice(0, index)}@${repairDomainDots(body.slice(index + lookalike.length))}`);
    if (character !== 'Q') continue;
    // A real Q: the word has other capitals (a name, an acronym), or `Qu` before a domain no mail
    // provider uses.
    const others = body.slice(0, index) + body.slice(index + 1);
    if (/[A-Z]/.test(others)) continue;
    const domain = body.slice(index + 1);
    if (domain.startsWith('u') && !U_DOMAINS.test(domain)) continue;
    candidates.push(`${body.slice(0, index)}@${repairDomainDots(domain)}`);
  }
  const valid = candidates.filter((candidate) => {
    const email = normalizeEmail(candidate);
    // The domain must look like a real one: letters before its top level, a lower-case top level.
    return email !== null && /\.[a-z]{2,6}$/.test(candidate) && /^[a-z0-9.-]*[a-z][a-z0-9.-]*\.[a-z]{2,6}$/i.test(candidate.slice(candidate.indexOf('@') + 1));
  });
  return valid.length === 1 ? (valid[0] ?? null) : null;
}

/** An e-mail split by OCR around its `@` (`joao.silva @gmail.com`, `joao.silva @ gmail.com`). */
function joinedEmail(words: readonly string[], start: number): { text: string; last: number } | null {
  for (let count = 2; count <= 3 && start + count <= words.length; count++) {
    const joined = words.slice(start, start + count).join('');
    if (!joined.includes('@') || words.slice(start, start + count).every((word) => !word.includes('@'))) continue;
    if (words[start]?.includes('@') && count === 2 && !words[start]?.endsWith('@') && !words[start + 1]?.startsWith('@')) continue;
    const { before, body, after } = core(joined);
    if (normalizeEmail(body) && !normalizeEmail(core(words[start] ?? '').body)) return { text: `${before}${body}${after}`, last: start + count - 1 };
  }
  return null;
}

/**
 * The words of a line as the detectors should read them: look-alikes replaced and broken separators
 * joined where a check digit or an e-mail's shape proves the result, everything else as read.
 */
export function repairOcrWords(words: readonly string[]): RepairedWord[] {
  const out: RepairedWord[] = [];
  let index = 0;
  while (index < words.length) {
    const word = words[index] ?? '';
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
      const email = joinedEmail(words, index);
      if (email) done = { text: email.text, first: index, last: email.last, repaired: true };
    }
    if (!done) {
      const { before, body, after } = core(word);
      const email = repairEmail(body);
      done = email ? { text: `${before}${email}${after}`, first: index, last: index, repaired: true } : { text: word, first: index, last: index, repaired: false };
    }
    out.push(done);
    index = done.last + 1;
  }
  return out;
}
