/**
 * The contacts the background read from pages for "Enriquecer contatos desta página", kept so that a
 * batch's origin is the background's to say, not the panel's: a batch that holds any of them is a
 * page batch, whatever origin it declares, and answers to the organization's `pageEnrichment`
 * switch. Kept as identifier keys in `storage.session` (until the browser closes; content scripts
 * cannot read it), for a day at most, and erased by "Apagar tudo" and "Apagar tudo sobre X".
 */
import type { EnrichmentContact } from '../api/schemas';
import type { PageContact } from '../protocol/messages';
import { identifierOfContact } from '../identifiers/contacts';
import { identifierKey } from '../identifiers/keys';
import { pageCollectionsItem, type PageCollection } from '../storage/session';

/** How long a page's contacts count as the page's: longer than any plan stays on screen. */
export const COLLECTION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** The most collections kept; the oldest goes first. */
export const MAX_COLLECTIONS = 50;

type Item = Pick<typeof pageCollectionsItem, 'getValue' | 'setValue'>;

export function createPageCollections(item: Item = pageCollectionsItem, now: () => number = Date.now) {
  // Writes one after another, so that two pages read at once are both kept.
  let writing = Promise.resolve();
  const change = (edit: (collections: PageCollection[]) => PageCollection[]) => {
    writing = writing.then(async () => item.setValue(edit(await live())));
    return writing;
  };
  const live = async () => (await item.getValue()).filter((collection) => now() - collection.at < COLLECTION_LIFETIME_MS);

  return {
    /** Keeps the keys of every identifier of the contacts a page gave. */
    remember(contacts: PageContact[]): Promise<void> {
      const keys = contacts.flatMap(({ primary, others }) => [primary, ...others].map(identifierKey));
      if (keys.length === 0) return writing;
      return change((collections) => [...collections, { at: now(), keys }].slice(-MAX_COLLECTIONS));
    },
    /** Whether any of `contacts` came from a page read in the last day. */
    async holdsAny(contacts: EnrichmentContact[]): Promise<boolean> {
      await writing;
      const kept = new Set((await live()).flatMap((collection) => collection.keys));
      return contacts.some((contact) => kept.has(identifierKey(identifierOfContact(contact))));
    },
    /** "Apagar tudo sobre X": X's key leaves every collection. */
    forget(key: string): Promise<void> {
      return change((collections) => collections.map((collection) => ({ ...collection, keys: collection.keys.filter((kept) => kept !== key) })).filter((collection) => collection.keys.length > 0));
    },
    /** "Apagar tudo". */
    clear(): Promise<void> {
      return change(() => []);
    },
  };
}

export type PageCollections = ReturnType<typeof createPageCollections>;
