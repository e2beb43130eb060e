/**
 * bench/ocr/faces: the check of addresses' `l`s (lib/reader/ocr-address-glyphs.ts) on faces and sizes
 * its margins were not fitted on (though its agreement of examples and its tallest component were
 * added after this bench showed `exemplo` made `exemp1o` at 150 dpi). Its margins were set on the tuning pages of bench:ocr, drawn in
 * DejaVu Serif 11 pt; here the corpus pages that show e-mail addresses are drawn in four other faces and
 * sizes, at 150, 200 and 300 dpi, and each is read as the reader reads it twice: without the check, then with
 * it (the same Tesseract readings, kept from the first pass, so only the check differs).
 * Counted per face: the identifiers the check gained (in the page's text, read only with it), those it
 * lost (read only without it), and the false ones with and without it. Target: it loses none and makes
 * no false one.
 * Printed and written to bench/results/ocr-faces.json.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ImageLike, Worker as TesseractWorker } from 'tesseract.js';
import { recognizePage, startOcrWorker } from '../../lib/reader/ocr-engine';
import { OCR_MODEL_DIRS } from '../../scripts/ocr-models';
import { loadAverage } from '../stats';
import { ocrCorpus } from './corpus';
import { identifiersIn, identifiersRead, READ_SCALE, READ_WIDTH } from './identifiers';
import { openScanner } from './render';

const FACES = [
  { face: '"Liberation Serif"', points: 11 },
  { face: '"DejaVu Serif"', points: 9 },
  { face: '"DejaVu Sans"', points: 10 },
  { face: '"Liberation Sans"', points: 12 },
];
const DPIS = [150, 200, 300];

/** A worker that answers an image it has read before from memory: the second pass costs only the check. */
function remembering(worker: TesseractWorker): TesseractWorker {
  const answers = new Map<string, ReturnType<TesseractWorker['recognize']>>();
  const recognize: TesseractWorker['recognize'] = (image, options, output) => {
    const key = createHash('sha256')
      .update(image as Buffer)
      .digest('hex');
    const answer = answers.get(key) ?? worker.recognize(image, options, output);
    answers.set(key, answer);
    return answer;
  };
  return { ...worker, recognize } as TesseractWorker;
}

const loadBefore = loadAverage();
const pages = ocrCorpus().filter((page) => [...identifiersIn(page.text)].some((key) => key.startsWith('email:')));
const scanner = await openScanner();
const page = remembering(await startOcrWorker('page', { langPath: OCR_MODEL_DIRS.portuguese }));
/** Started at the first page with a line to read again, as the reader's engine does. */
const started: { address?: Promise<TesseractWorker> } = {};
const address = () => (started.address ??= startOcrWorker('address', { langPath: OCR_MODEL_DIRS.english }).then(remembering));

/** What the reader finds on a page image, with the check or without it. */
async function found(image: Buffer, checked: boolean): Promise<Set<string>> {
  const read = await recognizePage(image as ImageLike, READ_SCALE, { page, address, cut: (cuts) => scanner.cut(image, cuts), ...(checked && { grey: (cuts) => scanner.grey(image, cuts) }) });
  return identifiersRead(read);
}

interface Tally {
  face: string;
  points: number;
  readings: number;
  identifiers: number;
  /** In the page's text, and read only with the check. */
  gained: string[];
  /** In the page's text, and read only without it. */
  lost: string[];
  falseWithout: string[];
  falseWith: string[];
  /** False with the check and not without it, on the same reading. */
  made: string[];
}
const faces: Tally[] = [];
for (const [faceIndex, { face, points }] of FACES.entries()) {
  const tally: Tally = { face, points, readings: 0, identifiers: 0, gained: [], lost: [], falseWithout: [], falseWith: [], made: [] };
  for (const [pageIndex, corpusPage] of pages.entries()) {
    const expected = identifiersIn(corpusPage.text);
    for (const dpi of DPIS) {
      const seed = (faceIndex + 1) * 104_729 + (pageIndex + 1) * 7919 + dpi;
      const [image] = await scanner.render([{ text: corpusPage.text, dpi, angle: seed % 2 === 0 ? 0.5 : -0.5, seed, readWidth: READ_WIDTH, face, points }]);
      if (!image) continue;
      const without = await found(image, false);
      const checked = await found(image, true);
      tally.readings += 1;
      tally.identifiers += expected.size;
      tally.gained.push(...[...checked].filter((key) => expected.has(key) && !without.has(key)));
      tally.lost.push(...[...without].filter((key) => expected.has(key) && !checked.has(key)));
      tally.falseWithout.push(...[...without].filter((key) => !expected.has(key)));
      tally.falseWith.push(...[...checked].filter((key) => !expected.has(key)));
      tally.made.push(...[...checked].filter((key) => !expected.has(key) && !without.has(key)));
    }
  }
  faces.push(tally);
  console.log(`${face} ${points} pt (${tally.readings} leituras, ${tally.identifiers} identificadores): a conferência ganhou ${tally.gained.length} (${tally.gained.join(', ') || '—'}), perdeu ${tally.lost.length}; falsos ${tally.falseWithout.length} sem ela, ${tally.falseWith.length} com ela (${tally.falseWith.join(', ') || '—'})`);
}
await page.terminate();
await (await started.address)?.terminate();
await scanner.close();

const total = (pick: (tally: Tally) => string[]) => faces.reduce((sum, tally) => sum + pick(tally).length, 0);
const made = faces.flatMap((tally) => tally.made);
const verdict = { lostNone: total((tally) => tally.lost) === 0, madeNoFalse: made.length === 0 };
console.log(`\nem ${faces.length} faces: ganhou ${total((tally) => tally.gained)}, perdeu ${total((tally) => tally.lost)}, falsos ${total((tally) => tally.falseWithout)} → ${total((tally) => tally.falseWith)}`);
console.log(`metas: não perde nenhum ${verdict.lostNone ? 'ok' : 'NÃO'}, não cria falso ${verdict.madeNoFalse ? 'ok' : `NÃO (${made.join(', ')})`}`);

const out = join(import.meta.dirname, '../results');
mkdirSync(out, { recursive: true });
writeFileSync(join(out, 'ocr-faces.json'), `${JSON.stringify({ date: new Date().toISOString(), load: { before: loadBefore, after: loadAverage() }, pages: pages.map((corpusPage) => corpusPage.id), dpis: DPIS, verdict, faces }, null, 2)}\n`);
