/**
 * The content script's on-demand core: the scanner, the detectors, the painter and the hover card.
 * The content script every frame loads (./controller.ts) holds only the cheap first pass over the
 * page's text, the field memory, the frame relay and the tab's messages; this part is its own script
 * (entrypoints/content-core.ts), imported into the content script's world (./on-demand.ts) when the
 * page first shows a candidate, the top frame is asked to show a sub-frame's card, or a message needs
 * what was found. Compiling and running it in every frame was most of what a page with nothing to
 * find paid for Atalaia (docs/performance.md).
 *
 * Every listener here checks `isTrusted` synchronously, in the frame of the event, as before.
 */
import type { DetectionKind } from '../detectors';
import { DEFAULT_SETTINGS, type Settings } from '../settings';
import { createHoverCard } from './card-hover';
import { fieldArea } from './card-place';
import { takeEarlyHighlights } from './early-highlights';
import { identifierAt } from './hover';
import { batchedPainter } from './paint-batch';
import { createHighlightPainter, createOverlayPainter, supportsHighlights, type Painter } from './painter';
import { isInline } from './blocks';
import { createScanner, type Found, type Scanner } from './scanner';
import { isEditable } from './field-memory';
import type { FoundIdentifier } from './page-contacts';
import { sendFromContent } from '../protocol/send';
import { newRequestId, postCardPosition, type CardPosition } from './frame-relay';
import type { ContentContext } from './controller';
import type { FrameBox } from '../protocol/messages';

export type ContentCore = ReturnType<typeof createContentCore>;

export function createContentCore(document: Document, ctx: ContentContext) {
  let running: { scanner: Scanner; painter: Painter; observer: MutationObserver } | null = null;
  const isTop = window === window.top;
  const focusedField = () => {
    const field = document.activeElement;
    if (!field || !isEditable(field)) return null;
    const labels = 'labels' in field ? [...((field as HTMLInputElement).labels ?? [])] : [];
    return fieldArea(field.getBoundingClientRect(), labels.map((label) => label.getBoundingClientRect()));
  };
  const card = createHoverCard<Found>(document, {
    identifierAt: (x, y) => (running ? identifierAt(running.scanner, x, y) : null),
    anchorOf: (found) => found.range,
    openCard: async (found, keyboard) => (await sendFromContent('card.open', { kind: found.kind, value: found.value, ...(keyboard && { keyboard }) }))?.cardId ?? null,
    timers: ctx,
    focusedField,
    // The top frame shows every card of the tab; a sub-frame's goes there, at its identifier.
    ...(isTop
      ? { onShown: (cardId: string) => void sendFromContent('card.show', { cardId }) }
      : {
          showElsewhere: async (anchor: Range, cardId: string) => {
            const requestId = newRequestId();
            postCardPosition(requestId, anchor.getBoundingClientRect(), focusedField());
            return (await sendFromContent('card.show', { cardId, requestId }))?.box ?? null;
          },
          hideElsewhere: async (cardId: string) => (await sendFromContent('card.hide', { cardId }))?.hadFocus === true,
        }),
  });
  /** The frame element of the sub-frame whose card the top frame shows: the focus goes back through it. */
  let foreignFrame: HTMLElement | null = null;

  const defer = (task: () => void, delayMs = 0) => {
    ctx.setTimeout(() => {
      if (ctx.isValid) task();
    }, delayMs);
  };

  function scan(root: HTMLElement, settings: Settings) {
    // The host is added only when needed: for the first card, or to draw where highlights are missing.
    const painter = batchedPainter(
      supportsHighlights()
        ? createHighlightPainter(settings.highlightStyle, takeEarlyHighlights(), DEFAULT_SETTINGS.highlightStyle)
        : createOverlayPainter(card.host().layer, settings.highlightStyle),
    );
    const kinds = new Set<DetectionKind>(settings.detectedKinds);
    const observer = new MutationObserver((records) => {
      const touched: Node[] = [];
      for (const record of records) {
        if (card.hostElement?.contains(record.target)) continue;
        if (record.type === 'characterData') {
          touched.push(record.target);
          continue;
        }
        // Added subtrees are read on their own; the parent's text changes only when text or inline
        // content left it (removed blocks just drop out).
        record.addedNodes.forEach((node) => touched.push(node));
        const inlineRemoved = [...record.removedNodes].some((node) => node.nodeType === Node.TEXT_NODE || isInline(node));
        if (inlineRemoved) touched.push(record.target);
      }
      scanner.changed(touched);
    });
    const watched: MutationObserverInit = { childList: true, subtree: true, characterData: true };
    // Shadow trees are watched one by one as they are read: the document's observer does not see into them.
    const onShadowRoot = (shadowRoot: ShadowRoot) => observer.observe(shadowRoot, watched);
    const scanner = createScanner({ root, ignore: card.hostElement, kinds: () => kinds, painter, defer, onShadowRoot });
    observer.observe(root, watched);
    running = { scanner, painter, observer };
    scanner.start();
  }

  /** Stops scanning and painting; the card of what was found closes with it. */
  function stop() {
    if (!running) return;
    running.observer.disconnect();
    running.scanner.clear();
    running.painter.dispose();
    running = null;
    card.hide();
  }

  function onPointerMove(event: Event) {
    // A page can dispatch pointer events of its own; only the person's pointer readies or opens a card.
    // A top frame with nothing of its own to scan still follows the pointer while it shows a
    // sub-frame's card, which closes when the pointer rests on the page away from it.
    if (!event.isTrusted || (!running && !card.isOpen())) return;
    const { clientX, clientY } = event as PointerEvent;
    card.pointerMoved(clientX, clientY);
  }

  /** The keyboard shortcut: the next identifier after the one shown, scrolled into view, its card open and focused. */
  async function focusNext() {
    // The next identifier may lie past what the first reading covered.
    await running?.scanner.readAll();
    if (!running) return;
    const all = running.scanner.all();
    if (all.length === 0) return;
    const shown = card.shown;
    const index = shown ? all.findIndex((found) => found.range.compareBoundaryPoints(Range.START_TO_START, shown.range) > 0) : 0;
    const next = all[index < 0 ? 0 : index];
    if (!next) return;
    next.range.startContainer.parentElement?.scrollIntoView({ block: 'center', behavior: 'instant' });
    void card.open(next, true);
  }

  /** The page's CPFs, phones and e-mails, the whole page read, each with the block it belongs to. */
  async function found(): Promise<FoundIdentifier[]> {
    const identifiers: FoundIdentifier[] = [];
    await running?.scanner.readAll();
    for (const item of running?.scanner.all() ?? []) {
      // The block the text belongs to (a cell, a paragraph): inline elements inside it are the same record.
      const element = item.block.owner instanceof Element ? item.block.owner : item.range.startContainer.parentElement;
      if (element && (item.kind === 'cpf' || item.kind === 'phone' || item.kind === 'email')) identifiers.push({ kind: item.kind, value: item.value, element, range: item.range });
    }
    return identifiers;
  }

  ctx.addEventListener(document, 'pointermove', onPointerMove, { passive: true });
  // A sub-frame's pointer leaving it (for the card in the top frame, or elsewhere) stops resting here.
  if (!isTop) ctx.addEventListener(document.documentElement, 'pointerleave', (event) => event.isTrusted && card.pointerLeft());
  else ctx.addEventListener(document, 'pointerover', (event) => event.isTrusted && /^i?frame$/.test((event.target as Element).localName) && card.pointerIntoFrame());
  ctx.addEventListener(document, 'keydown', (event) => {
    if (event.isTrusted && (event as KeyboardEvent).key === 'Escape' && card.isOpen()) card.hide();
  });
  // Scrolls anywhere in the page (captured: a box's own do not bubble), resizes, and the end of a
  // scroll, after which a jump may have landed in the middle of a resting group (near.ts).
  const viewportMoved = (event: Event) => {
    running?.scanner.viewportMoved(event);
    running?.painter.reposition();
  };
  for (const type of ['scroll', 'resize', 'scrollend']) ctx.addEventListener(window, type, viewportMoved, { passive: true, capture: true });
  // An SPA's navigation is read again; a jump inside the page (only the hash changed) shows the same page.
  ctx.addEventListener(window, 'wxt:locationchange', (event) => {
    const { newUrl, oldUrl } = event as Event & Record<'newUrl' | 'oldUrl', URL>;
    if (newUrl.pathname + newUrl.search !== oldUrl.pathname + oldUrl.search) running?.scanner.changed([document.body]);
  });

  return {
    /** Atalaia's own host in this document, once a card or the overlay needed it: never part of the page. */
    get hostElement() {
      return card.hostElement ?? null;
    },
    scan,
    stop,
    focusNext,
    found,
    /** Counts and timings of the whole page read, for the page benchmark. */
    stats: async () => (running ? (await running.scanner.readAll(), { ...running.scanner.stats }) : null),
    closeCard: (cardId: string) => card.closeCard(cardId),
    /** Top frame: shows a sub-frame's card at the position its frames relayed; answers its box in the opener's pixels. */
    showForeign(cardId: string, position: CardPosition, keyboard: boolean): FrameBox {
      foreignFrame = position.frame;
      const box = card.showForeign(cardId, position.rect, keyboard, position.field, () => void sendFromContent('card.hide', { cardId }));
      const { x, y } = position.offset;
      return { left: box.left - x, top: box.top - y, right: box.right - x, bottom: box.bottom - y };
    },
    hideForeign: (cardId: string) => card.hideForeign(cardId, () => foreignFrame?.focus()),
    pointerOnCard: (cardId: string, over: boolean) => card.pointerOnCard(cardId, over),
    seenSteadily: (cardId: string) => card.seenSteadily(cardId),
    remove() {
      stop();
      card.remove();
    },
  };
}
