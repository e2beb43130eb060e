/**
 * Tesseract (tesseract.js, in Web Workers of its own: recognition never runs on the reader's main
 * thread) with the Portuguese LSTM model, and the English one for the lines that show an address
 * without its `@` (./ocr-address-reread.ts). Everything it loads ships inside the extension, under
 * `ocr/` (copied at build time by wxt.config.ts): its worker script, one core build (SIMD + LSTM,
 * which Chrome and Firefox both run) and the two models. Nothing is fetched from elsewhere and no
 * image leaves the browser; the models are not cached anywhere (they are read from the extension).
 */
import { createWorker, OEM, PSM, type ImageLike, type Worker as TesseractWorker, type Page as TesseractPage } from 'tesseract.js';
import { rereadAddresses, type PixelBox } from './ocr-address-reread';
import type { OcrLine, OcrPage, OcrWord } from './ocr-text';

/** Where wxt.config.ts puts the OCR files in the built extension. */
export const OCR_DIR = 'ocr';
export const OCR_CORE = 'tesseract-core-simd-lstm.js';

export interface OcrPaths {
  workerPath: string;
  corePath: string;
  /** The folder of `por.traineddata.gz`. */
  langPath: string;
  /** The folder of `eng.traineddata.gz`. */
  addressLangPath: string;
}

/** The packaged files' addresses, given the extension's `runtime.getURL`. */
export function packagedOcrPaths(getUrl: (path: string) => string): OcrPaths {
  return { workerPath: getUrl(`/${OCR_DIR}/worker.min.js`), corePath: getUrl(`/${OCR_DIR}/${OCR_CORE}`), langPath: getUrl(`/${OCR_DIR}/por`), addressLangPath: getUrl(`/${OCR_DIR}/eng`) };
}

/**
 * Tesseract's answer as the reader keeps it: lines of words, boxes divided by the scale the image was
 * drawn at. `cut`: the answer is for that part of the page image (its boxes start at the cut's corner).
 */
export function pageOf(result: Pick<TesseractPage, 'blocks'>, scale: number, cut: Pick<PixelBox, 'left' | 'top'> = { left: 0, top: 0 }): OcrPage {
  const lines: OcrLine[] = [];
  const box = (bbox: { x0: number; y0: number; x1: number; y1: number }): [number, number, number, number] => [(bbox.x0 + cut.left) / scale, (bbox.y0 + cut.top) / scale, (bbox.x1 + cut.left) / scale, (bbox.y1 + cut.top) / scale];
  for (const block of result.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = line.words.filter((word) => word.text.trim() !== '').map((word) => ({ text: word.text.trim(), confidence: Math.round(word.confidence), box: box(word.bbox) }));
        if (words.length > 0) lines.push({ box: box(line.bbox), words });
      }
    }
  }
  return { lines };
}

/** The words Tesseract read in one cut of the page image, boxed in the page's units. */
const cutWordsOf = (result: Pick<TesseractPage, 'blocks'>, scale: number, cut: PixelBox): OcrWord[] => pageOf(result, scale, cut).lines.flatMap((line) => line.words);

/** Reads cut images of a page (the `cuts` of it) one after the other: their words, boxed in the page's units. */
export async function readCuts(worker: TesseractWorker, images: readonly ImageLike[], cuts: readonly PixelBox[], scale: number): Promise<OcrWord[][]> {
  const words: OcrWord[][] = [];
  for (const [index, cut] of cuts.entries()) words.push(cutWordsOf((await worker.recognize(images[index] as ImageLike, {}, { text: false, blocks: true })).data, scale, cut));
  return words;
}

/** A worker's options, whatever the context (the extension's files, or the packages in Node's benchmarks). */
export type OcrWorkerOptions = Partial<Pick<OcrPaths, 'workerPath' | 'corePath'>> & { langPath: string; workerBlobURL?: boolean };

/** A worker set up as the reader reads: the Portuguese model on whole pages, the English one on single lines. */
export async function startOcrWorker(model: 'page' | 'address', options: OcrWorkerOptions): Promise<TesseractWorker> {
  // Tesseract's own cache would be a second IndexedDB database of the extension; the models are read
  // from the extension's files instead.
  const worker = await createWorker(model === 'page' ? 'por' : 'eng', OEM.LSTM_ONLY, { ...options, gzip: true, cacheMethod: 'none' });
  await worker.setParameters(model === 'page' ? { tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '0' } : { tessedit_pageseg_mode: PSM.SINGLE_LINE });
  return worker;
}

export interface OcrEngine {
  /** Reads an image (PNG or any format the browser encodes) drawn at `scale` times the page's size. */
  read(image: Blob, scale: number): Promise<OcrPage>;
  /** Stops a reading under way; the next `read` starts a new worker. */
  terminate(): Promise<void>;
}

/** Cuts of a PNG as PNGs, drawn from one decoding of it. */
async function cutsOf(image: Blob, cuts: readonly PixelBox[]): Promise<Blob[]> {
  const bitmap = await createImageBitmap(image);
  try {
    return await Promise.all(
      cuts.map((cut) => {
        const canvas = new OffscreenCanvas(cut.width, cut.height);
        const context = canvas.getContext('2d') as OffscreenCanvasRenderingContext2D;
        // A cut reaching past the page's edge is white there, as the page is.
        context.fillStyle = '#fff';
        context.fillRect(0, 0, cut.width, cut.height);
        context.drawImage(bitmap, cut.left, cut.top, cut.width, cut.height, 0, 0, cut.width, cut.height);
        return canvas.convertToBlob({ type: 'image/png' });
      }),
    );
  } finally {
    bitmap.close();
  }
}

/**
 * Starts the page worker (about a third of a second: the model is read once per worker); the address
 * worker starts at the first page with a line to read again, and stays with the page worker.
 */
export async function startOcrEngine(paths: OcrPaths): Promise<OcrEngine> {
  const files = { workerPath: paths.workerPath, corePath: paths.corePath, workerBlobURL: false };
  // MV3 extension pages may not start workers from `blob:` addresses (`workerBlobURL: false`).
  let worker: Promise<TesseractWorker> | null = null;
  let addressWorker: Promise<TesseractWorker> | null = null;
  const start = () => (worker ??= startOcrWorker('page', { ...files, langPath: paths.langPath }));
  const startAddress = () => (addressWorker ??= startOcrWorker('address', { ...files, langPath: paths.addressLangPath }));
  await start();
  return {
    async read(image, scale) {
      const ready = await start();
      const { data } = await ready.recognize(image, {}, { text: false, blocks: true });
      return rereadAddresses(pageOf(data, scale), scale, async (cuts) => readCuts(await startAddress(), await cutsOf(image, cuts), cuts, scale));
    },
    async terminate() {
      const running = [worker, addressWorker];
      worker = addressWorker = null;
      await Promise.all(running.map(async (started) => (await started)?.terminate()));
    },
  };
}
