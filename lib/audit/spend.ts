/**
 * The spend ledger's entries and the counts read from them. The spec has no quota endpoint, so
 * Atalaia counts what this browser asked for: every request that can cost (a look-up, a synchronous
 * enrichment request, an async job's creation) is written to the ledger before it leaves, in the same
 * transaction as its audit entry (lib/background/audit-log.ts), and settled with what came back.
 * Every count the person sees is read from here: usage today and this month, the monthly budget, a
 * batch's "enviados (cobrados)". Erasing the audit log never lowers them. Free of zod and of browser
 * APIs; the background keeps a copy of the day counts in `storage.local` for the pages to display.
 */
import type { AuditKind, AuditOrigin } from './entries';

/**
 * `sent`: written before the request left, no answer seen since (in flight, the worker stopped under
 * it, or the connection dropped after it may have arrived): it may have been charged, so it counts.
 * `answered`: the service answered it (a record, "not found", results): it counts. `refused`: the
 * service turned it down (rate limit, server error, token or access refused, too large, invalid): it
 * did no work, and does not count (docs/api-decisions.md). `not_sent`: a look-up whose connection failed.
 */
export type LedgerState = 'sent' | 'answered' | 'refused' | 'not_sent';

export interface LedgerEntry {
  /** Sortable by time, the same id as the request's audit entry. */
  id: string;
  at: number;
  kind: AuditKind;
  /** Consultas it costs: 1 for a look-up, one per contact for an enrichment. */
  units: number;
  /** Where the gesture that asked for it was made; absent for usage carried over from an earlier version. */
  origin?: AuditOrigin;
  state: LedgerState;
  status?: number;
  /** The enrichment batch it belongs to. */
  batchId?: string;
  /** The idempotency key sent with it (`<batch>-<chunk>`), when there is one. */
  key?: string;
}

/** Whether an entry counts toward usage and the budget: everything that may have reached the service. */
export function counts(entry: Pick<LedgerEntry, 'state'>): boolean {
  return entry.state !== 'not_sent' && entry.state !== 'refused';
}

/**
 * The entries that count, each request once: attempts of one request (a job's creation sent again
 * under its idempotency key after a dropped connection) are one charge, filed under its first attempt.
 */
export function charges(entries: readonly LedgerEntry[]): LedgerEntry[] {
  const byKey = new Map<string, LedgerEntry>();
  const single: LedgerEntry[] = [];
  for (const entry of entries) {
    if (!counts(entry)) continue;
    if (entry.key === undefined) single.push(entry);
    else if (!byKey.has(entry.key)) byKey.set(entry.key, entry);
  }
  return [...single, ...byKey.values()];
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The local day of a time: `2026-11-21`. */
export function dayKey(time: number): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
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

/** The day counts of the ledger's entries, from the first of last month. */
export function spendFromLedger(entries: readonly LedgerEntry[], now: number): SpendLog {
  const oldest = oldestDay(now);
  return charges(entries)
    .filter((entry) => dayKey(entry.at) >= oldest)
    .reduce((log, entry) => addSpend(log, entry.kind, entry.units, entry.at), EMPTY_SPEND);
}

/** The time the month of `now` began (local time): ledger entries before last month's start are pruned. */
export function monthStart(now: number, monthsBack = 0): number {
  const date = new Date(now);
  return new Date(date.getFullYear(), date.getMonth() - monthsBack, 1).getTime();
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

/** Whether `incoming` more consultas would take the month past the budget (a look-up at 100% does; nothing sent never does). */
export function crossesBudget(month: number, incoming: number, budget: number): boolean {
  return budget > 0 && incoming > 0 && month + incoming > budget;
}
