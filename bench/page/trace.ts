/**
 * What a page pays, read from a Chromium trace rather than from inside the page: every top-level task
 * of the page's renderer main thread (its own script, style, layout and paint, and the content
 * script's work, which runs on the same thread), summed, the longest, and those over 50 ms; and where
 * that time goes, as the self time of the trace's events grouped the way DevTools' summary groups them.
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

/**
 * Where main-thread time goes (self time, ms). `extension` is script whose source is an extension's;
 * `forced` is the style and layout that script forced synchronously (reading geometry).
 */
export const COST_GROUPS = ['script', 'extension', 'forced', 'style', 'layout', 'paint', 'parse', 'gc', 'other'] as const;
export type CostGroup = (typeof COST_GROUPS)[number];

export interface MainThreadCost {
  /** The renderer process traced: a later trace of the same page (no navigation in it) names it. */
  pid: number;
  /** Sum of the main thread's top-level tasks, ms. */
  totalMs: number;
  longestMs: number;
  /** Tasks over 50 ms. */
  over50: number;
  /**
   * Tasks over 50 ms that an extension's script made long: less its own time in them, they would be
   * 50 ms or shorter. (A content script runs inside the page's own tasks, its injection inside the
   * parser's and its DOMContentLoaded listener inside the one that ends parsing: such a task, long
   * by the page's own work, is not counted.)
   */
  over50ByExtension: number;
  groups: Record<CostGroup, number>;
}

const CATEGORIES = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'blink', '__metadata'];

const GROUP_OF: Record<string, CostGroup> = {
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  ParseAuthorStyleSheet: 'style',
  Layout: 'layout',
  HitTest: 'layout',
  'IntersectionObserverController::computeIntersections': 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  UpdateLayer: 'paint',
  UpdateLayerTree: 'paint',
  CompositeLayers: 'paint',
  PaintImage: 'paint',
  ParseHTML: 'parse',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'V8.GC_MARK_COMPACTOR': 'gc',
  'BlinkGC.AtomicPhase': 'gc',
};
const SCRIPT = new Set(['FunctionCall', 'EvaluateScript', 'TimerFire', 'FireAnimationFrame', 'FireIdleCallback', 'EventDispatch', 'RunMicrotasks', 'v8.compile', 'v8.compileModule', 'v8.evaluateModule', 'V8.Execute', 'v8.run', 'v8.callFunction', 'XHRReadyStateChange']);

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
  const onMain = events.filter((event) => event.ph === 'X' && event.pid === mainThread.pid && event.tid === mainThread.tid);
  const runTasks = onMain.filter((event) => event.name === 'RunTask');
  const tasks = runTasks.map((event) => (event.dur ?? 0) / 1000);
  const extensionScript = outermost(onMain.filter((event) => (event.args?.data?.url ?? '').startsWith('chrome-extension://')));
  const extensionMsIn = (task: TraceEvent) =>
    extensionScript.filter((event) => event.ts >= task.ts && event.ts < task.ts + (task.dur ?? 0)).reduce((sum, event) => sum + (event.dur ?? 0), 0) / 1000;
  return {
    pid: mainThread.pid,
    totalMs: Math.round(tasks.reduce((sum, duration) => sum + duration, 0)),
    longestMs: Math.round(Math.max(0, ...tasks)),
    over50: tasks.filter((duration) => duration > 50).length,
    over50ByExtension: runTasks.filter((task) => (task.dur ?? 0) / 1000 > 50 && (task.dur ?? 0) / 1000 - extensionMsIn(task) <= 50).length,
    groups: selfTimeByGroup(onMain),
  };
}

/** The events not inside another of the list (sorted by start). */
function outermost(events: TraceEvent[]): TraceEvent[] {
  const kept: TraceEvent[] = [];
  for (const event of [...events].sort((a, b) => a.ts - b.ts)) {
    const last = kept.at(-1);
    if (!last || event.ts >= last.ts + (last.dur ?? 0)) kept.push(event);
  }
  return kept;
}

/**
 * Each event's own time (its duration less its children's), summed by group. Script inherits the
 * extension mark from the nearest enclosing call whose source is an extension's.
 */
function selfTimeByGroup(events: TraceEvent[]): Record<CostGroup, number> {
  const groups = Object.fromEntries(COST_GROUPS.map((group) => [group, 0])) as Record<CostGroup, number>;
  const sorted = [...events].sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const stack: { end: number; self: number; group: CostGroup }[] = [];
  const close = (until: number) => {
    while (stack.length > 0 && stack.at(-1)!.end <= until) {
      const done = stack.pop()!;
      groups[done.group] += done.self;
    }
  };
  for (const event of sorted) {
    close(event.ts);
    const duration = event.dur ?? 0;
    const parent = stack.at(-1);
    if (parent) parent.self -= duration;
    const fromExtension = (event.args?.data?.url ?? '').startsWith('chrome-extension://');
    const group: CostGroup = SCRIPT.has(event.name)
      ? fromExtension || parent?.group === 'extension'
        ? 'extension'
        : 'script'
      : parent?.group === 'extension' && (GROUP_OF[event.name] === 'style' || GROUP_OF[event.name] === 'layout')
        ? 'forced'
        : (GROUP_OF[event.name] ?? parent?.group ?? 'other');
    stack.push({ end: event.ts + duration, self: duration, group });
  }
  close(Number.POSITIVE_INFINITY);
  for (const group of COST_GROUPS) groups[group] = Math.round(groups[group] / 1000);
  return groups;
}
