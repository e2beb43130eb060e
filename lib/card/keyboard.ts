/**
 * The hover card from the keyboard, for a card the "next identifier" shortcut opened (loaded only
 * then: most cards are opened by the pointer). The focus goes to the card's first action; Tab and
 * Shift+Tab cycle through the card's controls instead of leaving the frame for the page; Esc closes
 * the card as always (lib/card/use-card.ts), and the content script gives the focus back to the
 * identifier (lib/content/focus-return.ts).
 */
const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focuses the first action of the card in `root` once it is drawn, and keeps Tab inside the card for
 * the frame's life (each card is a new frame).
 */
export function takeKeyboardFocus(root: HTMLElement): void {
  const controls = () => [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
  // The first action ("Abrir no painel"), not the close button that comes first: Esc already closes.
  requestAnimationFrame(() => (root.querySelector<HTMLElement>('.actions button') ?? controls()[0])?.focus());
  const onKey = (event: KeyboardEvent) => {
    if (event.key !== 'Tab') return;
    const all = controls();
    const first = all[0];
    const last = all.at(-1);
    if (!first || !last) return;
    const active = root.ownerDocument.activeElement;
    const outside = !all.includes(active as HTMLElement);
    if (event.shiftKey && (active === first || outside)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || outside)) {
      event.preventDefault();
      first.focus();
    }
  };
  root.ownerDocument.addEventListener('keydown', onKey);
}
