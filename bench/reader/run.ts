/**
 * bench/reader: the document reader on a 300-page gazette (about 3 MB of text), in a real Chromium
 * with the built extension, against its peer: pdf.js's own viewer components (./viewer.ts) opening the
 * same gazette in a fresh page of the same browser, runs alternated (RUNS of each). Measured, from the
 * navigation, median of the per-run ratios:
 *   - first page drawn (and, in the reader, highlighted) against the viewer's first page drawn
 *     (target ≤ 1.0×);
 *   - the whole document indexed (the last page read and its identifiers listed) against the viewer's
 *     find over the whole document finished, which extracts every page's text (target ≤ 1.2×);
 *   - main-thread tasks over 50 ms while scrolling through every page (target: none): the long tasks
 *     the reader page reports (PerformanceObserver 'longtask', wall time), and, from a Chromium trace of
 *     the same scroll, the tasks of the reader's main thread by their own CPU time (thread time), which
 *     tells the work the reader does from the time other processes took the machine's 2 cores;
 *   - memory with all 300 pages opened in turn, in a browser of its own: the private memory of the
 *     extension's renderer process (the reader, pdf.js's worker, canvases; what Chrome's task manager
 *     calls the memory footprint), its RSS (which also counts the browser's shared code) and the page's
 *     JS heap (target < 300 MB of private memory); it must not grow with the pages visited;
 * and, in Node with real pdf.js, pdf.js's getTextContent() over every page against the reader's text
 * pipeline on the same text.
 * Figures are printed and written to bench/results/reader.json, with the machine's load average: on a
 * machine shared with other work, wall-clock figures (first page, long tasks) stretch with the load.
 * `npm run bench:reader` then runs bench:ocr (bench/ocr/run.ts): the scanned pages' figures, printed
 * after these and written to bench/results/ocr.json.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import { launchWithExtension } from '../../e2e/browser';
import { readPage } from '../../lib/reader/page-reading';
import { openPdf } from '../../lib/reader/test-helpers';
import { gazettePdf } from '../../sandbox/demo/gazette-pdf';
import { loadAverage, median } from '../stats';
import { configureExtension } from '../../e2e/extension';
import { FIND_QUERY, serveViewer } from './viewer';

const PAGES = 300;
const RUNS = 5;
const TARGETS = { firstPageRatio: 1.0, indexRatio: 1.2, longestScrollTaskMs: 50, memoryMb: 300 };

const RESULTS = 'bench/results/reader.json';

const round = (value: number, digits = 0) => Math.round(value * 10 ** digits) / 10 ** digits;

// ---------------------------------------------------------------------------------------------
// The document, and its text through pdf.js and through the reader's pipeline, in Node.
// ---------------------------------------------------------------------------------------------
const generated = performance.now();
const gazette = await gazettePdf({ pages: PAGES });
const generationMs = performance.now() - generated;

async function nodeFigures() {
  const pdf = await openPdf(gazette.bytes);
  const textStart = performance.now();
  const contents = [];
  for (let number = 1; number <= pdf.numPages; number++) contents.push((await (await pdf.getPage(number)).getTextContent()).items);
  const textContentMs = performance.now() - textStart;
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
  return { textContentMs: round(textContentMs), readerMs: round(readerMs), ratio: round(readerMs / textContentMs, 2), characters, detections };
}
const node = await nodeFigures();

// ---------------------------------------------------------------------------------------------
// The browser.
// ---------------------------------------------------------------------------------------------
const server = await serveViewer(gazette.bytes);
const { pdfUrl } = server;
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
  // CNPJs (about a second of the service worker's and this page's time here): the viewer, and the
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

/** The peer in a fresh page: the viewer's first page drawn and its whole find done, from the navigation. */
async function openViewer(): Promise<{ firstPageMs: number; openedMs: number; findCompleteMs: number; matches: number }> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(server.viewerUrl);
  await page.waitForFunction(
    () => ['viewer:first-page-drawn', 'viewer:find-complete'].every((name) => performance.getEntriesByName(name).length > 0),
    undefined,
    { timeout: 120_000, polling: 200 },
  );
  // No named functions inside evaluate(): tsx wraps them in a helper the page does not have.
  const figures = await page.evaluate(() =>
    Object.fromEntries(
      performance
        .getEntriesByType('mark')
        .filter((mark) => mark.name.startsWith('viewer:'))
        .map((mark) => [mark.name.slice('viewer:'.length), { at: mark.startTime, detail: (mark as PerformanceMark).detail as unknown }]),
    ),
  );
  await page.close();
  const at = (name: string) => figures[name]?.at ?? NaN;
  return {
    firstPageMs: round(at('first-page-drawn')),
    openedMs: round(at('opened')),
    findCompleteMs: round(at('find-complete')),
    matches: (figures['find-complete']?.detail as { matches: number } | undefined)?.matches ?? NaN,
  };
}

const marks = (page: Page) =>
  page.evaluate(() => Object.fromEntries(performance.getEntriesByType('mark').filter((mark) => mark.name.startsWith('atalaia-reader:')).map((mark) => [mark.name.slice('atalaia-reader:'.length), mark.startTime])));

try {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;

  // Atalaia's content script stays out of the viewer's page: the peer is measured as pdf.js runs alone.
  await configureExtension(worker, { pausedSites: [server.site] });

  // The reader and the viewer, each in a fresh page, RUNS times, alternating which goes first.
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    const readerFirst = run % 2 === 0;
    const viewerBefore = readerFirst ? null : await openViewer();
    const page = await openReader(extensionId);
    const times = await marks(page);
    const loadTasks = (await page.evaluate(() => (window as unknown as { __bench: { longTasks: LongTask[] } }).__bench.longTasks)) as LongTask[];
    // The index's own count of distinct identifiers ("24 identificadores em 300 páginas": the gazette's
    // 25,568 occurrences repeat the sandbox's identifiers).
    const identifiers = Number(/^(\d+)/.exec((await page.locator('.document-index [role="status"]').first().textContent()) ?? '')?.[1] ?? NaN);
    await page.close();
    const viewer = viewerBefore ?? (await openViewer());
    const firstPageMs = times['first-page-drawn'] ?? NaN;
    const indexedMs = times.indexed ?? NaN;
    runs.push({
      order: readerFirst ? 'reader, viewer' : 'viewer, reader',
      reader: {
        firstPageMs: round(firstPageMs),
        fetchedMs: round(times.fetched ?? NaN),
        openedMs: round(times.opened ?? NaN),
        indexedMs: round(indexedMs),
        identifiers,
        longTasksWhileLoading: loadTasks.length,
        longestLoadingTaskMs: round(Math.max(0, ...loadTasks.map((task) => task.duration))),
      },
      viewer,
      firstPageRatio: round(firstPageMs / viewer.firstPageMs, 2),
      indexRatio: round(indexedMs / viewer.findCompleteMs, 2),
    });
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

  const firstPageRatio = median(runs.map((run) => run.firstPageRatio));
  const indexRatio = median(runs.map((run) => run.indexRatio));
  const results = {
    date: new Date().toISOString(),
    node: process.version,
    loadAverage: { atStart: loadAtStart, atEnd: loadAverage(), cores: 2 },
    document: { pages: PAGES, bytes: gazette.bytes.length, textCharacters: node.characters, identifiersPlaced: gazette.identifiers.length, generationMs: round(generationMs) },
    peer: { what: 'pdfjs-dist/web/pdf_viewer.mjs: PDFViewer, EventBus, PDFLinkService, PDFFindController, in a fresh page of the same browser', findQuery: FIND_QUERY },
    runs,
    medians: {
      firstPageRatio,
      indexRatio,
      readerFirstPageMs: median(runs.map((run) => run.reader.firstPageMs)),
      viewerFirstPageMs: median(runs.map((run) => run.viewer.firstPageMs)),
      readerIndexedMs: median(runs.map((run) => run.reader.indexedMs)),
      viewerFindCompleteMs: median(runs.map((run) => run.viewer.findCompleteMs)),
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
    nodeTextPipeline: node,
    targets: TARGETS,
    met: {
      firstPage: firstPageRatio <= TARGETS.firstPageRatio,
      index: indexRatio <= TARGETS.indexRatio,
      scrolling: scrollTasks.every((task) => task.duration <= TARGETS.longestScrollTaskMs),
      memory: peak < TARGETS.memoryMb,
    },
  };

  console.log(`bench:reader, ${PAGES} pages, ${(node.characters / 1e6).toFixed(2)} M characters of text, ${(gazette.bytes.length / 1e6).toFixed(2)} MB PDF`);
  const { medians } = results;
  console.log(`  first page drawn: reader ${medians.readerFirstPageMs} ms, pdf.js viewer ${medians.viewerFirstPageMs} ms after navigation; ratio ${firstPageRatio} (median of ${RUNS} runs' ratios; target ≤ ${TARGETS.firstPageRatio})`);
  console.log(`  whole document: reader indexed at ${medians.readerIndexedMs} ms, viewer's find over every page done at ${medians.viewerFindCompleteMs} ms; ratio ${indexRatio} (target ≤ ${TARGETS.indexRatio})`);
  console.log(`  scrolling ${steps} steps over ${PAGES} pages in ${scrollMs} ms: ${scrollTasks.length} tasks over 50 ms, longest ${results.scrolling.longestTaskMs} ms; ${drawnAtEnd} canvases at the end`);
  console.log(
    `  the reader's main thread while scrolling (trace): ${mainThreadTasks.tasks} tasks, ${mainThreadTasks.overFiftyWall} over 50 ms of wall time, ${mainThreadTasks.overFiftyCpu} over 50 ms of its own CPU time (longest ${mainThreadTasks.longestCpuMs} ms); ${mainThreadTasks.cpuMs} ms of CPU in all`,
  );
  console.log(
    `  memory of the extension's renderer: private ${afterOpen.extensionPrivateMb} MB once indexed, ${afterScroll.extensionPrivateMb} MB after every page (peak ${peak}; target < ${TARGETS.memoryMb}); RSS ${afterOpen.extensionRendererMb} → ${afterScroll.extensionRendererMb} MB; page JS heap ${afterOpen.jsHeapMb} → ${afterScroll.jsHeapMb} MB; whole browser RSS ${afterScroll.allMb} MB`,
  );
  console.log(`  load average ${results.loadAverage.atStart.join(' ')} at start, ${results.loadAverage.atEnd.join(' ')} at the end, on 2 cores`);
  console.log(`  Node, real pdf.js: getTextContent over every page ${node.textContentMs} ms, reader's pipeline ${node.readerMs} ms (×${node.ratio}), ${node.detections} identifiers`);
  mkdirSync('bench/results', { recursive: true });
  writeFileSync(RESULTS, `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await context.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
