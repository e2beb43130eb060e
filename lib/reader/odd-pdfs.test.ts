import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { brokenPdf, imageOnlyPdf, protectedPdf } from '../../sandbox/demo/odd-pdfs';
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
