/**
 * The card's guard on actions that spend credits or write into the page ("Enriquecer", "Abrir no
 * painel"): they run only for a real click (`isTrusted`: a page cannot forge one) on a card that the
 * person can really see. Visibility comes from IntersectionObserver v2 (`trackVisibility`), which
 * reports a frame covered, transparent or filtered by the page; where the browser lacks it (Firefox),
 * the card only knows that it intersects the viewport, so a page could still fade or cover it and
 * aim the person's click. There, an action that spends asks first in the browser's own dialog
 * (`confirm()`), which the page can neither see, cover nor answer.
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

export interface SpendGuard {
  /** Whether an action may run for this event. */
  allows(event: { isTrusted: boolean }): boolean;
  /**
   * Whether a spending action that `allows` let through may go on: at once where the browser tracks
   * visibility, after the person's yes to `question` where it does not.
   */
  confirms(question: string): boolean;
  dispose(): void;
}

/** Whether this browser reports real visibility (IntersectionObserver v2's `isVisible`). */
export function tracksVisibility(): boolean {
  return typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;
}

/**
 * Watches `target` (the card's body) and answers whether a click on it may spend. `confirm` asks the
 * person in a dialog of the browser's own; pass it where visibility is not tracked.
 */
export function createSpendGuard(target: Element, Observer: ObserverConstructor | undefined, confirm?: (question: string) => boolean): SpendGuard {
  // Until the observer has reported, the card counts as visible: it was just shown by a trusted hover.
  let visible = true;
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
      // An observer that refuses trackVisibility: no signal, the trusted-click rule still holds.
    }
  }
  return {
    allows: (event) => event.isTrusted && visible,
    confirms: (question) => (confirm ? confirm(question) : true),
    dispose: () => observer?.disconnect(),
  };
}
