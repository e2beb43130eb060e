import { describe, expect, it } from 'vitest';
import { CARD_GAP, cardPosition, fieldArea, onTheWay, VIEWPORT_PADDING } from './card-place';

const card = { width: 340, height: 260 };
const viewport = { width: 1280, height: 800 };
const anchorAt = (left: number, top: number) => ({ left, top, bottom: top + 18 });

describe('cardPosition', () => {
  it('puts the card under its identifier, aligned with its start', () => {
    expect(cardPosition(anchorAt(100, 50), card, viewport)).toEqual({ x: 100, y: 50 + 18 + CARD_GAP });
  });

  it('puts it above when there is no room below', () => {
    expect(cardPosition(anchorAt(100, 700), card, viewport)).toEqual({ x: 100, y: 700 - CARD_GAP - 260 });
  });

  it('stays below when neither side has room but below has more', () => {
    expect(cardPosition(anchorAt(100, 100), card, { width: 1280, height: 300 }).y).toBe(100 + 18 + CARD_GAP);
  });

  it('moves sideways into the viewport near the right edge, and never past the left one', () => {
    expect(cardPosition(anchorAt(1200, 50), card, viewport).x).toBe(1280 - VIEWPORT_PADDING - 340);
    expect(cardPosition(anchorAt(-30, 50), card, viewport).x).toBe(VIEWPORT_PADDING);
  });

  it('rounds to whole pixels', () => {
    expect(cardPosition({ left: 10.4, top: 20.2, bottom: 38.7 }, card, viewport)).toEqual({ x: 10, y: 45 });
  });
});

describe('cardPosition beside the focused field', () => {
  it('goes to the identifier\'s other side rather than cover the field the person is filling', () => {
    const field = { left: 100, top: 90, right: 400, bottom: 120 };
    expect(cardPosition(anchorAt(100, 400), card, viewport, field)).toEqual({ x: 100, y: 400 + 18 + CARD_GAP });
    // Under the identifier is the field: the card goes above.
    expect(cardPosition(anchorAt(100, 300), card, viewport, { left: 100, top: 330, right: 400, bottom: 360 })).toEqual({ x: 100, y: 300 - CARD_GAP - 260 });
  });

  it('moves beside the field when neither side of the identifier is free of it', () => {
    const tall = { left: 90, top: 0, right: 400, bottom: 800 };
    expect(cardPosition(anchorAt(100, 300), card, viewport, tall).x).toBe(400 + CARD_GAP);
    const right = { left: 800, top: 0, right: 1280, bottom: 800 };
    expect(cardPosition(anchorAt(900, 300), card, viewport, right).x).toBe(800 - CARD_GAP - 340);
  });
});

describe('fieldArea', () => {
  const field = { left: 660, top: 240, right: 860, bottom: 276 };

  it('takes in the labels beside or above the field', () => {
    const beside = { left: 520, top: 248, right: 580, bottom: 268 };
    const above = { left: 660, top: 214, right: 720, bottom: 236 };
    expect(fieldArea(field, [beside, above])).toEqual({ left: 520, top: 214, right: 860, bottom: 276 });
  });

  it('leaves out a label far from its field, and one not displayed', () => {
    expect(fieldArea(field, [{ left: 0, top: 0, right: 900, bottom: 30 }])).toEqual(field);
    expect(fieldArea(field, [{ left: 0, top: 0, right: 0, bottom: 0 }])).toEqual(field);
  });

  it('keeps the card off a label the field alone would have let it cover', () => {
    const label = { left: 523, top: 244, right: 580, bottom: 264 };
    const anchor = anchorAt(221, 140);
    const narrow = { width: 900, height: 600 };
    const alone = cardPosition(anchor, card, narrow, field);
    expect(alone.x + 340).toBeGreaterThan(label.left);
    const x = cardPosition(anchor, card, narrow, fieldArea(field, [label])).x;
    expect(x + 340).toBeLessThanOrEqual(label.left);
  });
});

describe('onTheWay', () => {
  const identifier = { left: 100, top: 100, right: 200, bottom: 118 };
  const below = { left: 100, top: 124, right: 440, bottom: 384 };

  it('holds every point between the identifier and its card, and the two themselves', () => {
    expect(onTheWay(identifier, below, { x: 150, y: 110 })).toBe(true);
    expect(onTheWay(identifier, below, { x: 190, y: 121 })).toBe(true);
    expect(onTheWay(identifier, below, { x: 400, y: 300 })).toBe(true);
    // A diagonal from the identifier's end to the card's far corner.
    expect(onTheWay(identifier, below, { x: 300, y: 121 })).toBe(true);
  });

  it('leaves out points beside the way', () => {
    expect(onTheWay(identifier, below, { x: 90, y: 110 })).toBe(false);
    expect(onTheWay(identifier, below, { x: 450, y: 200 })).toBe(false);
    expect(onTheWay(identifier, below, { x: 150, y: 390 })).toBe(false);
    // Right of the identifier, above the card's reach (the hull's slanted edge).
    expect(onTheWay(identifier, below, { x: 430, y: 105 })).toBe(false);
  });

  it('works for a card above or beside its identifier', () => {
    const above = { left: 300, top: 0, right: 640, bottom: 94 };
    expect(onTheWay(identifier, above, { x: 250, y: 97 })).toBe(true);
    expect(onTheWay(identifier, above, { x: 150, y: 50 })).toBe(false);
  });
});
