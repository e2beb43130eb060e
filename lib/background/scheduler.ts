/**
 * When the worker wakes to go on with enrichment jobs: a timer at the time the runner asks for while
 * the worker lives, and a 30-second alarm (the shortest Chrome allows) for when it has stopped and
 * lost its timers. The alarm goes away once no job is left.
 */
export const ENRICHMENT_ALARM = 'enrichment';
export const ENRICHMENT_ALARM_MINUTES = 0.5;

export interface AlarmsApi {
  get(name: string): Promise<unknown>;
  create(name: string, info: { periodInMinutes: number }): Promise<void> | void;
  clear(name: string): Promise<boolean>;
}

export interface SchedulerOptions {
  /** Moves every open job on; answers how many are still open. */
  advanceAll: () => Promise<number>;
  alarms: AlarmsApi;
  onError: (error: unknown) => void;
  now?: () => number;
}

export function createEnrichmentScheduler(options: SchedulerOptions) {
  const now = options.now ?? Date.now;
  let timer: ReturnType<typeof setTimeout> | undefined;

  async function resume(): Promise<void> {
    if ((await options.advanceAll()) === 0) await options.alarms.clear(ENRICHMENT_ALARM);
  }

  async function ensureAlarm(): Promise<void> {
    if (!(await options.alarms.get(ENRICHMENT_ALARM))) await options.alarms.create(ENRICHMENT_ALARM, { periodInMinutes: ENRICHMENT_ALARM_MINUTES });
  }

  return {
    /** Go on with the jobs at `time` (epoch ms), or at the next alarm if the worker stops before. */
    wakeAt(time: number): void {
      clearTimeout(timer);
      timer = setTimeout(() => resume().catch(options.onError), Math.max(0, time - now()));
      ensureAlarm().catch(options.onError);
    },
    /** On start and on the alarm: whatever the store says is open goes on. */
    resume: () => resume().catch(options.onError),
    isItsAlarm: (name: string) => name === ENRICHMENT_ALARM,
  };
}
