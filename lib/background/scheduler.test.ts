import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { createEnrichmentScheduler, ENRICHMENT_ALARM } from './scheduler';

beforeEach(() => {
  fakeBrowser.reset();
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => vi.useRealTimers());

function schedulerWith(openJobs: number[]) {
  const advanceAll = vi.fn(async () => openJobs.shift() ?? 0);
  const errors: unknown[] = [];
  const scheduler = createEnrichmentScheduler({ advanceAll, alarms: fakeBrowser.alarms, onError: (error) => errors.push(error) });
  return { scheduler, advanceAll, errors };
}

describe('enrichment wake-up policy', () => {
  it('wakes by a timer at the time asked, and keeps an alarm for a worker that stops first', async () => {
    const { scheduler, advanceAll } = schedulerWith([1]);
    scheduler.wakeAt(Date.now() + 5_000);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(advanceAll).not.toHaveBeenCalled();
    expect(await fakeBrowser.alarms.get(ENRICHMENT_ALARM)).toMatchObject({ periodInMinutes: 0.5 });
    await vi.advanceTimersByTimeAsync(1);
    expect(advanceAll).toHaveBeenCalledTimes(1);
    // A job is still open: the alarm stays.
    expect(await fakeBrowser.alarms.get(ENRICHMENT_ALARM)).toBeDefined();
  });

  it('a later request replaces the earlier timer instead of adding one', async () => {
    const { scheduler, advanceAll } = schedulerWith([1, 1]);
    scheduler.wakeAt(Date.now() + 5_000);
    scheduler.wakeAt(Date.now() + 10_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(advanceAll).toHaveBeenCalledTimes(1);
  });

  it('a time already past wakes at once', async () => {
    const { scheduler, advanceAll } = schedulerWith([1]);
    scheduler.wakeAt(Date.now() - 60_000);
    await vi.advanceTimersByTimeAsync(0);
    expect(advanceAll).toHaveBeenCalledTimes(1);
  });

  it('clears the alarm once no job is open', async () => {
    const { scheduler } = schedulerWith([1, 0]);
    scheduler.wakeAt(Date.now());
    await vi.advanceTimersByTimeAsync(0);
    expect(await fakeBrowser.alarms.get(ENRICHMENT_ALARM)).toBeDefined();
    await scheduler.resume();
    expect(await fakeBrowser.alarms.get(ENRICHMENT_ALARM)).toBeUndefined();
  });

  it('resumes from the alarm after the worker restarted, with no timer of its own', async () => {
    const { advanceAll } = schedulerWith([]);
    await fakeBrowser.alarms.create(ENRICHMENT_ALARM, { periodInMinutes: 0.5 });
    const restarted = createEnrichmentScheduler({ advanceAll, alarms: fakeBrowser.alarms, onError: () => undefined });
    fakeBrowser.alarms.onAlarm.addListener((alarm) => restarted.isItsAlarm(alarm.name) && void restarted.resume());
    await fakeBrowser.alarms.onAlarm.trigger({ name: ENRICHMENT_ALARM, scheduledTime: Date.now(), periodInMinutes: 0.5, persistAcrossSessions: true });
    await vi.advanceTimersByTimeAsync(0);
    expect(advanceAll).toHaveBeenCalledTimes(1);
    expect(await fakeBrowser.alarms.get(ENRICHMENT_ALARM)).toBeUndefined();
  });

  it('reports a failure instead of leaving an unhandled rejection', async () => {
    const errors: unknown[] = [];
    const scheduler = createEnrichmentScheduler({ advanceAll: () => Promise.reject(new Error('disk')), alarms: fakeBrowser.alarms, onError: (error) => errors.push(error) });
    await scheduler.resume();
    expect(errors).toHaveLength(1);
  });
});
