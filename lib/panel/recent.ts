/**
 * The panel's recent look-ups as its home lists them: each with the name and the time the cache
 * knows (asked of the background, which answers from the cache alone), its kind, and a filter.
 */
import type { IdentifierSummary } from '../background/summary';
import { sendMessage } from '../protocol/send';
import { parseQuery, type QueryKind } from './query';

export interface RecentLookup {
  /** As typed into the search box when looked up (canonical form). */
  query: string;
  kind: QueryKind;
  /** The person's or company's name, when a cached record carries it. */
  name: string | null;
  /** When the records shown were fetched; null when none is cached any more. */
  lookedUpAt: number | null;
}

type SummaryKind = 'cpf' | 'cnpj' | 'phone' | 'email';
const SUMMARY_KINDS: readonly QueryKind[] = ['cpf', 'cnpj', 'phone', 'email'] satisfies SummaryKind[];
const isSummaryKind = (kind: QueryKind): kind is SummaryKind => SUMMARY_KINDS.includes(kind);

/** The entries with their kinds only: what the panel shows before the background answers. */
export function bareRecentLookups(queries: string[]): RecentLookup[] {
  return queries.flatMap((query) => {
    const parse = parseQuery(query);
    return parse.ok ? [{ query, kind: parse.query.kind, name: null, lookedUpAt: null }] : [];
  });
}

/** The entries with what the cache knows of each (names and times); `summaries` answers for the identifiers it is given. */
export async function describeRecentLookups(
  queries: string[],
  summaries: (identifiers: { kind: SummaryKind; value: string }[]) => Promise<(IdentifierSummary | null)[]> = (identifiers) =>
    sendMessage('recent.summaries', { identifiers }),
): Promise<RecentLookup[]> {
  const entries = bareRecentLookups(queries);
  const asked = entries.flatMap((entry, index) => {
    const parse = parseQuery(entry.query);
    return parse.ok && isSummaryKind(parse.query.kind) ? [{ index, identifier: { kind: parse.query.kind, value: parse.query.value } }] : [];
  });
  if (asked.length === 0) return entries;
  const answers = await summaries(asked.map(({ identifier }) => identifier));
  asked.forEach(({ index }, position) => {
    const summary = answers[position];
    const entry = entries[index];
    if (summary && entry) entries[index] = { ...entry, name: summary.name, lookedUpAt: summary.fetchedAt };
  });
  return entries;
}

/** Lower case, without accents: "JOSÉ" finds "José" and "jose". */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const digitsOf = (text: string) => text.replace(/\D/g, '');

/**
 * Whether an entry matches what was typed in the filter: its name, the identifier as written, its
 * kind's name (`kindTitle`, in the interface's language), or the identifier's digits without punctuation.
 */
export function matchesRecent(entry: RecentLookup, kindTitle: string, filter: string): boolean {
  const wanted = folded(filter.trim());
  if (!wanted) return true;
  const words = folded([entry.name ?? '', entry.query, kindTitle].join(' '));
  if (wanted.split(/\s+/).every((word) => words.includes(word))) return true;
  const digits = digitsOf(wanted);
  return digits.length >= 3 && digits.length === wanted.replace(/[\s.\-/()+]/g, '').length && digitsOf(entry.query).includes(digits);
}
