/**
 * Canvases of pages given back, kept for the next page of the same size. A new canvas costs the
 * browser its bitmap at the first drawing call and again the first time it is shown: without a GPU,
 * 30–80 ms and 35–65 ms for a page, against under 1 ms and 6–15 ms for a canvas drawn again
 * (bench/reader). A spare needs no clearing: pdf.js ends every drawing, finished or cancelled, by
 * restoring the context's state, and begins each by painting the whole canvas white.
 */

/** Two cover a reader scrolling on through pages of one size. */
export const SPARE_CANVASES = 2;

/** What the pool needs of a canvas (an HTMLCanvasElement; a plain object in unit tests). */
export interface PooledCanvas {
  width: number;
  height: number;
  remove(): void;
  setAttribute(name: string, value: string): void;
}

/** A zero-sized canvas lets the browser free its bitmap now, not at the next garbage collection. */
function freeBitmap(canvas: PooledCanvas) {
  canvas.width = 0;
  canvas.height = 0;
}

export function createCanvasPool<Canvas extends PooledCanvas = HTMLCanvasElement>(create: () => Canvas = () => document.createElement('canvas') as unknown as Canvas, spares = SPARE_CANVASES) {
  const kept: Canvas[] = [];
  let closed = false;
  return {
    /** A canvas of this size: a spare one or a new one. */
    take(width: number, height: number): Canvas {
      const spare = kept.findIndex((canvas) => canvas.width === width && canvas.height === height);
      if (spare >= 0) return kept.splice(spare, 1)[0] as Canvas;
      const canvas = create();
      canvas.width = width;
      canvas.height = height;
      canvas.setAttribute('aria-hidden', 'true');
      return canvas;
    },
    /**
     * Takes a canvas back as a spare, in place of the oldest one (after a zoom, the spares of the old
     * size give way to those of the new), or frees its bitmap.
     */
    give(canvas: Canvas): void {
      canvas.remove();
      if (closed) return freeBitmap(canvas);
      kept.push(canvas);
      if (kept.length > spares) freeBitmap(kept.shift() as Canvas);
    },
    spares: () => kept.length,
    /** Frees every spare; canvases given back later are freed at once. */
    close(): void {
      closed = true;
      kept.splice(0).forEach(freeBitmap);
    },
  };
}

export type CanvasPool = ReturnType<typeof createCanvasPool<HTMLCanvasElement>>;
