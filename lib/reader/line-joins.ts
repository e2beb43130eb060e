/**
 * Whether a line break of a PDF splits an identifier. Narrow gazette columns break numbers where
 * there is room (`11.222.333/` then `0001-81`), so the two lines are read as one when, and only when,
 * reading them together yields an identifier across the break that neither line holds on its own.
 *
 * A pure function of the two lines, so that the detection rules' own line-break joining can take its
 * place later without touching the reader.
 */

export interface Span {
  start: number;
  end: number;
}

/** Any detector with the shape of `detect()` (DESIGN.md contract 1). */
export type SpanDetector = (text: string) => readonly Span[];

/** What one line break becomes in the page's text: nothing (the lines are one) or a line break. */
export type LineSeparator = '' | '\n';

/** Characters of context kept on each side: an identifier plus the cue words before it. */
const WINDOW = 48;

/** Characters that can continue an identifier across a break: digits, the mask's `*`, an e-mail's `@`. */
const IDENTIFIER_HINT = /[\d*@]/;

export function lineSeparator(before: string, after: string, detect: SpanDetector): LineSeparator {
  const tail = before.slice(-WINDOW);
  const head = after.slice(0, WINDOW);
  const tailToken = /\S*$/.exec(tail)?.[0] ?? '';
  const headToken = /^\S*/.exec(head)?.[0] ?? '';
  // Prose breaks between words or after a space: nothing to join, and no detector to run.
  if (!tailToken || !headToken || !IDENTIFIER_HINT.test(tailToken + headToken)) return '\n';
  const breakAt = tail.length;
  const crosses = detect(tail + head).some((span) => span.start < breakAt && span.end > breakAt);
  if (!crosses) return '\n';
  // An identifier that ends the first line or starts the second stands on its own: keep the break.
  const apart = detect(`${tail}\n${head}`);
  const whole = apart.some((span) => span.end === breakAt || span.start === breakAt + 1);
  return whole ? '\n' : '';
}
