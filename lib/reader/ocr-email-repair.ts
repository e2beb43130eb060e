/**
 * The tolerant pass for e-mails read by OCR. The `@` is the glyph OCR gets wrong most: it reads it as
 * a symbol (`©`, `®`, `&`, `(`, `()`), as a parenthesis and a letter (`(d`, `(a`, `(v`), as `Q`, or as a
 * plain letter (`o`, `e`, `E`, `G`, `ZO`); and it reads an underscore as a space. A reading is
 * repaired only when the address it gives proves itself, more strictly the more ordinary the glyph read:
 *   - a symbol inside a word: the domain must be well formed and end in a known top level;
 *   - `Q`: as before, and a word with capitals only towards a Brazilian institutional domain
 *     (`.gov.br`, `.jus.br`…) or a mail provider people use here;
 *   - a plain letter: only right after an "e-mail" label on the line, and only towards a mail provider
 *     or a domain the same page shows after a real `@` (`pvhGtjro.jus.br` on a page of `…@tjro.jus.br`),
 *     or towards an institutional domain when that letter is a capital in a word of small letters and
 *     the word's only possible `@`.
 * Anything else stays as read: a wrong address is worse than a missed one.
 */
import { normalizeEmail } from '../identifiers/email';
import { RUN_GAP, SPACE_GAP } from './reading-order';

/** Top levels an address read by OCR may end in (also what asks for a second reading, ./ocr-address-reread.ts). */
export const TOP_LEVELS = 'br|com|net|org|gov|edu|info';
/** Before an address in running text: brackets, quotes. */
export const BEFORE_ADDRESS = /^[([{<«"'“]+/;
/** After it: brackets, quotes, closing punctuation. */
const AFTER_ADDRESS = /[)\]}>»"'”,;:.]+$/;
/** A word read by OCR without the punctuation around the address it may hold (`(joao@exemplo.gov.br).`). */
export const addressBody = (text: string) => text.replace(BEFORE_ADDRESS, '').replace(AFTER_ADDRESS, '');

/** Top levels a repaired address may end in. */
const TOP_LEVEL = new RegExp(`\\.(${TOP_LEVELS})$`);
/** A domain as it must read once repaired: lower-case labels with a letter, a known top level. */
const DOMAIN = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,6}$/;
/** A local part as OCR leaves a real one: letters, digits, dots, dashes, underscores, no edge dot. */
const LOCAL = /^[A-Za-z0-9](?:[A-Za-z0-9._-]*[A-Za-z0-9])?$/;

/** Mail providers common in Brazil: a plain letter read as `@` before one of these is trusted. */
const PROVIDERS = new Set(['gmail.com', 'hotmail.com', 'hotmail.com.br', 'outlook.com', 'outlook.com.br', 'live.com', 'yahoo.com', 'yahoo.com.br', 'uol.com.br', 'bol.com.br', 'terra.com.br', 'ig.com.br', 'globo.com', 'icloud.com', 'msn.com']);
/** Brazilian institutional suffixes (government, legislatures, prosecutors, public defenders, military, universities). */
const INSTITUTIONAL = /\.(gov|leg|mp|def|mil|edu)\.br$/;
const STATE = 'ac|al|am|ap|ba|ce|df|es|go|ma|mg|ms|mt|pa|pb|pe|pi|pr|rj|rn|ro|rr|rs|sc|se|sp|to';
/**
 * A court's domain under `.jus.br`, named by the court: a state court (`tjro`, `tjdft`, a military
 * one, `tjmsp`), an electoral (`tre-sp`), labour (`trt14`, `trtsp`) or federal one (`trf1`, `jfsp`), a higher
 * court or council. Any word can be made to end in `.jus.br`; a misread inside the court's name
 * (`tjiro`) is then no court.
 */
const COURT = new RegExp(`(?:^|\\.)(?:tjm?(?:${STATE})|tjdft|tre-?(?:${STATE})|trt\\d{1,2}|trtsp|trf\\d|jf(?:${STATE})|stf|stj|stm|tst|tse|cnj|cjf|csjt)\\.jus\\.br$`);
const isInstitutional = (domain: string) => INSTITUTIONAL.test(domain) || COURT.test(domain);


/** Domains after an `@` read as `Q` that start with `u` (in Portuguese, `Qu` is nearly always a real Q). */
const U_DOMAINS = /^u(ol|sp|nicamp|nesp|f[a-z]{1,4}|ece|em|el|erj|fpe)\./;

/**
 * Symbols read instead of an `@`, alone or with the letter OCR makes of its tail; longest first. No
 * `&e`: an `e` after `&` begins many domains (`teste2&exemplo.gov.br`), and where it is the `@`'s tail
 * the domain's first letter is dropped towards a trusted domain anyway (`withoutFragment`).
 */
const SYMBOL_AT = ['()', '(@', '(d', '(a', '&E', '(', '©', '®', '&'];
/** Letters that may still be the `@`'s tail after a lone symbol (`(v`, `(o`), or the domain's first letter. */
const SYMBOL_TAIL = /^[veEoOGQy]/;
const LONE_SYMBOL = ['(', '©', '®', '&'];
/** `Q`, alone or after the `O` OCR makes of the `@`'s left side. */
const Q_AT = ['OQ', 'Q'];
/** A local part's last letter that OCR may have made of the `@`'s left side. */
const AT_LEFT_HALF = /[oO0eEG]$/;
/** Plain letters read instead of an `@`; pairs first. */
const LETTER_AT = ['ZO', 'Z0', 'o', 'O', 'e', 'E', 'G'];

/** A domain's dots as OCR breaks them (`exemplo:.gov.br`, `exemplo,gov.br`). */
const repairDomainDots = (domain: string) => domain.replace(/[:;,]\.|\.[:;,]|(?<=[a-z]),(?=[a-z])/gi, '.');

/** Words that label an e-mail (`E-mail:`, `email`, `Correio eletrônico:`). */
export const isEmailLabel = (word: string) => /^(e-?mail|eletr[oô]nico)s?:?$/i.test(word);

interface Candidate {
  email: string;
  /** Where the `@` reading ends in the word: of several readings, the last one wins (see below). */
  end: number;
  length: number;
}

/** `local@domain` if both parts hold, the domain's dots repaired, and `trusted` (if given) accepts the domain. */
function candidate(local: string, rest: string, trusted?: (domain: string) => boolean): string | null {
  const domain = repairDomainDots(rest).toLowerCase();
  if (!LOCAL.test(local) || /^www(\.|$)/i.test(local) || !DOMAIN.test(domain) || !TOP_LEVEL.test(domain)) return null;
  if (trusted && !trusted(domain)) return null;
  const email = normalizeEmail(`${local}@${domain}`);
  return email === null ? null : `${local}@${domain}`;
}

/** Every reading of `glyphs` as the `@` in `body` that gives an address, each glyph run tried once per place. */
function readings(body: string, glyphs: readonly string[], accept: (local: string, rest: string, glyph: string) => string | null): Candidate[] {
  const found: Candidate[] = [];
  for (let index = 1; index < body.length - 1; index++) {
    const glyph = glyphs.find((symbol) => body.startsWith(symbol, index));
    if (!glyph) continue;
    const email = accept(body.slice(0, index), body.slice(index + glyph.length), glyph);
    if (email) found.push({ email, end: index + glyph.length, length: glyph.length });
  }
  return found;
}

/**
 * The address the readings agree on; or, when they all end at one place, the longest glyph run's
 * (`pvhOQtjro` is `pvh@tjro`, not `pvhO@tjro`); else null.
 */
function agreed(found: Candidate[]): string | null {
  if (new Set(found.map((reading) => reading.email)).size === 1) return found[0]?.email ?? null;
  if (new Set(found.map((reading) => reading.end)).size !== 1) return null;
  return [...found].sort((a, b) => b.length - a.length)[0]?.email ?? null;
}

export interface EmailContext {
  /** The word comes after an e-mail label (within two words): a plain letter may stand for the `@`. */
  labelled?: boolean;
  /** The label is the word just before (or the address joins the word just after it): see `institutionalByLetter`. */
  labelJustBefore?: boolean;
  /** Domains the page shows after a real `@`. */
  pageDomains?: ReadonlySet<string>;
}

/**
 * Letters of both cases in what is left of the word: a capital among small letters (`bertolettO(hotmail`)
 * is most often OCR's reading of part of the `@`, so the address would be wrong by a letter.
 */
const mixedCase = (local: string, rest: string) => /[A-Z]/.test(local + rest) && /[a-z]/.test(local + rest);

/** Letters OCR makes of the `@`'s right side, read as the domain's first letter (`pvhQetjro`). */
const DOMAIN_FRAGMENT = /^[eoy]/;

/**
 * The address with the domain's first letter dropped when that letter may be part of the `@` and only
 * the shorter domain is trusted (`pvh@etjro.jus.br` on a page of `…@tjro.jus.br`); else as given.
 */
function withoutFragment(email: string | null, trusted: (domain: string) => boolean): string | null {
  if (email === null) return null;
  const at = email.indexOf('@');
  const domain = email.slice(at + 1);
  const shorter = domain.slice(1);
  if (!DOMAIN_FRAGMENT.test(domain) || trusted(domain) || !trusted(shorter) || !DOMAIN.test(shorter)) return email;
  return `${email.slice(0, at)}@${shorter}`;
}

/** The e-mail that `body` stands for once one glyph is read as `@`, or null. */
export function repairEmail(body: string, context: EmailContext = {}): string | null {
  return withoutFragment(readAt(body, context), (domain) => PROVIDERS.has(domain) || (context.pageDomains?.has(domain) ?? false));
}

function readAt(body: string, { labelled = false, labelJustBefore = false, pageDomains = new Set() }: EmailContext): string | null {
  if (body.includes('@') && !body.includes('(@')) return null;
  const trusted = (domain: string) => PROVIDERS.has(domain) || isInstitutional(domain) || pageDomains.has(domain);
  // A symbol; a lone one may also take the letter after it (`(v`: an `@`, or a `(` before a domain in
  // v): where the two readings give different addresses, only one towards a trusted domain is kept.
  const symbols = readings(body, SYMBOL_AT, (local, rest) => (mixedCase(local, rest) ? null : candidate(local, rest)));
  const tails = readings(body, LONE_SYMBOL, (local, rest) => (SYMBOL_TAIL.test(rest) && !mixedCase(local, rest.slice(1)) ? candidate(local, rest.slice(1)) : null));
  const bySymbol = new Set([...symbols, ...tails].map((reading) => reading.email));
  if (bySymbol.size === 1) return [...bySymbol][0] ?? null;
  if (bySymbol.size > 1) {
    const towardsTrusted = [...bySymbol].filter((email) => trusted(email.slice(email.indexOf('@') + 1)));
    return towardsTrusted.length === 1 ? (towardsTrusted[0] ?? null) : null;
  }
  const q = agreed(
    readings(body, Q_AT, (local, rest) => {
      // A real Q: `Qu` before a domain no mail provider uses; a word of both cases; or a word in
      // capitals (an acronym) unless the domain is an institutional one or a provider.
      if ((rest.startsWith('u') && !U_DOMAINS.test(rest)) || mixedCase(local, rest)) return null;
      return candidate(local, rest, /[A-Z]/.test(local + rest) ? (domain) => isInstitutional(domain) || PROVIDERS.has(domain) : undefined);
    }),
  );
  if (q || !labelled) return q;
  // A plain letter: of several readings, the last in the word (the local part is where an o or an e
  // belongs), and of two ending there the pair (`ZO` rather than `O`).
  // A local part ending in a letter that may be the @'s left half (`rboegmail`, `bertolettoOhotmail`:
  // the @ read as two letters) could be one letter shorter: neither reading is proven.
  const letters = readings(body, LETTER_AT, (local, rest) =>
    mixedCase(local, rest) || AT_LEFT_HALF.test(local) ? null : candidate(local, rest, (domain) => PROVIDERS.has(domain) || pageDomains.has(domain)),
  );
  const last = Math.max(...letters.map((reading) => reading.end));
  const letter = agreed(letters.filter((reading) => reading.end === last));
  return letter ?? (labelJustBefore ? institutionalByLetter(body) : null);
}

/** The capitals of LETTER_AT: in a word of small letters, such a glyph is a misread, not a letter of the word. */
const CAPITAL_AT = LETTER_AT.filter((glyph) => !/[a-z]/.test(glyph));

/**
 * A capital read as `@` in a word of small letters, towards a Brazilian institutional domain
 * (`pvhEtjro.jus.br`, `setan2rbOtj.ac.gov.br`), right after a label. Any word can be made to end in
 * `.jus.br`, so: only a capital (a small `o` or `e` is as likely a letter of the word, with the real `@`
 * lost: `cejusctjro.jus.br`, `portal.tjro.jus.br`), the word's only reading as an `@` (`SEPEN2OTJ.AC.GOV.BR`
 * has three), and neither side holding a letter that could be the other half of an `@` read as two
 * (`pvhEotjro`, `pvhoGtjro`). A word between the label and this one (`E-mail: titulosdoc. pvhOtjro.jus.br`)
 * may be the start of the local part, so the address alone would be wrong: the label must be just before.
 */
function institutionalByLetter(body: string): string | null {
  const found = readings(body, CAPITAL_AT, (local, rest) => (mixedCase(local, rest) || !/[a-z]/.test(local + rest) ? null : candidate(local, rest, isInstitutional)));
  const only = found.length === 1 ? found[0] : undefined;
  if (!only) return null;
  const at = only.email.indexOf('@');
  return AT_LEFT_HALF.test(only.email.slice(0, at)) || DOMAIN_FRAGMENT.test(only.email.slice(at + 1)) ? null : only.email;
}

/** The domains of the addresses read with a real `@` (or a symbol standing for it) among `words`. */
export function domainsOf(words: Iterable<string>): Set<string> {
  const domains = new Set<string>();
  for (const word of words) {
    const body = word.replace(/^[([{"'“]+|[)\]}"'”,;:.|]+$/g, '');
    const email = normalizeEmail(body) ?? repairEmail(body);
    if (email) domains.add(email.slice(email.indexOf('@') + 1).toLowerCase());
  }
  return domains;
}

/** An e-mail split by OCR around its `@` (`joao.silva @gmail.com`, `joao.silva @ gmail.com`). */
export function joinedEmail(words: readonly string[], start: number, core: (word: string) => { before: string; body: string; after: string }): { text: string; last: number } | null {
  for (let count = 2; count <= 3 && start + count <= words.length; count++) {
    const parts = words.slice(start, start + count);
    // Every split is at the `@`: at each junction the word before ends with it or the next starts with
    // it (`joao @ gmail.com` splits twice at it). A word before, `e-mail teste1 @exemplo.gov.br`, stays.
    const atSplit = parts.slice(1).every((word, index) => word.startsWith('@') || (parts[index] ?? '').endsWith('@'));
    if (!atSplit) continue;
    const { before, body, after } = core(parts.join(''));
    // A lone character before the split is debris of a word OCR broke (`teste 1 @exemplo.gov.br`), not a local part.
    if (body.indexOf('@') < 2) continue;
    if (normalizeEmail(body) && !normalizeEmail(core(words[start] ?? '').body)) return { text: `${before}${body}${after}`, last: start + count - 1 };
  }
  return null;
}

/**
 * The width of an underscore read as a space, in font sizes: on the tuning pages a blank between two
 * words measures 0.27 to 0.48 (5th to 95th percentile, at 200 and 300 dpi), an underscore OCR left out
 * 0.64 to 0.81.
 */
const UNDERSCORE_GAP = 0.55;

/**
 * An underscore read as a space, right after an e-mail label: `E-mail: fran bertolett@hotmail.com`
 * is `fran_bertolett@hotmail.com`. `next` is the following word already repaired. Only a lower-case
 * local part joins, and only when the label is the word before: in running text a word between the
 * label and the address is a word. Where the blank between the two is known (`gap`, in font sizes),
 * they join only across an underscore's width (`UNDERSCORE_GAP` up to a column's blank, RUN_GAP), or
 * across a blank the reader's text has no space for (SPACE_GAP: the underscore taken into a word's box
 * by OCR, or one word split in two, which the text glues either way); never across an ordinary space.
 */
export function underscoredEmail(word: string, next: string, labelled: boolean, gap?: number): string | null {
  if (!labelled || !/^[a-z0-9][a-z0-9.-]*[a-z0-9]$/.test(word)) return null;
  if (gap !== undefined && ((gap > SPACE_GAP && gap < UNDERSCORE_GAP) || gap > RUN_GAP)) return null;
  const at = next.indexOf('@');
  if (at < 1 || !/^[a-z0-9]/.test(next)) return null;
  const joined = `${word}_${next}`;
  return normalizeEmail(joined.replace(/[.,;:)]+$/, '')) ? joined : null;
}
