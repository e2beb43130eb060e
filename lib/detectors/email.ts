/**
 * E-mail addresses, found from their `@`: the local part is read backwards (letters, digits and
 * `. _ % + -`), the domain forwards; a final `.` or `-` belongs to the sentence, not the address.
 * A label glued to the address by a dot is the label's, not the mailbox's: `E-mail.comunicacao@x.gov.br`
 * is `comunicacao@x.gov.br` (the prefixes in `GLUED_LABELS`).
 * Rejected: no local part (`@usuario`), a local part glued to other letters (`joão@x.com` is not
 * `o@x.com`), a second `@`, a domain without a top-level domain of letters, a redaction made of `x`
 * (`xxxxxxxxx@xxxxxxxx.xxx.xx`), and what `normalizeEmail` rejects (file names such as `logo@2x.png`,
 * over-long parts, `..`).
 */
import { normalizeEmail } from '../identifiers/email';
import type { Detector } from './scan';
import { CODE, isAsciiAlnum, isLowerAscii, isUpperAscii, isWordCode, TRIGGER } from './scan';

const LOCAL_MAX = 64;
const DOMAIN_MAX = 253;

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
    const hyphenated = label.charCodeAt(1) === CODE.hyphen;
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
  return isAsciiAlnum(code) || code === CODE.dot || code === CODE.underscore || code === CODE.percent || code === CODE.plus || code === CODE.hyphen;
}

function isDomainCode(code: number): boolean {
  return isAsciiAlnum(code) || code === CODE.dot || code === CODE.hyphen;
}

export const emailDetector: Detector<'email'> = {
  kind: 'email',
  triggers: TRIGGER.at,
  cues: [],
  match(text, at, floor) {
    // Local part, backwards; it may not reach into the previous detection nor exceed 64 characters.
    const limit = Math.max(floor, at - LOCAL_MAX - 1);
    let start = at;
    while (start > limit && isLocalCode(text.charCodeAt(start - 1))) start--;
    if (start > 0) {
      const before = text.charCodeAt(start - 1);
      if (isLocalCode(before) || isWordCode(before) || before === CODE.at) return null;
    }
    while (start < at && text.charCodeAt(start) === CODE.dot) start++;
    const label = gluedLabelLength(text, start);
    if (label > 0 && start + label < at) start += label;
    if (start === at) return null;

    // Domain, forwards.
    const domainLimit = Math.min(text.length, at + 1 + DOMAIN_MAX + 1);
    let end = at + 1;
    while (end < domainLimit && isDomainCode(text.charCodeAt(end))) end++;
    if (end === domainLimit && isDomainCode(text.charCodeAt(end))) return null;
    let last = text.charCodeAt(end - 1);
    while (end > at + 1 && (last === CODE.dot || last === CODE.hyphen)) last = text.charCodeAt(--end - 1);
    const after = text.charCodeAt(end);
    if (isWordCode(after) || after === CODE.at || after === CODE.underscore) return null;
    // A top-level domain of at least two letters, after a dot.
    let tld = end;
    while (tld > at + 1 && (isLowerAscii(text.charCodeAt(tld - 1)) || isUpperAscii(text.charCodeAt(tld - 1)))) tld--;
    if (end - tld < 2 || text.charCodeAt(tld - 1) !== CODE.dot) return null;
    if (onlyX(text, start, end)) return null;

    const value = normalizeEmail(text.slice(start, end));
    return value === null ? null : { start, end, value, bare: false, needsCue: false };
  },
};
