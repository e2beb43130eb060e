import type { PDFDocumentProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoGazettePdf, gazettePdf, type GazettePdf } from '../../sandbox/demo/gazette-pdf';
import { CNPJ_NUMERIC, CPF_EMPTY, EMAIL_COMPANY } from '../../sandbox/special';
import { detect } from '../detectors';
import { formatCnpj } from '../identifiers/format';
import { readPage } from './page-reading';
import { piecesOf, readPageText, type TextItemLike } from './reading-order';
import { openPdf, pageItems } from './test-helpers';

let gazette: GazettePdf;
let pdf: PDFDocumentProxy;

beforeAll(async () => {
  gazette = await demoGazettePdf();
  pdf = await openPdf(gazette.bytes);
});
afterAll(() => pdf.destroy());

const itemStrings = (items: TextItemLike[]) => items.filter((item) => typeof item.str === 'string').map((item) => item.str ?? '');

describe('reading a generated gazette with real pdf.js', () => {
  it('finds exactly the identifiers drawn on each page, in reading order', async () => {
    const found = [];
    for (let page = 1; page <= gazette.pages; page++) {
      const reading = readPage(await pageItems(pdf, page));
      found.push(...reading.detections.map((detection) => ({ page, kind: detection.kind, value: detection.value })));
    }
    expect(found).toEqual(gazette.identifiers);
  });

  it('reads an identifier broken across two lines of a column as one, and keeps other line breaks', async () => {
    const { text } = readPage(await pageItems(pdf, 1));
    expect(text).toContain(`inscrita no CNPJ sob o nº ${formatCnpj(CNPJ_NUMERIC)}, neste ato`);
    expect(text).toContain('CPF 111.444.777-35. Telefone');
    expect(text).toContain('(11) 98765-4321, de segunda');
    expect(text).toContain('serrada\n(Cumaru e Ipê)');
    expect(detect(text).map((detection) => detection.value)).toContain(CPF_EMPTY);
  });

  it('reads the left column before the right one, whatever order the file draws them in', async () => {
    const { text } = readPage(await pageItems(pdf, 4));
    expect(text.indexOf('SECRETARIA DE AGRICULTURA')).toBeGreaterThan(text.indexOf('DIÁRIO OFICIAL'));
    expect(text.indexOf('EXTRATO DE TERMO ADITIVO')).toBeGreaterThan(text.indexOf(EMAIL_COMPANY.slice(-10)));
    expect(text).toContain(`pelo e-mail ${EMAIL_COMPANY}.`);
  });

  it('reads the same text when the items arrive in another order', async () => {
    const items = await pageItems(pdf, 1);
    const reversed = [...items].reverse();
    const original = readPage(items);
    const shuffled = readPage(reversed);
    expect(shuffled.text).toBe(original.text);
  });

  it('maps every identifier back to the parts of the text items it covers', async () => {
    const items = await pageItems(pdf, 1);
    const strings = itemStrings(items);
    const reading = readPage(items);
    for (const detection of reading.detections) {
      const pieces = piecesOf(reading, detection.start, detection.end);
      const covered = pieces.map((piece) => strings[piece.item]?.slice(piece.from, piece.to)).join('');
      expect(covered).toBe(reading.text.slice(detection.start, detection.end).replace(/\n/g, ''));
    }
    const broken = reading.detections.find((detection) => detection.value === CNPJ_NUMERIC);
    expect(broken && piecesOf(reading, broken.start, broken.end)).toHaveLength(2);
  });

  it('finds nothing on the page without identifiers', async () => {
    expect(readPage(await pageItems(pdf, 3)).detections).toEqual([]);
  });
});

describe('a long, dense gazette (the benchmark\'s, 12 pages of it)', () => {
  it('finds every identifier drawn, CNPJs broken across lines included, and nothing else', async () => {
    const long = await gazettePdf({ pages: 12 });
    const document = await openPdf(long.bytes);
    const found = [];
    for (let page = 1; page <= long.pages; page++) {
      found.push(...readPage(await pageItems(document, page)).detections.map((detection) => ({ page, kind: detection.kind, value: detection.value })));
    }
    await document.destroy();
    const key = (identifier: { page: number; kind: string; value: string }) => `${identifier.page} ${identifier.kind} ${identifier.value}`;
    expect(found.map(key).sort()).toEqual(long.identifiers.map(key).sort());
  });
});

describe('reading order on synthetic layouts', () => {
  /** A run of text at (x, y), 10 pt, as pdf.js describes it; width from a 5 pt average glyph. */
  const run = (str: string, x: number, y: number, size = 10): TextItemLike => ({ str, transform: [size, 0, 0, size, x, y], width: str.length * size * 0.5, height: size });

  it('reads three columns under a full-width heading, column by column', () => {
    const heading = run('Título que atravessa as três colunas da página', 50, 800, 14);
    const columns = [50, 250, 450].flatMap((x, column) => [0, 1, 2].map((line) => run(`c${column}l${line}`, x, 760 - line * 12)));
    // Drawn row by row, the way a table or a careless producer would.
    const rowMajor = [0, 1, 2].flatMap((line) => [0, 1, 2].map((column) => columns[column * 3 + line] as TextItemLike));
    const { text } = readPageText([heading, ...rowMajor]);
    expect(text.split('\n')).toEqual(['Título que atravessa as três colunas da página', 'c0l0', 'c0l1', 'c0l2', 'c1l0', 'c1l1', 'c1l2', 'c2l0', 'c2l1', 'c2l2']);
  });

  it('joins runs of one line with a space only where they stand apart', () => {
    const { text, segments } = readPageText([run('CPF 123.', 50, 700), run('456.789-09', 90, 700), run('fim', 150, 700)]);
    expect(text).toBe('CPF 123.456.789-09 fim');
    expect(segments.map((segment) => segment.start)).toEqual([0, 8, 19]);
  });

  it('skips marked-content entries but counts text items as the text layer does', () => {
    const { segments } = readPageText([{ str: '' }, run('a', 50, 700), { transform: [] } as TextItemLike, run('b', 60, 700)]);
    expect(segments.map((segment) => segment.item)).toEqual([1, 2]);
  });

  it('puts rotated text (a stamp in the margin) after the page', () => {
    const stamp: TextItemLike = { str: 'CÓPIA', transform: [0, 10, -10, 0, 20, 400], width: 30, height: 10 };
    expect(readPageText([stamp, run('corpo', 50, 700)]).text).toBe('corpo\nCÓPIA');
  });
});
