import { describe, expect, it } from 'vitest';
import { CARD_GAP, cardPosition, VIEWPORT_PADDING } from './card-place';

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
