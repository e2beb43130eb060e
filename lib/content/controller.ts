/**
 * The content script's behaviour, given the few things its context provides: read settings, scan and
 * paint, follow DOM changes, open the hover card on a resting pointer or the keyboard shortcut, and
 * stop at once when paused or when the extension goes away.
 */
import { browser } from 'wxt/browser';
import type { DetectionKind } from '../detectors';
import { DEFAULT_SETTINGS, isPausedOn, type Settings } from '../settings';
import { isBlockedSite } from '../settings/managed';
import { readManaged, readSettings, watchSettings, type ManagedMirror } from '../settings/read';
import { createTabMessageListener } from './tab-messages';
import { createHoverCard } from './card-hover';
import { fieldArea } from './card-place';
import { takeEarlyHighlights } from './early-highlights';
import { identifierAt } from './hover';
import { batchedPainter } from './paint-batch';
import { createHighlightPainter, createOverlayPainter, supportsHighlights, type Painter } from './painter';
import { isInline } from './blocks';
import { createScanner, type Found, type Scanner } from './scanner';
import { watchForCandidates, type CandidateWatch } from './candidate-watch';
import type { FillOutcome, PageContact } from '../protocol/messages';
import { createFieldMemory, isEditable } from './field-memory';
import type { FoundIdentifier } from './page-contacts';
import { createPageActionsLoader } from './page-actions-load';
import { sendFromContent } from '../protocol/send';
import { siteOfFrame } from './frame-site';
import { createFrameRelay, newRequestId, postCardPosition } from './frame-relay';

/** What the content script needs from WXT's context: timers and listeners that die with it. */
export interface ContentContext {
  setTimeout(handler: () => void, timeout?: number): number;
  clearTimeout(id: number): void;
  addEventListener(target: EventTarget, type: string, handler: (event: Event) => void, options?: AddEventListenerOptions): void;
  onInvalidated(callback: () => void): void;
  isValid: boolean;
}

export function startContent(ctx: ContentContext) {
  let settings: Settings = DEFAULT_SETTINGS;
  /** The site this frame is judged by (./frame-site.ts); undefined until it is known. */
  let site: string | null | undefined;
  let running: { scanner: Scanner; painter: Painter; observer: MutationObserver } | null = null;
  const isTop = window === window.top;
  /** Positions of cards climbing from sub-frames to the top frame (./frame-relay.ts). */
  const relay = createFrameRelay();
  ctx.addEventListener(window, 'message', relay.onMessage);
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

  /** Until the page's text shows a candidate (./candidate-watch.ts): nothing is scanned or painted. */
  let waiting: CandidateWatch | null = null;

  function start() {
    const root = document.body ?? document.documentElement;
    waiting = watchForCandidates(root, () => card.hostElement ?? null, () => {
      waiting = null;
      if (ctx.isValid) scan(root);
    });
  }

  function scan(root: HTMLElement) {
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

  function stop() {
    waiting?.disconnect();
    waiting = null;
    if (!running) return;
    running.observer.disconnect();
    running.scanner.clear();
    running.painter.dispose();
    running = null;
    card.hide();
  }

  function apply(next: Settings, managed: ManagedMirror) {
    const wasRunning = running !== null;
    settings = next;
    stop();
    if (site === undefined) return;
    // The organization's blocked sites are paused for good: nothing is highlighted there.
    if (!(site !== null && isPausedOn(settings, site)) && !settings.pausedEverywhere && !isBlockedSite(managed, site)) start();
    else if (wasRunning) card.hide();
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

  /** Fill, forms and the page's contacts: loaded when first asked for (./page-actions.ts). */
  const pageActions = createPageActionsLoader(document);

  /** The people this page shows (their CPFs, phones, e-mails), for "Enriquecer contatos desta página". */
  async function contactsOfPage(): Promise<PageContact[]> {
    const found: FoundIdentifier[] = [];
    await running?.scanner.readAll();
    for (const item of running?.scanner.all() ?? []) {
      // The block the text belongs to (a cell, a paragraph): inline elements inside it are the same record.
      const element = item.block.owner instanceof Element ? item.block.owner : item.range.startContainer.parentElement;
      if (element && (item.kind === 'cpf' || item.kind === 'phone' || item.kind === 'email')) found.push({ kind: item.kind, value: item.value, element, range: item.range });
    }
    return (await pageActions()).contacts(found, card.hostElement ?? null);
  }

  /**
   * The field the person last focused, for "Preencher"; the form around it, for "Preencher
   * formulário". The background asks only the top frame (lib/protocol/send.ts `sendToTab`), so only
   * its document follows the person's gestures.
   */
  const fieldMemory = isTop ? createFieldMemory(document) : null;
  if (fieldMemory) {
    for (const type of ['pointerdown', 'keydown', 'keyup']) ctx.addEventListener(document, type, fieldMemory.onGesture, { capture: true, passive: true });
    ctx.addEventListener(document, 'focusout', fieldMemory.onSelectionMoved);
    ctx.addEventListener(document, 'selectionchange', fieldMemory.onSelectionMoved);
  }
  const remembered = () => fieldMemory?.current() ?? null;

  async function fillFocusedField(value: string): Promise<FillOutcome> {
    if (fieldMemory?.wentToClosedField()) return 'closed_field';
    return (await pageActions()).fill(remembered(), value);
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

  const unwatchSettings = watchSettings(apply);
  const onMessage = createTabMessageListener(
    {
      'content.next': () => {
        void focusNext();
        return null;
      },
      // Only the top frame answers for the tab: the toolbar's pause menu is about the page's own site.
      // "Pausar neste site": the background cannot read the tab's address (no `tabs` permission).
      'content.host': () => (window === window.top && /^(https?|file):$/.test(location.protocol) ? location.host : null),
      'content.contacts': () => contactsOfPage(),
      'content.closeCard': ({ cardId }) => {
        card.closeCard(cardId);
        return null;
      },
      'content.showCard': async ({ cardId, requestId, keyboard }) => {
        const position = await relay.positionOf(requestId, ctx);
        relay.forget(requestId);
        if (!position) return null;
        foreignFrame = position.frame;
        const box = card.showForeign(cardId, position.rect, keyboard, position.field, () => void sendFromContent('card.hide', { cardId }));
        const { x, y } = position.offset;
        return { left: box.left - x, top: box.top - y, right: box.right - x, bottom: box.bottom - y };
      },
      'content.hideCard': ({ cardId }) => card.hideForeign(cardId, () => foreignFrame?.focus()),
      'content.cardPointer': ({ cardId, over }) => {
        card.pointerOnCard(cardId, over);
        return null;
      },
      'content.cardUncovered': ({ cardId }) => card.seenSteadily(cardId),
      'content.fill': ({ value }) => fillFocusedField(value),
      'content.form': async () => (await pageActions()).scanForm(remembered()),
      'content.fillForm': async ({ scanId, writes }) => (await pageActions()).fillForm(scanId, writes),
      'content.undoFill': async ({ scanId }) => (await pageActions()).undoFill(scanId),
      // Counts and timings only, for the page benchmark; the handler exists only in its builds.
      ...(import.meta.env.WXT_BENCH ? { 'content.stats': async () => (running ? (await running.scanner.readAll(), { ...running.scanner.stats }) : null) } : {}),
    },
    browser.runtime.id,
  );
  browser.runtime.onMessage.addListener(onMessage);

  ctx.onInvalidated(() => {
    unwatchSettings();
    browser.runtime.onMessage.removeListener(onMessage);
    stop();
    card.remove();
  });

  void Promise.all([readSettings(), readManaged(), siteOfFrame()]).then(([stored, managed, frameSite]) => {
    site = frameSite;
    if (ctx.isValid) apply(stored, managed);
  });
}
