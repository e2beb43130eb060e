/**
 * What the hover card says about an identifier from the cache alone (no request): the facts each
 * record family gives (its `summary` in lib/families), with the age of the oldest record used.
 */
import { DEFAULT_FILTERS, FAMILIES, type SummaryFacts } from '../families';
import type { LookupRequest } from '../protocol/schemas';
import type { IdentifierKind } from '../identifiers/kinds';
import { plural, type PluralKey } from '../i18n/plural';
import type { LookupResult } from './lookup';

export interface IdentifierSummary extends SummaryFacts {
  /** When the oldest record used was fetched. */
  fetchedAt: number;
  /**
   * The counts in words, singular or plural in the interface's language ("6 imóveis", "1 veículo"):
   * written here so that the hover card, which opens on every hover, loads no plural rules.
   */
  counts: string[];
}

export type SummaryKind = 'cpf' | 'cnpj' | 'phone' | 'email';

type Peek = (request: LookupRequest) => Promise<LookupResult | undefined>;

const NUMERIC_FACTS = ['ruralProperties', 'urbanProperties', 'debts', 'vehicles'] as const;
/** Each count names its family ("5 imóveis rurais"), the words of its tab in the panel. */
const COUNT_KEYS = { ruralProperties: 'cardRuralProperties', urbanProperties: 'cardUrbanProperties', debts: 'cardDebts', vehicles: 'cardVehicles' } as const satisfies Record<string, PluralKey>;

export async function summarize(kind: SummaryKind, value: string, peek: Peek): Promise<IdentifierSummary | null> {
  const sources = FAMILIES.flatMap((family) => {
    const request = family.requests[kind];
    return request && family.summary ? [{ summary: family.summary, request: request(value, DEFAULT_FILTERS) }] : [];
  });
  const found = await Promise.all(sources.map(({ request }) => peek(request).catch(() => undefined)));
  const summary: IdentifierSummary = { name: null, place: null, ruralProperties: null, urbanProperties: null, debts: null, vehicles: null, fetchedAt: Infinity, counts: [] };
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
  if (summary.fetchedAt === Infinity) return null;
  summary.counts = NUMERIC_FACTS.flatMap((fact) => {
    const count = summary[fact];
    return count === null ? [] : [plural(COUNT_KEYS[fact], count)];
  });
  return summary;
}

interface CardSummarySources {
  peek: Peek;
  /** Looks a request up, from the cache or the API. */
  lookup: (request: LookupRequest) => Promise<unknown>;
  /** The person's "look a CPF up on hover" setting (off by default). */
  prefetchOnHover: () => Promise<boolean>;
}

/**
 * What a hover card shows: the cached summary. With prefetch on, resting the pointer on a CPF until
 * its card is on screen (`onScreen`) is gesture enough to look its profile up once; a card readied
 * out of sight before the hover delay ends reads the cache only, and nothing else ever requests
 * from a hover.
 */
export async function cardSummary(identifier: { kind: IdentifierKind; value: string }, sources: CardSummarySources, onScreen: boolean): Promise<IdentifierSummary | null> {
  const { kind, value } = identifier;
  if (kind === 'masked_cpf') return null;
  const cached = await summarize(kind, value, sources.peek);
  if (cached || kind !== 'cpf' || !onScreen || !(await sources.prefetchOnHover())) return cached;
  await sources.lookup({ resource: 'personProfile', cpf: value });
  return summarize(kind, value, sources.peek);
}
