/**
 * The hover card's life, on pages (./controller.ts) and in the document reader (lib/reader/session.ts)
 * alike: a pointer resting on an identifier opens its card (./card-host.ts), which stays while the
 * pointer travels into it and closes once the pointer has left both.
 *
 * The card is readied before the hover delay ends: once the pointer has rested on an identifier for
 * PREPARE_DELAY_MS, the background opens its card and the frame loads hidden and reads the cached
 * summary, so that at the delay's end the card only has to be shown. Readying spends nothing: a
 * look-up on hover (when the person turned it on) waits until the card is on screen
 * (lib/card/use-card.ts), as it did when the frame loaded only then.
 */
import { createCardHost, type CardHost } from './card-host';
import { returnFocusTo } from './focus-return';
import { HIDE_DELAY_MS, HOVER_DELAY_MS, PREPARE_DELAY_MS } from './hover-timing';

/** Timers that stop with their owner (the content script's context), or the window's. */
interface Timers {
  setTimeout(handler: () => void, timeout: number): number;
  clearTimeout(id: number): void;
}

export interface HoverCardOptions<T> {
  /** The identifier under the point, if any. */
  identifierAt(x: number, y: number): T | null;
  /** Where its card is placed and the focus goes back to; none: no card. */
  anchorOf(found: T): Range | undefined;
  /** Asks the background for a card showing `found` (`card.open`): its id, or null without an answer. */
  openCard(found: T, keyboard: boolean): Promise<string | null>;
  /** Told of every identifier whose card opens, by the pointer or the shortcut (the reader steps on from it). */
  onOpen?: (found: T) => void;
  timers?: Timers;
}

export function createHoverCard<T>(document: Document, options: HoverCardOptions<T>) {
  const timers: Timers = options.timers ?? window;
  let card: CardHost | null = null;
  let shown: T | null = null;
  /** The id of the card on screen, which alone the card frame's "close" may hide. */
  let shownCardId: string | null = null;
  /** The identifier whose card is being readied, and that card's id once the background gives it. */
  let prepared: { found: T; cardId: Promise<string | null> } | null = null;
  let prepareTimer: number | null = null;
  let hoverTimer: number | null = null;
  let hideTimer: number | null = null;
  let pointerOverCard = false;
  let removed = false;

  function host(): CardHost {
    if (!card) {
      card = createCardHost(document, { onTampered: hide });
      card.box.addEventListener('mouseenter', () => {
        pointerOverCard = true;
        cancelHide();
      });
      card.box.addEventListener('mouseleave', () => {
        pointerOverCard = false;
        scheduleHide();
      });
    }
    return card;
  }

  function hide() {
    // The focus was in the card (the shortcut put it there, or the person tabbed in): back to the identifier.
    const anchor = shown === null ? undefined : options.anchorOf(shown);
    if (anchor && card && document.activeElement === card.host) returnFocusTo(anchor);
    shown = null;
    shownCardId = null;
    prepared = null;
    card?.hide();
  }

  function cancelHide() {
    if (hideTimer !== null) timers.clearTimeout(hideTimer);
    hideTimer = null;
  }

  function scheduleHide() {
    cancelHide();
    hideTimer = timers.setTimeout(() => {
      if (!pointerOverCard) hide();
    }, HIDE_DELAY_MS);
  }

  /** Readies the card of the identifier the pointer rests on; one readied for another is dropped. */
  function prepare(found: T | null) {
    if (found !== null && found === prepared?.found) return;
    prepared = null;
    card?.dropPrepared();
    if (found === null || found === shown || !options.anchorOf(found)) return;
    const readying = { found, cardId: options.openCard(found, false) };
    prepared = readying;
    void readying.cardId.then((cardId) => {
      if (cardId && prepared === readying && !removed) host().prepare(cardId);
    });
  }

  /** `keyboard`: opened by the shortcut, the card takes the focus (see lib/card/keyboard.ts). */
  async function open(found: T, keyboard = false) {
    const anchor = options.anchorOf(found);
    if (!anchor) return;
    options.onOpen?.(found);
    if (shown === found && card?.isOpen()) return;
    shown = found;
    // The card readied for this identifier, unless the shortcut opens it (the background hands the
    // focus only to a card it opened for the shortcut).
    const readied = !keyboard && prepared?.found === found ? prepared : null;
    prepared = null;
    if (!readied) card?.dropPrepared();
    const cardId = await (readied?.cardId ?? options.openCard(found, keyboard));
    if (!cardId || shown !== found || removed) return;
    shownCardId = cardId;
    host().show(anchor, cardId, keyboard);
  }

  return {
    /** The identifier whose card is on screen (or opening). */
    get shown() {
      return shown;
    },
    /** The host, created if needed: the fallback painter draws in its layer. */
    host,
    /** The host's element, if there is one yet (the page's observers leave it alone). */
    get hostElement(): HTMLElement | null {
      return card?.host ?? null;
    },
    /** A trusted pointer move: the card of the identifier it rests on is readied, then opened. */
    pointerMoved(x: number, y: number) {
      if (prepareTimer !== null) timers.clearTimeout(prepareTimer);
      if (hoverTimer !== null) timers.clearTimeout(hoverTimer);
      prepareTimer = timers.setTimeout(() => {
        prepareTimer = null;
        prepare(options.identifierAt(x, y));
      }, PREPARE_DELAY_MS);
      hoverTimer = timers.setTimeout(() => {
        hoverTimer = null;
        const found = options.identifierAt(x, y);
        if (found) {
          cancelHide();
          void open(found);
        } else if (card?.isOpen() && !pointerOverCard) {
          scheduleHide();
        }
      }, HOVER_DELAY_MS);
    },
    open,
    hide,
    /** The card frame's own "close" (through the background): only the card on screen closes. */
    closeCard(cardId: string) {
      if (cardId === shownCardId) hide();
    },
    isOpen: () => card?.isOpen() ?? false,
    /** Follows the identifier when what is under the card scrolls (the reader's pages). */
    reposition: () => card?.reposition(),
    remove() {
      removed = true;
      for (const timer of [prepareTimer, hoverTimer, hideTimer]) if (timer !== null) timers.clearTimeout(timer);
      card?.remove();
      card = null;
    },
  };
}

export type HoverCard<T> = ReturnType<typeof createHoverCard<T>>;
