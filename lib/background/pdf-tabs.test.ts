import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings';
import type { ManagedConfig } from '../settings/managed';
import { isPdfResponse, pdfResponseAction, type PdfResponseContext } from './pdf-tabs';

const typed = (value: string) => [{ name: 'Content-Type', value }];

describe('a main document the browser would show as a PDF', () => {
  it('is one by its Content-Type, whatever its address', () => {
    expect(isPdfResponse('https://diario.example/download?id=123', typed('application/pdf'))).toBe(true);
    expect(isPdfResponse('https://diario.example/download?id=123', typed('Application/PDF; charset=binary'))).toBe(true);
    expect(isPdfResponse('https://diario.example/a', [{ name: 'content-type', value: 'application/x-pdf' }])).toBe(true);
  });

  it('is one as a generic binary file whose address ends in .pdf, as Firefox opens it', () => {
    expect(isPdfResponse('https://diario.example/edicao.PDF', typed('application/octet-stream'))).toBe(true);
    expect(isPdfResponse('https://diario.example/edicao.pdf', undefined)).toBe(true);
  });

  it('is none for a page, an image or a binary file of another name', () => {
    expect(isPdfResponse('https://diario.example/edicao.pdf', typed('text/html; charset=utf-8'))).toBe(false);
    expect(isPdfResponse('https://diario.example/download?id=123', typed('application/octet-stream'))).toBe(false);
    expect(isPdfResponse('https://diario.example/?arquivo=edicao.pdf', typed('application/octet-stream'))).toBe(false);
    expect(isPdfResponse('https://diario.example/capa.png', typed('image/png'))).toBe(false);
  });
});

describe("Firefox's redirect of a PDF response", () => {
  const context = (openPdfsInReader: boolean, policy: ManagedConfig = {}, allowed = false): PdfResponseContext => ({
    settings: async () => ({ ...DEFAULT_SETTINGS, openPdfsInReader }),
    policy: async () => policy,
    viewerAllowed: async () => allowed,
    readerUrl: (url) => `moz-extension://id/reader.html?url=${encodeURIComponent(url)}`,
  });
  const url = 'https://diario.example/download?id=123';

  it('sends it to the reader with the option on', async () => {
    expect(await pdfResponseAction(url, 7, context(true))).toEqual({ redirectUrl: `moz-extension://id/reader.html?url=${encodeURIComponent(url)}` });
  });

  it("leaves it to the browser's viewer with the option off, on a blocked site, or after the reader's link back", async () => {
    expect(await pdfResponseAction(url, 7, context(false))).toBe('viewer');
    expect(await pdfResponseAction(url, 7, context(true, { blockedSites: ['*.example'] }))).toBe('viewer');
    expect(await pdfResponseAction(url, 7, context(true, {}, true))).toBe('viewer');
  });
});
