/**
 * Where the focus goes when a card that had it closes (Esc): back to the identifier on the page, and
 * in any case back to the page.
 *
 * The page's DOM is not touched for this (no tabindex is added, as the highlighter adds nothing
 * either): inside a focusable element (a link, a button, a field, an element with tabindex, such as
 * the reader's scrolling pages) that element takes the focus, and the identifier's text is selected.
 * A selection is no change to the DOM (as the highlights are none), and shows the person, and an
 * assistive technology that follows the selection, where they were.
 */
const FOCUSABLE = 'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable=""], [contenteditable="true"]';

export function returnFocusTo(range: Range): void {
  const focusable = range.startContainer.parentElement?.closest<HTMLElement>(FOCUSABLE);
  if (focusable) focusable.focus({ preventScroll: true });
  // Around plain text, the page itself takes the focus back before the card's frame goes: a focused
  // frame removed leaves the keyboard nowhere (no key reaches the page until the next click), and
  // Chromium's input routing waiting on it.
  else (document.activeElement as HTMLElement | null)?.blur();
  const selection = document.getSelection();
  selection?.removeAllRanges();
  selection?.addRange(range.cloneRange());
}
