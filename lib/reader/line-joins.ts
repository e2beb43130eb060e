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

/** Any detector with the shape of `detect()` (docs/contracts.md, 1). */
export type SpanDetector = (text: string) => readonly Span[];

/** What one line break becomes in the page's text: nothing (the lines are one) or a line break. */
export type LineSeparator = '' | '\n';

/** Characters of context kept on each side: an identifier plus the cue words before it. */
const WINDOW = 48;

/** What may follow an identifier to the end of its line: the sentence's punctuation. */
const TRAILING_PUNCTUATION = /^[.,;:!?)\]"'»]*$/;
/** What a number split by a break holds on both sides: digits, or the mask's `*`. */
const NUMBER_PART = /[\d*]/;
/** Punctuation that ends an identifier: a line ending in it, or starting with it, splits nothing. */
const ENDS_CLOSED = /[,;:!?"'»]$/;
const STARTS_CLOSED = /^[,;:!?"'»]/;

/**
 * Whether a break could split an identifier at all: a number with digits on both sides, or an e-mail
 * address with its `@` on one side. Most breaks of a dense gazette fail this, and no detector runs.
 */
function mayJoin(tailToken: string, headToken: string): boolean {
  if (!tailToken || !headToken || ENDS_CLOSED.test(tailToken) || STARTS_CLOSED.test(headToken)) return false;
  return (NUMBER_PART.test(tailToken) && NUMBER_PART.test(headToken)) || tailToken.includes('@') || headToken.includes('@');
}

export function lineSeparator(before: string, after: string, detect: SpanDetector): LineSeparator {
  const tail = before.slice(-WINDOW);
  const head = after.slice(0, WINDOW);
  const tailToken = /\S*$/.exec(tail)?.[0] ?? '';
  const headToken = /^\S*/.exec(head)?.[0] ?? '';
  if (!mayJoin(tailToken, headToken)) return '\n';
  const breakAt = tail.length;
  const crosses = detect(tail + head).some((span) => span.start < breakAt && span.end > breakAt);
  if (!crosses) return '\n';
  // An identifier that ends the first line (perhaps before the sentence's punctuation) or starts the
  // second stands on its own: keep the break. (`…@prefeitura.example.` then `Valor:` is an address and
  // a new sentence, not `…example.valor`.)
  const apart = detect(`${tail}\n${head}`);
  const whole = apart.some((span) => (span.end <= breakAt && TRAILING_PUNCTUATION.test(tail.slice(span.end))) || span.start === breakAt + 1);
  return whole ? '\n' : '';
}
