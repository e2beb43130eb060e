/**
 * Work cut into steps: a generator that yields between steps, run either to its end at once (tests,
 * fixtures) or in slices of the event loop, so that a page reading a hostile file (2 MB of UTF-16,
 * a header of 100,000 columns) never makes one long task of it.
 */
export type Steps<T> = Generator<void, T>;

/** Runs every step now. */
export function runToEnd<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}

/** Steps for at most `sliceMs` at a time, giving the event loop a turn between slices. */
export async function runInSlices<T>(steps: Steps<T>, sliceMs = 25): Promise<T> {
  for (;;) {
    const deadline = performance.now() + sliceMs;
    for (;;) {
      const step = steps.next();
      if (step.done) return step.value;
      if (performance.now() >= deadline) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
}
