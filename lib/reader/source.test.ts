import { describe, expect, it } from 'vitest';
import type { ReaderError} from './source';
import { fetchPdf, looksLikePdf, readerPath, sourceFromSearch } from './source';

const pdfBytes = new TextEncoder().encode('%PDF-1.7\n...');

describe('where the reader gets its PDF', () => {
  it('reads reader.html?url= percent-encoded or raw, query string and all', () => {
    const address = 'https://www.diario.example/edicao.pdf?ano=2026&n=5874';
    expect(sourceFromSearch(`?${readerPath(address).split('?')[1]}`)).toEqual({ kind: 'url', url: address });
    expect(sourceFromSearch(`?url=${address}`)).toEqual({ kind: 'url', url: address });
    expect(sourceFromSearch('')).toEqual({ kind: 'none' });
    expect(sourceFromSearch('?url=javascript:alert(1)')).toEqual({ kind: 'invalid' });
    expect(sourceFromSearch('?url=nada')).toEqual({ kind: 'invalid' });
  });

  it('fetches with the browser cookies and checks that a PDF came', async () => {
    let init: RequestInit | undefined;
    const bytes = await fetchPdf('https://x.example/a.pdf', {
      fetch: async (_url, given) => {
        init = given;
        return new Response(pdfBytes);
      },
      hasHostAccess: async () => true,
    });
    expect(looksLikePdf(bytes)).toBe(true);
    expect(init?.credentials).toBe('include');
    await expect(fetchPdf('https://x.example/a.pdf', { fetch: async () => new Response('<html>login</html>'), hasHostAccess: async () => true })).rejects.toMatchObject({
      problem: { kind: 'notPdf' },
    });
    await expect(fetchPdf('https://x.example/a.pdf', { fetch: async () => new Response('', { status: 404 }), hasHostAccess: async () => true })).rejects.toMatchObject({
      problem: { kind: 'http', status: 404 },
    });
  });

  it('says whether a refused request lacked host access or the network failed', async () => {
    const refused = async () => {
      throw new TypeError('Failed to fetch');
    };
    const missing = await fetchPdf('https://diario.example/a.pdf', { fetch: refused, hasHostAccess: async () => false }).catch((error: ReaderError) => error.problem);
    expect(missing).toEqual({ kind: 'permission', origin: 'https://diario.example' });
    const network = await fetchPdf('https://diario.example/a.pdf', { fetch: refused, hasHostAccess: async () => true }).catch((error: ReaderError) => error.problem);
    expect(network).toEqual({ kind: 'network' });
    const file = await fetchPdf('file:///home/a.pdf', { fetch: refused, hasHostAccess: async () => true }).catch((error: ReaderError) => error.problem);
    expect(file).toEqual({ kind: 'fileUrl' });
  });
});
