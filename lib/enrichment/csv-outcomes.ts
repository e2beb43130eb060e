/** What the rows of a parsed CSV became, counted for the preview (apart from the parser, which pages load lazily). */
import type { ParsedContacts, RowOutcome } from './csv';

export function countOutcomes(parsed: ParsedContacts): Record<RowOutcome['kind'], number> {
  const counts = { contact: 0, duplicate: 0, invalid: 0 };
  for (const row of parsed.rows) counts[row.outcome.kind] += 1;
  return counts;
}
