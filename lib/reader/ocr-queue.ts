/**
 * The pages waiting for OCR, read in reading order (lowest page first, whatever order they were asked
 * in), up to `parallel` at a time (one per OCR engine), with progress and a cancel. A page read is
 * handed over at once: the pages already read are usable while the rest are read. Pure: how a page is
 * read is given.
 */

export interface OcrProgress {
  /** A page is being read. */
  running: boolean;
  /** The first of the pages being read. */
  current: number | null;
  /** The pages being read, lowest first (two with two engines). */
  reading: number[];
  /** Pages read (or failed) since the queue last went idle, and the pages asked for in that time. */
  done: number;
  total: number;
  failed: number;
}

export interface OcrQueueOptions {
  /** Reads a page with reader `slot` (0 to `parallel` - 1, one page at a time each); rejects when it fails or is stopped. */
  read: (page: number, slot: number) => Promise<void>;
  /** Stops the pages being read (the workers are ended); their `read` then rejects. */
  stop: () => void;
  onChange: () => void;
  /** Pages read at the same time; 1 by default. */
  parallel?: number;
}

export function createOcrQueue(options: OcrQueueOptions) {
  const parallel = Math.max(1, options.parallel ?? 1);
  const waiting = new Set<number>();
  const finished = new Set<number>();
  /** The page each slot is reading. */
  const reading = new Map<number, number>();
  let done = 0;
  let failed = 0;
  let total = 0;
  let generation = 0;

  async function readIn(slot: number, page: number, run: number) {
    try {
      await options.read(page, slot);
      if (run === generation) finished.add(page);
    } catch {
      if (run === generation) failed += 1;
    }
    if (run !== generation) return;
    done += 1;
    reading.delete(slot);
    pump();
  }

  /** Gives each free slot the lowest page waiting. */
  function pump() {
    const run = generation;
    for (let slot = 0; slot < parallel && waiting.size > 0; slot++) {
      if (reading.has(slot)) continue;
      const page = Math.min(...waiting);
      waiting.delete(page);
      reading.set(slot, page);
      void readIn(slot, page, run);
    }
    options.onChange();
  }

  const isReading = (page: number) => [...reading.values()].includes(page);

  return {
    /** Asks for pages (those already read or waiting are not asked twice). */
    add(pages: Iterable<number>) {
      if (reading.size === 0 && waiting.size === 0) {
        done = 0;
        failed = 0;
        total = 0;
      }
      for (const page of pages) {
        if (finished.has(page) || waiting.has(page) || isReading(page)) continue;
        waiting.add(page);
        total += 1;
      }
      pump();
    },
    /** A page read some other way (the cache): not read again. */
    markRead(page: number) {
      finished.add(page);
      if (waiting.delete(page)) total -= 1;
    },
    isWaiting: (page: number) => waiting.has(page) || isReading(page),
    /** Stops: the pages being read are dropped, those waiting too; the pages read stay. */
    cancel() {
      if (reading.size === 0 && waiting.size === 0) return;
      generation += 1;
      waiting.clear();
      const stopped = reading.size > 0;
      reading.clear();
      done = 0;
      failed = 0;
      total = 0;
      if (stopped) options.stop();
      options.onChange();
    },
    progress: (): OcrProgress => {
      const pages = [...reading.values()].sort((one, other) => one - other);
      return { running: pages.length > 0, current: pages[0] ?? null, reading: pages, done, total, failed };
    },
  };
}

export type OcrQueue = ReturnType<typeof createOcrQueue>;
