/**
 * The last enrichment of each contact (the card's or the panel's "Enriquecer", and every contact a
 * batch enriched), kept in the record cache beside the look-ups' answers: it cost a credit, so the
 * card shows it again on the next hover rather than "Nada guardado", and a new batch does not pay for
 * it again unless the person asks. Kept only while the cache is on, for as long as a look-up's
 * answer, and purged with the contact (its subject is the contact's `kind:value`).
 */
import type { EnrichmentContact, EnrichmentResultItem, SyncEnrichmentResponse } from '../api/schemas';
import { identifierOfContact } from '../identifiers/contacts';
import type { ContactKind, Identifier } from '../identifiers/kinds';
import type { RecordCache } from './cache';

const keyOf = ({ kind, value }: Identifier<ContactKind>) => `enrichment|${kind}|${value}`;

/**
 * Whom an answer is about: the contact sent, and the person the service found (a phone's owner's
 * CPF), so that "Apagar tudo sobre" either one erases it.
 */
function subjectsOf(identifier: Identifier<ContactKind>, item: EnrichmentResultItem): string[] {
  const cpf = typeof item.cpf === 'string' ? item.cpf.replace(/\D/g, '') : '';
  const subjects = [`${identifier.kind}:${identifier.value}`];
  if (cpf.length === 11 && subjects[0] !== `cpf:${cpf}`) subjects.push(`cpf:${cpf}`);
  return subjects;
}

export function createEnrichmentMemory(cache: RecordCache, ttlMs: () => Promise<number>, now: () => number = Date.now) {
  return {
    /** Keeps a successful answer for `contact`. */
    async keep(contact: EnrichmentContact, response: SyncEnrichmentResponse): Promise<void> {
      const item = response.resultados[0];
      if (item?.status !== 'ok' || (await ttlMs()) <= 0) return;
      const identifier = identifierOfContact(contact);
      await cache.set(keyOf(identifier), item, subjectsOf(identifier, item));
    },
    /** Keeps the successful answers of a batch's contacts, in one write. */
    async keepMany(answers: readonly { contact: EnrichmentContact; item: EnrichmentResultItem | undefined }[]): Promise<void> {
      if ((await ttlMs()) <= 0) return;
      const items = answers.flatMap(({ contact, item }) => {
        if (item?.status !== 'ok') return [];
        const identifier = identifierOfContact(contact);
        return [{ key: keyOf(identifier), value: item, subjects: subjectsOf(identifier, item) }];
      });
      await cache.setMany(items);
    },
    /** The fresh answers among `contacts`, by position: what a new batch need not pay for again. */
    async fresh(contacts: readonly EnrichmentContact[]): Promise<Map<number, EnrichmentResultItem>> {
      const ttl = await ttlMs();
      const found = new Map<number, EnrichmentResultItem>();
      if (ttl <= 0) return found;
      const keys = contacts.map((contact) => keyOf(identifierOfContact(contact)));
      const cached = await cache.getMany<EnrichmentResultItem>(keys);
      keys.forEach((key, position) => {
        const answer = cached.get(key);
        if (answer && now() - answer.fetchedAt < ttl) found.set(position, answer.value);
      });
      return found;
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
