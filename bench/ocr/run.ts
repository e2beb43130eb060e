/**
 * bench/ocr: scanned pages read the way the reader reads them. Each page of the corpus (./corpus.ts,
 * real public documents) is drawn as a scan at 200 and 300 dpi, slightly turned and speckled
 * (./render.ts, in Chromium), then read by tesseract.js with the same core build and models the
 * extension ships, as the reader's engine reads (the Portuguese model on the page, the English one on
 * its lines that show an address without its `@`), and its words go through the reader's own
 * pipeline: the tolerant pass, text items, reading order with line joins, `detect()`
 * (lib/reader/ocr-text.ts, lib/reader/page-reading.ts).
 *
 * Measured, on the pages kept aside from tuning and on the others apart:
 *   - identifier recall: of the identifiers `detect()` finds in the page's own text, the share found in
 *     what OCR read (target ≥ 0.9 on the held-out pages);
 *   - false identifiers: found in what OCR read but not in the page's text (target: none held out);
 *   - time to read a page at 300 dpi by one engine, median, wall clock and CPU time (the CPU time is
 *     what a page costs a free core: on this shared machine the wall clock also measures the others' load);
 *   - the reader's pace on this machine, which the target (≤ 1.5 s a page at 300 dpi) is about: the
 *     300 dpi pages read again by as many engines as the reader starts here (lib/reader/ocr-session.ts
 *     `ocrEnginesFor`: two with two cores), each taking the next page when it is free, wall clock per
 *     page, against the one engine's in the same run.
 * Each scan is drawn again at the width the reader gives OCR (lib/reader/ocr-session.ts), as pdf.js
 * draws a scanned page, so a 300 dpi scan is read as the reader reads it.
 * Printed and written to bench/results/ocr.json with the machine's load.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { basename, join } from 'node:path';
import { distance } from 'fastest-levenshtein';
import type { Worker as TesseractWorker } from 'tesseract.js';
import { recognizePage, startOcrWorker } from '../../lib/reader/ocr-engine';
import { ocrEnginesFor } from '../../lib/reader/ocr-session';
import { OCR_MODEL_DIRS } from '../../scripts/ocr-models';
import { loadAverage, median } from '../stats';
import { ocrCorpus } from './corpus';
import { identifiersIn, identifiersRead, READ_SCALE, READ_WIDTH } from './identifiers';
import { openScanner } from './render';

const TARGETS = { recall: 0.9, falseIdentifiers: 0, msPerPage300: 1500 };
const DPIS = [200, 300];
const round = (value: number, digits = 3) => Math.round(value * 10 ** digits) / 10 ** digits;

const loadBefore = loadAverage();
const corpus = ocrCorpus();
const requests = corpus.flatMap((page, index) =>
  DPIS.map((dpi) => {
    const seed = (index + 1) * 7919 + dpi;
    // Between 0.3° and 1.2°, either way.
    const angle = (0.3 + ((seed % 10) / 10) * 0.9) * (seed % 2 === 0 ? 1 : -1);
    return { page, dpi, angle: round(angle, 2), seed };
  }),
);
const scanner = await openScanner();
const rendered = performance.now();
const images = await scanner.render(requests.map(({ page, dpi, angle, seed }) => ({ text: page.text, dpi, angle, seed, readWidth: READ_WIDTH })));
const renderMs = performance.now() - rendered;

/**
 * The models the extension ships (scripts/ocr-models.ts, which wxt.config.ts copies).
 * `BENCH_OCR_PORTUGUESE_MODEL=<folder of a por.traineddata.gz>` measures another Portuguese model
 * against the same scans, written to bench/results/ocr-<folder's name>.json (bench/ocr/README.md).
 */
const PORTUGUESE_MODEL_DIR = process.env.BENCH_OCR_PORTUGUESE_MODEL ?? OCR_MODEL_DIRS.portuguese;
const RESULTS_FILE = process.env.BENCH_OCR_PORTUGUESE_MODEL ? `ocr-${basename(process.env.BENCH_OCR_PORTUGUESE_MODEL)}.json` : 'ocr.json';
interface Reader {
  page: TesseractWorker;
  /** Started at the first page with a line to read again, as the reader's engine does. */
  address: Promise<TesseractWorker> | null;
}
/** Workers set up as the reader's (lib/reader/ocr-engine.ts): the same models and page segmentation. */
const startReader = async (): Promise<Reader> => ({ page: await startOcrWorker('page', { langPath: PORTUGUESE_MODEL_DIR }), address: null });
let linesReadAgain = 0;
/** Characters cut out for the check of addresses' `l`s, examples included. */
let charactersChecked = 0;
/** A page read as the reader reads it: the whole page, then its lines that show an address without its `@`, cut by Chromium as the reader cuts them. */
const readAsReader = (reader: Reader, image: Buffer) =>
  recognizePage(image, READ_SCALE, {
    page: reader.page,
    address: () => (reader.address ??= startOcrWorker('address', { langPath: OCR_MODEL_DIRS.english })),
    cut: (cuts) => {
      linesReadAgain += cuts.length;
      return scanner.cut(image, cuts);
    },
    grey: (cuts) => {
      charactersChecked += cuts.length;
      return scanner.grey(image, cuts);
    },
  });
const endReader = async (reader: Reader) => Promise.all([reader.page.terminate(), (await reader.address)?.terminate()]);
const startedWorker = performance.now();
const worker = await startReader();
const workerMs = performance.now() - startedWorker;

interface PageResult {
  id: string;
  dpi: number;
  angle: number;
  heldOut: boolean;
  ms: number;
  /** CPU time of this process (the OCR worker thread's, mostly) while the page was read. */
  cpuMs: number;
  expected: number;
  found: number;
  missed: string[];
  falseIdentifiers: string[];
  /** Edits from the words read to the page's own text (spaces collapsed), per character of that text: accents and all. */
  characterErrorRate: number;
}

const results: PageResult[] = [];
for (const [index, request] of requests.entries()) {
  const image = images[index] as Buffer;
  const started = performance.now();
  const cpuBefore = process.cpuUsage();
  const ocrPage = await readAsReader(worker, image);
  const cpu = process.cpuUsage(cpuBefore);
  const ms = performance.now() - started;
  const cpuMs = Math.round((cpu.user + cpu.system) / 1000);
  const read = identifiersRead(ocrPage);
  const expected = identifiersIn(request.page.text);
  const missed = [...expected].filter((key) => !read.has(key));
  const falseIdentifiers = [...read].filter((key) => !expected.has(key));
  // Both sides composed alike (an accent is one character); the lines in Tesseract's order, so text it read out of order counts too.
  const truth = request.page.text.replace(/\s+/g, ' ').trim().normalize('NFC');
  const said = ocrPage.lines.map((line) => line.words.map((word) => word.text).join(' ')).join(' ').normalize('NFC');
  const characterErrorRate = round(distance(said, truth) / truth.length, 4);
  results.push({ id: request.page.id, dpi: request.dpi, angle: request.angle, heldOut: request.page.heldOut, ms: Math.round(ms), cpuMs, expected: expected.size, found: expected.size - missed.length, missed, falseIdentifiers, characterErrorRate });
  console.log(`${request.page.id} ${request.dpi} dpi ${request.angle}°: ${Math.round(ms)} ms (CPU ${cpuMs} ms), ${expected.size - missed.length}/${expected.size}${missed.length ? ` (faltaram ${missed.join(', ')})` : ''}${falseIdentifiers.length ? `, falsos: ${falseIdentifiers.join(', ')}` : ''}`);
}
await endReader(worker);
const linesReadAgainPerPage = round(linesReadAgain / requests.length, 2);
const charactersCheckedPerPage = round(charactersChecked / requests.length, 1);

/**
 * The 300 dpi pages again, read by as many engines side by side as the reader starts on this machine
 * (two with two cores or more), each taking the next page when it is free: the reader's pace here, which
 * the target is about. The clock starts before the engines do, as the reader's does when a scan opens.
 */
const pages300 = requests.flatMap((request, index) => (request.dpi === 300 ? [images[index] as Buffer] : []));
const readerEngines = ocrEnginesFor(availableParallelism());
let nextPage = 0;
const enginesStarted = performance.now();
const engines = await Promise.all(
  Array.from({ length: readerEngines }, async () => {
    const reader = await startReader();
    for (let page = nextPage++; page < pages300.length; page = nextPage++) await readAsReader(reader, pages300[page] as Buffer);
    return reader;
  }),
);
const readerMsPerPage = Math.round((performance.now() - enginesStarted) / pages300.length);
await Promise.all(engines.map(endReader));
await scanner.close();
/** The one engine's pace over the same pages (its whole time over the pages, as for the reader's engines; its start is before the first page's clock). */
const oneEngineMsPerPage = Math.round(results.filter((result) => result.dpi === 300).reduce((sum, result) => sum + result.ms, 0) / pages300.length);

function summary(part: PageResult[]) {
  const expected = part.reduce((sum, result) => sum + result.expected, 0);
  const found = part.reduce((sum, result) => sum + result.found, 0);
  return {
    pages: part.length,
    identifiers: expected,
    recall: expected === 0 ? 1 : round(found / expected),
    falseIdentifiers: part.flatMap((result) => result.falseIdentifiers),
    medianCharacterErrorRate: median(part.map((result) => result.characterErrorRate)),
    medianMs: { 200: median(part.filter((result) => result.dpi === 200).map((result) => result.ms)), 300: median(part.filter((result) => result.dpi === 300).map((result) => result.ms)) },
    medianCpuMs: { 200: median(part.filter((result) => result.dpi === 200).map((result) => result.cpuMs)), 300: median(part.filter((result) => result.dpi === 300).map((result) => result.cpuMs)) },
  };
}

const heldOut = summary(results.filter((result) => result.heldOut));
const tuning = summary(results.filter((result) => !result.heldOut));
const all300 = median(results.filter((result) => result.dpi === 300).map((result) => result.ms));
const cpu300 = median(results.filter((result) => result.dpi === 300).map((result) => result.cpuMs));
const allRates = results.map((result) => result.characterErrorRate);
const characterErrorRate = { median: median(allRates), mean: round(allRates.reduce((sum, rate) => sum + rate, 0) / allRates.length, 4) };
const verdict = {
  recall: heldOut.recall >= TARGETS.recall,
  falseIdentifiers: heldOut.falseIdentifiers.length === TARGETS.falseIdentifiers,
  msPerPage300: readerMsPerPage <= TARGETS.msPerPage300,
};
console.log(`\nguardadas à parte (${heldOut.pages} páginas, ${heldOut.identifiers} identificadores): revocação ${heldOut.recall}, ${heldOut.falseIdentifiers.length} falsos; erro de caracteres, mediana ${heldOut.medianCharacterErrorRate}`);
console.log(`de ajuste (${tuning.pages} páginas, ${tuning.identifiers} identificadores): revocação ${tuning.recall}, ${tuning.falseIdentifiers.length} falsos; erro de caracteres, mediana ${tuning.medianCharacterErrorRate}`);
console.log(`erro de caracteres nas ${results.length} leituras: mediana ${characterErrorRate.median}, média ${characterErrorRate.mean}`);
console.log(`uma página sozinha (um motor): mediana ${all300} ms a 300 dpi (CPU ${cpu300} ms), ${median(results.filter((result) => result.dpi === 200).map((result) => result.ms))} ms a 200 dpi; worker pronto em ${Math.round(workerMs)} ms`);
console.log(`linhas relidas pelo modelo inglês (um endereço sem o @): ${linesReadAgainPerPage} por página`);
console.log(`caracteres recortados para conferir os l dos endereços (exemplos da página incluídos): ${charactersCheckedPerPage} por página`);
console.log(`como o leitor lê nesta máquina (${readerEngines} ${readerEngines === 1 ? 'motor' : 'motores lado a lado'}): ${readerMsPerPage} ms por página a 300 dpi em tempo de relógio, contra ${oneEngineMsPerPage} ms de um motor só no mesmo documento (${round(readerMsPerPage / oneEngineMsPerPage, 2)}×)`);
console.log(`metas: revocação ${verdict.recall ? 'ok' : 'NÃO'}, nenhum falso ${verdict.falseIdentifiers ? 'ok' : 'NÃO'}, ≤ 1,5 s/página no ritmo do leitor ${verdict.msPerPage300 ? 'ok' : 'NÃO'} (uma página sozinha: ${all300 <= TARGETS.msPerPage300 ? 'também' : 'não'})`);

const out = join(import.meta.dirname, '../results');
mkdirSync(out, { recursive: true });
writeFileSync(
  join(out, RESULTS_FILE),
  `${JSON.stringify({ date: new Date().toISOString(), load: { before: loadBefore, after: loadAverage() }, targets: TARGETS, verdict, heldOut, tuning, medianMsPerPage300: all300, medianCpuMsPerPage300: cpu300, characterErrorRate, portugueseModel: basename(PORTUGUESE_MODEL_DIR), wallMsPerPage300: { oneEngine: oneEngineMsPerPage, asReader: { engines: readerEngines, ms: readerMsPerPage } }, linesReadAgainPerPage, charactersCheckedPerPage, readWidthPx: READ_WIDTH, workerReadyMs: Math.round(workerMs), renderMs: Math.round(renderMs), pages: results }, null, 2)}\n`,
);
