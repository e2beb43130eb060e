/**
 * Sending messages, one function per direction. None of them loads zod: the background's router
 * checks what arrives, and the content script checks what the background sends it.
 */
import { browser } from 'wxt/browser';
import { ApiError } from '../api/errors';
import type { ContentMessageType, MessageAnswers, MessagePayload, MessageType, Reply, TabMessages, TabMessageType } from './messages';

type RawSend = (message: unknown) => Promise<unknown>;

/**
 * From an extension page (panel, options, card frame) to the background, unwrapping its answer; a
 * failure arrives as an ApiError. A worker that was stopping as the message left may drop it, so an
 * unanswered message is sent once more before the page is told that the background stopped.
 */
export async function sendMessage<T extends MessageType>(
  type: T,
  payload: MessagePayload<T>,
  send: RawSend = (message) => browser.runtime.sendMessage(message),
): Promise<MessageAnswers[T]> {
  const message = { atalaia: 1, type, payload };
  const attempt = () => send(message).then((reply) => reply as Reply<MessageAnswers[T]> | undefined, () => undefined);
  const reply = (await attempt()) ?? (await attempt());
  if (!reply) throw new ApiError('background_stopped', { endpoint: `message ${type}` });
  if (!reply.ok) throw ApiError.fromJSON(reply.error);
  return reply.value;
}

/** From a content script to the background; `null` when there is no answer (the extension was reloaded). */
export async function sendFromContent<T extends ContentMessageType>(type: T, payload: MessagePayload<T>): Promise<MessageAnswers[T] | null> {
  try {
    const reply = (await browser.runtime.sendMessage({ atalaia: 1, type, payload })) as Reply<MessageAnswers[T]> | undefined;
    return reply?.ok ? reply.value : null;
  } catch {
    // The extension was updated or reloaded under this page: nothing to do until the page reloads.
    return null;
  }
}

/**
 * Whether a runtime message reaching an extension page comes from the background: Chrome's worker
 * has no page address; Firefox's event page is its generated page.
 */
export function isFromBackground(sender: { id?: string; url?: string }): boolean {
  return sender.id === browser.runtime.id && (!sender.url?.includes('.html') || sender.url.endsWith('/_generated_background_page.html'));
}

/**
 * From the background to a tab's top-frame content script; `null` when none answers (a browser page,
 * a PDF viewer, a page loaded before the extension).
 */
export async function sendToTab<T extends TabMessageType>(
  tabId: number,
  type: T,
  payload: TabMessages[T]['payload'],
  frameId = 0,
): Promise<TabMessages[T]['answer'] | null> {
  try {
    return ((await browser.tabs.sendMessage(tabId, { atalaia: 1, type, payload }, { frameId })) as TabMessages[T]['answer'] | undefined) ?? null;
  } catch {
    return null;
  }
}
