/**
 * Dates of the synthetic records, all counted back from one fixed reference day so that records do
 * not change with the calendar (the sandbox never reads the clock to generate data).
 */
import type { Rng } from '../random';

/** The "today" of the synthetic world. */
export const REFERENCE_DATE = '2026-06-30';

const REFERENCE_TIME = Date.UTC(2026, 5, 30);
const DAY_MS = 86_400_000;

/** `YYYY-MM-DD` of the day `days` before the reference date. */
export function daysBeforeReference(days: number): string {
  return new Date(REFERENCE_TIME - days * DAY_MS).toISOString().slice(0, 10);
}

/** A random day between `maxDaysAgo` and `minDaysAgo` days before the reference date. */
export function randomPastDate(rng: Rng, minDaysAgo: number, maxDaysAgo: number): string {
  return daysBeforeReference(rng.int(minDaysAgo, maxDaysAgo));
}

/** `YYYY-MM` shifted by `delta` months. */
export function shiftMonth(month: string, delta: number): string {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, monthNumber - 1 + delta, 1));
  return shifted.toISOString().slice(0, 7);
}
