/**
 * bench/reader's peer: pdf.js's own viewer, built from the components its viewer app is made of
 * (`pdfjs-dist/web/pdf_viewer.mjs`: PDFViewer, EventBus, PDFLinkService, PDFFindController), served
 * over HTTP with the same pdf.js build the reader ships (the minified library and worker, the same
 * wasm decoders, fonts and character maps). A fresh page opens the document and, as soon as its pages
 * are laid out, runs a find over the whole document, which has pdf.js extract every page's text.
 * Marks, from the navigation like the reader's:
 *   - `viewer:first-page-drawn`: page 1 rendered, and painted (the frame after, as the reader marks it);
 *   - `viewer:find-complete`: every page's text extracted and searched.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { dirname, extname, join, normalize } from 'node:path';

const PDFJS_ROOT = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));

const TYPES: Record<string, string> = {
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.pfb': 'application/octet-stream',
  '.ttf': 'font/ttf',
  '.bcmap': 'application/octet-stream',
  '.icc': 'application/vnd.iccprofile',
};

/** What the viewer page finds in the gazette: a word of every page, so the find has matches throughout. */
export const FIND_QUERY = 'CPF';

function viewerHtml(pdfPath: string): string {
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><title>pdf.js viewer</title>
<link rel="stylesheet" href="/pdfjs/web/pdf_viewer.css">
<style>#viewerContainer { position: absolute; inset: 0; overflow: auto; }</style>
</head><body>
<div id="viewerContainer"><div id="viewer" class="pdfViewer"></div></div>
<script type="module">
  const pdfjsLib = await import('/pdfjs/build/pdf.min.mjs');
  globalThis.pdfjsLib = pdfjsLib;
  const { EventBus, PDFFindController, PDFLinkService, PDFViewer } = await import('/pdfjs/web/pdf_viewer.mjs');
  pdfjsLib.GlobalWorkerOptions.workerSrc = '/pdfjs/build/pdf.worker.min.mjs';
  const eventBus = new EventBus();
  const linkService = new PDFLinkService({ eventBus });
  const findController = new PDFFindController({ eventBus, linkService });
  const viewer = new PDFViewer({ container: document.getElementById('viewerContainer'), viewer: document.getElementById('viewer'), eventBus, linkService, findController, enableHWA: true });
  linkService.setViewer(viewer);
  let drawn = false;
  eventBus.on('pagerendered', ({ pageNumber }) => {
    if (drawn || pageNumber !== 1) return;
    drawn = true;
    requestAnimationFrame(() => setTimeout(() => performance.mark('viewer:first-page-drawn')));
  });
  let pages = 0;
  let done = false;
  const searched = () => {
    if (done || pages === 0) return;
    const matched = findController.pageMatches.filter((matches) => matches !== undefined).length;
    if (matched < pages) return;
    done = true;
    performance.mark('viewer:find-complete', { detail: { matches: findController.pageMatches.reduce((sum, matches) => sum + matches.length, 0) } });
  };
  // The find controller says so only on pages with a match; a page without one is seen on the next tick.
  eventBus.on('updatefindmatchescount', searched);
  eventBus.on('pagesinit', () => {
    pages = viewer.pagesCount;
    viewer.currentScaleValue = 'page-width';
    eventBus.dispatch('find', { source: null, type: '', query: ${JSON.stringify(FIND_QUERY)}, caseSensitive: false, entireWord: false, highlightAll: true, findPrevious: false, matchDiacritics: false });
    const poll = setInterval(() => (searched(), done && clearInterval(poll)), 20);
  });
  const pdf = await pdfjsLib.getDocument({
    url: ${JSON.stringify(pdfPath)},
    isEvalSupported: false,
    enableXfa: false,
    wasmUrl: '/pdfjs/wasm/',
    standardFontDataUrl: '/pdfjs/standard_fonts/',
    cMapUrl: '/pdfjs/cmaps/',
    cMapPacked: true,
    iccUrl: '/pdfjs/iccs/',
    verbosity: 0,
    enableHWA: true,
  }).promise;
  performance.mark('viewer:opened');
  viewer.setDocument(pdf);
  linkService.setDocument(pdf);
</script>
</body></html>`;
}

export interface ViewerServer {
  /** The viewer page on the document. */
  viewerUrl: string;
  /** The same document, for the reader. */
  pdfUrl: string;
  /** The server's host and port, which the bench pauses Atalaia on (its content script stays out of the peer's page). */
  site: string;
  close(): void;
}

/** The gazette, the viewer page and pdf.js's files, from one local server. */
export async function serveViewer(pdf: Uint8Array): Promise<ViewerServer> {
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    if (path === '/gazette.pdf') {
      response.writeHead(200, { 'content-type': 'application/pdf', 'access-control-allow-origin': '*', 'content-length': pdf.length }).end(Buffer.from(pdf));
      return;
    }
    if (path === '/viewer.html') {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(viewerHtml('/gazette.pdf'));
      return;
    }
    const file = normalize(path.replace(/^\/pdfjs\//, ''));
    if (!path.startsWith('/pdfjs/') || file.startsWith('..')) {
      response.writeHead(404).end();
      return;
    }
    try {
      const body = readFileSync(join(PDFJS_ROOT, file));
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return { viewerUrl: `${origin}/viewer.html`, pdfUrl: `${origin}/gazette.pdf`, site: `127.0.0.1:${port}`, close: () => server.close() };
}
