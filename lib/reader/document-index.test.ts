import { describe, expect, it } from 'vitest';
import type { Detection } from '../detectors';
import { createDocumentIndex } from './document-index';

const cpf = (start: number, value = '12345678909'): Detection => ({ kind: 'cpf', start, end: start + 14, value });
const email = (start: number): Detection => ({ kind: 'email', start, end: start + 10, value: 'a@b.example' });

describe('the document index', () => {
  it('groups identifiers by kind with their pages and occurrences, whatever order pages are read in', () => {
    const index = createDocumentIndex(3);
    index.setPage(3, [cpf(5)]);
    index.setPage(1, [email(0), cpf(40)]);
    expect(index.isComplete()).toBe(false);
    index.setPage(2, []);
    expect(index.isComplete()).toBe(true);
    expect(index.groups().map((group) => [group.kind, group.entries.map((entry) => [entry.value, entry.pages, entry.occurrences.length])])).toEqual([
      ['cpf', [['12345678909', [1, 3], 2]]],
      ['email', [['a@b.example', [1], 1]]],
    ]);
  });

  it('keeps the order of first occurrence when pages arrive in order, asked for between pages, and then out of order', () => {
    const index = createDocumentIndex(4);
    index.setPage(1, [cpf(0, '52998224725')]);
    expect(index.entries().map((entry) => entry.value)).toEqual(['52998224725']);
    index.setPage(2, [email(0), cpf(20, '52998224725')]);
    expect(index.entries().map((entry) => [entry.value, entry.pages])).toEqual([
      ['52998224725', [1, 2]],
      ['a@b.example', [2]],
    ]);
    index.setPage(4, [cpf(0, '11144477735')]);
    index.setPage(3, [cpf(0)]);
    expect(index.entries().map((entry) => entry.value)).toEqual(['52998224725', 'a@b.example', '12345678909', '11144477735']);
  });

  it('keeps a page read twice once (the page on screen and the index read it alike)', () => {
    const index = createDocumentIndex(1);
    index.setPage(1, [cpf(0)]);
    index.setPage(1, [cpf(0), cpf(20)]);
    expect(index.entries()[0]?.occurrences).toHaveLength(1);
  });

  it('steps through occurrences in document order, both ways, wrapping around', () => {
    const index = createDocumentIndex(2);
    index.setPage(2, [cpf(0, '52998224725')]);
    index.setPage(1, [email(3), cpf(30)]);
    const first = index.step(null);
    expect([first?.page, first?.start]).toEqual([1, 3]);
    const second = index.step(first);
    expect([second?.page, second?.start]).toEqual([1, 30]);
    const third = index.step(second);
    expect([third?.page, third?.entry.value]).toEqual([2, '52998224725']);
    expect(index.step(third)?.start).toBe(3);
    expect(index.step(first, -1)?.page).toBe(2);
    expect(createDocumentIndex(1).step(null)).toBeNull();
  });

  it('takes a scanned page read by OCR in place of its empty reading, in document order, and never replaces a page with text', () => {
    const index = createDocumentIndex(3);
    index.setPage(1, []);
    index.setPage(2, [cpf(0, '52998224725')]);
    index.setPage(3, []);
    index.setOcrPage(1, [email(3)]);
    index.setOcrPage(2, [email(9)]);
    expect(index.pagesRead()).toBe(3);
    expect(index.entries().map((entry) => [entry.value, entry.pages])).toEqual([
      ['a@b.example', [1]],
      ['52998224725', [2]],
    ]);
    expect(index.occurrences().map((occurrence) => [occurrence.page, occurrence.start])).toEqual([
      [1, 3],
      [2, 0],
    ]);
  });
});
