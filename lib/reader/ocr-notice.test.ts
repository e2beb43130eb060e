import { describe, expect, it } from 'vitest';
import type { OcrProgress } from './ocr-queue';
import { ocrNotice } from './reader-view';

const idle: OcrProgress = { running: false, current: null, reading: [], done: 0, total: 0, failed: 0 };
const model = { onOcrPage: () => undefined, onOcrAll: () => undefined, onOcrCancel: () => undefined };

function session(options: { progress?: OcrProgress; unread?: number[]; currentPage?: number; isImageOnly?: boolean }) {
  const unread = options.unread ?? [];
  return {
    currentPage: options.currentPage ?? 1,
    isImageOnly: options.isImageOnly ?? false,
    ocr: { progress: () => options.progress ?? idle, needsReading: (page: number) => unread.includes(page), unread: () => unread } as never,
  };
}

describe('ocrNotice', () => {
  it('offers to read the page on screen when it has no text, and the other pages without text', () => {
    const notice = ocrNotice(session({ unread: [2, 5, 9], currentPage: 5 }), model);
    expect(notice?.title).toBe('A página 5 é uma imagem, sem texto');
    expect(notice?.actions?.map((action) => action.label)).toEqual(['Ler o texto desta página (OCR)', 'Ler as 3 páginas sem texto']);
  });

  it('keeps saying a document without any text is an image, with the offer', () => {
    const notice = ocrNotice(session({ unread: [1], isImageOnly: true }), model);
    expect(notice?.title).toBe('Não há texto neste PDF');
    expect(notice?.message).toContain('Este PDF é uma imagem; não há texto para ler.');
    expect(notice?.actions?.map((action) => action.label)).toEqual(['Ler o texto desta página (OCR)']);
  });

  it('shows the progress and a cancel while it reads, and nothing on a page with text', () => {
    const reading = ocrNotice(session({ unread: [2, 3], progress: { running: true, current: 2, reading: [2], done: 1, total: 3, failed: 0 } }), model);
    expect(reading?.message).toContain('Página 2 — 1 de 3 lidas.');
    expect(reading?.actions?.map((action) => action.label)).toEqual(['Cancelar']);
    // Two engines side by side: both pages are named.
    const pair = ocrNotice(session({ unread: [2, 3, 4], progress: { running: true, current: 2, reading: [2, 3], done: 1, total: 4, failed: 0 } }), model);
    expect(pair?.message).toContain('Páginas 2 e 3 — 1 de 4 lidas.');
    expect(ocrNotice(session({ unread: [2], currentPage: 1 }), model)).toBeNull();
  });

  it("says a failure is ours, not the file's", () => {
    const notice = ocrNotice(session({ unread: [1], progress: { ...idle, failed: 1, done: 1, total: 1 } }), model);
    expect(notice?.message).toContain('uma falha do Atalaia, não do arquivo');
  });
});
