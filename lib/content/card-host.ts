/**
 * The one element Atalaia adds to a page: a host with a closed shadow root holding the hover card, an
 * extension-origin frame (the page cannot read what it shows nor click it), and the layer the
 * fallback painter draws in. Placed next to the identifier by ./card-place.ts.
 *
 * Nothing about a card reaches the page: the frame never posts to it, and every card has the same
 * size (its content scrolls inside), so a page that measures the host cannot tell a cached identifier
 * from one never looked up.
 */
import { browser } from 'wxt/browser';
import { cardPosition, type Edges } from './card-place';
import { watchCardSight, type CardSight } from './card-sight';

/** What a card is placed next to: an identifier's range, or its box mapped from the frame it is in. */
export interface CardAnchor {
  getBoundingClientRect(): Edges;
}

export const CARD_WIDTH = 340;
export const CARD_HEIGHT = 260;

export interface CardHost {
  host: HTMLElement;
  /** Where the fallback painter draws. */
  layer: HTMLElement;
  /** The card's box: placed, sized and shadowed here; it holds the frame. */
  box: HTMLElement;
  /** The frame of the card shown, if any. */
  readonly frame: HTMLIFrameElement | null;
  /**
   * Loads the frame of a card not shown yet, hidden (`display: none`: not painted, not focusable, out
   * of the accessibility tree), so that `show` with the same id only has to display it. One at a time:
   * a card readied before is dropped.
   */
  prepare(cardId: string): void;
  /** Drops the frame readied by `prepare`, if any (the card it was for will not be shown). */
  dropPrepared(): void;
  /**
   * `takeFocus`: the frame gets the focus once loaded (the person's shortcut opened it). The frame
   * readied for `cardId`, if any, is the one shown.
   */
  show(anchor: CardAnchor, cardId: string, takeFocus?: boolean, avoid?: Edges | null): void;
  /** Places the open card next to its identifier again (after the identifier moved: the reader's scroll). */
  reposition(): void;
  hide(): void;
  isOpen(): boolean;
  /** Whether the card shown has been visible to the person, without a break, up to now (./card-sight.ts). */
  seenSteadily(): Promise<boolean>;
  remove(): void;
}

interface CardHostOptions {
  /**
   * Someone else (the page) navigated the frame, moved or resized the card, or touched the host: the
   * card is closed at once, before a click can land on it where the page wanted.
   */
  onTampered?: () => void;
}

export function createCardHost(document: Document, options: CardHostOptions = {}): CardHost {
  const host = document.createElement('atalaia-host');
  // No page style reaches in, none leaks out; the host itself takes no room. Important, so that no
  // rule of the page (not even an !important one) moves or transforms it.
  host.style.cssText =
    'all: initial !important; position: fixed !important; top: 0 !important; left: 0 !important; width: 0 !important; height: 0 !important; z-index: 2147483647 !important;';
  const shadow = host.attachShadow({ mode: 'closed' });
  const layer = document.createElement('div');
  const box = document.createElement('div');
  box.style.cssText = `position: fixed; top: 0; left: 0; width: ${CARD_WIDTH}px; height: ${CARD_HEIGHT}px; border-radius: 10px;
    box-shadow: 0 6px 24px rgba(0, 0, 0, 0.28); display: none;`;
  shadow.append(layer, box);
  document.documentElement.append(host);
  let frame: HTMLIFrameElement | null = null;
  /** Where the card was put, in viewport pixels; null while none is shown. */
  let placed: { x: number; y: number } | null = null;
  let anchorRange: CardAnchor | null = null;
  /** The focused field the card must not cover. */
  let avoided: Edges | null | undefined;
  let watching = 0;
  /** What the top document's observer reports of the card shown. */
  let sight: CardSight | null = null;

  /** Puts the card next to `range`, and remembers where, for the placement watch. */
  const place = (anchor: CardAnchor) => {
    const viewport = { width: document.documentElement.clientWidth, height: document.documentElement.clientHeight };
    const { x, y } = cardPosition(anchor.getBoundingClientRect(), { width: CARD_WIDTH, height: CARD_HEIGHT }, viewport, avoided);
    box.style.transform = `translate(${x}px, ${y}px)`;
    const shown = box.getBoundingClientRect();
    placed = { x: shown.left, y: shown.top };
  };

  /** The frame readied by `prepare`, hidden, and the card it shows. */
  let prepared: { frame: HTMLIFrameElement; cardId: string } | null = null;

  const dropFrame = () => {
    frame?.remove();
    frame = null;
  };

  function dropPrepared() {
    prepared?.frame.remove();
    prepared = null;
  }

  const tampered = () => {
    hide();
    options.onTampered?.();
  };

  /**
   * Every frame while a card is shown: still where it was put, at its size? A page that moves the
   * card (a transform on an ancestor, a rule on the host) gets it closed within one frame.
   */
  const watchPlacement = () => {
    watching = requestAnimationFrame(() => {
      if (!placed) return;
      const now = box.getBoundingClientRect();
      const moved = Math.abs(now.left - placed.x) > 1 || Math.abs(now.top - placed.y) > 1 || Math.abs(now.width - CARD_WIDTH) > 1 || Math.abs(now.height - CARD_HEIGHT) > 1;
      if (moved) tampered();
      else watchPlacement();
    });
  };

  // The host is ours alone: any change to its attributes (style, class, hidden) is the page's doing.
  new MutationObserver(() => placed && tampered()).observe(host, { attributes: true });

  function hide() {
    placed = null;
    anchorRange = null;
    cancelAnimationFrame(watching);
    sight?.dispose();
    sight = null;
    box.style.display = 'none';
    dropFrame();
    dropPrepared();
  }

  /**
   * A new frame for every card: it loads once; any later load is a navigation we did not make, which
   * closes the card shown, or drops the one readied. `hidden`: readied by `prepare`, not displayed.
   */
  const newFrame = (cardId: string, hidden: boolean, takeFocus = false) => {
    const created = document.createElement('iframe');
    created.title = 'Atalaia';
    created.setAttribute('allow', 'clipboard-write');
    created.style.cssText = `width: 100%; height: 100%; border: 0; border-radius: 10px; color-scheme: normal; background: transparent; display: ${hidden ? 'none' : 'block'};`;
    let loads = 0;
    created.addEventListener('load', () => {
      loads += 1;
      if (loads === 1 && takeFocus && created === frame) created.focus();
      if (loads === 1) return;
      if (created === frame) tampered();
      else if (created === prepared?.frame) dropPrepared();
    });
    created.src = `${browser.runtime.getURL('/card.html')}#${cardId}`;
    box.append(created);
    return created;
  };

  return {
    host,
    layer,
    box,
    get frame() {
      return frame;
    },
    prepare(cardId) {
      dropPrepared();
      prepared = { frame: newFrame(cardId, true), cardId };
    },
    dropPrepared,
    show(anchor, cardId, takeFocus = false, avoid) {
      placed = null;
      cancelAnimationFrame(watching);
      dropFrame();
      const ready = prepared?.cardId === cardId ? prepared.frame : null;
      if (ready) {
        prepared = null;
        ready.style.display = 'block';
        frame = ready;
        if (takeFocus) ready.focus();
      } else {
        dropPrepared();
        frame = newFrame(cardId, false, takeFocus);
      }
      box.style.display = 'block';
      anchorRange = anchor;
      avoided = avoid;
      place(anchor);
      watchPlacement();
      sight?.dispose();
      sight = watchCardSight(box);
    },
    /** Follows the identifier when the reader scrolls its pages under a card. */
    reposition() {
      if (placed && anchorRange) place(anchorRange);
    },
    hide,
    isOpen: () => frame !== null,
    seenSteadily: () => sight?.seenSteadily() ?? Promise.resolve(false),
    remove() {
      host.remove();
    },
  };
}
