/**
 * The last enrichment of one contact (the card's or the panel's "Enriquecer"), kept in the record
 * cache beside the look-ups' answers: it cost a credit, so the card shows it again on the next hover
 * rather than "Nada guardado". Kept only while the cache is on, for as long as a look-up's answer,
 * and purged with the contact (its subject is the contact's `kind:value`).
 */
import type { EnrichmentContact, EnrichmentResultItem, SyncEnrichmentResponse } from '../api/schemas';
import { identifierOfContact } from '../identifiers/contacts';
import type { ContactKind, Identifier } from '../identifiers/kinds';
import type { RecordCache } from './cache';

const keyOf = ({ kind, value }: Identifier<ContactKind>) => `enrichment|${kind}|${value}`;

export function createEnrichmentMemory(cache: RecordCache, ttlMs: () => Promise<number>, now: () => number = Date.now) {
  return {
    /** Keeps a successful answer for `contact`. */
    async keep(contact: EnrichmentContact, response: SyncEnrichmentResponse): Promise<void> {
      const item = response.resultados[0];
      if (item?.status !== 'ok' || (await ttlMs()) <= 0) return;
      const identifier = identifierOfContact(contact);
      await cache.set(keyOf(identifier), item, [`${identifier.kind}:${identifier.value}`]);
    },
    /** The last successful answer for the contact, while fresh; no request. */
    async last(identifier: Identifier<ContactKind>): Promise<EnrichmentResultItem | null> {
      const ttl = await ttlMs();
      if (ttl <= 0) return null;
      const cached = await cache.get<EnrichmentResultItem>(keyOf(identifier));
      return cached && now() - cached.fetchedAt < ttl ? cached.value : null;
    },
  };
}
