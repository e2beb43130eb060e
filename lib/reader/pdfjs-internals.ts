/**
 * Every private field of pdf.js (5.6) the reader relies on, and nothing else: pdf.js has no option to
 * draw a page in slices of our choosing, only its debugger's hook. `pdfjs-internals.test.ts` draws a
 * page with the real pdfjs-dist and fails when an upgrade renames one of these; the reader then still
 * draws its pages, in pdf.js's own slices (`takeOverRendering` answers false).
 */
import type { RenderTask } from 'pdfjs-dist';

/** What pdf.js's internal render task (`RenderTask._internalRenderTask`) holds that the reader sets or reads. */
interface InternalRenderTask {
  /** pdf.js goes on with the next slice in an animation frame when true, in a microtask when false. */
  _useRequestAnimationFrame?: boolean;
  /** The debugger's stepper: pdf.js asks it, at every operator, whether to break the slice there. */
  stepper?: RenderStepper;
  /** The next operator to draw. */
  operatorListIdx?: number | null;
}

/** What pdf.js calls on a stepper (its `src/display/canvas.js` and `api.js`). */
export interface RenderStepper {
  /** The operator at which pdf.js calls `breakIt` instead of drawing on. */
  nextBreakPoint: number;
  /** Ends the slice at `index`; pdf.js goes on when `resume` is called. */
  breakIt(index: number, resume: () => void): void;
  shouldSkip(index: number): boolean;
  updateOperatorList(list: unknown): void;
  setOperatorBBoxes(boxes: unknown, metadata: unknown): void;
}

/**
 * Takes a render task's slicing over: no animation frame between slices (the reader puts a task of its
 * own in between, through the public `onContinue`), and the stepper `makeStepper` builds, told where
 * the drawing is. Answers whether pdf.js still has the fields; the task is untouched when not.
 */
export function takeOverRendering(task: RenderTask, makeStepper: (position: () => number) => RenderStepper): boolean {
  const internal = (task as unknown as { _internalRenderTask?: InternalRenderTask })._internalRenderTask;
  if (!internal || !('_useRequestAnimationFrame' in internal) || !('operatorListIdx' in internal)) return false;
  internal._useRequestAnimationFrame = false;
  internal.stepper = makeStepper(() => internal.operatorListIdx ?? 0);
  return true;
}
