/**
 * Highlight changes gathered and applied together. In Chromium every change to a highlight costs
 * a frame of work over the whole document (bench/page: about 40 ms on an 80,000-node page, more with
 * every range painted), however few ranges changed, so a scan that painted after each of its slices,
 * or a page that adds a row every 200 ms, would pay
 * that on every frame. Changes are applied in a task of their own right after the one that made them
 * when the last application is at least `intervalMs` old (the first highlights in view do not wait),
 * and otherwise once that interval has passed. Or at once (`flush`), inside an animation frame that
 * repaints anyway: the scanner's reading of a DOM change there (scanner.ts).
 */
import type { DetectionKind } from '../detectors';
import type { Painter } from './painter';

export const PAINT_INTERVAL_MS = 250;

export function batchedPainter(painter: Painter, intervalMs = PAINT_INTERVAL_MS): Painter {
  /** The last change asked for each range: painted in a kind, or taken away. */
  const pending = new Map<Range, { kind: DetectionKind; painted: boolean }>();
  let lastApplied = Number.NEGATIVE_INFINITY;
  let scheduled: ReturnType<typeof setTimeout> | null = null;
  let disposed = false;

  const apply = () => {
    scheduled = null;
    if (disposed) return;
    lastApplied = performance.now();
    for (const [range, { kind, painted }] of pending) {
      if (painted) painter.add(kind, range);
      else painter.remove(kind, range);
    }
    pending.clear();
  };
  const schedule = () => {
    if (scheduled !== null) return;
    const wait = Math.max(0, lastApplied + intervalMs - performance.now());
    scheduled = setTimeout(apply, wait);
  };
  const cancel = () => {
    if (scheduled !== null) clearTimeout(scheduled);
    scheduled = null;
    pending.clear();
  };

  return {
    add: (kind, range) => {
      pending.set(range, { kind, painted: true });
      schedule();
    },
    remove: (kind, range) => {
      pending.set(range, { kind, painted: false });
      schedule();
    },
    clear: () => {
      cancel();
      painter.clear();
    },
    setStyle: (style) => painter.setStyle(style),
    reposition: () => painter.reposition(),
    flush: () => {
      if (pending.size === 0) return;
      if (scheduled !== null) clearTimeout(scheduled);
      apply();
    },
    dispose: () => {
      disposed = true;
      cancel();
      painter.dispose();
    },
  };
}
