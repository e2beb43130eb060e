/**
 * What this browser spent, counted locally: the spec has no quota endpoint, so Atalaia counts the
 * consultas it sent (one per look-up, one per contact enriched), per local day and per endpoint, and
 * sums them for today and this month. Free of zod: the background writes it, the panel and the
 * options page read it.
 */

/** Consultas per endpoint template (`POST /leads/async/enriquecer`), per local day (`2026-11-21`). */
export interface SpendLog {
  days: Record<string, Record<string, number>>;
}

export const EMPTY_SPEND: SpendLog = { days: {} };

const pad = (value: number) => String(value).padStart(2, '0');

export function dayKey(time: number): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The log with `units` more consultas of `endpoint` today; days before last month are dropped. */
export function addSpend(log: SpendLog, endpoint: string, units: number, now: number): SpendLog {
  const today = dayKey(now);
  const date = new Date(now);
  const oldest = dayKey(new Date(date.getFullYear(), date.getMonth() - 1, 1).getTime());
  const days = Object.fromEntries(Object.entries(log.days ?? {}).filter(([day]) => day >= oldest));
  const counts = { ...(days[today] ?? {}) };
  counts[endpoint] = (counts[endpoint] ?? 0) + units;
  return { days: { ...days, [today]: counts } };
}

export interface SpendTotals {
  today: number;
  month: number;
  byEndpoint: { endpoint: string; today: number; month: number }[];
}

export function spendTotals(log: SpendLog | null | undefined, now: number): SpendTotals {
  const today = dayKey(now);
  const month = today.slice(0, 7);
  const byEndpoint = new Map<string, { today: number; month: number }>();
  for (const [day, counts] of Object.entries(log?.days ?? {})) {
    if (!day.startsWith(month)) continue;
    for (const [endpoint, units] of Object.entries(counts)) {
      const entry = byEndpoint.get(endpoint) ?? { today: 0, month: 0 };
      entry.month += units;
      if (day === today) entry.today += units;
      byEndpoint.set(endpoint, entry);
    }
  }
  const entries = [...byEndpoint].map(([endpoint, totals]) => ({ endpoint, ...totals })).sort((a, b) => b.month - a.month);
  return { today: entries.reduce((sum, entry) => sum + entry.today, 0), month: entries.reduce((sum, entry) => sum + entry.month, 0), byEndpoint: entries };
}
