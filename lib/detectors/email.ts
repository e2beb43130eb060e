/**
 * E-mail addresses, found from their `@`: the local part is read backwards (letters, digits and
 * `. _ % + -`), the domain forwards; a final `.` or `-` belongs to the sentence, not the address.
 * A label glued to the address by a dot is the label's, not the mailbox's: `E-mail.comunicacao@x.gov.br`
 * is `comunicacao@x.gov.br` (the prefixes in `GLUED_LABELS`).
 * Rejected: no local part (`@usuario`), a local part glued to other letters (`joão@x.com` is not
 * `o@x.com`), a second `@`, a domain without a top-level domain of letters, a redaction made of `x`
 * (`xxxxxxxxx@xxxxxxxx.xxx.xx`), and what `normalizeEmail` rejects (file names such as `logo@2x.png`,
 * over-long parts, `..`), checked here in place (`addressAt`).
 */
import { FILE_EXTENSIONS } from '../identifiers/email';
import type { Detector } from './scan';
import {
  isAsciiAlnum,
  isLowerAscii,
  isUpperAscii,
  isWordCode,
  reusableMatch,
  setMatch,
  TRIGGER,
} from './scan';

const match = reusableMatch();

/**
 * The longest parts, as `normalizeEmail` has them. A `const enum`, not module-level `const`s, so that the
 * numbers stand in place of the names (see `Scan` in index.ts); the char codes are written as numbers
 * for the same reason.
 */
const enum Email {
  LocalMax = 64,
  DomainMax = 253,
  AddressMax = 254,
  LabelMax = 63,
  TopLevelMax = 24,
}

/**
 * Labels that documents glue to an address with a dot (`E-mail.fulano@…`, `Email.fulano@…`), as the
 * local part starts, lower case. `email.` in lower case is left alone: it can be a mailbox's own name
 * (`email.marketing@empresa.com.br`); a capital `E` or the hyphen of `e-mail` says it is the label.
 */
const GLUED_LABELS = ['e-mail.', 'email.'];

/** The length of a label glued at `start` (see `GLUED_LABELS`), or 0. */
function gluedLabelLength(text: string, start: number): number {
  const first = text.charCodeAt(start);
  if (first !== 101 && first !== 69) return 0; // `e`, `E`
  for (const label of GLUED_LABELS) {
    if (text.slice(start, start + label.length).toLowerCase() !== label) continue;
    const hyphenated = label.charCodeAt(1) === 45 /* - */;
    if (hyphenated || isUpperAscii(text.charCodeAt(start))) return label.length;
  }
  return 0;
}

/** Whether every letter from `start` to `end` is an `x` of either case (a redacted address). */
function onlyX(text: string, start: number, end: number): boolean {
  for (let cursor = start; cursor < end; cursor++) {
    const code = text.charCodeAt(cursor);
    if ((isLowerAscii(code) || isUpperAscii(code)) && code !== 120 && code !== 88) return false;
  }
  return true;
}

function isLocalCode(code: number): boolean {
  return isAsciiAlnum(code) || code === 46 /* . */ || code === 95 /* _ */ || code === 37 /* % */ || code === 43 /* + */ || code === 45 /* - */;
}

function isDomainCode(code: number): boolean {
  return isAsciiAlnum(code) || code === 46 /* . */ || code === 45 /* - */;
}

const EXTENSIONS = [...FILE_EXTENSIONS];

/**
 * Whether the top-level domain from `start` to `end` is a file extension (`logo@2x.png`), in either case:
 * compared in place, since nearly every address has a short top-level domain (`br`, `com`).
 */
function isFileExtension(text: string, start: number, end: number): boolean {
  for (const extension of EXTENSIONS) {
    if (extension.length !== end - start) continue;
    let same = true;
    for (let offset = 0; offset < extension.length && same; offset++) same = (text.charCodeAt(start + offset) | 32) === extension.charCodeAt(offset);
    if (same) return true;
  }
  return false;
}

/**
 * The address from `start` to `end` (its `@` at `at`, its top-level domain from `topLevel`) as
 * `normalizeEmail` gives it, or `null` where `normalizeEmail` would: the same rules, checked in place
 * without a regular expression or substrings, since it runs for every `@`. The scan has already kept
 * the characters each part may hold; left to check are the lengths, the dots of the local part (none
 * doubled or last), the domain's labels (none empty, none starting or ending with `-`), and file names.
 */
function addressAt(text: string, start: number, at: number, end: number, topLevel: number): string | null {
  if (at - start > Email.LocalMax || end - start > Email.AddressMax || end - topLevel > Email.TopLevelMax) return null;
  for (let cursor = start + 1; cursor <= at; cursor++) {
    if (text.charCodeAt(cursor) === 64 /* @ */ || text.charCodeAt(cursor) === 46 /* . */) {
      if (text.charCodeAt(cursor - 1) === 46 /* . */) return null;
    }
  }
  let upperCase = false;
  let labelStart = at + 1;
  for (let cursor = labelStart; cursor < topLevel; cursor++) {
    const code = text.charCodeAt(cursor);
    if (isUpperAscii(code)) upperCase = true;
    if (code !== 46 /* . */) continue;
    const labelLength = cursor - labelStart;
    if (labelLength === 0 || labelLength > Email.LabelMax || text.charCodeAt(labelStart) === 45 /* - */ || text.charCodeAt(cursor - 1) === 45 /* - */) return null;
    labelStart = cursor + 1;
  }
  if (isFileExtension(text, topLevel, end)) return null;
  for (let cursor = topLevel; cursor < end && !upperCase; cursor++) upperCase = isUpperAscii(text.charCodeAt(cursor));
  return upperCase ? text.slice(start, at + 1) + text.slice(at + 1, end).toLowerCase() : text.slice(start, end);
}

export const emailDetector: Detector<'email'> = {
  kind: 'email',
  triggers: TRIGGER.at,
  cues: [],
  size: 0,
  hidden: false,
  match(text, at, floor) {
    // Local part, backwards; it may not reach into the previous detection nor exceed 64 characters.
    const limit = Math.max(floor, at - Email.LocalMax - 1);
    let start = at;
    while (start > limit && isLocalCode(text.charCodeAt(start - 1))) start--;
    if (start > 0) {
      const before = text.charCodeAt(start - 1);
      if (isLocalCode(before) || isWordCode(before) || before === 64 /* @ */) return null;
    }
    while (start < at && text.charCodeAt(start) === 46 /* . */) start++;
    const label = gluedLabelLength(text, start);
    if (label > 0 && start + label < at) start += label;
    if (start === at) return null;

    // Domain, forwards.
    const domainLimit = Math.min(text.length, at + 1 + Email.DomainMax + 1);
    let end = at + 1;
    while (end < domainLimit && isDomainCode(text.charCodeAt(end))) end++;
    if (end === domainLimit && isDomainCode(text.charCodeAt(end))) return null;
    let last = text.charCodeAt(end - 1);
    while (end > at + 1 && (last === 46 /* . */ || last === 45 /* - */)) last = text.charCodeAt(--end - 1);
    const after = text.charCodeAt(end);
    if (isWordCode(after) || after === 64 /* @ */ || after === 95 /* _ */) return null;
    // A top-level domain of at least two letters, after a dot.
    let tld = end;
    while (tld > at + 1 && (isLowerAscii(text.charCodeAt(tld - 1)) || isUpperAscii(text.charCodeAt(tld - 1)))) tld--;
    if (end - tld < 2 || text.charCodeAt(tld - 1) !== 46 /* . */) return null;
    if (onlyX(text, start, end)) return null;

    const value = addressAt(text, start, at, end, tld);
    return value === null ? null : setMatch(match, start, end, value, false, false);
  },
};
