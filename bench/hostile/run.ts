/**
 * bench/hostile: the freezes a hostile input used to cause, in a real Chromium with the
 * built extension (`npm run bench:hostile` makes a WXT_BENCH build).
 *
 * 1. Page: a `text/plain` page of 70,000 CPFs, phones and e-mails in one text node (~2 MB). Measured
 *    from navigation for a fixed window, with Atalaia on and then paused: the longest main-thread
 *    task, the long-task time in all, and the longest gap between two frames (what a person feels as a
 *    freeze); with Atalaia on, also how long it took to read the whole node and how many ranges it
 *    painted. Target: each figure within 2× the paused baseline (baseline floors at one frame budget,
 *    50 ms, so that a quiet baseline does not make any task a failure).
 * 2. Panel: two hostile CSV files given to the side panel's file input: a header of 100,000 columns,
 *    and a UTF-16 file of 20,000 rows. Measured: every long task in the panel from the choice of the
 *    file until its message shows. Target: no task over 200 ms.
 * Figures are printed, with the load average (the machine is shared), and written to
 * bench/results/hostile.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { launchWithExtension } from '../../e2e/browser';
import { configureExtension } from '../../e2e/extension';
import { cpfWithCheckDigits } from '../../lib/identifiers/cpf';

const IDENTIFIERS = 70_000;
const WINDOW_MS = 6_000;
const PANEL_TASK_TARGET_MS = 200;
const BASELINE_FLOOR_MS = 50;

/** One line per identifier, in one text node: CPFs, every fifth a phone, every seventh an e-mail. */
function plainText(): string {
  const lines: string[] = [];
  for (let index = 0; index < IDENTIFIERS; index++) {
    const cpf = cpfWithCheckDigits(String(100_000_000 + index * 13).slice(0, 9));
    if (index % 7 === 0) lines.push(`registro ${index}: pessoa${index}@exemplo.com.br`);
    else if (index % 5 === 0) lines.push(`registro ${index}: (11) 9${String(8000 + (index % 2000))}-${String(1000 + (index % 9000)).padStart(4, '0')}`);
    else lines.push(`registro ${index}: ${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`);
  }
  return `${lines.join('\n')}\n`;
}

/** Before the page's own scripts: long tasks and the gap between frames, from navigation. */
const INSTRUMENTATION = `
  globalThis.__name = (fn) => fn;
  window.__bench = { longTasks: [], longestGap: 0 };
  new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__bench.longTasks.push(entry.duration); })
    .observe({ type: 'longtask', buffered: true });
  let last = 0;
  const frame = (now) => { if (last) window.__bench.longestGap = Math.max(window.__bench.longestGap, now - last); last = now; requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
`;

interface PageFigures {
  longestTaskMs: number;
  longTaskTotalMs: number;
  longestFrameGapMs: number;
}

async function measurePage(context: BrowserContext, url: string): Promise<{ page: Page; figures: PageFigures }> {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.addInitScript({ content: INSTRUMENTATION });
  await page.goto(url, { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(WINDOW_MS);
  const figures = await page.evaluate(() => {
    const bench = (window as unknown as { __bench: { longTasks: number[]; longestGap: number } }).__bench;
    return {
      longestTaskMs: Math.round(Math.max(0, ...bench.longTasks)),
      longTaskTotalMs: Math.round(bench.longTasks.reduce((sum, duration) => sum + duration, 0)),
      longestFrameGapMs: Math.round(bench.longestGap),
    };
  });
  return { page, figures };
}

/**
 * The panel's long tasks while it reads a file and shows what it says about it. The file is built
 * in the page before the watch starts and handed to the input as a person's choice would be
 * (Playwright's setInputFiles decodes its bytes on the page's main thread, a long task of its own).
 */
async function measureCsv(page: Page, name: string, content: { text: string; utf16: boolean }, shows: RegExp) {
  const bytes = await page.evaluate(
    ({ name, content }) => {
      const encoded = content.utf16
        ? new Uint8Array([0xff, 0xfe, ...new Uint8Array(Uint16Array.from(content.text, (character) => character.charCodeAt(0)).buffer)])
        : new TextEncoder().encode(content.text);
      const transfer = new DataTransfer();
      transfer.items.add(new File([encoded], name, { type: 'text/csv' }));
      const bench = window as unknown as { __file: FileList; __tasks: number[] };
      bench.__file = transfer.files;
      return encoded.length;
    },
    { name, content },
  );
  await page.waitForTimeout(500);
  const started = Date.now();
  await page.evaluate(() => {
    const bench = window as unknown as { __file: FileList; __tasks: number[] };
    bench.__tasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.__tasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    const input = document.querySelector<HTMLInputElement>('input[type="file"]');
    if (!input) throw new Error('no file input');
    input.files = bench.__file;
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await page.getByText(shows).first().waitFor({ timeout: 60_000 });
  const shownMs = Date.now() - started;
  await page.waitForTimeout(300);
  const tasks = await page.evaluate(() => (window as unknown as { __tasks: number[] }).__tasks);
  return { bytes, shownMs, longTasks: tasks.length, longestTaskMs: Math.round(Math.max(0, ...tasks)) };
}

const text = plainText();
const server = createServer((_request, response) => response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' }).end(text));
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
const profile = mkdtempSync(join(tmpdir(), 'atalaia-bench-hostile-'));
const context = await launchWithExtension(resolve('.output/chrome-mv3'), profile);
const loadBefore = loadavg();

try {
  const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
  const extensionId = new URL(worker.url()).host;

  const active = await measurePage(context, url);
  const stats = (await worker.evaluate(async () => {
    const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
    return tab?.id === undefined ? null : chrome.tabs.sendMessage(tab.id, { atalaia: 1, type: 'content.stats', payload: {} });
  })) as { slices: number; longestSliceMs: number; blocks: number; found: number } | null;
  const painted = await active.page.evaluate(() => [...CSS.highlights.values()].reduce((sum, highlight) => sum + highlight.size, 0));
  // Scrolled to the end, the last lines are painted there (and only around there).
  await active.page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  const lastLine = text.trimEnd().split('\n').at(-1)?.split(': ')[1] ?? '';
  const paintedAtEnd = await active.page
    .waitForFunction((value) => [...CSS.highlights.values()].some((highlight) => [...highlight].some((range) => range.toString() === value)), lastLine, { timeout: 10_000 })
    .then(() => true)
    .catch(() => false);
  await active.page.close();

  await configureExtension(worker, { pausedEverywhere: true });
  const paused = await measurePage(context, url);
  await paused.page.close();
  await configureExtension(worker, { pausedEverywhere: false });

  const panel = await context.newPage();
  await panel.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
  await panel.setViewportSize({ width: 900, height: 1000 });
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html`);
  await panel.getByRole('button', { name: 'Enriquecimento' }).click();
  const wideHeader = `${Array.from({ length: 100_000 }, (_, index) => (index === 1 ? 'CPF' : `coluna${index}`)).join(';')}\r\n`;
  const columns = await measureCsv(panel, 'colunas.csv', { text: `${wideHeader}1;123.456.789-09\r\n`, utf16: false }, /colunas demais/);
  const utf16Rows = Array.from({ length: 20_000 }, (_, index) => {
    const cpf = cpfWithCheckDigits(String(200_000_000 + index).slice(0, 9));
    return `Cliente ${index};${cpf};cliente${index}@empresa.example`;
  });
  const utf16Text = `Nome;CPF;E-mail\r\n${utf16Rows.join('\r\n')}\r\n`;
  const utf16 = await measureCsv(panel, 'utf16.csv', { text: utf16Text, utf16: true }, /utf16\.csv: 20\.?000 contatos válidos/);

  const baseline = (value: number) => Math.max(value, BASELINE_FLOOR_MS);
  const within = (figure: keyof PageFigures) => active.figures[figure] <= 2 * baseline(paused.figures[figure]);
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    loadAverage: { before: loadBefore.map((value) => Number(value.toFixed(2))), after: loadavg().map((value) => Number(value.toFixed(2))) },
    page: {
      identifiers: IDENTIFIERS,
      characters: text.length,
      windowMs: WINDOW_MS,
      atalaia: { ...active.figures, read: stats, rangesPaintedAtTop: painted, lastLinePaintedAfterScroll: paintedAtEnd },
      paused: paused.figures,
    },
    panel: { tooManyColumns: columns, utf16 },
    targets: { pageWithin: '2x paused (floor 50 ms)', panelTaskMs: PANEL_TASK_TARGET_MS },
    met: {
      page: within('longestTaskMs') && within('longTaskTotalMs') && within('longestFrameGapMs') && stats?.found === IDENTIFIERS,
      panel: columns.longestTaskMs <= PANEL_TASK_TARGET_MS && utf16.longestTaskMs <= PANEL_TASK_TARGET_MS,
    },
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/hostile.json', `${JSON.stringify(result, null, 2)}\n`);
  const figures = (f: PageFigures) => `longest task ${f.longestTaskMs} ms, long tasks ${f.longTaskTotalMs} ms in all, longest frame gap ${f.longestFrameGapMs} ms`;
  console.log(`
bench/hostile  (load average ${result.loadAverage.before.join(' ')} → ${result.loadAverage.after.join(' ')})
  text/plain page, ${IDENTIFIERS} identifiers in one text node (${(text.length / 1024 / 1024).toFixed(1)} MB), first ${WINDOW_MS / 1000} s:
    Atalaia on:  ${figures(active.figures)}
      read: ${stats?.found ?? '?'} found in ${stats?.slices ?? '?'} slices, longest slice ${stats ? Math.round(stats.longestSliceMs) : '?'} ms; ranges painted at the top: ${painted}; last line painted after scrolling: ${paintedAtEnd ? 'yes' : 'NO'}
    paused:      ${figures(paused.figures)}
    target within 2× paused: ${result.met.page ? 'met' : 'NOT met'}
  panel, hostile CSV files (longest task from choosing the file to its message):
    100,000 columns (${(columns.bytes / 1024).toFixed(0)} KB): ${columns.longestTaskMs} ms (${columns.longTasks} long tasks), message in ${columns.shownMs} ms
    UTF-16, 20,000 rows (${(utf16.bytes / 1024).toFixed(0)} KB): ${utf16.longestTaskMs} ms (${utf16.longTasks} long tasks), preview in ${utf16.shownMs} ms
    target no task over ${PANEL_TASK_TARGET_MS} ms: ${result.met.panel ? 'met' : 'NOT met'}
  written to bench/results/hostile.json`);
} finally {
  await context.close();
  server.close();
  rmSync(profile, { recursive: true, force: true });
}
