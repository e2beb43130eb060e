/**
 * Scenarios of the document reader, run by both browser suites: the sandbox's demo gazette opened by
 * address with page 1 highlighted under the content script's names and an index that is exactly what
 * `detect()` finds in the document's text; the hover card on a highlighted CPF; a local file that
 * stays in the browser, and the report it exports; page 1 drawn again on a spare canvas; a PDF that
 * lies about its size, and a `file:` address the reader's menu did not grant.
 */
import { expect } from '@playwright/test';
import { readPage } from '../../lib/reader/page-reading';
import { openPdf, pageItems } from '../../lib/reader/test-helpers';
import { demoGazettePdf } from '../../sandbox/demo/gazette-pdf';
import { repeatedPagePdf, scannedPdf } from '../../sandbox/demo/odd-pdfs';
import { CARD_FRAME, type DriverPage, type ExtensionDriver, type ScenarioServers } from '../driver/driver';
import { SANDBOX_TOKEN } from '../servers';
import { untilCardSettles } from './content';

/** The reader reads the sandbox's PDF, and only its look-ups are API requests. */
export async function configureForReader(driver: ExtensionDriver, { sandbox }: ScenarioServers) {
  await driver.configure({ apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN, openPdfsInReader: false });
  sandbox.clearRequests();
}

/** The sandbox's API requests (the PDF itself is served by the sandbox too, and is not one). */
export const apiRequests = ({ sandbox }: Pick<ScenarioServers, 'sandbox'>) => sandbox.requests().filter((request) => request.path !== '/demo.pdf');

/** What `detect()` finds in the demo gazette's text, read by real pdf.js in Node: `kind:value` → pages, occurrences. */
export async function expectedIndex(): Promise<Map<string, { pages: number[]; occurrences: number }>> {
  const { bytes, pages } = await demoGazettePdf();
  const pdf = await openPdf(bytes);
  const expected = new Map<string, { pages: number[]; occurrences: number }>();
  for (let page = 1; page <= pages; page++) {
    for (const detection of readPage(await pageItems(pdf, page)).detections) {
      const key = `${detection.kind}:${detection.value}`;
      const entry = expected.get(key) ?? { pages: [], occurrences: 0 };
      if (!entry.pages.includes(page)) entry.pages.push(page);
      entry.occurrences += 1;
      expected.set(key, entry);
    }
  }
  await pdf.destroy();
  return expected;
}

async function waitForIndex(page: DriverPage) {
  await page.expectText({ css: '.document-index [role="status"]' }, 'identificadores em', { timeout: 15_000 });
}

/** The reader at `reader.html?url=<pdf>`, its index complete. */
export async function openReader(driver: ExtensionDriver, pdf: string): Promise<DriverPage> {
  const page = await driver.openExtensionPage(`reader.html?url=${encodeURIComponent(pdf)}`);
  await page.setViewport(1280, 900);
  await waitForIndex(page);
  return page;
}

/**
 * Ranges painted under Atalaia's highlight names, by kind (`atalaia-cpf`, …), as on pages; only those
 * inside the element `within` selects, when given.
 */
export function paintedInReader(page: DriverPage, within?: string): Promise<Record<string, string[]>> {
  return page.evaluate(
    (within) => {
      const container = within === null ? null : document.querySelector(within);
      return Object.fromEntries(
        [...CSS.highlights.keys()]
          .filter((name) => name.startsWith('atalaia-'))
          .map((name) => [
            name.replace(/-(underline|background|wavy)$/, ''),
            [...(CSS.highlights.get(name) ?? [])].filter((range) => within === null || container?.contains(range.startContainer)).map((range) => range.toString()),
          ]),
      ) as Record<string, string[]>;
    },
    within ?? null,
  );
}

/** The index as listed: `kind:value` → the pages and occurrences it shows. */
function listedIndex(page: DriverPage): Promise<[string, string][]> {
  return page.evaluate(
    () => [...document.querySelectorAll('.index-entry')].map((entry) => [entry.getAttribute('data-key') ?? '', entry.querySelector('.where')?.textContent ?? ''] as [string, string]),
    undefined,
  );
}

export async function demoGazetteByAddress(driver: ExtensionDriver, servers: ScenarioServers): Promise<DriverPage> {
  const page = await openReader(driver, `${servers.sandbox.url}/demo.pdf`);

  // Page 1 (the others are drawn as they come near): identifiers broken across lines are painted in two parts.
  await expect
    .poll(() => paintedInReader(page))
    .toMatchObject({
      'atalaia-cpf': ['123.456.789-09', '111.444.', '777-35'],
      'atalaia-cnpj': ['11.222.333/', '0001-81', '12.ABC.345/01DE-35'],
      'atalaia-phone': ['(11) 98765-4321', '(11) 98765-', '4321'],
      'atalaia-email': ['maria.santos@correio.example'],
      'atalaia-masked-cpf': expect.arrayContaining(['***.456.789-**']),
    });

  const expected = await expectedIndex();
  const { identifiers } = await demoGazettePdf();
  expect(new Set(expected.keys())).toEqual(new Set(identifiers.map((identifier) => `${identifier.kind}:${identifier.value}`)));
  const listed = new Map(await listedIndex(page));
  expect([...listed.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [key, { pages, occurrences }] of expected) expect(listed.get(key), key).toBe(`p. ${pages.join(', ')} · ocorrências: ${occurrences}`);
  await page.expectVisible({ text: '13 identificadores em 4 páginas' });
  return page;
}

/**
 * Page 1 left far behind and come back to: it is drawn again on a canvas given back by a page that
 * left, kept as a spare (a new canvas costs the browser far more than one drawn again), with page 1's
 * own pixels and highlights.
 */
export async function pageDrawnAgainOnSpareCanvas(driver: ExtensionDriver, servers: ScenarioServers) {
  const page = await openReader(driver, `${servers.sandbox.url}/demo.pdf`);
  // A short window, so that the pages far from it are given back (only those within a screen stay drawn).
  await page.setViewport(1280, 400);
  /** The CPFs painted on page 1's text layer. */
  const pageOneCpfs = async () => (await paintedInReader(page, '.page[data-page="1"]'))['atalaia-cpf'] ?? [];
  /**
   * Page 1's canvas: a digest of its pixels, and the page it was first seen on, if it was seen before
   * (a new canvas was not). Then every canvas drawn now is marked with its page.
   */
  const pageOne = () =>
    page.evaluate(async () => {
      const canvas = document.querySelector<HTMLCanvasElement>('.page[data-page="1"] canvas');
      const firstSeenOn = canvas?.dataset.firstSeenOn ?? null;
      for (const drawn of document.querySelectorAll<HTMLCanvasElement>('.page canvas')) drawn.dataset.firstSeenOn ??= drawn.closest<HTMLElement>('.page')?.dataset.page ?? '';
      if (!canvas) return null;
      const pixels = canvas.getContext('2d')?.getImageData(0, 0, canvas.width, canvas.height).data ?? new Uint8ClampedArray();
      const digest = Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', pixels)), (byte) => byte.toString(16).padStart(2, '0')).join('');
      return { digest, firstSeenOn };
    }, undefined);
  const drawnPages = () => page.evaluate(() => [...document.querySelectorAll<HTMLElement>('.page:has(canvas)')].map((slot) => slot.dataset.page), undefined);
  const scrollTo = (where: 'end' | 'start') =>
    page.evaluate((where) => {
      const pages = document.querySelector('.reader-pages') as HTMLElement;
      pages.scrollTop = where === 'end' ? pages.scrollHeight : 0;
    }, where);

  await expect.poll(pageOneCpfs).toContain('123.456.789-09');
  const before = await pageOne();
  expect(before?.firstSeenOn).toBeNull();

  await scrollTo('end');
  await expect.poll(drawnPages).not.toContain('1');
  await expect.poll(drawnPages).toContain('4');
  await pageOne();
  await scrollTo('start');
  await expect.poll(pageOneCpfs).toContain('123.456.789-09');
  const after = await pageOne();
  // A canvas seen before, given back as the pages left (page 1's own, or another's) and taken again.
  expect(after?.firstSeenOn).toMatch(/^[1-4]$/);
  expect(after?.digest).toBe(before?.digest);
  await page.expectHidden({ css: '.page.failed' });
}

/** Rests the pointer on the first range painted under a highlight name. */
export async function hoverFirstPainted(page: DriverPage, name: string) {
  const box = await page.evaluate((name) => {
    const range = [...(CSS.highlights.get(name) ?? [])][0] as Range | undefined;
    const rect = range?.getBoundingClientRect();
    return rect ? { x: Math.round(rect.left + rect.width / 2), y: Math.round(rect.top + rect.height / 2) } : null;
  }, name);
  if (!box) throw new Error(`nothing painted under ${name}`);
  await page.moveMouse(box.x - 30, box.y + 40);
  await page.moveMouse(box.x, box.y);
}

/** The card opens on a highlighted CPF of the document, from what the background knows: the hover spends nothing. */
export async function cardOnHighlightedCpf(driver: ExtensionDriver, servers: ScenarioServers): Promise<DriverPage> {
  const page = await openReader(driver, `${servers.sandbox.url}/demo.pdf`);
  await expect.poll(async () => (await paintedInReader(page))['atalaia-cpf']?.length ?? 0).toBeGreaterThan(0);
  await hoverFirstPainted(page, 'atalaia-cpf-underline');
  const card = await driver.frame(page, CARD_FRAME);
  await card.expectText({ css: 'article.card' }, '123.456.789-09');
  expect(apiRequests(servers)).toEqual([]);
  return page;
}

/**
 * Keeps a copy of what the page hands to the browser's download (lib/files/download.ts: a blob behind a
 * link with `download`), which still goes ahead: Firefox's saved file is out of the driver's reach
 * (it lands in the test profile's home), so both suites read the file where the reader makes it.
 */
function keepDownloads(page: DriverPage): Promise<void> {
  return page.evaluate(() => {
    const kept: { name: string; blob: Blob }[] = [];
    const blobs = new Map<string, Blob>();
    const createObjectURL = URL.createObjectURL.bind(URL);
    URL.createObjectURL = (blob: Blob | MediaSource) => {
      const url = createObjectURL(blob);
      if (blob instanceof Blob) blobs.set(url, blob);
      return url;
    };
    const click = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      const blob = blobs.get(this.href);
      if (this.download && blob) kept.push({ name: this.download, blob });
      click.call(this);
    };
    (window as unknown as { keptDownloads: typeof kept }).keptDownloads = kept;
  }, undefined);
}

async function keptDownload(page: DriverPage, index: number): Promise<{ name: string; text: string; head: string }> {
  await expect.poll(() => page.evaluate(() => (window as unknown as { keptDownloads: unknown[] }).keptDownloads.length, undefined)).toBeGreaterThan(index);
  return page.evaluate(async (index) => {
    const kept = (window as unknown as { keptDownloads: { name: string; blob: Blob }[] }).keptDownloads[index];
    if (!kept) throw new Error(`no download number ${index + 1}`);
    const bytes = new Uint8Array(await kept.blob.arrayBuffer());
    return { name: kept.name, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes), head: new TextDecoder('latin1').decode(bytes.subarray(0, 2)) };
  }, index);
}

/** A file chosen from disk is read in the browser, sends nothing, and its index exports as the report (CSV with `;` and BOM, XLSX). */
export async function localFileAndReport(driver: ExtensionDriver, servers: ScenarioServers) {
  const page = await driver.openExtensionPage('reader.html');
  await page.setViewport(1280, 900);
  await page.expectVisible({ text: 'O arquivo é lido aqui mesmo, no seu navegador: ele não é enviado a lugar nenhum.' });
  const { bytes } = await demoGazettePdf();
  await page.upload({ css: '.open-document input[type="file"]' }, { name: 'diario-sinop.pdf', mimeType: 'application/pdf', buffer: Buffer.from(bytes) });
  await waitForIndex(page);
  await page.expectVisible({ text: 'Arquivo local: não sai do seu navegador.' });
  expect(apiRequests(servers)).toEqual([]);

  await keepDownloads(page);
  await page.click({ role: 'button', name: 'CSV', exact: true });
  const csv = await keptDownload(page, 0);
  expect(csv.name).toBe('atalaia-diario-sinop.csv');
  expect(csv.text.startsWith('\uFEFF')).toBe(true);
  const lines = csv.text.replace(/^\uFEFF/, '').trim().split('\r\n');
  expect(lines[0]).toBe('Página(s);Tipo;Identificador;Ocorrências;Nome encontrado;Dívidas federais;Dívidas ajuizadas;Veículos;Veículos com restrição;Imóveis rurais;Áreas embargadas;Benefícios fiscais;Consultado em');
  expect(lines).toHaveLength(14);
  // Quoted: a cell with a comma stays one cell in a spreadsheet that splits on commas (lib/files/formats.ts).
  expect(lines).toContain('"1, 4";CNPJ;11.222.333/0001-81;2;;;;;;;;;');

  await page.click({ role: 'button', name: 'XLSX', exact: true });
  const xlsx = await keptDownload(page, 1);
  expect(xlsx.name).toBe('atalaia-diario-sinop.xlsx');
  expect(xlsx.head).toBe('PK');
}

/**
 * A PDF whose page tree lists one page a million times (6 MB), chosen from disk: refused as broken,
 * with page elements only near the view (the reader made a million at once and froze every extension
 * page for half a minute), while `meanwhile` checks that Atalaia answers elsewhere; the options page,
 * another extension page, answers after it.
 */
export async function lyingDocumentRefused(driver: ExtensionDriver, meanwhile: () => Promise<void> = async () => undefined) {
  const page = await driver.openExtensionPage('reader.html');
  await page.setViewport(1280, 900);
  await page.upload({ css: '.open-document input[type="file"]' }, { name: 'diario.pdf', mimeType: 'application/pdf', buffer: Buffer.from(repeatedPagePdf(1_000_000)) });
  await meanwhile();
  await page.expectText({ role: 'alert' }, 'O arquivo diz ter 1.000.000 páginas, mas lista a mesma página várias vezes', { timeout: 30_000 });
  expect(await page.evaluate(() => document.querySelectorAll('.page').length, undefined)).toBeLessThan(50);
  const options = await driver.openExtensionPage('options.html');
  await options.expectVisible({ role: 'button', name: 'Testar conexão' });
}

/** `reader.html?url=file:…` opened by anything but the reader's own menu (which grants it) is refused, and nothing is read. */
export async function fileAddressRefused(driver: ExtensionDriver) {
  const page = await driver.openExtensionPage(`reader.html?url=${encodeURIComponent('file:///etc/hostname')}`);
  await page.expectText({ role: 'alert' }, 'o leitor só abre arquivos do computador que você mesmo escolhe');
}

/** What OCR reads on the one-page scan (sandbox/demo/scan-page.png), painted as on a text PDF. */
const SCAN_PAINTED = { 'atalaia-cpf': ['529.982.247-25'], 'atalaia-cnpj': ['11.222.333/0001-81'], 'atalaia-email': ['licitacao@exemplo.gov.br', 'atendimento.ouvidoria@exemplo.org.br', 'registro1zona@exemplo.gov.br'] };

/**
 * A two-page scan: "Ler as 2 páginas sem texto" reads both pages side by side, one OCR engine each (the
 * machines that run the suite have two cores or more), the notice naming both, and paints them.
 * `opened`: what a browser's own test watches from the moment the reader is open (Chromium: the workers).
 */
export async function twoPageScanReadSideBySide(driver: ExtensionDriver, opened: (page: DriverPage) => void = () => undefined) {
  const page = await driver.openExtensionPage('reader.html');
  await page.setViewport(1280, 900);
  opened(page);
  await page.upload({ css: '.open-document input[type="file"]' }, { name: 'digitalizado-2.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await scannedPdf(2)) });
  await page.click({ role: 'button', name: 'Ler as 2 páginas sem texto' });
  await page.expectVisible({ text: 'Páginas 1 e 2 — 0 de 2 lidas.', exact: false });
  await expect.poll(() => paintedInReader(page), { timeout: 60_000 }).toMatchObject({
    'atalaia-cpf': ['529.982.247-25', '529.982.247-25'],
    'atalaia-cnpj': ['11.222.333/0001-81', '11.222.333/0001-81'],
  });
  await page.expectHidden({ role: 'button', name: 'Ler as 2 páginas sem texto' });
  return page;
}

/**
 * A scanned PDF chosen from disk: "Ler o texto desta página (OCR)" reads it in the browser (no request),
 * its identifiers are highlighted and indexed as in a text PDF, and the CPF read is looked up from the
 * card ("Enriquecer"). Opened again, the page shows read at once, from what the background kept.
 */
export async function scannedPageReadAndLookedUp(driver: ExtensionDriver, servers: ScenarioServers) {
  const page = await driver.openExtensionPage('reader.html');
  await page.setViewport(1280, 900);
  const scan = { name: 'extrato-digitalizado.pdf', mimeType: 'application/pdf', buffer: Buffer.from(await scannedPdf()) };
  await page.upload({ css: '.open-document input[type="file"]' }, scan);
  await page.expectVisible({ text: 'Este PDF é uma imagem; não há texto para ler.', exact: false });
  await page.click({ role: 'button', name: 'Ler o texto desta página (OCR)' });
  await expect.poll(() => paintedInReader(page), { timeout: 60_000 }).toMatchObject(SCAN_PAINTED);
  await page.expectVisible({ text: '5 identificadores em 1 página' });
  await page.expectHidden({ role: 'button', name: 'Ler o texto desta página (OCR)' });
  expect(apiRequests(servers)).toEqual([]);

  await hoverFirstPainted(page, 'atalaia-cpf-underline');
  const card = await driver.frame(page, CARD_FRAME);
  await card.expectText({ css: 'article.card' }, '529.982.247-25');
  // Firefox, which cannot tell whether the page covers the card, asks before spending (lib/card/spend-guard.ts);
  // the card inside the reader is a frame the driver answers from the card itself (e2e/driver/firefox.ts).
  const dialogs = (driver.browserName === 'firefox' ? card : page).answerDialogs(true);
  await untilCardSettles(card);
  await card.click({ role: 'button', name: 'Enriquecer' });
  await expect.poll(() => apiRequests(servers).map((request) => request.path)).toEqual(['/leads/enriquecer']);
  if (driver.browserName === 'firefox') await expect.poll(() => dialogs.messages).toEqual([expect.stringContaining('529.982.247-25')]);
  dialogs.stop();

  const again = await driver.openExtensionPage('reader.html');
  await again.setViewport(1280, 900);
  await again.upload({ css: '.open-document input[type="file"]' }, scan);
  await expect.poll(() => paintedInReader(again)).toMatchObject(SCAN_PAINTED);
  await again.expectHidden({ role: 'button', name: 'Ler o texto desta página (OCR)' });
}
