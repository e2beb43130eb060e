/**
 * CPFs masked the way gazettes and transparency portals print them: `***.456.789-**`, `***456789**`,
 * `123.XXX.XXX-XX`, `505.xxx.xx1-91`. Each of the 11 positions is a digit or hidden, and the hidden ones
 * are all `*` or all `x`/`X` (never both). Written either
 * - formatted, with all three separators (`.`, `.`, `-`): any position may be hidden, and a separator
 *   may be followed by one stray space or a line wrap (`***.621.401- **`); or
 * - plain, 11 characters, where each of the four groups (3, 3, 3, 2) is all shown or all hidden.
 * At least two digits shown and two hidden. The value keeps the positions with `*` for every hidden
 * one: `***456789**`. The shown digits cannot be checked, so the shape is the whole evidence; a mask
 * that shows six or more digits, all zero (`***000000**`, the Receita Federal's "no legal
 * representative" in company-partner data), is a placeholder, not a person, and is not reported.
 */
import type { Detector } from './scan';
import { DOT, gluedAfter, HYPHEN, isDigit, isSpace, isX, lineWrapAt, reusableMatch, setMatch, STAR, TRIGGER, ZERO } from './scan';

const match = reusableMatch();

const GROUPS = [3, 3, 3, 2];
const SEPARATORS = [DOT, DOT, HYPHEN];
const POSITIONS = 11;
const MIN_SHOWN = 2;
const MIN_HIDDEN = 2;
/** Shown digits, all zero, from which a mask is the Receita placeholder (`***000000**`), not a CPF cut short (`***.***.***-00`). */
const PLACEHOLDER_ZEROS = 6;


/** What hides a position here: `*` or an `x` of either case, as one kind (`x` stands for both cases). */
function hiddenKind(code: number): number {
  if (code === STAR) return STAR;
  return isX(code) ? 120 : 0;
}

/** Positions read for one match, as char codes (a digit, or `*` for every hidden one): a plain array, which spreads fast. */
const positions: number[] = new Array<number>(POSITIONS).fill(0);

/** The 11 positions read, as a string (the char codes one by one: spreading an array costs more). */
function maskedValue(): string {
  const p = positions;
  return String.fromCharCode(p[0] ?? 0, p[1] ?? 0, p[2] ?? 0, p[3] ?? 0, p[4] ?? 0, p[5] ?? 0, p[6] ?? 0, p[7] ?? 0, p[8] ?? 0, p[9] ?? 0, p[10] ?? 0);
}

export const maskedCpfDetector: Detector<'masked_cpf'> = {
  kind: 'masked_cpf',
  triggers: TRIGGER.digit | TRIGGER.star | TRIGGER.letter,
  cues: [],
  size: 11,
  hidden: true,
  match(text, index) {
    const first = text.charCodeAt(index);
    const firstHidden = hiddenKind(first);
    if (!isDigit(first) && firstHidden === 0) return null;
    // More of the mask before it (`****.456…`, `x***`): not a CPF's shape.
    if (index > 0 && hiddenKind(text.charCodeAt(index - 1)) !== 0) return null;

    let cursor = index;
    let mask = 0; // the hidden kind met so far
    let hidden = 0;
    let shown = 0;
    let shownNonZero = false;
    let wholeGroups = true;
    let formatted = false;
    let position = 0;
    for (let group = 0; group < GROUPS.length; group++) {
      if (group > 0) {
        const separator = SEPARATORS[group - 1];
        if (group === 1) formatted = text.charCodeAt(cursor) === separator;
        if (formatted) {
          if (text.charCodeAt(cursor) !== separator) return null;
          cursor++;
          const wrap = lineWrapAt(text, cursor);
          cursor += wrap > 0 ? wrap : isSpace(text.charCodeAt(cursor)) ? 1 : 0;
        }
      }
      const size = GROUPS[group] ?? 0;
      let groupHidden = 0;
      for (let offset = 0; offset < size; offset++) {
        const code = text.charCodeAt(cursor++);
        const kind = hiddenKind(code);
        if (kind !== 0) {
          if (mask !== 0 && kind !== mask) return null;
          mask = kind;
          groupHidden++;
          positions[position++] = STAR;
        } else if (isDigit(code)) {
          if (code !== ZERO) shownNonZero = true;
          positions[position++] = code;
        } else {
          return null;
        }
      }
      if (groupHidden !== 0 && groupHidden !== size) wholeGroups = false;
      hidden += groupHidden;
      shown += size - groupHidden;
      // Too few positions left to hide two: a plain number, the common case, stops here.
      if (hidden + POSITIONS - position < MIN_HIDDEN) return null;
    }
    if (!formatted && !wholeGroups) return null;
    if (hidden < MIN_HIDDEN || shown < MIN_SHOWN || (!shownNonZero && shown >= PLACEHOLDER_ZEROS)) return null;
    if (hiddenKind(text.charCodeAt(cursor)) !== 0 || gluedAfter(text, cursor)) return null;
    return setMatch(match, index, cursor, maskedValue(), false, false);
  },
};
