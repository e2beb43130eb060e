import { describe, expect, it } from 'vitest';
import type { ReaderError} from './source';
import { fetchPdf, grantOf, looksLikePdf, readerPath, sourceFromSearch } from './source';

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

  it('a file: address carries the grant of the menu that opened it', () => {
    const path = readerPath('file:///home/ana/edital.pdf', '0f8c2a4e-9d1b-4c3a-8e5f-123456789abc');
    expect(path).toBe('reader.html?url=file%3A%2F%2F%2Fhome%2Fana%2Fedital.pdf#grant=0f8c2a4e-9d1b-4c3a-8e5f-123456789abc');
    expect(grantOf(`#${path.split('#')[1]}`)).toBe('0f8c2a4e-9d1b-4c3a-8e5f-123456789abc');
    expect(grantOf('')).toBeNull();
    expect(grantOf('#grant=<script>')).toBeNull();
  });

  it('fetches without the person\'s cookies unless asked to use their login, and checks that a PDF came', async () => {
    const sent: (RequestCredentials | undefined)[] = [];
    const fetch = async (_url: string, given: RequestInit) => {
      sent.push(given.credentials);
      return new Response(pdfBytes);
    };
    const bytes = await fetchPdf('https://x.example/a.pdf', { fetch, hasHostAccess: async () => true });
    expect(looksLikePdf(bytes)).toBe(true);
    await fetchPdf('https://x.example/a.pdf', { fetch, hasHostAccess: async () => true, withLogin: true });
    expect(sent).toEqual(['omit', 'include']);
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
