/**
 * Detector benchmark (`npm run bench:detect`): throughput of `detect()` on a ~10 MB generated Portuguese
 * corpus, precision and recall per kind against its ground truth, the same corpus through the usual peer
 * pair (libphonenumber-js for phones, linkify-it for e-mails) and against the `/[\d@]/g` reading scan (the
 * least any detector must do, timed in alternating runs); then precision and recall on the real
 * corpus (public texts labelled by hand, `real/README.md`) and the throughput on its digit-dense CSV
 * tables. Prints the tables and writes bench/results/detect.json. `--samples` also prints a few misses
 * and false alarms per kind.
 *
 * MB are 10^6 bytes of the corpus in UTF-8; times are CPU times of this process (see `time`).
 */
import { writeFileSync } from 'node:fs';
import { findPhoneNumbersInText } from 'libphonenumber-js';
import { LinkifyIt } from 'linkify-it';
import type { Detection, DetectionKind } from '../../lib/detectors/index';
import { detect, DETECTION_KINDS } from '../../lib/detectors/index';
import { generateCorpus } from './corpus';
import { loadRealCorpus, type RealText } from './real-corpus';
import { loadAverage, median } from '../stats';

const SEED = 20240312;
const TARGET_LENGTH = 10_000_000;
const DETECT_RUNS = 9;
const PEER_RUNS = 5;
const TARGETS = { megabytesPerSecond: 150, peerRatio: 30, readingScanRatio: 0.9, precision: 0.99, recall: 0.99, csvMegabytesPerSecond: 50, realPrecision: 0.99, realRecall: 0.97 };
/** The digit-dense CSV tables are repeated (rows only, one header) to about this size for timing. */
const CSV_TARGET_BYTES = 5_000_000;

/**
 * Median CPU time (user + system) of `runs` calls after `warmUp` untimed ones, in milliseconds. CPU time,
 * not wall time: on a machine other jobs share, wall time also counts the time spent waiting for a core.
 */
function time(run: () => unknown, runs: number, warmUp: number): number {
  for (let index = 0; index < warmUp; index++) run();
  const times: number[] = [];
  for (let index = 0; index < runs; index++) {
    const started = process.cpuUsage();
    run();
    const { user, system } = process.cpuUsage(started);
    times.push((user + system) / 1000);
  }
  return median(times);
}

interface Score {
  expected: number;
  found: number;
  truePositives: number;
  precision: number;
  recall: number;
}

const key = (detection: Pick<Detection, 'start' | 'end' | 'value'>): string => `${detection.start}:${detection.end}:${detection.value}`;

function score(expected: readonly Detection[], found: readonly Detection[]): Score {
  const wanted = new Set(expected.map(key));
  const truePositives = found.filter((detection) => wanted.has(key(detection))).length;
  return {
    expected: expected.length,
    found: found.length,
    truePositives,
    precision: found.length === 0 ? 1 : truePositives / found.length,
    recall: expected.length === 0 ? 1 : truePositives / expected.length,
  };
}

function round(value: number, digits = 4): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function context(text: string, detection: Pick<Detection, 'start' | 'end'>): string {
  return JSON.stringify(`${text.slice(Math.max(0, detection.start - 30), detection.start)}[${text.slice(detection.start, detection.end)}]${text.slice(detection.end, detection.end + 15)}`);
}

const started = performance.now();
// Figures taken on a busy machine say so: the peers' speed swings with the load more than `detect()`'s.
const loadAtStart = loadAverage();
const { text, truth, decoys } = generateCorpus(SEED, TARGET_LENGTH);
const bytes = Buffer.byteLength(text, 'utf8');
const megabytes = bytes / 1e6;
console.log(`Corpus: ${megabytes.toFixed(2)} MB (${text.length} UTF-16 units), ${truth.length} planted identifiers and ${decoys} decoy sentences, generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);

// Accuracy.
const detections = detect(text);
const perKind = {} as Record<DetectionKind, Score>;
for (const kind of DETECTION_KINDS) {
  const expected = truth.filter((detection) => detection.kind === kind);
  const found = detections.filter((detection) => detection.kind === kind);
  perKind[kind] = score(expected, found);
  if (process.argv.includes('--samples')) {
    const wanted = new Set(expected.map(key));
    const got = new Set(found.map(key));
    for (const miss of expected.filter((detection) => !got.has(key(detection))).slice(0, 5)) console.log(`  ${kind} missed: ${context(text, miss)}`);
    for (const extra of found.filter((detection) => !wanted.has(key(detection))).slice(0, 5)) console.log(`  ${kind} false alarm (${extra.value}): ${context(text, extra)}`);
  }
}

/** The least any detector must do: stop at every digit and `@` (docs/performance.md compares `detect()` with it). */
function readingScan(input: string): number {
  const stops = /[\d@]/g;
  let count = 0;
  while (stops.test(input)) count++;
  return count;
}

// Throughput, and the reading scan in the same runs, alternating, as a ratio less sensitive to the load.
const detectTimes: number[] = [];
const scanTimes: number[] = [];
for (let run = 0; run < 3; run++) {
  detect(text);
  readingScan(text);
}
for (let run = 0; run < DETECT_RUNS; run++) {
  detectTimes.push(time(() => detect(text), 1, 0));
  scanTimes.push(time(() => readingScan(text), 1, 0));
}
const detectMs = median(detectTimes);
const detectMBps = megabytes / (detectMs / 1000);
const readingScanMs = median(scanTimes);
const readingScanRatio = median(detectTimes.map((ms, run) => (scanTimes[run] ?? Number.NaN) / ms));

// Peers, on the same text, each round beside a run of detect(): the ratio is the median of the rounds'
// ratios, so that a change in the machine's load between the two measurements does not land in it
// (timed apart, the ratio swung from 21× to 39× from one run of the bench to the next).
const linkify = new LinkifyIt();
findPhoneNumbersInText(text, 'BR');
linkify.match(text);
const phoneTimes: number[] = [];
const linkifyTimes: number[] = [];
const roundRatios: number[] = [];
for (let run = 0; run < PEER_RUNS; run++) {
  const detectRoundMs = time(() => detect(text), 1, 0);
  const phoneRoundMs = time(() => findPhoneNumbersInText(text, 'BR'), 1, 0);
  const linkifyRoundMs = time(() => linkify.match(text), 1, 0);
  phoneTimes.push(phoneRoundMs);
  linkifyTimes.push(linkifyRoundMs);
  roundRatios.push((phoneRoundMs + linkifyRoundMs) / detectRoundMs);
}
const phoneMs = median(phoneTimes);
const linkifyMs = median(linkifyTimes);
const peerMBps = megabytes / ((phoneMs + linkifyMs) / 1000);
const ratio = median(roundRatios);

// The peers' own accuracy on the kinds they cover, for context.
const peerPhones = findPhoneNumbersInText(text, 'BR').map((found) => ({ kind: 'phone' as const, start: found.startsAt, end: found.endsAt, value: found.number.number }));
const peerEmails = (linkify.match(text) ?? [])
  .filter((link) => link.schema === 'mailto:')
  .map((link) => {
    const at = link.text.lastIndexOf('@');
    return { kind: 'email' as const, start: link.index, end: link.lastIndex, value: `${link.text.slice(0, at)}${link.text.slice(at).toLowerCase()}` };
  });
const peerScores = {
  phone: score(truth.filter((detection) => detection.kind === 'phone'), peerPhones),
  email: score(truth.filter((detection) => detection.kind === 'email'), peerEmails),
};

// The real corpus: every text on its own, scores summed per kind.
const realTexts = loadRealCorpus();
const realCounts = {} as Record<DetectionKind, { expected: number; found: number; truePositives: number }>;
for (const kind of DETECTION_KINDS) realCounts[kind] = { expected: 0, found: 0, truePositives: 0 };
const realSamples: string[] = [];
for (const { name, text: realText, labels } of realTexts) {
  const wanted = new Set(labels.filter((label) => !label.uncued).map((label) => `${label.kind}:${key(label)}`));
  const ignored = new Set(labels.filter((label) => label.uncued).map((label) => `${label.kind}:${key(label)}`));
  const got = new Set<string>();
  for (const detection of detect(realText)) {
    const id = `${detection.kind}:${key(detection)}`;
    if (ignored.has(id)) continue;
    got.add(id);
    const counts = realCounts[detection.kind];
    counts.found++;
    if (wanted.has(id)) counts.truePositives++;
    else realSamples.push(`  ${detection.kind} false alarm in ${name} (${detection.value}): ${context(realText, detection)}`);
  }
  for (const label of labels) {
    if (label.uncued) continue;
    realCounts[label.kind].expected++;
    if (!got.has(`${label.kind}:${key(label)}`)) realSamples.push(`  ${label.kind} missed in ${name}: ${context(realText, label)}`);
  }
}
const realPerKind = Object.fromEntries(
  DETECTION_KINDS.map((kind) => {
    const { expected, found, truePositives } = realCounts[kind];
    return [kind, { expected, found, truePositives, precision: found === 0 ? 1 : truePositives / found, recall: expected === 0 ? Number.NaN : truePositives / expected }];
  }),
) as Record<DetectionKind, Score>;
if (process.argv.includes('--samples')) for (const sample of realSamples.slice(0, 60)) console.log(sample);

/** A CSV table of the real corpus grown to about `CSV_TARGET_BYTES`: its header once, then its rows over and over. */
function repeatedTable({ text: table }: RealText): string {
  const newline = table.indexOf('\n') + 1;
  const rows = table.slice(newline);
  const copies = Math.ceil((CSV_TARGET_BYTES - newline) / Buffer.byteLength(rows, 'utf8'));
  return table.slice(0, newline) + rows.repeat(copies);
}
const csvThroughput = realTexts
  .filter(({ name }) => name.endsWith('.csv'))
  .map((table) => {
    const csv = repeatedTable(table);
    const csvMegabytes = Buffer.byteLength(csv, 'utf8') / 1e6;
    const ms = time(() => detect(csv), 5, 2);
    return { name: table.name, megabytes: round(csvMegabytes, 2), megabytesPerSecond: round(csvMegabytes / (ms / 1000), 1) };
  });

const accuracyMet = DETECTION_KINDS.every((kind) => perKind[kind].precision >= TARGETS.precision && perKind[kind].recall >= TARGETS.recall);
const realMet = DETECTION_KINDS.every(
  (kind) => realPerKind[kind].precision >= TARGETS.realPrecision && (Number.isNaN(realPerKind[kind].recall) || realPerKind[kind].recall >= TARGETS.realRecall),
);
const met = {
  megabytesPerSecond: detectMBps >= TARGETS.megabytesPerSecond,
  peerRatio: ratio >= TARGETS.peerRatio,
  readingScanRatio: readingScanRatio >= TARGETS.readingScanRatio,
  accuracy: accuracyMet,
  realAccuracy: realMet,
  csvMegabytesPerSecond: csvThroughput.every((table) => table.megabytesPerSecond >= TARGETS.csvMegabytesPerSecond),
};
const realBytes = realTexts.reduce((sum, { text: realText }) => sum + Buffer.byteLength(realText, 'utf8'), 0);

console.log('');
console.log(`                 generated corpus                      real corpus (${realTexts.length} texts, ${(realBytes / 1000).toFixed(0)} KB)`);
console.log('kind        expected   found   precision   recall   expected   found   precision   recall');
for (const kind of DETECTION_KINDS) {
  const generated = perKind[kind];
  const real = realPerKind[kind];
  const recall = Number.isNaN(real.recall) ? '     n/a' : real.recall.toFixed(4).padStart(8);
  console.log(
    `${kind.padEnd(10)} ${String(generated.expected).padStart(9)} ${String(generated.found).padStart(7)} ${generated.precision.toFixed(4).padStart(11)} ${generated.recall.toFixed(4).padStart(8)}` +
      ` ${String(real.expected).padStart(10)} ${String(real.found).padStart(7)} ${real.precision.toFixed(4).padStart(11)} ${recall}`,
  );
}
console.log('');
console.log(`load average ${loadAtStart.join(' ')} at start, ${loadAverage().join(' ')} at the end`);
console.log(`detect()                   ${detectMBps.toFixed(1).padStart(8)} MB/s  (median ${detectMs.toFixed(1)} ms of ${DETECT_RUNS})`);
console.log(`libphonenumber-js (phones) ${(megabytes / (phoneMs / 1000)).toFixed(1).padStart(8)} MB/s  (median ${phoneMs.toFixed(0)} ms)`);
console.log(`linkify-it (e-mails)       ${(megabytes / (linkifyMs / 1000)).toFixed(1).padStart(8)} MB/s  (median ${linkifyMs.toFixed(0)} ms)`);
console.log(`peer pair                  ${peerMBps.toFixed(1).padStart(8)} MB/s  -> detect() is ${ratio.toFixed(1)}x faster (median of ${PEER_RUNS} rounds, each beside a run of detect())`);
console.log(`/[\\d@]/g reading scan     ${(megabytes / (readingScanMs / 1000)).toFixed(1).padStart(8)} MB/s  -> detect() runs at ${readingScanRatio.toFixed(2)} of its speed (median of the alternating runs)`);
for (const table of csvThroughput) console.log(`detect() on CSV ${table.name.padEnd(20)} ${table.megabytesPerSecond.toFixed(1).padStart(6)} MB/s  (${table.megabytes} MB: its header, then its rows repeated)`);
console.log(`peer accuracy: phone P ${peerScores.phone.precision.toFixed(3)} R ${peerScores.phone.recall.toFixed(3)}, e-mail P ${peerScores.email.precision.toFixed(3)} R ${peerScores.email.recall.toFixed(3)}`);
console.log('');
const verdict = (ok: boolean): string => (ok ? 'met' : 'MISSED');
console.log(
  `targets: >= ${TARGETS.megabytesPerSecond} MB/s ${verdict(met.megabytesPerSecond)}; >= ${TARGETS.peerRatio}x peers ${verdict(met.peerRatio)}; ` +
    `>= ${TARGETS.readingScanRatio} of the reading scan ${verdict(met.readingScanRatio)}; ` +
    `generated P and R >= ${TARGETS.precision} per kind ${verdict(met.accuracy)}; real P >= ${TARGETS.realPrecision} and R >= ${TARGETS.realRecall} per kind ${verdict(met.realAccuracy)}; ` +
    `CSV >= ${TARGETS.csvMegabytesPerSecond} MB/s ${verdict(met.csvMegabytesPerSecond)}`,
);

const result = {
  date: new Date().toISOString(),
  node: process.version,
  platform: `${process.platform} ${process.arch}`,
  loadAverage: { atStart: loadAtStart, atEnd: loadAverage() },
  corpus: { seed: SEED, megabytes: round(megabytes, 2), utf16Length: text.length, planted: truth.length, decoySentences: decoys },
  detect: { megabytesPerSecond: round(detectMBps, 1), medianMs: round(detectMs, 1), runs: DETECT_RUNS },
  perKind: Object.fromEntries(
    DETECTION_KINDS.map((kind) => [kind, { ...perKind[kind], precision: round(perKind[kind].precision), recall: round(perKind[kind].recall) }]),
  ),
  peers: {
    libphonenumberMegabytesPerSecond: round(megabytes / (phoneMs / 1000), 2),
    linkifyMegabytesPerSecond: round(megabytes / (linkifyMs / 1000), 2),
    pairMegabytesPerSecond: round(peerMBps, 2),
    accuracy: {
      phone: { precision: round(peerScores.phone.precision), recall: round(peerScores.phone.recall) },
      email: { precision: round(peerScores.email.precision), recall: round(peerScores.email.recall) },
    },
  },
  ratio: round(ratio, 1),
  readingScan: { megabytesPerSecond: round(megabytes / (readingScanMs / 1000), 1), ratio: round(readingScanRatio, 2) },
  real: {
    texts: realTexts.length,
    kilobytes: round(realBytes / 1000, 1),
    perKind: Object.fromEntries(
      DETECTION_KINDS.map((kind) => [kind, { ...realPerKind[kind], precision: round(realPerKind[kind].precision), recall: Number.isNaN(realPerKind[kind].recall) ? null : round(realPerKind[kind].recall) }]),
    ),
  },
  csv: csvThroughput,
  targets: TARGETS,
  met,
};
writeFileSync(new URL('../results/detect.json', import.meta.url), `${JSON.stringify(result, null, 2)}\n`);
console.log(`wrote bench/results/detect.json in ${((performance.now() - started) / 1000).toFixed(0)} s total`);
