/**
 * CPFs masked the way transparency portals print them: `***.456.789-**`, `***456789**`. The CPF's
 * four groups (3, 3, 3, 2) are each all digits or all `*`; at least one group is hidden and at least
 * one shown. Separators are all present (`.`, `.`, `-`) or all absent. The value keeps the positions:
 * `***456789**`. The shown digits cannot be checked, so the shape is the whole evidence.
 */
import type { Detector } from './scan';
import { CODE, compact, gluedAfter, isDigit, TRIGGER } from './scan';

const GROUPS = [3, 3, 3, 2];
const SEPARATORS = [CODE.dot, CODE.dot, CODE.hyphen];

export const maskedCpfDetector: Detector<'masked_cpf'> = {
  kind: 'masked_cpf',
  triggers: TRIGGER.digit | TRIGGER.star,
  cues: [],
  match(text, index) {
    if (index > 0 && text.charCodeAt(index - 1) === CODE.star) return null;
    let cursor = index;
    let formatted = false;
    let hidden = 0;
    let shown = 0;
    for (let group = 0; group < 4; group++) {
      if (group > 0) {
        const separator = SEPARATORS[group - 1];
        if (group === 1) formatted = text.charCodeAt(cursor) === separator;
        if (formatted) {
          if (text.charCodeAt(cursor) !== separator) return null;
          cursor++;
        }
      }
      const size = GROUPS[group] ?? 0;
      const first = text.charCodeAt(cursor);
      const star = first === CODE.star;
      if (!star && !isDigit(first)) return null;
      for (let offset = 1; offset < size; offset++) {
        const code = text.charCodeAt(cursor + offset);
        if (star ? code !== CODE.star : !isDigit(code)) return null;
      }
      cursor += size;
      if (star) hidden++;
      else shown++;
    }
    if (hidden === 0 || shown === 0) return null;
    if (text.charCodeAt(cursor) === CODE.star || gluedAfter(text, cursor)) return null;
    const value = formatted ? compact(text, index, cursor) : text.slice(index, cursor);
    return { start: index, end: cursor, value, bare: false, needsCue: false };
  },
};
