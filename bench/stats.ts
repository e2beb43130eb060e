/** What every benchmark reports beside its figures: medians of runs, and how busy the machine was. */
import { loadavg } from 'node:os';

export function median(values: number[]): number {
  return [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;
}

/** The 1, 5 and 15 minute load averages, to one decimal: figures taken on a busy machine say so. */
export function loadAverage(): number[] {
  return loadavg().map((value) => Math.round(value * 10) / 10);
}
