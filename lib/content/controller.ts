/**
 * The content script's behaviour, given the few things its context provides: read settings, test the
 * page's text for a candidate, remember the field of the person's last gesture, relay sub-frames'
 * card positions, answer the tab's messages, and stop at once when paused or when the extension goes
 * away. Scanning, painting and the hover card are the on-demand core (./content-core.ts), loaded when
 * the page first shows a candidate, the top frame must show a sub-frame's card, or a message needs it.
 */
import { browser } from 'wxt/browser';
import { DEFAULT_SETTINGS, isPausedOn, type Settings } from '../settings';
import { isBlockedSite } from '../settings/managed';
import { readManaged, readSettings, watchSettings, type ManagedMirror } from '../settings/read';
import { createTabMessageListener } from './tab-messages';
import { watchForCandidates, type CandidateWatch } from './candidate-watch';
import type { FillOutcome, PageContact } from '../protocol/messages';
import { createFieldMemory } from './field-memory';
import { createPageActionsLoader } from './page-actions-load';
import { createContentCoreLoader } from './content-core-load';
import type { ContentCore } from './content-core';
import { siteOfFrame } from './frame-site';
import { createFrameRelay } from './frame-relay';

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
  const isTop = window === window.top;
  /** Positions of cards climbing from sub-frames to the top frame (./frame-relay.ts). */
  const relay = createFrameRelay();
  ctx.addEventListener(window, 'message', relay.onMessage);

  /** Scanner, painter and card, once loaded (./content-core.ts). */
  let core: ContentCore | null = null;
  const loadCore = createContentCoreLoader(document, ctx);
  /** Whether the core was asked for: messages about what was found wait for it only then. */
  let coreWanted = false;
  const wantCore = () => {
    coreWanted = true;
    return loadCore().then((loaded) => (core = loaded));
  };
  /** The core, if the page needed it (loaded by then); null on a page where it was never needed. */
  const coreIfWanted = async () => (coreWanted ? wantCore() : null);

  /** Until the page's text shows a candidate (./candidate-watch.ts): nothing is loaded, scanned or painted. */
  let waiting: CandidateWatch | null = null;
  /** Counts starts and stops: a core that arrives after a stop (a pause) does not scan. */
  let generation = 0;

  function start() {
    const root = document.body ?? document.documentElement;
    const started = ++generation;
    waiting = watchForCandidates(root, () => core?.hostElement ?? null, () => {
      waiting = null;
      // A failed import (the extension went away or was updated under the page) leaves the page as it is.
      wantCore().then(
        (loaded) => {
          if (ctx.isValid && started === generation) loaded.scan(root, settings);
        },
        () => undefined,
      );
    });
  }

  function stop() {
    generation++;
    waiting?.disconnect();
    waiting = null;
    core?.stop();
  }

  function apply(next: Settings, managed: ManagedMirror) {
    settings = next;
    stop();
    if (site === undefined) return;
    // The organization's blocked sites are paused for good: nothing is highlighted there.
    if (!(site !== null && isPausedOn(settings, site)) && !settings.pausedEverywhere && !isBlockedSite(managed, site)) start();
  }

  /** Fill, forms and the page's contacts: loaded when first asked for (./page-actions.ts). */
  const pageActions = createPageActionsLoader(document);

  /** The people this page shows (their CPFs, phones, e-mails), for "Enriquecer contatos desta página". */
  async function contactsOfPage(): Promise<PageContact[]> {
    const found = (await (await coreIfWanted())?.found()) ?? [];
    return (await pageActions()).contacts(found, core?.hostElement ?? null);
  }

  /**
   * The field the person last focused, for "Preencher"; the form around it, for "Preencher
   * formulário". The background asks only the top frame (lib/protocol/send.ts `sendToTab`), so only
   * its document follows the person's gestures, synchronously, in the frame of each gesture.
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

  const unwatchSettings = watchSettings(apply);
  // Messages about a card are about one the core shows: without the core, there is none.
  const onMessage = createTabMessageListener(
    {
      'content.next': () => {
        void coreIfWanted().then((loaded) => loaded?.focusNext());
        return null;
      },
      // Only the top frame answers for the tab: the toolbar's pause menu is about the page's own site.
      // "Pausar neste site": the background cannot read the tab's address (no `tabs` permission).
      'content.host': () => (window === window.top && /^(https?|file):$/.test(location.protocol) ? location.host : null),
      'content.contacts': () => contactsOfPage(),
      'content.closeCard': ({ cardId }) => {
        core?.closeCard(cardId);
        return null;
      },
      'content.showCard': async ({ cardId, requestId, keyboard }) => {
        const position = await relay.positionOf(requestId, ctx);
        relay.forget(requestId);
        if (!position) return null;
        // The top frame may have had nothing of its own to find: the card comes with the core.
        return (await wantCore()).showForeign(cardId, position, keyboard);
      },
      'content.hideCard': ({ cardId }) => core?.hideForeign(cardId) ?? false,
      'content.cardPointer': ({ cardId, over }) => {
        core?.pointerOnCard(cardId, over);
        return null;
      },
      'content.cardUncovered': ({ cardId }) => core?.seenSteadily(cardId) ?? false,
      'content.fill': ({ value }) => fillFocusedField(value),
      'content.form': async () => (await pageActions()).scanForm(remembered()),
      'content.fillForm': async ({ scanId, writes }) => (await pageActions()).fillForm(scanId, writes),
      'content.undoFill': async ({ scanId }) => (await pageActions()).undoFill(scanId),
      // Counts and timings only, for the page benchmark; the handler exists only in its builds.
      ...(import.meta.env.WXT_BENCH ? { 'content.stats': async () => (await (await coreIfWanted())?.stats()) ?? null } : {}),
    },
    browser.runtime.id,
  );
  browser.runtime.onMessage.addListener(onMessage);

  ctx.onInvalidated(() => {
    unwatchSettings();
    browser.runtime.onMessage.removeListener(onMessage);
    stop();
    core?.remove();
  });

  void Promise.all([readSettings(), readManaged(), siteOfFrame()]).then(([stored, managed, frameSite]) => {
    site = frameSite;
    if (ctx.isValid) apply(stored, managed);
  });
}
