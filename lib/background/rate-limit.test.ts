import { describe, expect, it } from 'vitest';
import { createRateLimit } from './rate-limit';

describe('rate limit', () => {
  it('lets `limit` events through per window, then frees slots as they age', () => {
    let time = 0;
    const limit = createRateLimit(3, 60_000, () => time);
    expect([limit.take(), limit.take(), limit.take(), limit.take()]).toEqual([true, true, true, false]);
    time = 59_999;
    expect(limit.take()).toBe(false);
    time = 60_000;
    expect([limit.take(), limit.take(), limit.take(), limit.take()]).toEqual([true, true, true, false]);
  });
});
