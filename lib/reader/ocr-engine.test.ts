import type * as tesseract from 'tesseract.js';
import { createWorker, type Worker as TesseractWorker } from 'tesseract.js';
import { describe, expect, it, vi } from 'vitest';
import { recognizePage, startOcrEngine, type PageReaders } from './ocr-engine';

vi.mock('tesseract.js', async (original) => ({ ...(await original<typeof tesseract>()), createWorker: vi.fn() }));

/** A word's characters side by side over its box, as Tesseract gives them. */
const symbolsOf = (text: string, x0: number, x1: number, top: number) =>
  [...text].map((character, index, all) => ({ text: character, confidence: 95, bbox: { x0: x0 + ((x1 - x0) * index) / all.length, y0: top, x1: x0 + ((x1 - x0) * (index + 1)) / all.length, y1: top + 24 } }));

/** A line of `words`, each [text, x0, x1] in the image's pixels, from `top` down 24 px. */
const lineAt = (top: number, ...words: [string, number, number][]) => ({
  bbox: { x0: words[0]?.[1] ?? 0, y0: top, x1: words.at(-1)?.[2] ?? 0, y1: top + 24 },
  words: words.map(([text, x0, x1]) => ({ text, confidence: 90, bbox: { x0, y0: top, x1, y1: top + 24 }, symbols: symbolsOf(text, x0, x1, top) })),
});

/** Tesseract's answer with `lines`. */
const answerOf = (...lines: ReturnType<typeof lineAt>[]) => ({ data: { blocks: [{ paragraphs: [{ lines }] }] } });

/** Tesseract's answer with one line of `words`, each [text, x0, x1] in the image's pixels, from `top` down 24 px. */
const answerAt = (top: number, ...words: [string, number, number][]) => answerOf(lineAt(top, ...words));

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
    const onSecondLookFailure = vi.fn();
    const page = await recognizePage(Buffer.alloc(0), 2, readers(worker(() => Promise.reject(failure)), { onSecondLookFailure }));
    expect(texts(page)).toEqual([['E-mail:', 'joaoOsegundo.com']]);
    expect(onSecondLookFailure).toHaveBeenCalledWith(failure);
  });

  it('fails with the second reading where nobody takes its failure (the benchmark)', async () => {
    await expect(recognizePage(Buffer.alloc(0), 2, readers(worker(() => Promise.reject(new Error('no English model')))))).rejects.toThrow('no English model');
  });

  it("cuts the `l`s of an address where the second reading saw them on the page, and keeps the page as read before when that fails", async () => {
    // The address without its `@` on a line at 200 px; numbers and words to learn `1` and `l` from on the next.
    const withAddress = worker(async () => answerOf(lineAt(200, ['E-mail:', 100, 170], ['lulaOsegundo.com', 180, 500]), lineAt(260, ['3211-1111', 100, 280], ['Oficial', 300, 440], ['legal', 460, 560], ['Legal', 580, 680])));
    // The cut of the line starts 6 px left of it and 6 px above: the second reading's boxes are in its pixels.
    const address = worker(async () => cutAnswer(['E-mail:', 6, 76], ['lula@segundo.com', 86, 406]));
    const failure = new Error('no canvas');
    const grey = vi.fn(() => Promise.reject(failure));
    const onSecondLookFailure = vi.fn();
    const page = await recognizePage(Buffer.alloc(0), 2, readers(address, { page: withAddress, grey, onSecondLookFailure }));
    expect(texts(page)).toEqual([
      ['E-mail:', 'lula@segundo.com'],
      ['3211-1111', 'Oficial', 'legal', 'Legal'],
    ]);
    // The address's two `l`s (20 px a character, from 180 px on the page), then the examples: six `1`s and four `l`s; each with 3 px around it.
    expect(grey).toHaveBeenCalledWith([{ left: 177, top: 197, width: 26, height: 30 }, { left: 217, top: 197, width: 26, height: 30 }, ...Array.from({ length: 10 }, () => expect.anything())]);
    expect(onSecondLookFailure).toHaveBeenCalledWith(failure);
  });

  it('stops, without a report, when stopped during the second reading, and gives an ended worker nothing', async () => {
    let running = true;
    const checkRunning = () => {
      if (!running) throw new Error('OCR stopped');
    };
    const onSecondLookFailure = vi.fn();
    const address = worker(async () => cutAnswer(['E-mail:', 6, 76], ['joao@segundo.com', 86, 306]));
    const stopping = readers(address, {
      checkRunning,
      onSecondLookFailure,
      cut: async (cuts) => {
        running = false;
        return cuts.map(() => Buffer.alloc(0));
      },
    });
    await expect(recognizePage(Buffer.alloc(0), 2, stopping)).rejects.toThrow('OCR stopped');
    expect(address.recognize).not.toHaveBeenCalled();
    expect(onSecondLookFailure).not.toHaveBeenCalled();
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
