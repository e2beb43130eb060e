/**
 * The card's guard on actions that spend credits or write into the page ("Enriquecer", "Preencher",
 * "Abrir no painel"): they run only for a real click (`isTrusted`: a page cannot forge one) on a
 * card that the person can really see, reached on purpose. Visibility comes from IntersectionObserver
 * v2 (`trackVisibility`), which reports this frame made transparent or filtered by the page; where the
 * browser lacks it (Firefox), the card only knows that it intersects the viewport. A box the page lays
 * over the card is not reported here (Chromium does not see an out-of-process frame covered): the top
 * document, where the card's box is, answers that after the click (lib/content/card-sight.ts).
 *
 * A page may also move the card under a resting pointer, or change it just before a click lands: a
 * pointer click counts only after the pointer entered the card, and no click counts within
 * `SETTLE_MS` of the card's content changing. (The content script closes a card the page moves.)
 *
 * Where visibility is not tracked (Firefox), a page could still fade or cover the card and aim the
 * person's click: there, an action that spends asks first in the browser's own dialog (`confirm()`),
 * which the page can neither see, cover nor answer (./firefox.ts, loaded only there).
 */

interface VisibilityEntry {
  isIntersecting: boolean;
  /** IntersectionObserver v2 only. */
  isVisible?: boolean;
}

type ObserverConstructor = new (
  callback: (entries: VisibilityEntry[]) => void,
  options: IntersectionObserverInit & { trackVisibility?: boolean; delay?: number },
) => { observe(target: Element): void; disconnect(): void };

/** How long the card must stay as it is before a click on it counts. */
export const SETTLE_MS = 500;

/** Why a click was refused: the page forged it or hid the card, the card just changed, or the pointer never came in. */
export type Refusal = 'forged' | 'hidden' | 'changed' | 'pointer';

export interface SpendClick {
  isTrusted: boolean;
  /** The click count: 0 for a click made with the keyboard (Enter or Space on a focused button). */
  detail: number;
}

export interface SpendGuard {
  /** Why an action may not run for this click; null when it may. */
  refusal(event: SpendClick): Refusal | null;
  /** The card's content changed (a summary arrived, a result appeared). */
  contentChanged(): void;
  /** A trusted pointer event inside the card: the person's pointer is on it. */
  pointerEntered(event: { isTrusted: boolean }): void;
  pointerLeft(): void;
  dispose(): void;
}

/** Whether this browser reports real visibility (IntersectionObserver v2's `isVisible`). */
export function tracksVisibility(): boolean {
  return typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;
}

/** Watches `target` (the card's body) and answers whether a click on it may spend. */
export function createSpendGuard(target: Element, Observer: ObserverConstructor | undefined, now: () => number = () => performance.now()): SpendGuard {
  // Until the observer has reported, the card counts as visible: it was just shown by a trusted hover.
  let visible = true;
  let pointerInside = false;
  let changedAt = Number.NEGATIVE_INFINITY;
  let observer: { disconnect(): void } | null = null;
  if (Observer) {
    try {
      const created = new Observer(
        (entries) => {
          for (const entry of entries) visible = entry.isVisible ?? entry.isIntersecting;
        },
        { threshold: [1], trackVisibility: true, delay: 100 },
      );
      created.observe(target);
      observer = created;
    } catch {
      // An observer that refuses trackVisibility: no signal, the other rules still hold.
    }
  }
  return {
    refusal(event) {
      if (!event.isTrusted) return 'forged';
      if (!visible) return 'hidden';
      if (now() - changedAt < SETTLE_MS) return 'changed';
      // A keyboard click needs focus in the card, which only the person's own keys can give it.
      if (event.detail > 0 && !pointerInside) return 'pointer';
      return null;
    },
    contentChanged: () => {
      changedAt = now();
    },
    pointerEntered: (event) => {
      if (event.isTrusted) pointerInside = true;
    },
    pointerLeft: () => {
      pointerInside = false;
    },
    dispose: () => observer?.disconnect(),
  };
}
