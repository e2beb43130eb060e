/**
 * Benchmark builds only (WXT_BENCH): a performance mark at the first frame after something was
 * rendered, which bench/card reads across frames and pages through `performance.timeOrigin`. Every
 * caller guards the call with `import.meta.env.WXT_BENCH`, so other builds carry none of it.
 */
export function markOnScreen(name: string): void {
  requestAnimationFrame(() => performance.mark(name));
}

/** A mark at `time` (a frame's timestamp, such as an IntersectionObserver entry's) that has passed. */
export function markAt(name: string, time: number): void {
  performance.mark(name, { startTime: time });
}
