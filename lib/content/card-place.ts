/**
 * Where the hover card goes: under its identifier, aligned with its start; above it when there is no
 * room below (and more above); moved sideways to stay 8 px inside the viewport. The card has one fixed
 * size (./card-host.ts), so this is plain arithmetic: no positioning library in every page's script.
 */
export const CARD_GAP = 6;
export const VIEWPORT_PADDING = 8;

interface Box {
  width: number;
  height: number;
}

type Anchor = Pick<DOMRect, 'left' | 'top' | 'bottom'>;

/** The card's top-left corner, in viewport pixels. */
export function cardPosition(anchor: Anchor, card: Box, viewport: Box): { x: number; y: number } {
  const below = anchor.bottom + CARD_GAP;
  const above = anchor.top - CARD_GAP - card.height;
  const fitsBelow = below + card.height <= viewport.height;
  const y = fitsBelow || viewport.height - anchor.bottom >= anchor.top ? below : above;
  const rightmost = viewport.width - VIEWPORT_PADDING - card.width;
  const x = Math.max(VIEWPORT_PADDING, Math.min(anchor.left, rightmost));
  return { x: Math.round(x), y: Math.round(y) };
}
