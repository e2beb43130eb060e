/**
 * The content script's side of the background → content direction: every message is checked before
 * it is handled (our extension as sender, a known type, a payload of the right shape), without zod,
 * which the content script does not carry into pages. Unknown or malformed messages get no answer.
 */
import type { FormWrite, TabMessages, TabMessageType } from '../protocol/messages';

export type TabMessageHandlers = {
  [T in TabMessageType]?: (payload: TabMessages[T]['payload']) => TabMessages[T]['answer'] | Promise<TabMessages[T]['answer']>;
};

const isFillValue = (value: unknown): value is string => typeof value === 'string' && value.length > 0 && value.length <= 2000;

const isEmptyObject = (payload: unknown) => typeof payload === 'object' && payload !== null && Object.keys(payload).length === 0;

/** An object of `keys` keys, one of them a card's id. */
const hasCardId = (payload: unknown, keys: number) => {
  const cardId = (payload as { cardId?: unknown } | null)?.cardId;
  return typeof payload === 'object' && payload !== null && Object.keys(payload).length === keys && typeof cardId === 'string' && cardId.length <= 64;
};

/** The shape check of each message's payload. */
const PAYLOAD_GUARDS: { [T in TabMessageType]: (payload: unknown) => payload is TabMessages[T]['payload'] } = {
  'content.next': (payload): payload is Record<string, never> => isEmptyObject(payload),
  'content.host': (payload): payload is Record<string, never> => isEmptyObject(payload),
  'content.contacts': (payload): payload is Record<string, never> => isEmptyObject(payload),
  'content.stats': (payload): payload is Record<string, never> => isEmptyObject(payload),
  'content.closeCard': (payload): payload is { cardId: string } => hasCardId(payload, 1),
  'content.hideCard': (payload): payload is { cardId: string } => hasCardId(payload, 1),
  'content.showCard': (payload): payload is { cardId: string; requestId: string; keyboard: boolean } => {
    const { requestId, keyboard } = (payload ?? {}) as { requestId?: unknown; keyboard?: unknown };
    return hasCardId(payload, 3) && typeof requestId === 'string' && requestId.length <= 64 && typeof keyboard === 'boolean';
  },
  'content.cardPointer': (payload): payload is { cardId: string; over: boolean } => hasCardId(payload, 2) && typeof (payload as { over?: unknown }).over === 'boolean',
  'content.cardUncovered': (payload): payload is { cardId: string } => hasCardId(payload, 1),
  'content.fill': (payload): payload is { value: string } => {
    const value = (payload as { value?: unknown } | null)?.value;
    return typeof payload === 'object' && payload !== null && Object.keys(payload).length === 1 && isFillValue(value);
  },
  'content.form': (payload): payload is Record<string, never> => isEmptyObject(payload),
  'content.undoFill': (payload): payload is { scanId: number } => {
    const scanId = (payload as { scanId?: unknown } | null)?.scanId;
    return typeof payload === 'object' && payload !== null && Object.keys(payload).length === 1 && Number.isInteger(scanId);
  },
  'content.fillForm': (payload): payload is { scanId: number; writes: FormWrite[] } => {
    const { scanId, writes } = (payload ?? {}) as { scanId?: unknown; writes?: unknown };
    return (
      typeof payload === 'object' &&
      payload !== null &&
      Object.keys(payload).length === 2 &&
      Number.isInteger(scanId) &&
      Array.isArray(writes) &&
      writes.length > 0 &&
      writes.length <= 100 &&
      writes.every((write: unknown) => {
        const { id, value, replace } = (write ?? {}) as { id?: unknown; value?: unknown; replace?: unknown };
        return typeof write === 'object' && write !== null && Object.keys(write).length === 3 && Number.isInteger(id) && isFillValue(value) && typeof replace === 'boolean';
      })
    );
  },
};

/**
 * A `runtime.onMessage` listener for the content script: answers through `sendResponse` (later for
 * a handler that answers a promise), and only messages from this extension's own background.
 */
export function createTabMessageListener(handlers: TabMessageHandlers, extensionId: string) {
  return (message: unknown, sender: { id?: string | undefined }, sendResponse: (answer: unknown) => void): boolean => {
    if (sender.id !== extensionId || typeof message !== 'object' || message === null) return false;
    const { atalaia, type, payload } = message as { atalaia?: unknown; type?: unknown; payload?: unknown };
    if (atalaia !== 1 || typeof type !== 'string' || !Object.hasOwn(PAYLOAD_GUARDS, type)) return false;
    const messageType = type as TabMessageType;
    const handler = handlers[messageType] as ((payload: unknown) => unknown) | undefined;
    if (!handler || !PAYLOAD_GUARDS[messageType](payload)) return false;
    const answer = handler(payload);
    if (answer instanceof Promise) {
      void answer.then(sendResponse);
      return true;
    }
    sendResponse(answer);
    return false;
  };
}
