import { describe, expect, it } from 'vitest';
import { pageOf } from './ocr-engine';
import { ocrPlainText, ocrTextContent, touchesUncertain, type OcrPage } from './ocr-text';
import { readPage } from './page-reading';

/** A line of words at `top`, each 10 units wide with a gap of 4. */
function line(top: number, words: [string, number][]): OcrPage['lines'][number] {
  let x = 50;
  return {
    box: [50, top, 50 + words.length * 14, top + 12],
    words: words.map(([text, confidence]) => {
      const word = { text, confidence, box: [x, top, x + 10, top + 12] as [number, number, number, number] };
      x += 14;
      return word;
    }),
  };
}

const PAGE_HEIGHT = 842;
const toPdf = (x: number, y: number) => [x, PAGE_HEIGHT - y];

describe('OCR words as text items', () => {
  const page: OcrPage = {
    lines: [
      line(100, [['Representante:', 95], ['CPF', 96], ['529.982.', 90], ['247-2S.', 88]]),
      line(120, [['Contato:', 93], ['licitacao(dexemplo:.gov.br', 41]]),
    ],
  };

  it('reads as a text PDF does: reading order, repaired identifiers, detections', () => {
    const content = ocrTextContent(page, toPdf);
    const reading = readPage(content.items);
    expect(reading.text).toBe('Representante: CPF 529.982.247-25.\nContato: licitacao@exemplo.gov.br');
    expect(reading.detections.map((found) => [found.kind, found.value])).toEqual([
      ['cpf', '52998224725'],
      ['email', 'licitacao@exemplo.gov.br'],
    ]);
  });

  it('joins an underscore read as a space across a blank of its width, never across an ordinary space', () => {
    // `line` leaves an ordinary space between words (a third of the line's height, 0.37 of its font size).
    const spaced: OcrPage = { lines: [line(100, [['E-mail:', 95], ['fran', 90], ['bertolett@hotmail.com', 90]])] };
    expect(ocrPlainText(spaced)).toBe('E-mail: fran bertolett@hotmail.com');
    // Twice that: the underscore's own width.
    const [label, first, second] = spaced.lines[0]?.words ?? [];
    const wide = second && { ...second, box: [second.box[0] + 4, second.box[1], second.box[2] + 4, second.box[3]] as [number, number, number, number] };
    const underscored: OcrPage = { lines: [{ box: [50, 100, 96, 112], words: [label, first, wide].filter((word) => word !== undefined) }] };
    expect(ocrPlainText(underscored)).toBe('E-mail: fran_bertolett@hotmail.com');
  });

  it('places each item where its words were seen, in PDF space, one line on one baseline', () => {
    const { items } = ocrTextContent(page, toPdf);
    expect(items).toHaveLength(5);
    // The two words of the broken CPF make one item spanning both.
    expect(items[2]).toMatchObject({ str: '529.982.247-25.', width: 24, hasEOL: true });
    expect(items[2]?.transform[4]).toBe(78);
    expect(new Set(items.slice(0, 3).map((item) => item.transform[5])).size).toBe(1);
    expect(items[0]?.transform[5]).toBeCloseTo(PAGE_HEIGHT - (100 + 0.8 * 12));
  });

  it('marks the identifiers that touch a word read with low confidence as uncertain, and only those', () => {
    const content = ocrTextContent(page, toPdf);
    expect(content.uncertain).toEqual([false, false, false, false, true]);
    const reading = readPage(content.items);
    const [cpf, email] = reading.detections;
    expect(touchesUncertain(reading.segments, content.uncertain, cpf?.start ?? 0, cpf?.end ?? 0)).toBe(false);
    expect(touchesUncertain(reading.segments, content.uncertain, email?.start ?? 0, email?.end ?? 0)).toBe(true);
  });

  it('keeps Tesseract lines and words, boxes back at the page scale, and drops empty words', () => {
    const bbox = (x0: number, y0: number, x1: number, y1: number) => ({ x0, y0, x1, y1 });
    const result = {
      blocks: [
        {
          paragraphs: [
            {
              lines: [
                { bbox: bbox(20, 40, 200, 64), words: [{ text: 'CPF', confidence: 91.6, bbox: bbox(20, 40, 60, 64) }, { text: ' ', confidence: 10, bbox: bbox(60, 40, 62, 64) }] },
                { bbox: bbox(20, 80, 200, 104), words: [] },
              ],
            },
          ],
        },
      ],
    } as unknown as Parameters<typeof pageOf>[0];
    expect(pageOf(result, 2)).toEqual({ lines: [{ box: [10, 20, 100, 32], words: [{ text: 'CPF', confidence: 92, box: [10, 20, 30, 32] }] }] });
    expect(pageOf({ blocks: null }, 2)).toEqual({ lines: [] });
  });

  it('gives the plain text the benchmark compares', () => {
    expect(ocrPlainText(page)).toBe('Representante: CPF 529.982.247-25.\nContato: licitacao@exemplo.gov.br');
  });
});
