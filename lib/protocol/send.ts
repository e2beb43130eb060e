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
 * The background's own addresses: Chrome's service worker script, Firefox's generated event page.
 * WXT names both; nothing else of the extension answers to them.
 */
const BACKGROUND_PATHS = ['background.js', '_generated_background_page.html'] as const;

/**
 * Whether a runtime message reaching an extension page comes from the background. Content scripts
 * share the extension's id, so the id alone proves nothing: the background is the sender with no tab
 * (every content script and every page in a tab has one) at one of the background's own addresses.
 */
export function isFromBackground(sender: { id?: string; url?: string; tab?: unknown }): boolean {
  if (sender.id !== browser.runtime.id || sender.tab !== undefined || sender.url === undefined) return false;
  const root = browser.runtime.getURL('/');
  return BACKGROUND_PATHS.some((path) => sender.url === root + path);
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
