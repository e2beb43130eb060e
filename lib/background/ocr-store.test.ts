import { describe, expect, it } from 'vitest';
import type { OcrPage } from '../reader/ocr-text';
import { freshDatabase } from '../storage/testing';
import { createOcrStore } from './ocr-store';

const HOUR = 60 * 60 * 1000;
const HASH = 'a'.repeat(64);
const OTHER = 'b'.repeat(64);
const read = (text: string): OcrPage => ({ lines: [{ box: [0, 0, 10, 10], words: [{ text, confidence: 90, box: [0, 0, 10, 10] }] }] });

function store() {
  let now = 1_000 * HOUR;
  const ocr = createOcrStore(freshDatabase(), () => now);
  return { ocr, later: (ms: number) => (now += ms) };
}

describe('the OCR store', () => {
  it('keeps pages per document and gives them back by page number', async () => {
    const { ocr } = store();
    await ocr.save({ hash: HASH, page: 2, title: 'scan.pdf', ocr: read('CPF') }, 24 * HOUR);
    await ocr.save({ hash: HASH, page: 10, title: 'scan.pdf', ocr: read('CNPJ') }, 24 * HOUR);
    await ocr.save({ hash: OTHER, page: 1, title: 'outro.pdf', ocr: read('x') }, 24 * HOUR);
    expect(await ocr.pages(HASH, 24 * HOUR)).toEqual({ 2: read('CPF'), 10: read('CNPJ') });
    expect((await ocr.list()).map((document) => [document.title, document.pages])).toEqual([
      ['scan.pdf', 2],
      ['outro.pdf', 1],
    ]);
  });

  it('keeps nothing with the cache off, and gives nothing older than the TTL', async () => {
    const { ocr, later } = store();
    expect(await ocr.save({ hash: HASH, page: 1, title: 'scan.pdf', ocr: read('CPF') }, 0)).toBe(false);
    expect(await ocr.list()).toEqual([]);
    await ocr.save({ hash: HASH, page: 1, title: 'scan.pdf', ocr: read('CPF') }, HOUR);
    later(2 * HOUR);
    expect(await ocr.pages(HASH, HOUR)).toEqual({});
  });

  it('the sweep drops what the TTL says is gone, and erasing drops one document or all', async () => {
    const { ocr, later } = store();
    await ocr.save({ hash: HASH, page: 1, title: 'velho.pdf', ocr: read('a') }, 24 * HOUR);
    later(2 * HOUR);
    await ocr.save({ hash: OTHER, page: 1, title: 'novo.pdf', ocr: read('b') }, 24 * HOUR);
    expect(await ocr.sweep(HOUR)).toBe(1);
    expect((await ocr.list()).map((document) => document.title)).toEqual(['novo.pdf']);
    await ocr.save({ hash: HASH, page: 1, title: 'velho.pdf', ocr: read('a') }, 24 * HOUR);
    await ocr.erase(OTHER);
    expect((await ocr.list()).map((document) => document.title)).toEqual(['velho.pdf']);
    await ocr.erase();
    expect(await ocr.list()).toEqual([]);
    expect(await ocr.sweep(0)).toBe(0);
  });
});
