/**
 * The hover card's life, on pages (./controller.ts) and in the document reader (lib/reader/session.ts)
 * alike: a pointer resting on an identifier opens its card (./card-host.ts), which stays while the
 * pointer travels into it (across other identifiers too: ./card-place.ts `onTheWay`) and closes once
 * the pointer has left both. The card frame itself tells when the pointer is in it (the page does not
 * see the pointer there): `pointerOnCard`.
 *
 * In a sub-frame the card shows in the tab's top frame, never clipped by the frame (`showElsewhere`,
 * ./frame-relay.ts); the top frame shows such a card with `showForeign`. One card at a time across
 * the tab: each card shown is announced (`onShown`), and the background closes the one before.
 *
 * The card is readied before the hover delay ends: once the pointer has rested on an identifier for
 * PREPARE_DELAY_MS, the background opens its card and the frame loads hidden and reads the cached
 * summary, so that at the delay's end the card only has to be shown. Readying spends nothing: a
 * look-up on hover (when the person turned it on) waits until the card is on screen
 * (lib/card/use-card.ts), as it did when the frame loaded only then.
 */
import { createCardHost, type CardAnchor, type CardHost } from './card-host';
import { onTheWay, type Edges } from './card-place';
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
  /** Told of every card this document shows, for one card at a time across the tab's frames. */
  onShown?: (cardId: string) => void;
  /**
   * A sub-frame's cards show in the top frame: shows the card there, answering its box in this
   * frame's viewport (null: not shown).
   */
  showElsewhere?: (anchor: Range, cardId: string) => Promise<Edges | null>;
  /** Hides the card shown elsewhere; answers whether it had the focus (then it comes back to the identifier). */
  hideElsewhere?: (cardId: string) => Promise<boolean>;
  /** The field the person is in, which the card must not cover. */
  focusedField?: () => Edges | null;
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
  /** Where the card shown elsewhere went, in this frame's viewport. */
  let boxElsewhere: Edges | null = null;
  /** The card of another frame this (top) document shows: its id, its identifier's box, and who to tell when it closes. */
  let foreign: { cardId: string; anchor: Edges; closed: () => void } | null = null;

  function host(): CardHost {
    if (!card) {
      card = createCardHost(document, { onTampered: hide });
      card.box.addEventListener('mouseenter', () => {
        pointerOverCard = true;
        clearPointerTimers();
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
    if (options.hideElsewhere && shownCardId) void options.hideElsewhere(shownCardId).then((hadFocus) => hadFocus && anchor && returnFocusTo(anchor));
    else if (anchor && card && document.activeElement === card.host) returnFocusTo(anchor);
    foreign?.closed();
    foreign = null;
    shown = null;
    shownCardId = null;
    prepared = null;
    pointerOverCard = false;
    boxElsewhere = null;
    card?.hide();
  }

  const isOpen = () => (options.showElsewhere ? boxElsewhere !== null : (card?.isOpen() ?? false));

  /** Whether the point lies on the way from the shown card's identifier to the card. */
  function onTheWayToCard(x: number, y: number): boolean {
    const anchor = foreign?.anchor ?? (shown === null ? undefined : options.anchorOf(shown)?.getBoundingClientRect());
    const box = boxElsewhere ?? (card?.isOpen() ? card.box.getBoundingClientRect() : null);
    return !!anchor && !!box && onTheWay(anchor, box, { x, y });
  }

  function clearPointerTimers() {
    for (const timer of [prepareTimer, hoverTimer]) if (timer !== null) timers.clearTimeout(timer);
    prepareTimer = hoverTimer = null;
  }

  function cancelHide() {
    if (hideTimer !== null) timers.clearTimeout(hideTimer);
    hideTimer = null;
  }

  /** The card on screen closes after the delay, unless the pointer is in it by then (or another card came). */
  function scheduleHide() {
    cancelHide();
    const cardId = shownCardId ?? foreign?.cardId;
    hideTimer = timers.setTimeout(() => {
      if (!pointerOverCard && cardId === (shownCardId ?? foreign?.cardId)) hide();
    }, HIDE_DELAY_MS);
  }

  /** Readies the card of the identifier the pointer rests on; one readied for another is dropped. */
  function prepare(found: T | null) {
    if (found !== null && found === prepared?.found) return;
    prepared = null;
    card?.dropPrepared();
    if (found === null || found === shown || !options.anchorOf(found) || options.showElsewhere) return;
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
    if (shown === found && isOpen()) return;
    shown = found;
    // The card readied for this identifier, unless the shortcut opens it (the background hands the
    // focus only to a card it opened for the shortcut).
    const readied = !keyboard && prepared?.found === found ? prepared : null;
    prepared = null;
    if (!readied) card?.dropPrepared();
    const cardId = await (readied?.cardId ?? options.openCard(found, keyboard));
    if (!cardId || shown !== found || removed) return;
    shownCardId = cardId;
    if (options.showElsewhere) {
      const box = await options.showElsewhere(anchor, cardId);
      if (shownCardId === cardId) boxElsewhere = box;
      if (!box && shownCardId === cardId) shown = shownCardId = null;
      return;
    }
    foreign?.closed();
    foreign = null;
    host().show(anchor, cardId, keyboard, options.focusedField?.());
    options.onShown?.(cardId);
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
      clearPointerTimers();
      prepareTimer = timers.setTimeout(() => {
        prepareTimer = null;
        prepare(options.identifierAt(x, y));
      }, PREPARE_DELAY_MS);
      let paused = 0;
      const rested = () => {
        hoverTimer = null;
        const found = options.identifierAt(x, y);
        const onTheWay = isOpen() && onTheWayToCard(x, y);
        // On the way to the card, another identifier's card opens only after a longer pause on it.
        if (found && found !== shown && onTheWay && paused++ === 0) hoverTimer = timers.setTimeout(rested, HOVER_DELAY_MS);
        else if (found) {
          cancelHide();
          void open(found);
        }
        else if (isOpen() && !pointerOverCard && !onTheWay) scheduleHide();
      };
      hoverTimer = timers.setTimeout(rested, HOVER_DELAY_MS);
    },
    /**
     * Top frame: the pointer went into a sub-frame, whose content script follows it from there (what
     * this document saw last opens or closes nothing).
     */
    pointerIntoFrame: clearPointerTimers,
    /** The pointer left this document (a sub-frame's, on its way to the card in the top frame). */
    pointerLeft() {
      clearPointerTimers();
      if (isOpen() && !pointerOverCard) scheduleHide();
    },
    /**
     * The card frame says the person's pointer entered or left it: a card stays while the pointer is
     * in it, and what the page last saw of the pointer (an identifier crossed on the way) opens nothing.
     */
    pointerOnCard(cardId: string, over: boolean) {
      if (cardId !== shownCardId) return;
      pointerOverCard = over;
      if (!over) return scheduleHide();
      clearPointerTimers();
      cancelHide();
    },
    /**
     * Top frame: shows the card another frame opened, next to its identifier's box mapped into this
     * viewport; `closed` is told when it closes here. Answers the card's box.
     */
    showForeign(cardId: string, anchor: Edges, keyboard: boolean, avoid: Edges | null, closed: () => void): Edges {
      hide();
      foreign = { cardId, anchor, closed };
      const at: CardAnchor = { getBoundingClientRect: () => anchor };
      host().show(at, cardId, keyboard, avoid ?? options.focusedField?.());
      return host().box.getBoundingClientRect();
    },
    /** Top frame: hides the other frame's card at its request; answers whether the card had the focus (then `focusBack` takes it). */
    hideForeign(cardId: string, focusBack: () => void): boolean {
      if (foreign?.cardId !== cardId) return false;
      const hadFocus = document.activeElement === card?.host;
      if (hadFocus) focusBack();
      foreign = null;
      hide();
      return hadFocus;
    },
    open,
    hide,
    /** The card frame's own "close" (through the background): only the card on screen closes. */
    closeCard(cardId: string) {
      if (cardId === shownCardId) hide();
    },
    isOpen,
    /**
     * Whether the card `cardId`, shown here, has been visible to the person without a break up to now:
     * asked by the card before an action that spends or writes (Chromium; ./card-sight.ts).
     */
    seenSteadily(cardId: string): Promise<boolean> {
      if (!card || (cardId !== shownCardId && cardId !== foreign?.cardId)) return Promise.resolve(false);
      return card.seenSteadily();
    },
    /** Follows the identifier when what is under the card scrolls (the reader's pages). */
    reposition: () => card?.reposition(),
    remove() {
      removed = true;
      clearPointerTimers();
      cancelHide();
      card?.remove();
      card = null;
    },
  };
}

export type HoverCard<T> = ReturnType<typeof createHoverCard<T>>;
