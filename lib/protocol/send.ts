/**
 * Messages from the content script to the background. A lighter twin of `sendMessage` in
 * lib/messaging.ts: the content script runs in every page and must not carry zod with it.
 */
import { browser } from 'wxt/browser';
import type { MessageAnswers, MessagePayload } from '../background/router';

type ContentMessage = 'card.open' | 'panel.open';

export async function sendFromContent<T extends ContentMessage>(type: T, payload: MessagePayload<T>): Promise<MessageAnswers[T] | null> {
  try {
    const reply = (await browser.runtime.sendMessage({ atalaia: 1, type, payload })) as { ok: boolean; value?: MessageAnswers[T] } | undefined;
    return reply?.ok ? (reply.value ?? null) : null;
  } catch {
    // The extension was updated or reloaded under this page: nothing to do until the page reloads.
    return null;
  }
}
