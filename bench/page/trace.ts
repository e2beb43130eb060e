/**
 * What a page pays, read from a Chromium trace rather than from inside the page: every top-level task
 * of the page's renderer main thread (its own script, style, layout and paint, and the content
 * script's work, which runs on the same thread), summed, the longest, and those over 50 ms.
 */
import type { BrowserContext, Page } from '@playwright/test';

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: { url?: string; processId?: number } };
}

export interface MainThreadCost {
  /** The renderer process traced: a later trace of the same page (no navigation in it) names it. */
  pid: number;
  /** Sum of the main thread's top-level tasks, ms. */
  totalMs: number;
  longestMs: number;
  /** Tasks over 50 ms. */
  over50: number;
}

const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', '__metadata'];

/**
 * Runs `action` under a trace of the browser, and returns the cost on the main thread of `page`'s
 * renderer: the one that commits its address in the trace, or `pid` from an earlier trace.
 */
export async function tracedCost(context: BrowserContext, page: Page, action: () => Promise<void>, pid?: number): Promise<MainThreadCost> {
  const session = await context.newCDPSession(page);
  const events: TraceEvent[] = [];
  session.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])));
  const complete = new Promise<void>((done) => session.once('Tracing.tracingComplete', () => done()));
  await session.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories: CATEGORIES } });
  await action();
  await session.send('Tracing.end');
  await complete;
  await session.detach();
  return mainThreadCost(events, page.url(), pid);
}

/** The renderer that committed `url` (the page's process), its main thread, and its top-level tasks. */
function mainThreadCost(events: TraceEvent[], url: string, knownPid?: number): MainThreadCost {
  const committed = events.filter((event) => event.name === 'FrameCommittedInBrowser' && event.args?.data?.url === url).at(-1);
  const pid = committed?.args?.data?.processId ?? knownPid;
  const mainThread = events.find((event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain' && event.pid === pid);
  if (!mainThread) throw new Error(`no renderer main thread for ${url} in the trace`);
  const tasks = events
    .filter((event) => event.ph === 'X' && event.name === 'RunTask' && event.pid === mainThread.pid && event.tid === mainThread.tid)
    .map((event) => (event.dur ?? 0) / 1000);
  return {
    pid: mainThread.pid,
    totalMs: Math.round(tasks.reduce((sum, duration) => sum + duration, 0)),
    longestMs: Math.round(Math.max(0, ...tasks)),
    over50: tasks.filter((duration) => duration > 50).length,
  };
}
