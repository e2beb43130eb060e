/**
 * Tesseract (tesseract.js, in Web Workers of its own: recognition never runs on the reader's main
 * thread) with the Portuguese LSTM model (tessdata_fast: vendor/tessdata_fast/README.md says why), and
 * the English one for the lines that show an address without its `@` (./ocr-address-reread.ts); the
 * `l`s of addresses are then checked against the page's own `1`s and `l`s (./ocr-address-glyphs.ts).
 * Everything it loads ships inside the extension, under `ocr/` (copied at build time by wxt.config.ts):
 * its worker script, one core build (SIMD + LSTM, which Chrome and Firefox both run) and the two models.
 * Nothing is fetched from elsewhere and no image leaves the browser; the models are not cached anywhere
 * (they are read from the extension).
 */
import { createWorker, OEM, PSM, type ImageLike, type Worker as TesseractWorker, type Page as TesseractPage } from 'tesseract.js';
import { checkAddressGlyphs, type OcrSymbol, type ReadGrey } from './ocr-address-glyphs';
import { rereadAddresses, type PixelBox } from './ocr-address-reread';
import type { GreyImage } from './ocr-glyph-shapes';
import type { OcrBox, OcrLine, OcrPage, OcrWord } from './ocr-text';

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
 * `symbols`: where each word's characters are put, boxed alike (the page keeps only its words).
 */
export function pageOf(result: Pick<TesseractPage, 'blocks'>, scale: number, cut: Pick<PixelBox, 'left' | 'top'> = { left: 0, top: 0 }, symbols?: Map<OcrWord, OcrSymbol[]>): OcrPage {
  const lines: OcrLine[] = [];
  const box = (bbox: { x0: number; y0: number; x1: number; y1: number }): OcrBox => [(bbox.x0 + cut.left) / scale, (bbox.y0 + cut.top) / scale, (bbox.x1 + cut.left) / scale, (bbox.y1 + cut.top) / scale];
  for (const block of result.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        const words = line.words
          .filter((read) => read.text.trim() !== '')
          .map((read) => {
            const word = { text: read.text.trim(), confidence: Math.round(read.confidence), box: box(read.bbox) };
            symbols?.set(
              word,
              (read.symbols ?? []).map((symbol) => ({ text: symbol.text, confidence: symbol.confidence, box: box(symbol.bbox) })),
            );
            return word;
          });
        if (words.length > 0) lines.push({ box: box(line.bbox), words });
      }
    }
  }
  return { lines };
}

/** What the reader asks of Tesseract: the words and their boxes, not the page's plain text. */
const WORDS_ONLY = { text: false, blocks: true };

/** The words Tesseract read in one cut of the page image, boxed in the page's units (their characters put in `symbols`). */
const cutWordsOf = (result: Pick<TesseractPage, 'blocks'>, scale: number, cut: PixelBox, symbols: Map<OcrWord, OcrSymbol[]>): OcrWord[] => pageOf(result, scale, cut, symbols).lines.flatMap((line) => line.words);

/** A worker's options, whatever the context (the extension's files, or the packages in Node's benchmarks). */
export type OcrWorkerOptions = Partial<Pick<OcrPaths, 'workerPath' | 'corePath'>> & { langPath: string; workerBlobURL?: boolean };

/** How long a worker may take to start: tesseract.js never answers when a model cannot be read. */
const STARTUP_MS = 60_000;

/** A worker set up as the reader reads: the Portuguese model on whole pages, the English one on single lines. */
export async function startOcrWorker(model: 'page' | 'address', options: OcrWorkerOptions): Promise<TesseractWorker> {
  // Tesseract's own cache would be a second IndexedDB database of the extension; the models are read
  // from the extension's files instead.
  const starting = createWorker(model === 'page' ? 'por' : 'eng', OEM.LSTM_ONLY, { ...options, gzip: true, cacheMethod: 'none' });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // One that starts after all is ended at once: nobody holds it.
      void starting.then((worker) => worker.terminate()).catch(() => undefined);
      reject(new Error(`The OCR worker (${model}) did not start in ${STARTUP_MS / 1000} s`));
    }, STARTUP_MS);
  });
  const worker = await Promise.race([starting, late]).finally(() => clearTimeout(timer));
  try {
    await worker.setParameters(model === 'page' ? { tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '0' } : { tessedit_pageseg_mode: PSM.SINGLE_LINE });
  } catch (error) {
    await worker.terminate().catch(() => undefined);
    throw error;
  }
  return worker;
}

/** What reads a page: the page worker, the address worker (started when first asked for) and a cutter of the page's image. */
export interface PageReaders {
  page: TesseractWorker;
  address: () => Promise<TesseractWorker>;
  /** The parts `cuts` of the page's image, as images a worker reads. */
  cut: (cuts: readonly PixelBox[]) => Promise<readonly ImageLike[]>;
  /** The parts of the page's image in grey, for the check of addresses' `l`s. Without it, they stay as read. */
  grey?: ReadGrey;
  /** Throws once the reading was stopped: asked before each recognition, so that an ended worker is given nothing. */
  checkRunning?: () => void;
  /**
   * The second reading or the check of characters failed (a fault of ours): the page is kept as read
   * before it. Without it, the failure is thrown.
   */
  onSecondLookFailure?: (error: unknown) => void;
}

/**
 * A page read as the reader reads it, and as bench:ocr measures it: the whole page by the page worker,
 * then its lines that show an address without its `@` by the address worker (./ocr-address-reread.ts),
 * then the `l`s of its addresses checked against the page's own `1`s and `l`s (./ocr-address-glyphs.ts).
 */
export async function recognizePage(image: ImageLike, scale: number, readers: PageReaders): Promise<OcrPage> {
  readers.checkRunning?.();
  const symbols = new Map<OcrWord, OcrSymbol[]>();
  let read = pageOf((await readers.page.recognize(image, {}, WORDS_ONLY)).data, scale, undefined, symbols);
  try {
    read = await rereadAddresses(read, scale, async (cuts) => {
      readers.checkRunning?.();
      const worker = await readers.address();
      const images = await readers.cut(cuts);
      const words: OcrWord[][] = [];
      for (const [index, cut] of cuts.entries()) {
        readers.checkRunning?.();
        words.push(cutWordsOf((await worker.recognize(images[index] as ImageLike, {}, WORDS_ONLY)).data, scale, cut, symbols));
      }
      return words;
    });
    if (!readers.grey) return read;
    readers.checkRunning?.();
    const checked = await checkAddressGlyphs(read, symbols, scale, readers.grey);
    readers.checkRunning?.();
    return checked;
  } catch (error) {
    // A stop is no failure, and ends the reading.
    readers.checkRunning?.();
    if (!readers.onSecondLookFailure) throw error;
    readers.onSecondLookFailure(error);
    return read;
  }
}

export interface OcrEngine {
  /** Reads an image (PNG or any format the browser encodes) drawn at `scale` times the page's size. */
  read(image: Blob, scale: number): Promise<OcrPage>;
  /** Ends the engine and its workers: a reading under way fails with "OCR stopped", and so does any later one. */
  terminate(): Promise<void>;
}

/** Cuts of a PNG drawn on canvases of their size, from one decoding of it, each made into what `take` makes of its canvas. */
async function drawCuts<T>(image: Blob, cuts: readonly PixelBox[], take: (canvas: OffscreenCanvas, context: OffscreenCanvasRenderingContext2D) => T | Promise<T>): Promise<T[]> {
  const bitmap = await createImageBitmap(image);
  try {
    return await Promise.all(
      cuts.map((cut) => {
        const canvas = new OffscreenCanvas(cut.width, cut.height);
        const context = canvas.getContext('2d', { willReadFrequently: true }) as OffscreenCanvasRenderingContext2D;
        // A cut reaching past the page's edge is white there, as the page is.
        context.fillStyle = '#fff';
        context.fillRect(0, 0, cut.width, cut.height);
        context.drawImage(bitmap, cut.left, cut.top, cut.width, cut.height, 0, 0, cut.width, cut.height);
        return take(canvas, context);
      }),
    );
  } finally {
    bitmap.close();
  }
}

/** Cuts of a PNG as PNGs. */
const cutsOf = (image: Blob, cuts: readonly PixelBox[]) => drawCuts(image, cuts, (canvas) => canvas.convertToBlob({ type: 'image/png' }));

/** Cuts of a PNG in grey (the mean of red, green and blue). */
const greyCutsOf = (image: Blob, cuts: readonly PixelBox[]) =>
  drawCuts(image, cuts, (canvas, context): GreyImage => {
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    return { width: canvas.width, height: canvas.height, data: greyOf(data) };
  });

/** RGBA pixels in grey, the mean of red, green and blue. */
function greyOf(rgba: Uint8ClampedArray): Uint8Array {
  const grey = new Uint8Array(rgba.length / 4);
  for (let pixel = 0; pixel < grey.length; pixel += 1) grey[pixel] = Math.round(((rgba[pixel * 4] as number) + (rgba[pixel * 4 + 1] as number) + (rgba[pixel * 4 + 2] as number)) / 3);
  return grey;
}

/**
 * Starts the page worker (about a third of a second: the model is read once per worker); the address
 * worker starts at the first page with a line to read again, and stays with the page worker.
 * `onFailure`: a second reading that failed (ours to log; the page keeps its first reading).
 */
export async function startOcrEngine(paths: OcrPaths, onFailure: (error: unknown) => void): Promise<OcrEngine> {
  // MV3 extension pages may not start workers from `blob:` addresses.
  const files = { workerPath: paths.workerPath, corePath: paths.corePath, workerBlobURL: false };
  const page = await startOcrWorker('page', { ...files, langPath: paths.langPath });
  let address: Promise<TesseractWorker> | null = null;
  let ended = false;
  // A worker ended under a recognition never answers it: the readings under way fail with "OCR stopped" instead.
  const stopReadings = new Set<(error: Error) => void>();
  const checkRunning = () => {
    if (ended) throw new Error('OCR stopped');
  };
  // A worker that failed to start is started again at the next page that needs it.
  const startAddress = () =>
    (address ??= startOcrWorker('address', { ...files, langPath: paths.addressLangPath }).catch((error: unknown) => {
      address = null;
      throw error;
    }));
  return {
    read: (image, scale) =>
      new Promise<OcrPage>((resolve, reject) => {
        stopReadings.add(reject);
        recognizePage(image, scale, { page, address: startAddress, cut: (cuts) => cutsOf(image, cuts), grey: (cuts) => greyCutsOf(image, cuts), checkRunning, onSecondLookFailure: onFailure })
          .then(resolve, reject)
          .finally(() => stopReadings.delete(reject));
      }),
    async terminate() {
      if (ended) return;
      ended = true;
      for (const stop of stopReadings) stop(new Error('OCR stopped'));
      await Promise.all([page.terminate(), address?.then((worker) => worker.terminate()).catch(() => undefined)]);
    },
  };
}
