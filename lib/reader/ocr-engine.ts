/**
 * Tesseract (tesseract.js, in a Web Worker of its own: recognition never runs on the reader's main
 * thread) with the Portuguese LSTM model. Everything it loads ships inside the extension, under
 * `ocr/` (copied at build time by wxt.config.ts): its worker script, one core build (SIMD + LSTM,
 * which Chrome and Firefox both run) and `por.traineddata.gz`. Nothing is fetched from elsewhere and
 * no image leaves the browser; the model is not cached anywhere (it is read from the extension).
 */
import { createWorker, OEM, PSM, type Worker as TesseractWorker, type Page as TesseractPage } from 'tesseract.js';
import type { OcrLine, OcrPage } from './ocr-text';

/** Where wxt.config.ts puts the OCR files in the built extension. */
export const OCR_DIR = 'ocr';
export const OCR_CORE = 'tesseract-core-simd-lstm.js';

export interface OcrPaths {
  workerPath: string;
  corePath: string;
  langPath: string;
}

/** The packaged files' addresses, given the extension's `runtime.getURL`. */
export function packagedOcrPaths(getUrl: (path: string) => string): OcrPaths {
  return { workerPath: getUrl(`/${OCR_DIR}/worker.min.js`), corePath: getUrl(`/${OCR_DIR}/${OCR_CORE}`), langPath: getUrl(`/${OCR_DIR}/por`) };
}

/** Tesseract's answer as the reader keeps it: lines of words, boxes divided by the scale the image was drawn at. */
export function pageOf(result: Pick<TesseractPage, 'blocks'>, scale: number): OcrPage {
  const lines: OcrLine[] = [];
  const box = (bbox: { x0: number; y0: number; x1: number; y1: number }): [number, number, number, number] => [bbox.x0 / scale, bbox.y0 / scale, bbox.x1 / scale, bbox.y1 / scale];
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

export interface OcrEngine {
  /** Reads an image (PNG or any format the browser encodes) drawn at `scale` times the page's size. */
  read(image: Blob, scale: number): Promise<OcrPage>;
  /** Stops a reading under way; the next `read` starts a new worker. */
  terminate(): Promise<void>;
}

/** Starts the OCR worker (about a third of a second: the model is read once per worker). */
export async function startOcrEngine(paths: OcrPaths): Promise<OcrEngine> {
  let worker: Promise<TesseractWorker> | null = null;
  const start = () =>
    (worker ??= createWorker('por', OEM.LSTM_ONLY, {
      ...paths,
      // MV3 extension pages may not start workers from `blob:` addresses.
      workerBlobURL: false,
      gzip: true,
      // Tesseract's own cache would be a second IndexedDB database of the extension; the model is
      // read from the extension's files instead.
      cacheMethod: 'none',
    }).then(async (created) => {
      await created.setParameters({ tessedit_pageseg_mode: PSM.AUTO, preserve_interword_spaces: '0' });
      return created;
    }));
  await start();
  return {
    async read(image, scale) {
      const ready = await start();
      const { data } = await ready.recognize(image, {}, { text: false, blocks: true });
      return pageOf(data, scale);
    },
    async terminate() {
      const running = worker;
      worker = null;
      await (await running)?.terminate();
    },
  };
}
