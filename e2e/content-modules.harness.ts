/**
 * Bundled by content-modules.spec.ts and injected into a plain page (no extension): the content
 * script's modules, plus a painter that records what it is asked to paint and a `defer` whose tasks
 * the spec runs one by one, in place of timers.
 */
import { DETECTION_KINDS, type DetectionKind } from '../lib/detectors';
import { createHighlightPainter, type Painter } from '../lib/content/painter';
import { createScanner, type Scanner } from '../lib/content/scanner';

export * as blocks from '../lib/content/blocks';
export * as scanner from '../lib/content/scanner';
export * as painter from '../lib/content/painter';
export * as hover from '../lib/content/hover';
export * as cardHost from '../lib/content/card-host';
export * as early from '../lib/content/early-highlights';
export * as candidateWatch from '../lib/content/candidate-watch';

export interface RecordingPainter extends Painter {
  /** Ranges painted now, with their kind. */
  ranges: Map<Range, DetectionKind>;
  calls: { add: number; remove: number; clear: number };
}

export function recordingPainter(): RecordingPainter {
  const ranges = new Map<Range, DetectionKind>();
  const calls = { add: 0, remove: 0, clear: 0 };
  return {
    ranges,
    calls,
    add(kind, range) {
      calls.add += 1;
      ranges.set(range, kind);
    },
    remove(_kind, range) {
      calls.remove += 1;
      ranges.delete(range);
    },
    clear() {
      calls.clear += 1;
      ranges.clear();
    },
    setStyle: () => undefined,
    reposition: () => undefined,
    dispose: () => ranges.clear(),
  };
}

export interface DeferQueue {
  defer(task: () => void, delayMs?: number): void;
  /** Delay asked for each task deferred so far. */
  delays: number[];
  pending(): number;
  /** Runs the oldest deferred task; false when there was none. */
  runNext(): boolean;
  /** Runs deferred tasks until none is left; how many ran. */
  drain(): number;
}

export function deferQueue(): DeferQueue {
  const tasks: (() => void)[] = [];
  const delays: number[] = [];
  const queue: DeferQueue = {
    defer(task, delayMs = 0) {
      tasks.push(task);
      delays.push(delayMs);
    },
    delays,
    pending: () => tasks.length,
    runNext() {
      const task = tasks.shift();
      task?.();
      return task !== undefined;
    },
    drain() {
      let ran = 0;
      while (queue.runNext()) {
        ran += 1;
        if (ran > 100_000) throw new Error('deferred tasks never end');
      }
      return ran;
    },
  };
  return queue;
}

export interface Harness {
  scanner: Scanner;
  painter: RecordingPainter | Painter;
  recorded: RecordingPainter | null;
  queue: DeferQueue;
}

export const state: { current: Harness | null } = { current: null };

/** A scanner over the page (not started), kept in `state.current` for later evaluations. */
export function setUpScanner(options: { kinds?: DetectionKind[]; ignore?: Element | null; realHighlights?: boolean } = {}): Harness {
  const recorded = options.realHighlights ? null : recordingPainter();
  const painter = recorded ?? createHighlightPainter('underline', null, 'underline');
  const queue = deferQueue();
  const kinds = new Set(options.kinds ?? DETECTION_KINDS);
  const scanner = createScanner({ root: document.body, ignore: options.ignore ?? null, kinds: () => kinds, painter, defer: queue.defer });
  state.current = { scanner, painter, recorded, queue };
  return state.current;
}

export function current(): Harness {
  if (!state.current) throw new Error('setUpScanner first');
  return state.current;
}

/** The id of the closest element with one around each painted range, in document order. */
export function paintedIds(): string[] {
  const recorded = current().recorded;
  if (!recorded) throw new Error('the scanner paints real highlights');
  return [...recorded.ranges.keys()]
    .sort((a, b) => a.compareBoundaryPoints(Range.START_TO_START, b))
    .map((range) => range.startContainer.parentElement?.closest('[id]')?.id ?? '?');
}

/** What the scanner holds, as `kind:value` in document order. */
export function found(): string[] {
  return current()
    .scanner.all()
    .map((entry) => `${entry.kind}:${entry.value}`);
}

/** The viewport rectangle of the first occurrence of `text` in the element `id`. */
export function rectOf(id: string, text: string): DOMRect {
  const element = document.getElementById(id);
  const walker = document.createTreeWalker(element as Node, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const index = (node as Text).data.indexOf(text);
    if (index < 0) continue;
    const range = document.createRange();
    range.setStart(node, index);
    range.setEnd(node, index + text.length);
    return range.getBoundingClientRect();
  }
  throw new Error(`${text} not found in #${id}`);
}

/** Resolves after the browser has drawn `frames` more frames. */
export async function frames(count = 2): Promise<void> {
  for (let frame = 0; frame < count; frame++) await new Promise((resolve) => requestAnimationFrame(resolve));
}
