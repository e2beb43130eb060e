import type * as tesseract from 'tesseract.js';
import { createWorker, type Worker as TesseractWorker } from 'tesseract.js';
import { describe, expect, it, vi } from 'vitest';
import { recognizePage, startOcrEngine, type PageReaders } from './ocr-engine';

vi.mock('tesseract.js', async (original) => ({ ...(await original<typeof tesseract>()), createWorker: vi.fn() }));

/** Tesseract's answer with one line of `words`, each [text, x0, x1] in the image's pixels, from `top` down 24 px. */
const answerAt = (top: number, ...words: [string, number, number][]) => ({
  data: {
    blocks: [
      {
        paragraphs: [
          {
            lines: [
              {
                bbox: { x0: words[0]?.[1] ?? 0, y0: top, x1: words.at(-1)?.[2] ?? 0, y1: top + 24 },
                words: words.map(([text, x0, x1]) => ({ text, confidence: 90, bbox: { x0, y0: top, x1, y1: top + 24 } })),
              },
            ],
          },
        ],
      },
    ],
  },
});

const answer = (...words: [string, number, number][]) => answerAt(200, ...words);
/** The answer for the cut of that line: it starts 6 px left of the line and 6 px above it. */
const cutAnswer = (...words: [string, number, number][]) => answerAt(6, ...words);

const worker = (recognize: () => Promise<unknown>) => ({ recognize: vi.fn(recognize) }) as unknown as TesseractWorker & { recognize: ReturnType<typeof vi.fn> };
const pageWorker = worker(async () => answer(['E-mail:', 100, 170], ['joaoOsegundo.com', 180, 400]));
const texts = (page: Awaited<ReturnType<typeof recognizePage>>) => page.lines.map((line) => line.words.map((word) => word.text));

function readers(address: TesseractWorker, more: Partial<PageReaders> = {}): PageReaders {
  return { page: pageWorker, address: async () => address, cut: async (cuts) => cuts.map(() => Buffer.alloc(0)), ...more };
}

describe('a page read as the reader reads it', () => {
  it('takes the address the second reading finds in the line that asked for it, boxed where the cut lies on the page', async () => {
    // The address worker's boxes are in the cut's pixels.
    const address = worker(async () => cutAnswer(['E-mail:', 6, 76], ['joao@segundo.com', 86, 306]));
    const page = await recognizePage(Buffer.alloc(0), 2, readers(address));
    expect(texts(page)).toEqual([['E-mail:', 'joao@segundo.com']]);
    expect(page.lines[0]?.words[1]?.box).toEqual([90, 100, 200, 112]);
  });

  it('keeps the first reading, and reports, when the second reading fails', async () => {
    const failure = new Error('no English model');
    const onRereadFailure = vi.fn();
    const page = await recognizePage(Buffer.alloc(0), 2, readers(worker(() => Promise.reject(failure)), { onRereadFailure }));
    expect(texts(page)).toEqual([['E-mail:', 'joaoOsegundo.com']]);
    expect(onRereadFailure).toHaveBeenCalledWith(failure);
  });

  it('fails with the second reading where nobody takes its failure (the benchmark)', async () => {
    await expect(recognizePage(Buffer.alloc(0), 2, readers(worker(() => Promise.reject(new Error('no English model')))))).rejects.toThrow('no English model');
  });

  it('stops, without a report, when stopped during the second reading, and gives an ended worker nothing', async () => {
    let running = true;
    const checkRunning = () => {
      if (!running) throw new Error('OCR stopped');
    };
    const onRereadFailure = vi.fn();
    const address = worker(async () => cutAnswer(['E-mail:', 6, 76], ['joao@segundo.com', 86, 306]));
    const stopping = readers(address, {
      checkRunning,
      onRereadFailure,
      cut: async (cuts) => {
        running = false;
        return cuts.map(() => Buffer.alloc(0));
      },
    });
    await expect(recognizePage(Buffer.alloc(0), 2, stopping)).rejects.toThrow('OCR stopped');
    expect(address.recognize).not.toHaveBeenCalled();
    expect(onRereadFailure).not.toHaveBeenCalled();
  });
});

describe('the engine', () => {
  const paths = { workerPath: 'w', corePath: 'c', langPath: 'por', addressLangPath: 'eng' };
  const started = (recognize: () => Promise<unknown>) => ({ recognize: vi.fn(recognize), setParameters: vi.fn(async () => undefined), terminate: vi.fn(async () => undefined) });

  it('ends for good: a reading under way fails with "OCR stopped" (an ended worker never answers it), and so does a later one', async () => {
    const never = started(() => new Promise(() => undefined));
    vi.mocked(createWorker).mockResolvedValueOnce(never as unknown as TesseractWorker);
    const engine = await startOcrEngine(paths, vi.fn());
    const reading = engine.read(new Blob(), 2);
    await engine.terminate();
    await expect(reading).rejects.toThrow('OCR stopped');
    await expect(engine.read(new Blob(), 2)).rejects.toThrow('OCR stopped');
    expect(never.terminate).toHaveBeenCalledTimes(1);
  });

  it('starts the address worker again at the next page when it failed to start, the pages keeping their first reading', async () => {
    const page = started(async () => answer(['E-mail:', 100, 170], ['joaoOsegundo.com', 180, 400]));
    vi.mocked(createWorker).mockResolvedValueOnce(page as unknown as TesseractWorker).mockRejectedValueOnce(new Error('no model')).mockRejectedValueOnce(new Error('no model'));
    const onFailure = vi.fn();
    const engine = await startOcrEngine(paths, onFailure);
    // No OffscreenCanvas here: the cut is never reached, as the address worker fails first.
    expect(texts(await engine.read(new Blob(), 2))).toEqual([['E-mail:', 'joaoOsegundo.com']]);
    expect(texts(await engine.read(new Blob(), 2))).toEqual([['E-mail:', 'joaoOsegundo.com']]);
    expect(onFailure).toHaveBeenCalledTimes(2);
    expect(createWorker).toHaveBeenLastCalledWith('eng', expect.anything(), expect.objectContaining({ langPath: 'eng' }));
    await engine.terminate();
  });
});
