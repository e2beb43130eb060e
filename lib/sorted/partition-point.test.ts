import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lastStartAtOrBefore, partitionPoint } from './partition-point';

describe('partitionPoint', () => {
  it('finds where a predicate stops holding', () => {
    const values = [1, 3, 3, 5, 8];
    expect(partitionPoint(values.length, (index) => (values[index] as number) < 3)).toBe(1);
    expect(partitionPoint(values.length, (index) => (values[index] as number) <= 3)).toBe(3);
    expect(partitionPoint(values.length, () => true)).toBe(5);
    expect(partitionPoint(values.length, () => false)).toBe(0);
    expect(partitionPoint(0, () => true)).toBe(0);
  });

  it('agrees with a linear scan on any sorted list', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -50, max: 50 })), fc.integer({ min: -60, max: 60 }), (list, target) => {
        const sorted = [...list].sort((a, b) => a - b);
        const linear = sorted.findIndex((value) => value >= target);
        expect(partitionPoint(sorted.length, (index) => (sorted[index] as number) < target)).toBe(linear === -1 ? sorted.length : linear);
      }),
    );
  });
});

describe('lastStartAtOrBefore', () => {
  it('names the range an offset falls in, the first when it comes before all', () => {
    const starts = [0, 10, 20];
    expect([0, 9, 10, 19, 20, 500].map((offset) => lastStartAtOrBefore(starts, offset))).toEqual([0, 0, 1, 1, 2, 2]);
    expect(lastStartAtOrBefore([5, 10], 2)).toBe(0);
    expect(lastStartAtOrBefore([], 2)).toBe(0);
  });
});
