/**
 * What the cache knows about the CPFs and CNPJs of a document, for the reader's index and report: the
 * facts of each family that has a `review` (name, debts in court, restricted vehicles, embargoes, tax
 * benefits), when they were looked up, and which look-ups are still to be made ("Consultar todos").
 * Answers from the cache alone, never a request.
 */
import { DEFAULT_FILTERS, FAMILIES, type ReviewFacts, type ReviewKind } from '../families';
import type { LookupRequest } from '../protocol/schemas';
import type { LookupResult } from './lookup';

export interface ReviewSubject {
  kind: ReviewKind;
  value: string;
}

export interface IdentifierReview extends ReviewSubject {
  /** Null when no look-up of it is cached. */
  facts: ReviewFacts | null;
  /** When the oldest record used was fetched. */
  lookedUpAt: number | null;
  /** The look-ups not cached, or cached longer ago than the cache keeps records: each a request. */
  pending: LookupRequest[];
  /** Every look-up the report makes for it. */
  requests: number;
}

type Peek = (request: LookupRequest) => Promise<LookupResult | undefined>;

const EMPTY_FACTS: ReviewFacts = {
  name: null,
  debts: null,
  debtsInCourt: null,
  vehicles: null,
  restrictedVehicles: null,
  ruralProperties: null,
  embargoes: null,
  fiscalBenefits: null,
};

/** The review's look-ups for one identifier, with the facts each gives (two families may share a look-up). */
export function reviewRequests({ kind, value }: ReviewSubject): { request: LookupRequest; facts: (data: unknown) => Partial<ReviewFacts> }[] {
  return FAMILIES.flatMap((family) => {
    const request = family.requests[kind];
    return request && family.review?.kinds.includes(kind) ? [{ request: request(value, DEFAULT_FILTERS), facts: family.review.facts }] : [];
  });
}

export async function reviewIdentifier(subject: ReviewSubject, peek: Peek, ttlMs: number, now: number): Promise<IdentifierReview> {
  const sources = reviewRequests(subject);
  const found = await Promise.all(sources.map(({ request }) => peek(request).catch(() => undefined)));
  const facts: ReviewFacts = { ...EMPTY_FACTS };
  const pending = new Map<string, LookupRequest>();
  let lookedUpAt = Infinity;
  sources.forEach(({ request, facts: factsOf }, index) => {
    const result = found[index];
    if (!result || now - result.fetchedAt >= ttlMs) pending.set(JSON.stringify(request), request);
    if (!result) return;
    for (const [field, fact] of Object.entries(factsOf(result.data)) as [keyof ReviewFacts, ReviewFacts[keyof ReviewFacts]][]) {
      if (fact !== null && fact !== undefined && facts[field] === null) (facts as Record<keyof ReviewFacts, unknown>)[field] = fact;
    }
    lookedUpAt = Math.min(lookedUpAt, result.fetchedAt);
  });
  const requests = new Set(sources.map(({ request }) => JSON.stringify(request))).size;
  const known = lookedUpAt !== Infinity;
  return { ...subject, facts: known ? facts : null, lookedUpAt: known ? lookedUpAt : null, pending: [...pending.values()], requests };
}
