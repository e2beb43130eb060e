/**
 * E-mail addresses, found from their `@`: the local part is read backwards (letters, digits and
 * `. _ % + -`), the domain forwards; a final `.` or `-` belongs to the sentence, not the address.
 * Rejected: no local part (`@usuario`), a local part glued to other letters (`joão@x.com` is not
 * `o@x.com`), a second `@`, a domain without a top-level domain of letters, and what `normalizeEmail`
 * rejects (file names such as `logo@2x.png`, over-long parts, `..`).
 */
import { normalizeEmail } from '../identifiers/email';
import type { Detector } from './scan';
import { CODE, isAsciiAlnum, isLowerAscii, isUpperAscii, isWordCode, TRIGGER } from './scan';

const LOCAL_MAX = 64;
const DOMAIN_MAX = 253;

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

    const value = normalizeEmail(text.slice(start, end));
    return value === null ? null : { start, end, value, bare: false, needsCue: false };
  },
};
