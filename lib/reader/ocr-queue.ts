/**
 * The pages waiting for OCR, read one at a time in reading order (lowest page first, whatever order
 * they were asked in), with progress and a cancel. A page read is handed over at once: the pages
 * already read are usable while the rest are read. Pure: how a page is read is given.
 */

export interface OcrProgress {
  /** A page is being read. */
  running: boolean;
  /** The page being read. */
  current: number | null;
  /** Pages read (or failed) since the queue last went idle, and the pages asked for in that time. */
  done: number;
  total: number;
  failed: number;
}

export interface OcrQueueOptions {
  /** Reads a page; rejects when it fails or is stopped. */
  read: (page: number) => Promise<void>;
  /** Stops the page being read (the worker is ended); `read` then rejects. */
  stop: () => void;
  onChange: () => void;
}

export function createOcrQueue(options: OcrQueueOptions) {
  const waiting = new Set<number>();
  const finished = new Set<number>();
  let current: number | null = null;
  let done = 0;
  let failed = 0;
  let total = 0;
  let generation = 0;

  async function pump() {
    if (current !== null) return;
    const run = generation;
    while (waiting.size > 0 && run === generation) {
      const page = Math.min(...waiting);
      waiting.delete(page);
      current = page;
      options.onChange();
      try {
        await options.read(page);
        if (run === generation) finished.add(page);
      } catch {
        if (run === generation) failed += 1;
      }
      if (run !== generation) return;
      done += 1;
      current = null;
    }
    current = null;
    options.onChange();
  }

  return {
    /** Asks for pages (those already read or waiting are not asked twice). */
    add(pages: Iterable<number>) {
      if (current === null && waiting.size === 0) {
        done = 0;
        failed = 0;
        total = 0;
      }
      for (const page of pages) {
        if (finished.has(page) || waiting.has(page) || page === current) continue;
        waiting.add(page);
        total += 1;
      }
      void pump();
    },
    /** A page read some other way (the cache): not read again. */
    markRead(page: number) {
      finished.add(page);
      if (waiting.delete(page)) total -= 1;
    },
    isWaiting: (page: number) => waiting.has(page) || current === page,
    /** Stops: the page being read is dropped, those waiting too; the pages read stay. */
    cancel() {
      if (current === null && waiting.size === 0) return;
      generation += 1;
      waiting.clear();
      const stopped = current !== null;
      current = null;
      done = 0;
      failed = 0;
      total = 0;
      if (stopped) options.stop();
      options.onChange();
    },
    progress: (): OcrProgress => ({ running: current !== null, current, done, total, failed }),
  };
}

export type OcrQueue = ReturnType<typeof createOcrQueue>;
