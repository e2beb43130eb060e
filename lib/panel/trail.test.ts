import { describe, expect, it } from 'vitest';
import { canGoBack, canGoForward, clearTrail, EMPTY_TRAIL, pushEntry, stepTrail } from './trail';

describe('back/forward trail', () => {
  it('moves back and forward through what was shown', () => {
    const trail = ['a', 'b', 'c'].reduce(pushEntry, EMPTY_TRAIL);
    expect(canGoBack(trail)).toBe(true);
    expect(canGoForward(trail)).toBe(false);
    const back = stepTrail(trail, -1);
    expect(back?.entry).toBe('b');
    expect(canGoForward(back!.trail)).toBe(true);
    expect(stepTrail(back!.trail, 1)?.entry).toBe('c');
  });

  it('a new look-up after going back drops the entries ahead, as a browser does', () => {
    const back = stepTrail(['a', 'b', 'c'].reduce(pushEntry, EMPTY_TRAIL), -1)!.trail;
    const next = pushEntry(back, 'd');
    expect(next).toEqual({ entries: ['a', 'b', 'd'], index: 2 });
  });

  it('showing the same look-up again adds no entry', () => {
    expect(pushEntry(pushEntry(EMPTY_TRAIL, 'a'), 'a')).toEqual({ entries: ['a'], index: 0 });
  });

  it('stops at both ends, and clearing keeps only what is shown', () => {
    expect(stepTrail(EMPTY_TRAIL, -1)).toBeNull();
    expect(stepTrail(pushEntry(EMPTY_TRAIL, 'a'), 1)).toBeNull();
    expect(clearTrail('b')).toEqual({ entries: ['b'], index: 0 });
    expect(clearTrail(null)).toEqual(EMPTY_TRAIL);
  });
});
