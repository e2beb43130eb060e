/**
 * Usage, counted from the audit log (lib/audit/entries.ts): the spec has no quota endpoint, so Atalaia
 * counts the consultas this browser sent (one per look-up, one per contact enriched) that reached the
 * service, per local day and per kind of look-up, and sums them for today and this month. The
 * background keeps these day counts beside the log (adding each settled request, rebuilding them from
 * the log whenever entries are erased) so that the panel and the options page read and watch them
 * without reading the log itself. Free of zod.
 */
import type { AuditEntry, AuditKind } from './audit/entries';

const pad = (value: number) => String(value).padStart(2, '0');

/** The local day of a time: `2026-11-21`. */
export function dayKey(time: number): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Whether a request counts as spent: it reached the service (a refused connection never did). */
export function reachedService(entry: AuditEntry): boolean {
  return entry.outcome !== 'network' && entry.outcome !== 'sent';
}

/** Consultas per kind of look-up, per local day (`2026-11-21`). */
export interface SpendLog {
  days: Record<string, Partial<Record<AuditKind, number>>>;
}

export const EMPTY_SPEND: SpendLog = { days: {} };

/** The first day kept: the first of last month (this month's counts need nothing older). */
function oldestDay(now: number): string {
  const date = new Date(now);
  return dayKey(new Date(date.getFullYear(), date.getMonth() - 1, 1).getTime());
}

/** The log with `units` more consultas of `kind` on the day of `at`; days before last month are dropped. */
export function addSpend(log: SpendLog, kind: AuditKind, units: number, at: number): SpendLog {
  const day = dayKey(at);
  const oldest = oldestDay(at);
  const days = Object.fromEntries(Object.entries(log.days ?? {}).filter(([kept]) => kept >= oldest));
  const counts = { ...(days[day] ?? {}) };
  counts[kind] = (counts[kind] ?? 0) + units;
  return { days: { ...days, [day]: counts } };
}

/** The day counts rebuilt from the audit log's entries. */
export function spendFromEntries(entries: readonly AuditEntry[], now: number): SpendLog {
  const oldest = oldestDay(now);
  return entries
    .filter((entry) => reachedService(entry) && dayKey(entry.at) >= oldest)
    .reduce((log, entry) => addSpend(log, entry.kind, entry.contacts, entry.at), EMPTY_SPEND);
}

export interface SpendTotals {
  today: number;
  month: number;
  byKind: { kind: AuditKind; today: number; month: number }[];
}

export function spendTotals(log: SpendLog | null | undefined, now: number): SpendTotals {
  const today = dayKey(now);
  const month = today.slice(0, 7);
  const byKind = new Map<AuditKind, { today: number; month: number }>();
  for (const [day, counts] of Object.entries(log?.days ?? {})) {
    if (!day.startsWith(month)) continue;
    for (const [kind, units] of Object.entries(counts) as [AuditKind, number][]) {
      const entry = byKind.get(kind) ?? { today: 0, month: 0 };
      entry.month += units;
      if (day === today) entry.today += units;
      byKind.set(kind, entry);
    }
  }
  const entries = [...byKind].map(([kind, totals]) => ({ kind, ...totals })).sort((a, b) => b.month - a.month);
  return { today: entries.reduce((sum, entry) => sum + entry.today, 0), month: entries.reduce((sum, entry) => sum + entry.month, 0), byKind: entries };
}

export type BudgetState = 'none' | 'under' | 'warning' | 'reached';

/** Where this month's usage stands against the budget: a warning past 80%, reached at 100%. */
export function budgetState(month: number, budget: number): BudgetState {
  if (budget <= 0) return 'none';
  if (month >= budget) return 'reached';
  return month >= budget * 0.8 ? 'warning' : 'under';
}
