/**
 * The card's guard on actions that spend credits or write into the page ("Enriquecer", "Abrir no
 * painel"): they run only for a real click (`isTrusted`: a page cannot forge one) on a card that the
 * person can really see. Visibility comes from IntersectionObserver v2 (`trackVisibility`), which
 * reports a frame covered, transparent or filtered by the page; where the browser lacks it (Firefox),
 * the card only knows that it intersects the viewport.
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
  dispose(): void;
}

/** Watches `target` (the card's body) and answers whether a click on it may spend. */
export function createSpendGuard(target: Element, Observer: ObserverConstructor | undefined): SpendGuard {
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
    dispose: () => observer?.disconnect(),
  };
}
