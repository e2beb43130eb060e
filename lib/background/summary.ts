/**
 * What the hover card says about an identifier from the cache alone (no request): the facts each
 * record family gives (its `summary` in lib/families), with the age of the oldest record used.
 */
import { DEFAULT_FILTERS, FAMILIES, type SummaryFacts } from '../families';
import type { LookupRequest } from '../protocol/schemas';
import type { LookupResult } from './lookup';

export interface IdentifierSummary extends SummaryFacts {
  /** When the oldest record used was fetched. */
  fetchedAt: number;
}

export type SummaryKind = 'cpf' | 'cnpj' | 'phone' | 'email';

type Peek = (request: LookupRequest) => Promise<LookupResult | undefined>;

const NUMERIC_FACTS = ['properties', 'debts', 'vehicles'] as const;

export async function summarize(kind: SummaryKind, value: string, peek: Peek): Promise<IdentifierSummary | null> {
  const sources = FAMILIES.flatMap((family) => {
    const request = family.requests[kind];
    return request && family.summary ? [{ summary: family.summary, request: request(value, DEFAULT_FILTERS) }] : [];
  });
  const found = await Promise.all(sources.map(({ request }) => peek(request).catch(() => undefined)));
  const summary: IdentifierSummary = { name: null, place: null, properties: null, debts: null, vehicles: null, fetchedAt: Infinity };
  sources.forEach(({ summary: factsOf }, index) => {
    const result = found[index];
    if (!result) return;
    const facts = factsOf(result.data);
    summary.name ??= facts.name ?? null;
    summary.place ??= facts.place ?? null;
    for (const fact of NUMERIC_FACTS) {
      const count = facts[fact];
      if (count !== undefined && count !== null) summary[fact] = (summary[fact] ?? 0) + count;
    }
    summary.fetchedAt = Math.min(summary.fetchedAt, result.fetchedAt);
  });
  return summary.fetchedAt === Infinity ? null : summary;
}
