/**
 * bench/page: the content script on real-sized pages, in a real Chromium with the built extension
 * (`npm run bench:page` makes a bench build).
 * 1. The big contact table (~80,000 nodes, ~8,600 identifiers; ./pages.ts), Atalaia active, measured
 *    from DOMContentLoaded (the content script starts right after): the first highlight in the
 *    viewport, the whole page read, and Atalaia's own script slices (measured inside the content script).
 * 2. What the page pays: three pages (the big table, a gazette of 2,000 acts, a CRM-like app
 *    that renders 500 rows at once and adds one every 200 ms), each loaded with Atalaia active and
 *    paused, interleaved, several times; then a burst of 2,000 inserted nodes. A Chromium trace of each
 *    gives the page's main-thread tasks (./trace.ts): total time, the longest task, tasks over 50 ms.
 *    Medians are compared: what Atalaia adds.
 * Figures are printed and written to bench/results/page.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { launchWithExtension } from '../../e2e/browser';
import { configureExtension } from '../../e2e/extension';
import { loadAverage, median } from '../stats';
import { BENCH_PAGES, type BenchPage } from './pages';
import { COST_GROUPS, tracedCost, type CostGroup, type MainThreadCost } from './trace';

const RUNS = 3;

/**
 * In every measured page, before its scripts: long tasks, and the painted count sampled on every frame.
 * (The same in the paused run: a rendering task counts as a long task only when script runs in it,
 * and the sampler's requestAnimationFrame runs in every one.)
 */
const INSTRUMENTATION = `
      globalThis.__name = (fn) => fn;
      window.__bench = { longTasks: [], samples: [] };
      new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__bench.longTasks.push({ start: entry.startTime, duration: entry.duration }); })
        .observe({ type: 'longtask', buffered: true });
      const count = () => { let total = 0; if (window.CSS && CSS.highlights) for (const h of CSS.highlights.values()) total += h.size; return total; };
      const sample = () => { window.__bench.samples.push([performance.now(), count()]); requestAnimationFrame(sample); };
      requestAnimationFrame(sample);
      // The page is laid out and shown: the start of the second frame after DOMContentLoaded.
      // The burst: 200 items of 5 elements and their texts, over 1,000 nodes, at the top of the page.
      window.__insertBurst = () => {
        const section = document.createElement('section');
        for (let index = 0; index < 200; index++) {
          const item = document.createElement('div');
          item.innerHTML = '<span>Novo contato</span> <b>' + index + '</b> <i>e-mail</i> <em>contato' + index + '@exemplo.com.br</em>';
          section.append(item);
        }
        document.body.prepend(section);
        return section.getElementsByTagName('*').length * 2;
      };
      document.addEventListener('DOMContentLoaded', () => requestAnimationFrame(() => requestAnimationFrame((time) => { window.__bench.shown = time; })));
    `;
const TARGETS = { firstViewportMs: 100, longestTaskMs: 50, addedLongestMs: 10, addedTotalShare: 0.1 };


const [bigTable] = BENCH_PAGES as [BenchPage, ...BenchPage[]];
const identifiers = bigTable.identifiers;
const server = createServer((request, response) => {
  const page = BENCH_PAGES.find((candidate) => candidate.path === request.url);
  if (!page) return void response.writeHead(404).end();
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page.html);
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const url = `${origin}${bigTable.path}`;
const profile = mkdtempSync(join(tmpdir(), 'atalaia-bench-page-'));
const context = await launchWithExtension(resolve('.output/chrome-mv3'), profile);
const loadAtStart = loadAverage();

try {
  if (context.serviceWorkers().length === 0) await context.waitForEvent('serviceworker');
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  // Watches from the very start: long tasks and the painted count on every frame.
  await page.addInitScript({ content: INSTRUMENTATION });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  const nodes = await page.evaluate(() => {
    const walker = document.createTreeWalker(document.documentElement, NodeFilter.SHOW_ALL);
    let count = 0;
    while (walker.nextNode()) count += 1;
    return count;
  });
  // First highlight in view, then straight to the bottom: the scan reads in document order, so the
  // last rows are painted when the whole page has been read.
  await page.waitForFunction(() => ((window as unknown as { __bench: { samples: [number, number][] } }).__bench.samples.at(-1)?.[1] ?? 0) > 0, undefined, {
    timeout: 30_000,
    polling: 'raf',
  });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const lastRow = await page.evaluate(() => {
    const cell = document.querySelector('tbody tr:last-child td:nth-child(3) span') ?? document.querySelector('tbody tr:nth-last-child(2) td:nth-child(3) span');
    return cell?.textContent ?? '';
  });
  await page.waitForFunction(
    (text) => [...CSS.highlights.values()].some((highlight) => [...highlight].some((range) => range.toString() === text)),
    lastRow,
    { timeout: 60_000, polling: 'raf' },
  );
  const allPaintedAt = await page.evaluate(() => performance.now());
  await page.waitForTimeout(1000);
  const load = await page.evaluate((allPaintedAt) => {
    const bench = (window as unknown as { __bench: { samples: [number, number][]; longTasks: { start: number; duration: number }[] } }).__bench;
    // From the page's first paint (or DOMContentLoaded, if later): when there is something to see.
    const ready = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
    const firstPaint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
    const t0 = Math.max(ready.domContentLoadedEventEnd, firstPaint);
    const first = bench.samples.find((sample) => sample[1] > 0);
    const after = bench.longTasks.filter((task) => task.start >= t0);
    const all = bench.longTasks;
    const shown = (bench as unknown as { shown?: number }).shown ?? t0;
    return {
      firstHighlightMs: first ? Math.round(first[0] - t0) : null,
      firstHighlightAfterShownMs: first ? Math.round(first[0] - shown) : null,
      pageShownMs: Math.round(shown - t0),
      allPaintedMs: Math.round(allPaintedAt - t0),
      paintedNearViewport: bench.samples.at(-1)?.[1] ?? 0,
      longTasksAfterLoad: after.length,
      longestTaskMs: Math.round(Math.max(0, ...after.map((task) => task.duration))),
      longTasksFromStart: all.length,
      longTaskTotalMs: Math.round(all.reduce((sum, task) => sum + task.duration, 0)),
      longestFromStartMs: Math.round(Math.max(0, ...all.map((task) => task.duration))),
    };
  }, allPaintedAt);
  // Atalaia's own work, measured inside its content script: every scan slice, however it started.
  const worker = context.serviceWorkers()[0];
  const atalaiaStats = async () =>
    (await worker?.evaluate(async () => {
      const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
      return tab?.id === undefined ? null : chrome.tabs.sendMessage(tab.id, { atalaia: 1, type: 'content.stats', payload: {} });
    })) as { slices: number; longestSliceMs: number; blocks: number; found: number } | null;
  const statsAtLoad = await atalaiaStats();

  const burst = await page.evaluate(async () => {
    const bench = (window as unknown as { __bench: { samples: [number, number][]; longTasks: { start: number; duration: number }[] } }).__bench;
    window.scrollTo(0, 0);
    await new Promise((done) => setTimeout(done, 300));
    const started = performance.now();
    const nodes = (window as unknown as { __insertBurst: () => number }).__insertBurst();
    // Painted when the new items on screen carry their highlight.
    await new Promise<void>((done) => {
      const painted = () => [...CSS.highlights.values()].some((highlight) => [...highlight].some((range) => range.toString() === 'contato0@exemplo.com.br'));
      const check = () => (painted() ? done() : requestAnimationFrame(check));
      check();
    });
    const paintedAt = performance.now();
    await new Promise((done) => setTimeout(done, 1000));
    const tasks = bench.longTasks.filter((task) => task.start >= started);
    return { nodes, paintedMs: Math.round(paintedAt - started), longestTaskMs: Math.round(Math.max(0, ...tasks.map((task) => task.duration))) };
  });

  const statsOverall = await atalaiaStats();

  // What the page pays: each page, active and paused in turn, traced.
  await page.close();
  const setPaused = (paused: boolean) => worker && configureExtension(worker, { pausedEverywhere: paused });
  type Visit = { load: MainThreadCost; burst: MainThreadCost; longestSliceMs: number | null };
  const visits = new Map<string, Visit[]>();
  const visit = async (benchPage: BenchPage, paused: boolean): Promise<Visit> => {
    await setPaused(paused);
    const tab = await context.newPage();
    await tab.setViewportSize({ width: 1280, height: 900 });
    await tab.addInitScript({ content: INSTRUMENTATION });
    const loaded = await tracedCost(context, tab, async () => {
      await tab.goto(`${origin}${benchPage.path}`, { waitUntil: 'load' });
      await tab.waitForTimeout(2_500 + benchPage.settleMs);
    });
    const burst = await tracedCost(context, tab, async () => {
      await tab.evaluate(() => (window as unknown as { __insertBurst: () => number }).__insertBurst());
      await tab.waitForTimeout(1_500);
    }, loaded.pid);
    const stats = paused ? null : await atalaiaStats();
    await tab.close();
    return { load: loaded, burst, longestSliceMs: stats ? Math.round(stats.longestSliceMs) : null };
  };
  for (let run = 0; run < RUNS; run++) {
    for (const benchPage of BENCH_PAGES) {
      // Alternating which goes first: neither mode always meets a warmer or a busier machine.
      for (const paused of run % 2 === 0 ? [false, true] : [true, false]) {
        const key = `${benchPage.path}:${paused ? 'paused' : 'active'}`;
        visits.set(key, [...(visits.get(key) ?? []), await visit(benchPage, paused)]);
      }
    }
  }
  await setPaused(false);
  const medianCost = (costs: MainThreadCost[]): Omit<MainThreadCost, 'pid'> => ({
    totalMs: median(costs.map((cost) => cost.totalMs)),
    longestMs: median(costs.map((cost) => cost.longestMs)),
    over50: median(costs.map((cost) => cost.over50)),
    over50ByExtension: median(costs.map((cost) => cost.over50ByExtension)),
    groups: Object.fromEntries(COST_GROUPS.map((group) => [group, median(costs.map((cost) => cost.groups[group]))])) as Record<CostGroup, number>,
  });
  /** Where the added time went: each group's median, active less paused. */
  const addedByGroup = (active: Omit<MainThreadCost, 'pid'>, paused: Omit<MainThreadCost, 'pid'>) =>
    COST_GROUPS.map((group) => `${group} ${active.groups[group] - paused.groups[group]}`).join(', ');
  const pagesPaid = BENCH_PAGES.map((benchPage) => {
    const of = (mode: string) => visits.get(`${benchPage.path}:${mode}`) ?? [];
    const active = { load: medianCost(of('active').map((entry) => entry.load)), burst: medianCost(of('active').map((entry) => entry.burst)) };
    const paused = { load: medianCost(of('paused').map((entry) => entry.load)), burst: medianCost(of('paused').map((entry) => entry.burst)) };
    const added = (moment: 'load' | 'burst') => ({
      totalMs: active[moment].totalMs - paused[moment].totalMs,
      totalShare: paused[moment].totalMs > 0 ? Math.round(((active[moment].totalMs - paused[moment].totalMs) / paused[moment].totalMs) * 100) / 100 : null,
      longestMs: active[moment].longestMs - paused[moment].longestMs,
      over50: active[moment].over50 - paused[moment].over50,
      over50ByExtension: active[moment].over50ByExtension,
    });
    const addedCost = { load: added('load'), burst: added('burst') };
    const met = (['load', 'burst'] as const).every(
      (moment) => addedCost[moment].longestMs <= TARGETS.addedLongestMs && addedCost[moment].over50 <= 0 && (addedCost[moment].totalShare ?? 0) <= TARGETS.addedTotalShare,
    );
    const slices = of('active').flatMap((entry) => (entry.longestSliceMs === null ? [] : [entry.longestSliceMs]));
    return { page: benchPage.title, path: benchPage.path, identifiers: benchPage.identifiers, runs: RUNS, active, paused, added: addedCost, longestSliceMs: median(slices), met, visits: { active: of('active'), paused: of('paused') } };
  });

  const result = {
    date: new Date().toISOString(),
    node: process.version,
    loadAverage: { atStart: loadAtStart, atEnd: loadAverage(), cores: cpus().length },
    page: { nodes, planted: identifiers },
    load,
    burst,
    atalaiaWork: { afterLoad: statsAtLoad, afterBurst: statsOverall },
    pagePays: pagesPaid,
    targets: TARGETS,
    met: {
      firstViewport: load.firstHighlightAfterShownMs !== null && load.firstHighlightAfterShownMs <= TARGETS.firstViewportMs,
      noLongSlice: statsOverall !== null && statsOverall.longestSliceMs <= TARGETS.longestTaskMs,
      pagePays: pagesPaid.every((paid) => paid.met),
    },
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/page.json', `${JSON.stringify(result, null, 2)}\n`);
  const verdict = (met: boolean) => (met ? 'met' : 'NOT met');
  const cost = (value: Omit<MainThreadCost, 'pid'>) => `${String(value.totalMs).padStart(6)} ms ${String(value.longestMs).padStart(5)} ms ${String(value.over50).padStart(4)}`;
  const share = (value: number | null) => (value === null ? '–' : `${Math.round(value * 100)}%`);
  const paidLines = pagesPaid.flatMap((paid) => [
    `  ${paid.page} (${paid.identifiers} identifiers), medians of ${paid.runs} runs each   goals: ${verdict(paid.met)}`,
    `                     main thread  longest  >50ms`,
    `    load    active ${cost(paid.active.load)}`,
    `            paused ${cost(paid.paused.load)}`,
    `            added  ${String(paid.added.load.totalMs).padStart(6)} ms (${share(paid.added.load.totalShare)})  ${String(paid.added.load.longestMs).padStart(4)} ms ${String(paid.added.load.over50).padStart(4)}`,
    `    burst   active ${cost(paid.active.burst)}`,
    `            paused ${cost(paid.paused.burst)}`,
    `            added  ${String(paid.added.burst.totalMs).padStart(6)} ms (${share(paid.added.burst.totalShare)})  ${String(paid.added.burst.longestMs).padStart(4)} ms ${String(paid.added.burst.over50).padStart(4)}`,
    `    added, by where it went (ms): load: ${addedByGroup(paid.active.load, paid.paused.load)}`,
    `                                  burst: ${addedByGroup(paid.active.burst, paid.paused.burst)}`,
    `    Atalaia's longest script slice: ${paid.longestSliceMs} ms`,
  ]);
  console.log(`
bench/page  (load average ${loadAtStart.join(' ')} at start, ${result.loadAverage.atEnd.join(' ')} at end, ${cpus().length} cores)
  big table: ${nodes} nodes, ${identifiers} identifiers planted
  first highlight in the viewport: ${load.firstHighlightAfterShownMs} ms after the page is laid out and shown   target ≤ ${TARGETS.firstViewportMs} ms: ${verdict(result.met.firstViewport)}
    (${load.firstHighlightMs} ms after DOMContentLoaded, of which ${load.pageShownMs} ms the page's own first layout)
  whole page read (last row painted): ${load.allPaintedMs} ms; ranges painted near the viewport: ${load.paintedNearViewport}
  burst of ${burst.nodes} inserted nodes: painted in ${burst.paintedMs} ms
  Atalaia's own work: ${statsOverall?.slices ?? '?'} slices over ${statsOverall?.blocks ?? '?'} blocks, longest ${statsOverall ? Math.round(statsOverall.longestSliceMs) : '?'} ms   target none over ${TARGETS.longestTaskMs} ms: ${verdict(result.met.noLongSlice)}

What the page pays (Chromium trace of its main thread; goals: Atalaia adds ≤ ${TARGETS.addedLongestMs} ms to the longest task, no task over 50 ms, ≤ ${TARGETS.addedTotalShare * 100}% of main-thread time)
${paidLines.join('\n')}
  written to bench/results/page.json`);
} finally {
  await context.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
