import { createCanvas } from '@napi-rs/canvas';
import type { RenderTask } from 'pdfjs-dist';
import { describe, expect, it } from 'vitest';
import { imageOnlyPdf } from '../../sandbox/demo/odd-pdfs';
import { slicingStepper, SLICE_OPERATORS } from './page-drawing';
import { takeOverRendering, type RenderStepper } from './pdfjs-internals';
import { openPdf } from './test-helpers';

/** A stepper that breaks every `every` operators and records where. */
function recordingStepper(position: () => number, every: number) {
  const breaks: { index: number; position: number }[] = [];
  const stepper: RenderStepper = {
    nextBreakPoint: every,
    breakIt(index, resume) {
      breaks.push({ index, position: position() });
      this.nextBreakPoint = index + every;
      resume();
    },
    shouldSkip: () => false,
    updateOperatorList: () => undefined,
    setOperatorBBoxes: () => undefined,
  };
  return { stepper, breaks };
}

describe("pdf.js's private fields the reader uses, on the real pdfjs-dist", () => {
  it('a page drawn with our stepper breaks where the stepper says, and pdf.js tells where its drawing is', async () => {
    const pdf = await openPdf(await imageOnlyPdf());
    const page = await pdf.getPage(1);
    const viewport = page.getViewport({ scale: 0.5 });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    const task = page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport });
    let recorded: ReturnType<typeof recordingStepper> | null = null;
    const taken = takeOverRendering(task, (position) => (recorded = recordingStepper(position, 5)).stepper);
    expect(taken).toBe(true);
    let continued = 0;
    task.onContinue = (resume: () => void) => {
      continued += 1;
      resume();
    };
    await task.promise;
    const breaks = (recorded as ReturnType<typeof recordingStepper> | null)?.breaks ?? [];
    // The page's 40 rectangles are well over 15 operators: pdf.js broke at 5, 10, 15…
    expect(breaks.slice(0, 3)).toEqual([
      { index: 5, position: 0 },
      { index: 10, position: 5 },
      { index: 15, position: 10 },
    ]);
    // …and went on through the public onContinue each time.
    expect(continued).toBeGreaterThanOrEqual(breaks.length);
    await pdf.destroy();
  });

  it('a render task without the fields is left alone', () => {
    const task = { _internalRenderTask: { cancelled: false } } as unknown as RenderTask;
    expect(takeOverRendering(task, () => recordingStepper(() => 0, 5).stepper)).toBe(false);
    expect(takeOverRendering({} as RenderTask, () => recordingStepper(() => 0, 5).stepper)).toBe(false);
  });
});

describe('the slicing stepper', () => {
  it('breaks nowhere while nothing scrolls', () => {
    const stepper = slicingStepper(() => 0, () => false);
    expect(stepper.nextBreakPoint).toBe(Infinity);
  });

  it('while scrolling, sizes the next slice by how many operators took about 4 ms in the last one', () => {
    let clock = 0;
    let position = 0;
    const stepper = slicingStepper(() => position, () => true, () => clock);
    expect(stepper.nextBreakPoint).toBe(SLICE_OPERATORS.first);
    // 40 operators in 2 ms: 80 fit in 4 ms.
    clock = 2;
    let resumed = false;
    stepper.breakIt(40, () => (resumed = true));
    expect(resumed).toBe(true);
    expect(stepper.nextBreakPoint).toBe(120);
    position = 40;
    stepper.sliceStarts();
    expect(stepper.nextBreakPoint).toBe(120);
    // A slow slice: 80 operators in 80 ms; never fewer than the minimum.
    clock = 82;
    stepper.breakIt(120, () => undefined);
    expect(stepper.nextBreakPoint).toBe(120 + SLICE_OPERATORS.min);
  });
});
