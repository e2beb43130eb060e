/**
 * Whether a text may hold an identifier: one regular expression over the page's text, the cheap first
 * pass that lets a page with nothing to find cost next to nothing (docs/performance.md). It only has
 * to say yes wherever `detect` (lib/detectors) could find something, in a block's text or in the same
 * text as `textContent` gives it (whitespace and line breaks kept or dropped, blocks glued together):
 * - an e-mail: a local-part character right before an `@`;
 * - anything read from a digit: CPF, numeric CNPJ, phone, each of 10 digits or more, with any
 *   separators and blanks between them (a number wrapped across two lines or two blocks included);
 * - a masked CPF, which may show only two digits: `***.***.***-00`, `XXX.456.789-XX`, or 11 plain
 *   positions;
 * - a CNPJ with letters, which may end in its only two digits: fully formatted, or 14 plain characters.
 * A yes on a page with no identifier costs the full scan, nothing more; a no where `detect` finds
 * something would hide it, which lib/content/candidates.test.ts checks on the detection corpora.
 */
const HIDDEN_OR_DIGIT = '[0-9*xX]';
const ALNUM = '[A-Za-z0-9]';

/**
 * The shapes above, written so that V8's regular expressions skip most of a page's text fast: an
 * alternative that begins with a broad class (any letter) makes the engine try it at nearly every
 * position, which cost ~6 ms over 120 KB of prose. Each shape that has one therefore begins at a rare
 * character (`@`, `-`, `/`) or at its digits and checks what comes before it with a lookbehind, and
 * the eleven hidden-or-digit positions are spelled out (a fixed run the engine can skip over, where
 * `{11}` is tried at every position). The same texts match as with the plain shapes
 * (./candidates.test.ts compares them); over prose and Portuguese notices it is 3 to 6 times faster.
 */
export const CANDIDATE = new RegExp(
  [
    '@(?<=[A-Za-z0-9._%+-]@)',
    '[0-9](?:[\\s.\\-/()*]*[0-9]){9}',
    `-(?<=${HIDDEN_OR_DIGIT}{3}\\.\\s*${HIDDEN_OR_DIGIT}{3}\\.\\s*${HIDDEN_OR_DIGIT}{3}-)\\s*${HIDDEN_OR_DIGIT}{2}`,
    HIDDEN_OR_DIGIT.repeat(11),
    `/(?<=${ALNUM}{2}\\.\\s*${ALNUM}{3}\\.\\s*${ALNUM}{3}/)\\s*${ALNUM}{4}-\\s*[0-9]{2}`,
    `[0-9]{2}(?<=${ALNUM}{14})`,
  ].join('|'),
);

export function mayHoldIdentifier(text: string): boolean {
  return CANDIDATE.test(text);
}
