/**
 * The message protocol between contexts: one typed map, one zod schema per message. The background
 * parses every incoming message and checks its sender; content scripts (running inside untrusted
 * pages) may send only the few messages in CONTENT_MESSAGES. Anything else is dropped and counted,
 * never thrown on, and never causes a request.
 *
 * A small protocol of our own rather than a messaging library: each message needs a schema and a
 * sender rule, which is most of the code such a library would save.
 */
import { browser } from 'wxt/browser';
import { z } from 'zod';
import { ApiError, type SerializedApiError } from '../api/errors';
import { enrichmentContactSchema, enrichmentFieldSchema, type SyncEnrichmentResponse } from '../api/schemas';
import type { CacheStats, CachedSubject } from './cache';
import type { ConnectionReport } from './connection-test';
import { lookupRequestSchema, type LookupResult } from './lookup';
import type { BatchProgress, ContactResult } from '../enrichment/progress';
import type { IdentifierSummary } from './summary';

const shortText = z.string().min(1).max(300);

/** Contacts in one enrichment batch (50 jobs of 1,000); the panel says so before sending more. */
export const MAX_BATCH_CONTACTS = 50_000;

/** Every message: its payload schema and what it answers. */
export const MESSAGE_SCHEMAS = {
  /** Content: open the hover card for an identifier; answers the id the card frame will ask with. */
  'card.open': z.strictObject({ kind: z.enum(['cpf', 'cnpj', 'phone', 'email', 'masked_cpf']), value: shortText }),
  /** Content or card: open the side panel at an identifier. */
  'panel.open': z.strictObject({ query: shortText }),
  /** Card frame: which identifier it shows (only to a frame in the tab that opened it). */
  'card.get': z.strictObject({ cardId: z.string().uuid() }),
  /** Card frame: what the cache knows of an identifier; never a request by itself. */
  'summary.peek': z.strictObject({ kind: z.enum(['cpf', 'cnpj', 'phone', 'email']), value: shortText }),
  /** Card frame or panel: enrich one contact (a trusted click). */
  'enrich.one': z.strictObject({ contact: enrichmentContactSchema, campos: z.array(enrichmentFieldSchema).max(4).optional() }),
  /** Extension pages: look records up. */
  lookup: z.strictObject({ request: lookupRequestSchema, refresh: z.boolean().optional() }),
  /** Extension pages: check an address and token before saving them. */
  'connection.test': z.strictObject({ apiUrl: z.string().max(2000), baseUrl: z.string().max(2000), token: z.string().max(2000).optional() }),
  /** Panel: enrich many contacts (a page's, a CSV's) as a batch that survives the worker. */
  'enrich.start': z.strictObject({
    contacts: z
      .array(
        z.strictObject({
          key: shortText,
          contact: enrichmentContactSchema,
          line: z.number().int().positive().optional(),
          original: z.record(z.string().max(300), z.string().max(5000)).optional(),
        }),
      )
      .min(1)
      .max(MAX_BATCH_CONTACTS),
    campos: z.array(enrichmentFieldSchema).max(4).optional(),
    source: z.strictObject({ label: z.string().max(300), header: z.array(z.string().max(300)).max(500).optional() }),
    retryOf: z.string().uuid().optional(),
  }),
  'enrich.batches': z.strictObject({}),
  'enrich.results': z.strictObject({ batchId: z.string().uuid() }),
  'enrich.cancel': z.strictObject({ batchId: z.string().uuid() }),
  /** Panel: it is watching; poll what is due now (faster than the alarm). */
  'enrich.tick': z.strictObject({}),
  /** Panel: the contacts the active tab's page shows. */
  'page.contacts': z.strictObject({}),
  /** Panel or card: put a value in the form field last focused on the active tab's page. */
  'page.fill': z.strictObject({ value: z.string().min(1).max(2000) }),
  'cache.stats': z.strictObject({}),
  'cache.list': z.strictObject({}),
  'cache.purgeAll': z.strictObject({}),
  'cache.purgeSubject': z.strictObject({ subject: shortText }),
} as const;

export type MessageType = keyof typeof MESSAGE_SCHEMAS;
export type MessagePayload<T extends MessageType> = z.output<(typeof MESSAGE_SCHEMAS)[T]>;

/** An identifier a page shows that enrichment takes. */
export interface PageContact {
  kind: 'cpf' | 'phone' | 'email';
  value: string;
}

export interface CardIdentifier {
  kind: 'cpf' | 'cnpj' | 'phone' | 'email' | 'masked_cpf';
  value: string;
}

export interface MessageAnswers {
  'card.open': { cardId: string };
  'card.get': CardIdentifier;
  'summary.peek': IdentifierSummary | null;
  'panel.open': { opened: boolean };
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
  'cache.stats': CacheStats;
  'cache.list': CachedSubject[];
  'cache.purgeAll': { purged: true };
  'cache.purgeSubject': { purged: number };
}

/**
 * The only messages a content script may send. None of them answers records: whatever reaches the
 * page's context could leak to the page, so summaries and enrichment go to the card frame instead.
 */
export const CONTENT_MESSAGES: ReadonlySet<MessageType> = new Set(['card.open', 'panel.open']);

export const envelopeSchema = z.strictObject({
  atalaia: z.literal(1),
  type: z.string().max(64),
  payload: z.unknown(),
});

export type Reply<T> = { ok: true; value: T } | { ok: false; error: SerializedApiError };

/** Sends a message to the background and unwraps its answer; a failure arrives as an ApiError. */
export async function sendMessage<T extends MessageType>(type: T, payload: MessagePayload<T>): Promise<MessageAnswers[T]> {
  const reply = (await browser.runtime.sendMessage({ atalaia: 1, type, payload })) as Reply<MessageAnswers[T]> | undefined;
  if (!reply) throw new ApiError('network', { endpoint: `message ${type}` });
  if (!reply.ok) throw ApiError.fromJSON(reply.error);
  return reply.value;
}

export interface SenderInfo {
  id?: string | undefined;
  url?: string | undefined;
  tab?: unknown;
}

export type SenderKind = 'extension' | 'content';

/**
 * Who sent a message: one of our extension pages (side panel, options, card frame), or one of our
 * content scripts. Messages from other extensions or from web pages are `null`.
 */
export function classifySender(sender: SenderInfo, extensionId: string, extensionOrigin: string): SenderKind | null {
  if (sender.id !== extensionId) return null;
  if (sender.url?.startsWith(extensionOrigin)) return 'extension';
  return sender.tab ? 'content' : null;
}

export type MessageHandlers = {
  [T in MessageType]: (payload: MessagePayload<T>, sender: SenderInfo) => Promise<MessageAnswers[T]>;
};

export interface RouterOptions {
  extensionId: string;
  /** `chrome-extension://<id>/` (or `moz-extension://…/`). */
  extensionOrigin: string;
  /** Called for every dropped message, with why; the background counts them. */
  onDrop?: (reason: 'malformed' | 'unknown' | 'sender' | 'payload', type?: string) => void;
}

function toSerializedError(error: unknown): SerializedApiError {
  if (error instanceof ApiError) return error.toJSON();
  // Anything else is a bug of ours: report it without its message, which could hold anything.
  return new ApiError('server', { endpoint: 'background' }).toJSON();
}

/**
 * The background's message listener. Returns a promise for messages it answers and `undefined` for
 * the ones it drops, so a dropped message gets no answer at all.
 */
export function createMessageRouter(handlers: MessageHandlers, options: RouterOptions) {
  return (message: unknown, sender: SenderInfo): Promise<Reply<unknown>> | undefined => {
    const envelope = envelopeSchema.safeParse(message);
    if (!envelope.success) {
      options.onDrop?.('malformed');
      return undefined;
    }
    const { type, payload } = envelope.data;
    if (!Object.hasOwn(MESSAGE_SCHEMAS, type)) {
      options.onDrop?.('unknown', type);
      return undefined;
    }
    const messageType = type as MessageType;
    const senderKind = classifySender(sender, options.extensionId, options.extensionOrigin);
    if (senderKind === null || (senderKind === 'content' && !CONTENT_MESSAGES.has(messageType))) {
      options.onDrop?.('sender', type);
      return undefined;
    }
    const parsed = MESSAGE_SCHEMAS[messageType].safeParse(payload);
    if (!parsed.success) {
      options.onDrop?.('payload', type);
      return undefined;
    }
    const handler = handlers[messageType] as (payload: unknown, sender: SenderInfo) => Promise<unknown>;
    return handler(parsed.data, sender).then(
      (value) => ({ ok: true as const, value }),
      (error: unknown) => ({ ok: false as const, error: toSerializedError(error) }),
    );
  };
}
