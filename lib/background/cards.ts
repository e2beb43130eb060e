/**
 * The hover cards open in tabs: a content script opens one for an identifier and gets an id; the card
 * frame asks with that id which identifier it shows. Kept in memory: a card outlives neither the page
 * nor, in practice, the worker.
 */
import { ApiError } from '../api/errors';
import type { CardIdentifier } from '../protocol/messages';

/** Cards opened at most this long ago can still ask what they show. */
export const CARD_LIFETIME_MS = 30 * 60 * 1000;
export const MAX_OPEN_CARDS = 200;

interface OpenCard extends CardIdentifier {
  tabId: number | undefined;
  /** The frame whose content script opened the card, which alone can close it. */
  frameId: number | undefined;
  /** Opened by an extension page (the document reader), which hears a runtime message, not a tab's. */
  inExtensionPage: boolean;
  openedAt: number;
  /** Opened by the keyboard shortcut: the card takes the focus. */
  keyboard: boolean;
}

export function createCardRegistry(now: () => number = Date.now) {
  const cards = new Map<string, OpenCard>();
  /** The card each tab shows: one at a time across all its frames. */
  const shownInTab = new Map<number, { cardId: string; frameId: number }>();
  const find = (cardId: string, tabId: number | undefined): OpenCard => {
    const card = cards.get(cardId);
    if (!card || card.tabId !== tabId || now() - card.openedAt > CARD_LIFETIME_MS) throw new ApiError('not_found', { endpoint: 'card' });
    return card;
  };
  return {
    open(identifier: CardIdentifier & { keyboard?: boolean }, tabId: number | undefined, frameId?: number, inExtensionPage = false): string {
      const cardId = crypto.randomUUID();
      const time = now();
      for (const [id, card] of cards) if (time - card.openedAt > CARD_LIFETIME_MS || cards.size >= MAX_OPEN_CARDS) cards.delete(id);
      cards.set(cardId, { kind: identifier.kind, value: identifier.value, tabId, frameId, inExtensionPage, openedAt: time, keyboard: identifier.keyboard === true });
      return cardId;
    },
    /** What a card shows, only to a frame in the tab whose content script opened it. */
    get(cardId: string, tabId: number | undefined): CardIdentifier {
      const { kind, value } = find(cardId, tabId);
      return { kind, value };
    },
    /** Whether the card was opened by the keyboard shortcut (then it takes the focus). */
    byKeyboard: (cardId: string, tabId: number | undefined): boolean => find(cardId, tabId).keyboard,
    /**
     * The card `frameId` opened is now its tab's one: answers the card shown before, opened by another
     * frame or not, which closes. Only the frame that opened a card may show it.
     */
    shown(cardId: string, tabId: number | undefined, frameId: number | undefined): { cardId: string; frameId: number } | null {
      const card = find(cardId, tabId);
      if (card.tabId === undefined || (card.frameId ?? 0) !== (frameId ?? 0) || card.inExtensionPage) throw new ApiError('not_found', { endpoint: 'card' });
      const before = shownInTab.get(card.tabId);
      shownInTab.set(card.tabId, { cardId, frameId: card.frameId ?? 0 });
      return before && before.cardId !== cardId ? before : null;
    },
    /** Where the page that opened a card runs, for the card's own "close". */
    openerOf(cardId: string, tabId: number | undefined): { tabId: number; frameId: number; inExtensionPage: boolean } {
      const card = find(cardId, tabId);
      if (card.tabId === undefined) throw new ApiError('not_found', { endpoint: 'card' });
      return { tabId: card.tabId, frameId: card.frameId ?? 0, inExtensionPage: card.inExtensionPage };
    },
  };
}
