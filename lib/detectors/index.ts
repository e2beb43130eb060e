/**
 * `detect(text)`: every identifier in a text, in one left-to-right pass over its char codes (DESIGN.md,
 * contract 1). The scanner skips words and everything that cannot begin an identifier, and at each
 * possible start (a digit or letter not glued to what precedes it, `*`, `+`, `(`, `@`) asks the
 * detectors registered for that character. Each detector reads a bounded stretch of text, and the
 * scanner never goes back before the end of the last detection, so the time is linear in the text.
 *
 * When detectors claim spans from the same start, the longest wins. When two claim the same span (a
 * plain 11-digit number that is a valid CPF and a valid mobile; 14 digits that are a CNPJ and a phone
 * dialled with a carrier), the nearest cue word in the 30 characters before decides (`CPF`, `CNPJ`,
 * `tel`, `celular`, `whatsapp`...), and without one the first in `DETECTORS` order: CPF and CNPJ
 * before phone, because phones are usually written with punctuation.
 */
import { cnpjDetector } from './cnpj';
import { cpfDetector } from './cpf';
import { emailDetector } from './email';
import { maskedCpfDetector } from './masked-cpf';
import { phoneDetector } from './phone';
import type { Detection, DetectionKind, Detector, Match } from './scan';
import { CODE, digitGroupAfter, digitGroupBefore, gluedBefore, isAsciiAlnum, isDigit, isWordCode, TRIGGER, wordsBefore } from './scan';

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

// What the scanner does at an ASCII character.
const SKIP = 0;
const LETTER = 1;
const DIGIT = 2;
const STAR = 3;
const PLUS = 4;
const PAREN = 5;
const AT = 6;
const ASCII_ACTION = new Uint8Array(128);
for (let code = 0; code < 128; code++) {
  if (isDigit(code)) ASCII_ACTION[code] = DIGIT;
  else if (isAsciiAlnum(code)) ASCII_ACTION[code] = LETTER;
}
ASCII_ACTION[CODE.star] = STAR;
ASCII_ACTION[CODE.plus] = PLUS;
ASCII_ACTION[CODE.leftParen] = PAREN;
ASCII_ACTION[CODE.at] = AT;

/** The end of the run of letters and digits that starts at `index`. */
function wordEnd(text: string, index: number): number {
  const length = text.length;
  let end = index + 1;
  while (end < length) {
    const code = text.charCodeAt(end);
    if (code < 128 ? ASCII_ACTION[code] !== LETTER && ASCII_ACTION[code] !== DIGIT : !isWordCode(code)) break;
    end++;
  }
  return end;
}

/** The nearest cue word before `start` that names one of `detectors`, or `undefined`. */
function cuedDetector(text: string, start: number, detectors: readonly Detector[]): Detector | undefined {
  for (const word of wordsBefore(text, start)) {
    const cued = detectors.find((detector) => detector.cues.includes(word));
    if (cued) return cued;
  }
  return undefined;
}

// The candidates of one position, reused between positions (detection is synchronous).
const tiedDetectors: Detector[] = [];
const tiedMatches: Match[] = [];

/**
 * The match the `detectors` agree on at `index` (see the rules at the top of this file), or `null`.
 * `chosen` receives the detector of the winning match.
 */
function bestMatch(text: string, index: number, floor: number, detectors: readonly Detector[], chosen: { detector: Detector | null }): Match | null {
  tiedDetectors.length = 0;
  tiedMatches.length = 0;
  let bestEnd = -1;
  for (const detector of detectors) {
    const match = detector.match(text, index, floor);
    if (match === null || match.end < bestEnd) continue;
    if (match.bare && (digitGroupBefore(text, match.start) || digitGroupAfter(text, match.end))) continue;
    if (match.end > bestEnd) {
      bestEnd = match.end;
      tiedDetectors.length = 0;
      tiedMatches.length = 0;
    }
    tiedDetectors.push(detector);
    tiedMatches.push(match);
  }
  if (tiedMatches.length === 0) return null;
  const first = tiedMatches[0] ?? null;
  if (tiedMatches.length === 1 && first !== null && !first.needsCue) {
    chosen.detector = tiedDetectors[0] ?? null;
    return first;
  }
  const start = first?.start ?? index;
  const cued = cuedDetector(text, start, tiedDetectors);
  for (let position = 0; position < tiedMatches.length; position++) {
    const detector = tiedDetectors[position];
    const match = tiedMatches[position];
    if (detector === undefined || match === undefined) continue;
    if (cued === undefined ? !match.needsCue : detector === cued) {
      chosen.detector = detector;
      return match;
    }
  }
  return null;
}

/**
 * Every valid identifier in `text`, sorted by `start`, non-overlapping, with UTF-16 offsets and
 * normalized values (DESIGN.md, contract 1).
 */
export function detect(text: string, options?: DetectOptions): Detection[] {
  const wanted = options?.kinds === undefined ? null : new Set(options.kinds);
  const detections: Detection[] = [];
  const chosen: { detector: Detector | null } = { detector: null };
  const length = text.length;
  let floor = 0;
  let index = 0;
  while (index < length) {
    const code = text.charCodeAt(index);
    const action = code < 128 ? (ASCII_ACTION[code] ?? SKIP) : isWordCode(code) ? LETTER : SKIP;
    if (action === SKIP) {
      index++;
      continue;
    }
    let detectors: readonly Detector[];
    // Where to go on when nothing is found here: past the whole word, or the run of `*`.
    let next = index + 1;
    switch (action) {
      case LETTER:
      case DIGIT:
        next = wordEnd(text, index);
        if (gluedBefore(text, index) || (action === LETTER && code >= 128)) {
          index = next;
          continue;
        }
        detectors = action === DIGIT ? ON_DIGIT : ON_LETTER;
        break;
      case STAR:
        while (text.charCodeAt(next) === CODE.star) next++;
        detectors = ON_STAR;
        break;
      case PLUS:
        detectors = ON_PLUS;
        break;
      case PAREN:
        detectors = ON_PAREN;
        break;
      default:
        detectors = ON_AT;
    }
    if (action !== AT && action !== STAR && gluedBefore(text, index)) {
      index = next;
      continue;
    }
    chosen.detector = null;
    const match = bestMatch(text, index, floor, detectors, chosen);
    if (match === null || chosen.detector === null) {
      index = next;
      continue;
    }
    const kind = chosen.detector.kind;
    if (wanted === null || wanted.has(kind)) detections.push({ kind, start: match.start, end: match.end, value: match.value });
    floor = index = match.end;
  }
  return detections;
}
