/**
 * A big rural profile's transport operations travel apart from the record. Extension messaging copies
 * a 10,000-operation record (1.4 MB) in about 60 ms, which the side panel would wait for before its
 * first render; yet operations are read one partner at a time, when that partner is opened. So the
 * panel gets the record without them, with how many each partner has, and asks for a partner's when
 * it is opened (and for all of them to export the record whole).
 */
import type { RuralProfile, TransportOperation } from '../api/schemas';
import type { LookupRequest } from '../protocol/messages';
import type { LookupResult } from './lookup';

/** Up to this many operations the record travels whole: one message, nothing to ask for later. */
export const OPERATIONS_APART_ABOVE = 1000;

/** A look-up's answer; with operations apart, how many each partner has, in the record's order. */
export type LookupAnswer = LookupResult & { operationsApart?: number[] };

type Peek = (request: LookupRequest) => Promise<LookupResult | undefined>;

const partnersOf = (record: RuralProfile) => record.transportes?.parceiros ?? [];

/**
 * The answer with its operations left out, when it is a big rural profile that the cache keeps as it
 * is (so they can be asked for); any other answer as it is.
 */
export async function withOperationsApart(request: LookupRequest, result: LookupResult, peek: Peek): Promise<LookupAnswer> {
  if (request.resource !== 'ruralProfile' || result.cacheUnavailable) return result;
  const record = result.data as RuralProfile;
  const counts = partnersOf(record).map((partner) => partner.operacoes.length);
  if (counts.reduce((sum, count) => sum + count, 0) <= OPERATIONS_APART_ABOVE) return result;
  if ((await peek(request))?.fetchedAt !== result.fetchedAt) return result;
  const transportes = record.transportes && { ...record.transportes, parceiros: partnersOf(record).map((partner) => ({ ...partner, operacoes: [] })) };
  return { ...result, data: { ...record, transportes }, operationsApart: counts };
}

/**
 * The operations of the given partners (indexes in the record's order) of the rural profile fetched
 * at `fetchedAt`; null when the cache no longer holds that answer (erased, evicted or refreshed since).
 */
export async function operationsApart(cpf: string, fetchedAt: number, partners: number[], peek: Peek): Promise<TransportOperation[][] | null> {
  const cached = await peek({ resource: 'ruralProfile', cpf });
  if (cached?.fetchedAt !== fetchedAt) return null;
  const all = partnersOf(cached.data as RuralProfile);
  return partners.map((index) => all[index]?.operacoes ?? []);
}
