/**
 * A page's canvas drawn by pdf.js in slices that leave the main thread free: each slice in a task of
 * its own, and shorter slices while the reader scrolls.
 */
import type { PDFPageProxy } from 'pdfjs-dist';
import { takeOverRendering, type RenderStepper } from './pdfjs-internals';
import { nextTask } from './tasks';

/** Canvas pixels per page at most (about 4 screens of a 1080p display): zooming further only scales the bitmap. */
export const MAX_CANVAS_PIXELS = 8_000_000;
/**
 * Drawing calls recorded per slice of a page's drawing, in ms. Chrome rasterizes what a task drew on
 * a canvas at the end of that task, on the main thread when there is no GPU, and that takes 2–4 times
 * as long as the calls: pdf.js's own 15 ms slices became tasks of 40–70 ms.
 */
const DRAW_SLICE_MS = 4;
/** Operators drawn in a slice, at least and at most (text lines, mostly). */
export const SLICE_OPERATORS = { first: 40, min: 10, max: 2000 };

/**
 * A pdf.js "stepper" (its debugger's hook, the only way to end a drawing slice before pdf.js's own
 * 15 ms): while `short()` (scrolling), it breaks the page's operator list every so many operators, as
 * many as took about DRAW_SLICE_MS in the slice before; otherwise pdf.js's own slices stand (more,
 * smaller slices make a page take longer to draw, and the index waits for the drawing). pdf.js calls
 * `breakIt` at `nextBreakPoint`; `resume` goes on in the next slice (through the render task's
 * `onContinue`, in a task of its own).
 */
export function slicingStepper(position: () => number, short: () => boolean, now: () => number = () => performance.now()): RenderStepper & { sliceStarts(): void } {
  let operators = SLICE_OPERATORS.first;
  let startedAt = now();
  let startedFrom = 0;
  // No break of ours when nothing scrolls: each one is a task more, which delayed the first page and the index.
  const breakAfter = (index: number) => (short() ? index + operators : Infinity);
  return {
    nextBreakPoint: breakAfter(0),
    sliceStarts() {
      startedAt = now();
      startedFrom = position();
      this.nextBreakPoint = breakAfter(startedFrom);
    },
    breakIt(index: number, resume: () => void) {
      const elapsed = now() - startedAt;
      const drawn = index - startedFrom;
      if (drawn > 0) operators = Math.round(Math.min(SLICE_OPERATORS.max, Math.max(SLICE_OPERATORS.min, (drawn * DRAW_SLICE_MS) / Math.max(elapsed, 0.5))));
      this.nextBreakPoint = breakAfter(index);
      resume();
    },
    shouldSkip: () => false,
    updateOperatorList: () => undefined,
    setOperatorBBoxes: () => undefined,
  };
}

/** The scale of a canvas's pixels to CSS pixels: the screen's, unless the page would take more than MAX_CANVAS_PIXELS. */
export function outputScaleOf(width: number, height: number, devicePixelRatio: number): number {
  return Math.min(devicePixelRatio || 1, Math.sqrt(MAX_CANVAS_PIXELS / (width * height)));
}

export interface CanvasDrawing {
  /** Resolves when pdf.js is done, drawn or cancelled (never rejects). */
  done: Promise<void>;
  cancel(): void;
}

/**
 * Draws a page on `canvas`. pdf.js draws a slice of about 15 ms, then goes on in an animation frame:
 * inside the frame, the slice and the frame's own work (style, layout, paint) made one long task. Each
 * slice in a task of its own instead, and, while `scrolling()`, slices shorter than pdf.js's own.
 */
export function drawCanvas(page: PDFPageProxy, canvas: HTMLCanvasElement, viewport: ReturnType<PDFPageProxy['getViewport']>, outputScale: number, scrolling: () => boolean): CanvasDrawing {
  const task = page.render({ canvas, viewport, ...(outputScale === 1 ? {} : { transform: [outputScale, 0, 0, outputScale, 0, 0] }) });
  let stepper: ReturnType<typeof slicingStepper> | null = null;
  takeOverRendering(task, (position) => (stepper = slicingStepper(position, scrolling)));
  task.onContinue = (resume: () => void) =>
    void nextTask().then(() => {
      stepper?.sliceStarts();
      resume();
    });
  return { done: task.promise.catch(() => undefined), cancel: () => task.cancel() };
}
