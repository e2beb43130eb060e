/**
 * Where the hover card goes: under its identifier, aligned with its start; above it when there is no
 * room below (and more above); moved sideways to stay 8 px inside the viewport; and never over the
 * field the person is filling nor its label (then to the identifier's other side, or beside them). The card
 * has one fixed size (./card-host.ts), so this is plain arithmetic: no positioning library in every
 * page's script.
 *
 * Also the way from an identifier to its card (`onTheWay`): the grace area good menus have, so that
 * the pointer may cross other identifiers on its way into the card without losing it.
 */
export const CARD_GAP = 6;
export const VIEWPORT_PADDING = 8;

interface Box {
  width: number;
  height: number;
}

type Anchor = Pick<DOMRect, 'left' | 'top' | 'bottom'>;
/** A rectangle in viewport pixels. */
export type Edges = Pick<DOMRect, 'left' | 'top' | 'right' | 'bottom'>;

const overlaps = (a: Edges, b: Edges) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The card's top-left corner, in viewport pixels; `avoid`: the focused field, which the card must not cover. */
export function cardPosition(anchor: Anchor, card: Box, viewport: Box, avoid?: Edges | null): { x: number; y: number } {
  const below = anchor.bottom + CARD_GAP;
  const above = anchor.top - CARD_GAP - card.height;
  const fitsBelow = below + card.height <= viewport.height;
  const rightmost = viewport.width - VIEWPORT_PADDING - card.width;
  const within = (left: number) => Math.max(VIEWPORT_PADDING, Math.min(left, rightmost));
  let x = within(anchor.left);
  let y = fitsBelow || viewport.height - anchor.bottom >= anchor.top ? below : above;
  const covers = (left: number, top: number) => !!avoid && overlaps({ left, top, right: left + card.width, bottom: top + card.height }, avoid);
  if (avoid && covers(x, y)) {
    const other = y === below ? above : below;
    if (!covers(x, other) && other >= 0 && other + card.height <= viewport.height) y = other;
    else x = within(avoid.right + CARD_GAP <= rightmost ? avoid.right + CARD_GAP : avoid.left - CARD_GAP - card.width);
  }
  return { x: Math.round(x), y: Math.round(y) };
}

/**
 * What the card must leave uncovered around the focused field: the field and its labels (the person
 * reads "Celular" while filling it), as one box. A label far from its field (more than `NEAR` px
 * away, a wrapping label around a whole block) is left out, so that the box stays the field's.
 */
export function fieldArea(field: Edges, labels: readonly Edges[]): Edges {
  const NEAR = 120;
  const near = (label: Edges) => label.right > label.left && label.left - field.right < NEAR && field.left - label.right < NEAR && label.top - field.bottom < NEAR && field.top - label.bottom < NEAR;
  return labels.filter(near).reduce<Edges>(
    (area, label) => ({ left: Math.min(area.left, label.left), top: Math.min(area.top, label.top), right: Math.max(area.right, label.right), bottom: Math.max(area.bottom, label.bottom) }),
    { left: field.left, top: field.top, right: field.right, bottom: field.bottom },
  );
}

type Point = { x: number; y: number };

const cross = (o: Point, a: Point, b: Point) => (a.x - o.x) * (b.y - o.y) - (a.y - o.y) * (b.x - o.x);

/**
 * Whether `point` lies on the way from the identifier to its card: inside the convex hull of both
 * rectangles (the safe area of a menu, widened to the whole identifier, so that any reasonable path
 * between them counts, across other identifiers too).
 */
export function onTheWay(anchor: Edges, card: Edges, point: Point): boolean {
  const corners = [anchor, card].flatMap(({ left, top, right, bottom }) => [
    { x: left, y: top },
    { x: right, y: top },
    { x: right, y: bottom },
    { x: left, y: bottom },
  ]);
  // Andrew's monotone chain: the hull, counter-clockwise (in screen coordinates, y down).
  corners.sort((a, b) => a.x - b.x || a.y - b.y);
  const half = (points: Point[]) => {
    const chain: Point[] = [];
    for (const p of points) {
      while (chain.length >= 2 && cross(chain[chain.length - 2]!, chain[chain.length - 1]!, p) <= 0) chain.pop();
      chain.push(p);
    }
    chain.pop();
    return chain;
  };
  const hull = [...half(corners), ...half([...corners].reverse())];
  return hull.every((p, index) => cross(p, hull[(index + 1) % hull.length]!, point) >= -1e-6);
}
