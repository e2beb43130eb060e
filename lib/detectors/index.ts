/**
 * `detect(text)`: every identifier in a text, in one left-to-right pass over its char codes (docs/contracts.md,
 * contract 1). The scanner jumps from one digit, `*`, `+`, `(` or `@` to the next, skips what is glued
 * to a longer run of letters or digits, and asks the detectors registered for that character (a
 * letter-led CNPJ such as `AB.CDE.FGH/IJKL-35` or a mask such as `XXX.456.789-XX` is found from its
 * first digit, looking back at most `Scan.LetterLookback` characters). Each look-back and look-ahead is
 * bounded, and nothing before the end of the last detection is read again, so the time is linear in
 * the length of the text.
 *
 * When detectors claim spans from the same start, the longest wins. When two claim the same span (a
 * plain 11-digit number that is a valid CPF and a valid mobile; 14 digits that are a CNPJ and a phone
 * dialled with a carrier), a cue decides (cues.ts): the nearest cue word in the 30 characters before,
 * on the same line (`CPF`, `CNPJ`, `tel`, `celular`, `whatsapp`...); failing that the label of the
 * whole text (`detect(text, { context })`) or the header of its column when the text is a delimited
 * table; and without any, the first in `DETECTORS` order: CPF and CNPJ before phone, because phones are
 * usually written with punctuation. A match marked `needsCue` (a plain phone number, a plain
 * alphanumeric CNPJ) is reported only with a cue of its kind.
 *
 * `detect` stays a pure function of its arguments: the same text and options give the same result.
 */
import { cnpjDetector } from './cnpj';
import { cpfDetector } from './cpf';
import { emailDetector } from './email';
import { maskedCpfDetector } from './masked-cpf';
import { phoneDetector } from './phone';
import { columnCues, cuedKinds, nearestCue, type ColumnCues } from './cues';
import type { Detection, DetectionKind, Detector, Match } from './scan';
import {
  digitGroupAfter,
  digitGroupBefore,
  gluedBefore,
  isAsciiAlnum,
  isBlank,
  isDigit,
  isLineBreak,
  isLowerAscii,
  isSpace,
  isUpperAscii,
  isWordCode,
  isX,
  lineWrapAt,
  TRIGGER,
} from './scan';

export { DETECTION_KINDS } from './scan';
export type { Detection, DetectionKind, Detector } from './scan';

/** Every detector, one per kind; the order settles ties (see above). */
export const DETECTORS: readonly Detector[] = [cpfDetector, cnpjDetector, maskedCpfDetector, phoneDetector, emailDetector];

export interface DetectOptions {
  /**
   * Kinds to report (the user's settings); all when omitted. Turning a kind off never changes what is
   * found for the others: the result is the full result without that kind.
   */
  kinds?: Iterable<DetectionKind>;
  /**
   * What labels the whole text where it was found: a table cell's column header, the `dt` of a `dd`, a
   * form field's label (`Telefone`, `CNPJ do fornecedor`). Its cue words count for every number of the
   * text that has no cue word of its own: under `Telefone`, a bare `6933020602` is a phone.
   */
  context?: string;
}

function detectorsFor(trigger: number): readonly Detector[] {
  return DETECTORS.filter((detector) => (detector.triggers & trigger) !== 0);
}

const ON_DIGIT = detectorsFor(TRIGGER.digit);
const ON_LETTER = detectorsFor(TRIGGER.letter);
const ON_STAR = detectorsFor(TRIGGER.star);
const ON_PLUS = detectorsFor(TRIGGER.plus);
const ON_PAREN = detectorsFor(TRIGGER.paren);
const ON_AT = detectorsFor(TRIGGER.at);

/**
 * The characters identifiers start from. V8's regular expressions step over the rest faster than a
 * loop over char codes; it is a single character class, so there is nothing to backtrack.
 */
const TRIGGERS = /[0-9@*+(]/g;

/**
 * The scanner's numbers, and what `clusterAt` tells of the cluster of characters at a digit: how many
 * letters, digits and `*` it counted (the `Counted` bits, at most `MaxLength`), and what it saw among
 * them. A `const enum`, not module-level `const`s: esbuild writes the numbers in place of the names in
 * this file, where an ES module would look each `const` up and check it for initialization on every
 * access, a tenth of `detect`'s time under tsx (the content script's bundler inlines either). The
 * char codes this file compares with are written as numbers for the same reason.
 */
const enum Scan {
  /** How far back from a digit the start of a letter-led CNPJ is looked for (`AB.CDE.FGH/IJKL-` is 16). */
  LetterLookback = 18,
  /** The fewest and the most digits, letters and `*` of an identifier that starts with a digit. */
  MinLength = 10,
  MaxLength = 14,
  /** How far `clusterAt` reads: the characters of `MaxLength` with separators, stray spaces and a line wrap. */
  ClusterReach = 42,
  Counted = 15,
  /** Punctuation (`.`, `-`, `/`, parentheses, `*`, a line wrap): a match here would not be bare. */
  Punctuated = 16,
  /** A `*`, `x` or `X`, what a mask hides digits with. */
  Hidden = 32,
  /** A letter, `*` or `(`, where an identifier of another shape may start inside the cluster. */
  Mixed = 64,
  /** Read up to `ClusterReach` and no further: it may hold more than it says. */
  Open = 128,
}

/** The end of the run of letters and digits that starts at `index`. */
function wordEnd(text: string, index: number): number {
  const length = text.length;
  let end = index + 1;
  while (end < length && isWordCode(text.charCodeAt(end))) end++;
  return end;
}

/**
 * What the cluster at `index` can hold, judged from its first `Scan.MaxLength` digits, letters and `*`
 * across the separators identifiers use (up to two spaces, a line wrap); where it ends goes to
 * `call.clusterEnd`. Fewer than `Scan.MinLength` counted (the shortest identifier that starts with a digit
 * is a landline with its area code): most numbers of a text (`2024`, `12/03/2024`, `R$ 1.234,56`, `15
 * de março`) get a quick no. The count and `Scan.Hidden` also say which detectors may match (`fits`).
 */
function clusterAt(text: string, index: number): number {
  let count = 0;
  let seen = 0;
  const limit = Math.min(text.length, index + Scan.ClusterReach);
  let cursor = index;
  for (; cursor < limit && count < Scan.MaxLength; cursor++) {
    const code = text.charCodeAt(cursor);
    if (isDigit(code)) {
      count++;
    } else if (isAsciiLetter(code)) {
      count++;
      seen |= isX(code) ? Scan.Hidden | Scan.Mixed : Scan.Mixed;
    } else if (isBlank(code) || isLineBreak(code)) {
      const next = text.charCodeAt(cursor + 1);
      // The common gap: one space between groups (`11 98765 4321`); the common end: a space and a word.
      if (isSpace(code) && continuesCluster(next)) continue;
      if (!isLineBreak(code) && !isLineBreak(next) && !isBlank(next)) break;
      // Two spaces, or a line wrap (`0001-⏎81`), which counts as punctuation.
      const wrap = lineWrapAt(text, cursor);
      const gap = wrap > 0 ? wrap : isSpace(code) && isSpace(next) ? 2 : 0;
      if (gap === 0 || !continuesCluster(text.charCodeAt(cursor + gap))) break;
      if (wrap > 0) seen |= Scan.Punctuated;
      cursor += gap - 1;
    } else if (code === 42 /* * */) {
      count++;
      seen |= Scan.Punctuated | Scan.Hidden | Scan.Mixed;
    } else if (code === 40 /* ( */) {
      seen |= Scan.Punctuated | Scan.Mixed;
    } else if (code === 46 /* . */ || code === 45 /* - */ || code === 47 /* / */ || code === 41 /* ) */) {
      seen |= Scan.Punctuated;
    } else {
      break;
    }
  }
  call.clusterEnd = cursor;
  return count | seen | (cursor >= index + Scan.ClusterReach && count < Scan.MaxLength ? Scan.Open : 0);
}

/** Whether `detector`'s match may start where `clusterAt` said `cluster`; `Scan.Open` for any other start. */
function fits(detector: Detector, cluster: number): boolean {
  return (cluster & Scan.Open) !== 0 || ((cluster & Scan.Counted) >= detector.size && (!detector.hidden || (cluster & Scan.Hidden) !== 0));
}

/** What may follow a gap inside a cluster: a digit, an area code's `(`, a mask's `*`. */
function continuesCluster(code: number): boolean {
  return isDigit(code) || code === 40 /* ( */ || code === 42 /* * */;
}

function isCnpjCode(code: number): boolean {
  return isAsciiAlnum(code) || code === 46 /* . */ || code === 47 /* / */ || code === 45 /* - */;
}

function isAsciiLetter(code: number): boolean {
  return isUpperAscii(code) || isLowerAscii(code);
}

// The candidates of one position, reused between positions (detection is synchronous).
const tiedDetectors: Detector[] = [];
const tiedMatches: Match[] = [];

/**
 * The state of the call in progress (detection is synchronous). Properties of one constant object, not
 * module-level `let`s: an ES module checks those for initialization on every access.
 */
const call: {
  /** The detectors named by `DetectOptions.context`, as a mask over `DETECTORS` positions. */
  contextCues: number;
  /** The column cues of the text being read: `undefined` until first needed, `null` when it is no table. */
  columns: ColumnCues | null | undefined;
  /** Where the cluster `clusterAt` read last ends. */
  clusterEnd: number;
} = { contextCues: 0, columns: undefined, clusterEnd: 0 };

/**
 * The detectors (a mask over `DETECTORS` positions) that the label of the text and the header of the
 * column holding `index` name. Asked for increasing positions only, when a number has no cue word of
 * its own; the table's header is read the first time.
 */
function outsideCues(text: string, index: number): number {
  if (call.columns === undefined) call.columns = columnCues(text, DETECTORS);
  return call.contextCues | (call.columns === null ? 0 : call.columns.at(index));
}

function isCued(detector: Detector, mask: number): boolean {
  return (mask & (1 << DETECTORS.indexOf(detector))) !== 0;
}

/**
 * Whether a bare match next to another group of digits stands on its own: one unbroken run of digits
 * with a cue word of its own kind just before it (`CPF 85918477179 19º`, `CNPJ 11222333000181 23
 * meses`). Without that cue it is taken for a piece of a grouped run (`1234 5678 9012 3456`).
 */
function standsAlone(text: string, match: Match, detector: Detector): boolean {
  for (let cursor = match.start; cursor < match.end; cursor++) if (!isDigit(text.charCodeAt(cursor))) return false;
  return nearestCue(text, match.start, DETECTORS, DETECTORS.length) === detector;
}

/**
 * Asks `detectors` for a match at `index` (those that fit in `cluster`) and settles between them (see
 * the top of this file).
 * Returns the winner's position in `tiedDetectors`/`tiedMatches`, or -1.
 */
function settle(text: string, index: number, floor: number, detectors: readonly Detector[], cluster: number): number {
  let tied = 0;
  let bestEnd = -1;
  for (let position = 0; position < detectors.length; position++) {
    const detector = detectors[position];
    if (detector === undefined || !fits(detector, cluster)) continue;
    const match = detector.match(text, index, floor);
    if (match === null || match.end < bestEnd) continue;
    if (match.bare && (digitGroupBefore(text, match.start) || digitGroupAfter(text, match.end)) && !standsAlone(text, match, detector)) continue;
    if (match.end > bestEnd) {
      bestEnd = match.end;
      tied = 0;
    }
    tiedDetectors[tied] = detector;
    tiedMatches[tied] = match;
    tied++;
  }
  const first = tiedMatches[0];
  if (tied === 0 || first === undefined) return -1;
  if (tied === 1) {
    // Any cue of its kind will do, so the label or column header goes first: in a table it usually
    // names the column, and the words before the number need not be read.
    if (!first.needsCue || isCued(tiedDetectors[0] as Detector, outsideCues(text, first.start))) return 0;
    return nearestCue(text, first.start, tiedDetectors, 1) !== undefined ? 0 : -1;
  }
  const cued = nearestCue(text, first.start, tiedDetectors, tied);
  if (cued !== undefined) return tiedDetectors.indexOf(cued);
  const outside = outsideCues(text, first.start);
  for (let position = 0; position < tied; position++) {
    const detector = tiedDetectors[position];
    if (detector !== undefined && isCued(detector, outside)) return position;
  }
  for (let position = 0; position < tied; position++) if (tiedMatches[position]?.needsCue === false) return position;
  return -1;
}

/**
 * A digit at `index` that follows letters (`12ABC` is read from `1`, but `ABC12` from `1` too): the
 * word starts of the same cluster of letters, digits and `. / -` just before it, where a letter-led
 * identifier may begin. Returns the winner's position as `settle` does, or -1.
 */
function settleLetterLed(text: string, index: number, floor: number): number {
  const limit = Math.max(floor, index - Scan.LetterLookback);
  let start = index;
  while (start > limit && isCnpjCode(text.charCodeAt(start - 1))) start--;
  for (let position = start; position < index; position++) {
    if (!isAsciiLetter(text.charCodeAt(position))) continue;
    if (position > 0 && isWordCode(text.charCodeAt(position - 1))) continue;
    if (gluedBefore(text, position)) continue;
    const winner = settle(text, position, floor, ON_LETTER, Scan.Open);
    if (winner >= 0) return winner;
  }
  return -1;
}

/**
 * Every valid identifier in `text`, sorted by `start`, non-overlapping, with UTF-16 offsets and
 * normalized values (docs/contracts.md, 1).
 */
export function detect(text: string, options?: DetectOptions): Detection[] {
  const wanted = options?.kinds === undefined ? null : new Set(options.kinds);
  const context = options?.context;
  call.contextCues = context === undefined ? 0 : cuedKinds(context, 0, context.length, DETECTORS);
  call.columns = undefined;
  const detections: Detection[] = [];
  let floor = 0;
  TRIGGERS.lastIndex = 0;
  while (TRIGGERS.test(text)) {
    const index = TRIGGERS.lastIndex - 1;
    const code = text.charCodeAt(index);
    // Where to go on when nothing is found here: past the whole word, or the whole run of `*`.
    let next = index + 1;
    let winner = -1;
    switch (code) {
      case 42 /* * */:
        while (text.charCodeAt(next) === 42 /* * */) next++;
        if (!gluedBefore(text, index)) winner = settle(text, index, floor, ON_STAR, Scan.Open);
        break;
      case 43 /* + */:
        if (!gluedBefore(text, index)) winner = settle(text, index, floor, ON_PLUS, Scan.Open);
        break;
      case 40 /* ( */:
        if (!gluedBefore(text, index)) winner = settle(text, index, floor, ON_PAREN, Scan.Open);
        break;
      case 64 /* @ */:
        // An e-mail is found from its `@` and looks before it by itself.
        winner = settle(text, index, floor, ON_AT, Scan.Open);
        break;
      default: {
        const before = index > 0 ? text.charCodeAt(index - 1) : 0;
        const letterLed =
          isAsciiLetter(before) || (isCnpjCode(before) && !isDigit(before) && isAsciiLetter(text.charCodeAt(index - 2)));
        if (letterLed) winner = settleLetterLed(text, index, floor);
        let clusterEnd = -1;
        if (winner < 0 && !gluedBefore(text, index)) {
          const cluster = clusterAt(text, index);
          if ((cluster & Scan.Counted) < Scan.MinLength) {
            // Nothing starts inside a short cluster of digits and marks: go on after it (`12/03/2024`).
            if ((cluster & (Scan.Mixed | Scan.Open)) === 0) clusterEnd = call.clusterEnd;
          } else if ((cluster & Scan.Punctuated) !== 0 || !digitGroupBefore(text, index)) {
            // A bare match right after another group of digits would be dropped anyway (`Match.bare`).
            winner = settle(text, index, floor, ON_DIGIT, cluster);
          }
        }
        // Past the word, or past the short cluster when it ends outside the word: the word is read only
        // when the cluster stopped inside it (`12ç4`), or there was no short cluster to skip.
        if (winner < 0) next = clusterEnd >= 0 && !isWordCode(text.charCodeAt(clusterEnd)) ? clusterEnd : Math.max(clusterEnd, wordEnd(text, index));
        break;
      }
    }
    const match = winner < 0 ? undefined : tiedMatches[winner];
    const detector = winner < 0 ? undefined : tiedDetectors[winner];
    if (match === undefined || detector === undefined) {
      TRIGGERS.lastIndex = next;
      continue;
    }
    const reported = wanted === null || wanted.has(detector.kind);
    if (reported) detections.push({ kind: detector.kind, start: match.start, end: match.end, value: match.value });
    const { abbreviation } = match;
    if (abbreviation !== undefined && reported) detections.push({ kind: detector.kind, ...abbreviation });
    floor = TRIGGERS.lastIndex = abbreviation?.end ?? match.end;
  }
  call.columns = undefined;
  return detections;
}
