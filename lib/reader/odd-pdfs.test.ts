import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { brokenPdf, imageOnlyPdf, longPdf, protectedPdf, repeatedPagePdf } from '../../sandbox/demo/odd-pdfs';
import { guardPages } from './page-guard';
import { readPage } from './page-reading';
import { openPdf, pageItems } from './test-helpers';

describe('the odd PDFs the reader is tested with, as real pdf.js reads them', () => {
  it('a protected PDF asks for its password, refuses a wrong one, and opens with the right one', async () => {
    const bytes = protectedPdf('CPF 123.456.789-09', 'sigilo');
    await expect(openPdf(bytes)).rejects.toMatchObject({ name: 'PasswordException', code: 1 });
    await expect(getDocument({ data: bytes.slice(), password: 'errada', isEvalSupported: false, verbosity: 0 }).promise).rejects.toMatchObject({ name: 'PasswordException', code: 2 });
    const pdf = await getDocument({ data: bytes.slice(), password: 'sigilo', isEvalSupported: false, verbosity: 0 }).promise;
    expect(readPage(await pageItems(pdf, 1)).detections.map((detection) => detection.value)).toEqual(['12345678909']);
    await pdf.destroy();
  });

  it('an image-only PDF has pages and no text', async () => {
    const pdf = await openPdf(await imageOnlyPdf());
    expect(pdf.numPages).toBe(2);
    expect(readPage(await pageItems(pdf, 1)).text).toBe('');
    await pdf.destroy();
  });

  it('a PDF cut short does not open', async () => {
    await expect(openPdf(await brokenPdf())).rejects.toBeDefined();
  });
});

describe('PDFs that lie about their size, as real pdf.js reads them', () => {
  it('a page tree listing one page a million times: pdf.js counts a million pages, all the same object', async () => {
    const bytes = repeatedPagePdf(1_000_000);
    expect(bytes.length).toBeGreaterThan(6_000_000);
    const pdf = await openPdf(bytes);
    expect(pdf.numPages).toBe(1_000_000);
    const [first, second] = [await pdf.getPage(1), await pdf.getPage(2)];
    expect(second.ref).toEqual(first.ref);
    await pdf.destroy();
  });

  it('the guard refuses the second number of a page, once, as a document that repeats pages', async () => {
    const pdf = await openPdf(repeatedPagePdf(5));
    const told: unknown[] = [];
    const getPage = guardPages((page) => pdf.getPage(page), pdf.numPages, (error) => told.push(error.problem));
    await expect(getPage(1)).resolves.toBeDefined();
    await expect(getPage(1)).resolves.toBeDefined();
    await expect(getPage(2)).rejects.toMatchObject({ problem: { kind: 'repeatedPages', pageCount: 5 } });
    await expect(getPage(3)).rejects.toMatchObject({ problem: { kind: 'repeatedPages' } });
    expect(told).toEqual([{ kind: 'repeatedPages', pageCount: 5 }]);
    await pdf.destroy();
  });

  it('a long document has distinct pages, and its text where it was put', async () => {
    const pdf = await openPdf(longPdf(12, 11, 'CPF 123.456.789-09'));
    const getPage = guardPages((page) => pdf.getPage(page), pdf.numPages, () => undefined);
    for (let page = 1; page <= 12; page++) await getPage(page);
    expect(readPage(await pageItems(pdf, 11)).detections.map((detection) => detection.value)).toEqual(['12345678909']);
    await pdf.destroy();
  });
});
