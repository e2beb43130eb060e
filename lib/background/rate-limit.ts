/** At most `limit` events in any `windowMs`: a sliding window kept as the times of the last events. */
export function createRateLimit(limit: number, windowMs: number, now: () => number = Date.now) {
  const times: number[] = [];
  return {
    /** Takes one slot if one is free now; false when the limit is reached. */
    take(): boolean {
      const time = now();
      while (times.length > 0 && time - (times[0] as number) >= windowMs) times.shift();
      if (times.length >= limit) return false;
      times.push(time);
      return true;
    },
  };
}
