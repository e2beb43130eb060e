import { describe, expect, it } from 'vitest';
import { createCanvasPool } from './canvas-pool';

const fakeCanvas = () => ({ width: 0, height: 0, removed: 0, attributes: {} as Record<string, string>, remove() { this.removed += 1; }, setAttribute(name: string, value: string) { this.attributes[name] = value; } });

describe('the canvas pool', () => {
  it('gives a spare of the same size back instead of a new canvas', () => {
    const pool = createCanvasPool(fakeCanvas);
    const first = pool.take(600, 800);
    expect(first).toMatchObject({ width: 600, height: 800, attributes: { 'aria-hidden': 'true' } });
    pool.give(first);
    expect(first.removed).toBe(1);
    expect(pool.take(600, 800)).toBe(first);
    expect(pool.take(600, 800)).not.toBe(first);
  });

  it('keeps two spares: a third frees the oldest one\'s bitmap', () => {
    const pool = createCanvasPool(fakeCanvas);
    const [one, two, three] = [pool.take(10, 10), pool.take(20, 20), pool.take(30, 30)];
    pool.give(one);
    pool.give(two);
    pool.give(three);
    expect(pool.spares()).toBe(2);
    expect(one).toMatchObject({ width: 0, height: 0 });
    expect(pool.take(20, 20)).toBe(two);
  });

  it('once closed, frees every spare and every canvas given back', () => {
    const pool = createCanvasPool(fakeCanvas);
    const [one, two] = [pool.take(10, 10), pool.take(20, 20)];
    pool.give(one);
    pool.close();
    pool.give(two);
    expect(pool.spares()).toBe(0);
    expect([one, two].map((canvas) => canvas.width)).toEqual([0, 0]);
  });
});
