/**
 * The background's message listener: every message is parsed with its zod schema and its sender
 * checked; content scripts (running inside untrusted pages) may send only CONTENT_MESSAGES. Anything
 * else is dropped and counted, never thrown on, and never causes a request.
 *
 * A small protocol of our own rather than a messaging library: each message needs a schema and a
 * sender rule, which is most of the code such a library would save.
 */
import { ApiError, type SerializedApiError } from '../api/errors';
import { CONTENT_MESSAGES, type MessageAnswers, type Reply } from '../protocol/messages';
import { envelopeSchema, MESSAGE_SCHEMAS, type MessagePayload, type MessageType } from '../protocol/schemas';
import type { DiagnosticLog } from './log';

const CONTENT_MESSAGE_TYPES: ReadonlySet<MessageType> = new Set(CONTENT_MESSAGES);

export interface SenderInfo {
  id?: string | undefined;
  url?: string | undefined;
  tab?: unknown;
  frameId?: number | undefined;
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
  /**
   * The diagnostic log, where what a handler throws that is not an ApiError goes (scrubbed): a bug of
   * ours, which the page tells the person to report from "Diagnóstico".
   */
  log?: Pick<DiagnosticLog, 'error'>;
}

function toSerializedError(error: unknown): SerializedApiError {
  if (error instanceof ApiError) return error.toJSON();
  // Anything else is a bug of ours: the page gets it without its message, which could hold anything.
  return new ApiError('internal', { endpoint: 'background' }).toJSON();
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
    if (senderKind === null || (senderKind === 'content' && !CONTENT_MESSAGE_TYPES.has(messageType))) {
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
      (error: unknown) => {
        if (!(error instanceof ApiError)) void options.log?.error(`router ${messageType}`, error);
        return { ok: false as const, error: toSerializedError(error) };
      },
    );
  };
}
