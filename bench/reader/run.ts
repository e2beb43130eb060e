/**
 * bench/reader: the document reader on a 300-page gazette (about 3 MB of text), in a real Chromium
 * with the built extension (a WXT_BENCH build, for the anchor's hook). Measured:
 *   - first page drawn and highlighted, from the navigation to reader.html?url=… (target ≤ 1 s);
 *   - the whole document indexed, from the document open to the last page read, against the anchor:
 *     pdf.js's own getTextContent() over every page of a fresh copy, in the same page and worker, in
 *     the same run, once the page has settled (target ≤ 1.2×); median of RUNS. Also against the same
 *     anchor in a fresh reader page that has opened no document, whose pdf.js code has not yet run;
 *   - main-thread tasks over 50 ms while scrolling through every page (target: none): the long tasks
 *     the reader page reports (PerformanceObserver 'longtask', wall time), and, from a Chromium trace of
 *     the same scroll, the tasks of the reader's main thread by their own CPU time (thread time), which
 *     tells the work the reader does from the time other processes took the machine's 2 cores;
 *   - memory with all 300 pages opened in turn, in a browser of its own: the private memory of the
 *     extension's renderer process (the reader, pdf.js's worker, canvases; what Chrome's task manager
 *     calls the memory footprint), its RSS (which also counts the browser's shared code) and the page's
 *     JS heap (target < 300 MB of private memory); it must not grow with the pages visited;
 * and, in Node with real pdf.js, the same anchor against the reader's text pipeline.
 * Figures are printed and written to bench/results/reader.json, with the machine's load average: on a
 * machine shared with other work, wall-clock figures (first page, long tasks) stretch with the load.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { launchWithExtension } from '../../e2e/browser';
import { readPage } from '../../lib/reader/page-reading';
import { openPdf } from '../../lib/reader/test-helpers';
import { gazettePdf } from '../../sandbox/demo/gazette-pdf';
import { loadAverage, median } from '../stats';

const PAGES = 300;
const RUNS = 5;
const TARGETS = { firstPageMs: 1000, indexRatio: 1.2, longestScrollTaskMs: 50, memoryMb: 300 };

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

// ---------------------------------------------------------------------------------------------
// The document, and the same anchor in Node.
// ---------------------------------------------------------------------------------------------
const generated = performance.now();
const gazette = await gazettePdf({ pages: PAGES });
const generationMs = performance.now() - generated;

async function nodeFigures() {
  const pdf = await openPdf(gazette.bytes);
  const anchorStart = performance.now();
  const contents = [];
  for (let number = 1; number <= pdf.numPages; number++) contents.push((await (await pdf.getPage(number)).getTextContent()).items);
  const anchorMs = performance.now() - anchorStart;
  await pdf.destroy();
  const again = await openPdf(gazette.bytes);
  const readerStart = performance.now();
  let characters = 0;
  let detections = 0;
  for (let number = 1; number <= again.numPages; number++) {
    const reading = readPage((await (await again.getPage(number)).getTextContent()).items);
    characters += reading.text.length;
    detections += reading.detections.length;
  }
  const readerMs = performance.now() - readerStart;
  await again.destroy();
  return { anchorMs: round(anchorMs), readerMs: round(readerMs), ratio: round(readerMs / anchorMs, 2), characters, detections };
}
const node = await nodeFigures();

// ---------------------------------------------------------------------------------------------
// The browser.
// ---------------------------------------------------------------------------------------------
const server = createServer((_request, response) =>
  response.writeHead(200, { 'content-type': 'application/pdf', 'access-control-allow-origin': '*', 'content-length': gazette.bytes.length }).end(Buffer.from(gazette.bytes)),
);
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const pdfUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/gazette.pdf`;
const loadAtStart = loadAverage();
let profile = mkdtempSync(join(tmpdir(), 'atalaia-bench-reader-'));
let context = await launchWithExtension(resolve('.output/chrome-mv3'), profile);

const INSTRUMENTATION = `
  window.__bench = { longTasks: [] };
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration }); })
    .observe({ type: 'longtask', buffered: true });
`;

interface LongTask {
  start: number;
  duration: number;
}

/** Memory (MB) of the browser started with our profile: every process's RSS, and the extension's renderer. */
function processMemory(): { allMb: number; extensionRendererMb: number; extensionPrivateMb: number } {
  const processes = readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
        const status = readFileSync(`/proc/${pid}/status`, 'utf8');
        const parent = Number(/PPid:\s+(\d+)/.exec(status)?.[1] ?? 0);
        const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
        return { pid: Number(pid), parent, cmdline, rssKb };
      } catch {
        return null;
      }
    })
    .filter((entry): entry is NonNullable<typeof entry> => entry !== null);
  const root = processes.find((entry) => entry.cmdline.includes(`--user-data-dir=${profile}`) && !entry.cmdline.includes('--type='));
  if (!root) return { allMb: NaN, extensionRendererMb: NaN, extensionPrivateMb: NaN };
  const ours = new Set([root.pid]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const entry of processes) {
      if (!ours.has(entry.pid) && ours.has(entry.parent)) {
        ours.add(entry.pid);
        grew = true;
      }
    }
  }
  const mine = processes.filter((entry) => ours.has(entry.pid));
  const extension = mine.filter((entry) => entry.cmdline.includes('--extension-process'));
  // Private memory (private dirty + swap): what Chrome's task manager shows as the memory footprint.
  const privateKb = (pid: number) => {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      return Number(/Private_Dirty:\s+(\d+)/.exec(rollup)?.[1] ?? 0) + Number(/Swap:\s+(\d+)/.exec(rollup)?.[1] ?? 0);
    } catch {
      return NaN;
    }
  };
  return {
    allMb: round(mine.reduce((sum, entry) => sum + entry.rssKb, 0) / 1024),
    extensionRendererMb: round(extension.reduce((sum, entry) => sum + entry.rssKb, 0) / 1024),
    extensionPrivateMb: round(extension.reduce((sum, entry) => sum + privateKb(entry.pid), 0) / 1024),
  };
}

async function jsHeapMb(page: Page): Promise<number> {
  const session = await page.context().newCDPSession(page);
  await session.send('HeapProfiler.collectGarbage');
  const { usedSize } = (await session.send('Runtime.getHeapUsage')) as { usedSize: number };
  await session.detach();
  return round(usedSize / 1024 / 1024);
}

async function openReader(extensionId: string): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript({ content: INSTRUMENTATION });
  await page.goto(`chrome-extension://${extensionId}/reader.html?url=${encodeURIComponent(pdfUrl)}`);
  await page.waitForFunction(() => performance.getEntriesByName('atalaia-reader:indexed').length > 0, undefined, { timeout: 120_000, polling: 200 });
  // Once indexed, the reader asks the background what the cache knows of the document's CPFs and
  // CNPJs (about a second of the service worker's and this page's time here): the anchor, and the
  // scroll, start once that is done, not while it takes the machine's cores.
  await page.waitForFunction(() => performance.getEntriesByName('atalaia-reader:reviewed').length > 0, undefined, { timeout: 120_000, polling: 200 });
  return page;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * The reader's main thread task by task, from a Chromium trace (the Performance panel's category): a
 * task's wall time, which the long-task figure counts and which stretches when other processes hold
 * the machine's 2 cores, and its thread time, the CPU the task itself used, which does not.
 */
async function startTaskTrace(page: Page) {
  const session = await page.context().newCDPSession(page);
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) => {
    for (const event of value as unknown as TraceEvent[]) if (event.name === 'RunTask' || event.name === 'thread_name') events.push(event);
  });
  await session.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { recordMode: 'recordAsMuchAsPossible', includedCategories: ['disabled-by-default-devtools.timeline'] },
  });
  return {
    async stop() {
      const complete = new Promise<{ dataLossOccurred: boolean }>((done) => session.once('Tracing.tracingComplete', done));
      await session.send('Tracing.end');
      const { dataLossOccurred } = await complete;
      await session.detach();
      const mains = new Set(events.filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain').map((event) => `${event.pid}:${event.tid}`));
      const byThread = new Map<string, TraceEvent[]>();
      for (const event of events) {
        const thread = `${event.pid}:${event.tid}`;
        if (event.name === 'RunTask' && event.ph === 'X' && mains.has(thread)) byThread.set(thread, [...(byThread.get(thread) ?? []), event]);
      }
      // The reader's renderer is the busiest main thread traced (the extension's page and its card frame share it).
      const tasks = [...byThread.values()].sort((one, other) => other.length - one.length)[0] ?? [];
      const cpu = tasks.map((task) => (task.tdur ?? 0) / 1000);
      return {
        tasks: tasks.length,
        overFiftyWall: tasks.filter((task) => (task.dur ?? 0) / 1000 > 50).length,
        overFiftyCpu: cpu.filter((ms) => ms > 50).length,
        longestCpuMs: round(Math.max(0, ...cpu)),
        cpuMs: round(cpu.reduce((sum, ms) => sum + ms, 0)),
        // Chromium drops events when its trace buffer fills: then the counts above miss some tasks.
        traceDataLost: dataLossOccurred,
      };
    },
  };
}

interface AnchorFigures {
  ms: number;
  pages: number;
  characters: number;
}
const anchorIn = (page: Page) =>
  page.evaluate((url) => (window as unknown as { atalaiaReaderBench: { anchor(url: string): Promise<AnchorFigures> } }).atalaiaReaderBench.anchor(url), pdfUrl);

/**
 * The anchor in a reader page that has done nothing else (no document opened): pdf.js's code not yet
 * optimised in that page nor in its worker, as the reader's own is when it opens a document.
 */
async function coldAnchor(extensionId: string): Promise<AnchorFigures> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/reader.html`);
  await page.waitForFunction(() => 'atalaiaReaderBench' in window);
  const figures = await anchorIn(page);
  await page.close();
  return figures;
}

const marks = (page: Page) =>
  page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('atalaia-reader:')).map((mark) => [mark.name.slice('atalaia-reader:'.length), mark.startTime])));

try {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;

  // Open and index, RUNS times; the anchor in the same page after each (the target's), and in a
  // fresh reader page before each.
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const cold = await coldAnchor(extensionId);
    const page = await openReader(extensionId);
    const times = await marks(page);
    const loadTasks = (await page.evaluate(() => (window as unknown as { __bench: { longTasks: LongTask[] } }).__bench.longTasks)) as LongTask[];
    const anchor = await anchorIn(page);
    const indexedMs = (times.indexed ?? NaN) - (times.opened ?? NaN);
    // The index's own count of distinct identifiers ("24 identificadores em 300 páginas": the gazette's
    // 25,568 occurrences repeat the sandbox's identifiers).
    const identifiers = Number(/^(\d+)/.exec((await page.locator('.document-index [role="status"]').first().textContent()) ?? '')?.[1] ?? NaN);
    runs.push({
      firstPageMs: round(times['first-page-drawn'] ?? NaN),
      fetchedMs: round(times.fetched ?? NaN),
      openedMs: round(times.opened ?? NaN),
      indexedMs: round(indexedMs),
      anchorMs: round(anchor.ms),
      ratio: round(indexedMs / anchor.ms, 2),
      coldAnchorMs: round(cold.ms),
      ratioToColdAnchor: round(indexedMs / cold.ms, 2),
      pages: anchor.pages,
      characters: anchor.characters,
      identifiers,
      longTasksWhileLoading: loadTasks.length,
      longestLoadingTaskMs: round(Math.max(0, ...loadTasks.map((task) => task.duration))),
    });
    await page.close();
  }

  // Scroll through every page like a reader skimming, a wheel step of 1,200 px per frame pair, in a
  // browser of its own (the runs above leave memory behind in the extension's process).
  await context.close();
  rmSync(profile, { recursive: true, force: true });
  profile = mkdtempSync(join(tmpdir(), 'atalaia-bench-reader-'));
  context = await launchWithExtension(resolve('.output/chrome-mv3'), profile);
  const freshWorker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const page = await openReader(new URL(freshWorker.url()).host);
  await page.waitForFunction(() => document.querySelectorAll('.page canvas').length > 0);
  const afterOpen = { ...processMemory(), jsHeapMb: await jsHeapMb(page) };
  await page.evaluate(() => ((window as unknown as { __bench: { longTasks: LongTask[] } }).__bench.longTasks = []));
  const tracing = await startTaskTrace(page);
  await page.mouse.move(500, 500);
  const scrollStart = Date.now();
  let peak = afterOpen.extensionPrivateMb;
  let steps = 0;
  for (;;) {
    const atEnd = await page.evaluate(() => {
      const pages = document.querySelector('.reader-pages') as HTMLElement;
      return pages.scrollTop + pages.clientHeight >= pages.scrollHeight - 2;
    });
    if (atEnd) break;
    await page.mouse.wheel(0, 1200);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    steps += 1;
    if (steps % 10 === 0) peak = Math.max(peak, processMemory().extensionPrivateMb);
  }
  // Let the last pages draw.
  await page.waitForFunction(() => document.querySelector('.page[data-page="300"] canvas') !== null, undefined, { timeout: 30_000 });
  const scrollMs = Date.now() - scrollStart;
  const scrollTasks = (await page.evaluate(() => (window as unknown as { __bench: { longTasks: LongTask[] } }).__bench.longTasks)) as LongTask[];
  const mainThreadTasks = await tracing.stop();
  const drawnAtEnd = await page.locator('.page canvas').count();
  const afterScroll = { ...processMemory(), jsHeapMb: await jsHeapMb(page) };
  peak = Math.max(peak, afterScroll.extensionPrivateMb);

  const first = median(runs.map((run) => run.firstPageMs));
  const ratio = median(runs.map((run) => run.ratio));
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    loadAverage: { atStart: loadAtStart, atEnd: loadAverage(), cores: 2 },
    document: { pages: PAGES, bytes: gazette.bytes.length, textCharacters: node.characters, identifiersPlaced: gazette.identifiers.length, generationMs: round(generationMs) },
    runs,
    medians: {
      firstPageMs: first,
      indexedMs: median(runs.map((run) => run.indexedMs)),
      anchorMs: median(runs.map((run) => run.anchorMs)),
      ratio,
      coldAnchorMs: median(runs.map((run) => run.coldAnchorMs)),
      ratioToColdAnchor: median(runs.map((run) => run.ratioToColdAnchor)),
    },
    scrolling: {
      steps,
      ms: scrollMs,
      longTasks: scrollTasks.length,
      longestTaskMs: round(Math.max(0, ...scrollTasks.map((task) => task.duration))),
      tasksOver50: scrollTasks.map((task) => round(task.duration)),
      canvasesAtEnd: drawnAtEnd,
      mainThread: mainThreadTasks,
    },
    memory: { afterOpen, afterScrollingEveryPage: afterScroll, peakExtensionPrivateMb: peak },
    nodeAnchor: node,
    targets: TARGETS,
    met: {
      firstPage: first <= TARGETS.firstPageMs,
      index: ratio <= TARGETS.indexRatio,
      scrolling: scrollTasks.every((task) => task.duration <= TARGETS.longestScrollTaskMs),
      memory: peak < TARGETS.memoryMb,
    },
  };

  console.log(`bench:reader, ${PAGES} pages, ${(node.characters / 1e6).toFixed(2)} M characters of text, ${(gazette.bytes.length / 1e6).toFixed(2)} MB PDF`);
  console.log(`  first page drawn and highlighted: ${first} ms after navigation (median of ${RUNS}; target ≤ ${TARGETS.firstPageMs})`);
  console.log(`  indexed: ${results.medians.indexedMs} ms; anchor getTextContent: ${results.medians.anchorMs} ms; ratio ${ratio} (target ≤ ${TARGETS.indexRatio})`);
  console.log(`  the anchor in a fresh reader page: ${results.medians.coldAnchorMs} ms; ratio ${results.medians.ratioToColdAnchor}`);
  console.log(`  scrolling ${steps} steps over ${PAGES} pages in ${scrollMs} ms: ${scrollTasks.length} tasks over 50 ms, longest ${results.scrolling.longestTaskMs} ms; ${drawnAtEnd} canvases at the end`);
  console.log(
    `  the reader's main thread while scrolling (trace): ${mainThreadTasks.tasks} tasks, ${mainThreadTasks.overFiftyWall} over 50 ms of wall time, ${mainThreadTasks.overFiftyCpu} over 50 ms of its own CPU time (longest ${mainThreadTasks.longestCpuMs} ms); ${mainThreadTasks.cpuMs} ms of CPU in all`,
  );
  console.log(
    `  memory of the extension's renderer: private ${afterOpen.extensionPrivateMb} MB once indexed, ${afterScroll.extensionPrivateMb} MB after every page (peak ${peak}; target < ${TARGETS.memoryMb}); RSS ${afterOpen.extensionRendererMb} → ${afterScroll.extensionRendererMb} MB; page JS heap ${afterOpen.jsHeapMb} → ${afterScroll.jsHeapMb} MB; whole browser RSS ${afterScroll.allMb} MB`,
  );
  console.log(`  load average ${results.loadAverage.atStart.join(' ')} at start, ${results.loadAverage.atEnd.join(' ')} at the end, on 2 cores`);
  console.log(`  Node, real pdf.js: anchor ${node.anchorMs} ms, reader's pipeline ${node.readerMs} ms (×${node.ratio}), ${node.detections} identifiers`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/reader.json', `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await context.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
