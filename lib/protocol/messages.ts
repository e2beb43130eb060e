/**
 * The message protocol between contexts, both directions, free of zod so that every context can
 * import it: what each message into the background answers, which of them a content script may send,
 * and the messages the background sends to a tab's content script. The payload schemas are in
 * `./schemas.ts`, which only the background's router loads.
 */
import type { SyncEnrichmentResponse } from '../api/schemas';
import type { SerializedApiError } from '../api/errors';
import type { CacheStats, CachedSubject } from '../background/cache';
import type { ConnectionReport } from '../background/connection-test';
import type { LogEntry } from '../background/log';
import type { LookupResult } from '../background/lookup';
import type { IdentifierSummary } from '../background/summary';
import type { BatchProgress, ContactResult } from '../enrichment/progress';
import type { IdentifierKind } from '../identifiers/kinds';
import type { MessagePayload, MessageType } from './schemas';

export type { LookupRequest, LookupResource, MessagePayload, MessageType } from './schemas';
export { MAX_BATCH_CONTACTS } from './limits';

/** An identifier a page shows that enrichment takes. */
export interface PageContact {
  kind: 'cpf' | 'phone' | 'email';
  value: string;
}

/**
 * Whether Atalaia can read pages: every site (`allSites`), and the page beside the panel (null when
 * there is none: the panel is itself the active tab).
 */
export interface PageAccess {
  allSites: boolean;
  page: { tabId: number; reached: boolean } | null;
}

export interface CardIdentifier {
  kind: IdentifierKind;
  value: string;
}

export interface MessageAnswers {
  'card.open': { cardId: string };
  'card.get': CardIdentifier;
  'summary.peek': IdentifierSummary | null;
  /**
   * `opened: false`: Firefox's sidebar is set to the query but stays closed until the person opens it
   * (the card's click cannot, see lib/background/open-panel.ts), with `shortcut` as they have it.
   */
  'panel.open': { opened: boolean; shortcut: string | null };
  'enrich.one': SyncEnrichmentResponse;
  lookup: LookupResult;
  'connection.test': ConnectionReport;
  'enrich.start': BatchProgress;
  'enrich.batches': BatchProgress[];
  'enrich.results': { progress: BatchProgress; results: ContactResult[]; header?: string[] | undefined } | null;
  'enrich.cancel': { cancelled: true };
  'enrich.tick': { open: number };
  'page.contacts': PageContact[];
  'page.fill': { filled: boolean };
  'page.access': PageAccess;
  'cache.stats': CacheStats;
  'cache.list': CachedSubject[];
  'cache.purgeAll': { purged: true };
  'cache.purgeSubject': { purged: number };
  'diagnostics.entries': LogEntry[];
  'diagnostics.clear': { cleared: true };
}

/**
 * The only messages a content script may send. None of them answers records: whatever reaches the
 * page's context could leak to the page, so summaries and enrichment go to the card frame instead.
 */
export const CONTENT_MESSAGES = ['card.open', 'panel.open'] as const satisfies readonly MessageType[];
export type ContentMessageType = (typeof CONTENT_MESSAGES)[number];

export type Reply<T> = { ok: true; value: T } | { ok: false; error: SerializedApiError };

export interface Envelope<T extends string, P> {
  atalaia: 1;
  type: T;
  payload: P;
}

export type MessageEnvelope<T extends MessageType> = Envelope<T, MessagePayload<T>>;

/** Background → content script: what the background asks a tab's page, and what each answers. */
export interface TabMessages {
  /** The keyboard command: move to the page's next identifier. */
  'content.next': { payload: Record<string, never>; answer: null };
  /** The page's host (`location.host`), for the toolbar's pause menu. */
  'content.host': { payload: Record<string, never>; answer: string | null };
  /** The contacts the page shows, for "Enriquecer contatos desta página". */
  'content.contacts': { payload: Record<string, never>; answer: PageContact[] };
  /** Put a value into the field the person last focused. */
  'content.fill': { payload: { value: string }; answer: boolean };
  /** Counts and timings of the scanner, for the page benchmark; only in benchmark builds. */
  'content.stats': { payload: Record<string, never>; answer: Record<string, number> | null };
}

export type TabMessageType = keyof TabMessages;
export type TabMessageEnvelope<T extends TabMessageType> = Envelope<T, TabMessages[T]['payload']>;
