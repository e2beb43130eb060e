/**
 * The panel header's account line: usage today and this month (counted from the audit log), the
 * month's budget, and the session's purpose with a one-click change. Read from storage and watched,
 * so a request made anywhere (card, reader) shows at once.
 */
import { useEffect, useState } from 'preact/hooks';
import { budgetState, type BudgetState } from '../audit/spend';
import { askPurpose } from '../pages/paid-questions';
import { DEFAULT_SETTINGS } from '../settings';
import { spendTotals, type SpendLog, type SpendTotals } from '../audit/spend';
import { readSettings, spendItem, watchSettings } from '../storage';
import { purposeItem } from '../storage/session';

export interface AccountModel {
  usage: SpendTotals | null;
  budget: number;
  budgetState: BudgetState;
  /** The purpose asked for: shown, with a change, even before one is given. */
  requirePurpose: boolean;
  purpose: string;
  onChangePurpose: () => void;
}

export function useAccount(): AccountModel {
  const [usage, setUsage] = useState<SpendTotals | null>(null);
  const [settings, setSettings] = useState(DEFAULT_SETTINGS);
  const [purpose, setPurpose] = useState('');

  useEffect(() => {
    const showUsage = (log: SpendLog) => setUsage(spendTotals(log, Date.now()));
    void spendItem.getValue().then(showUsage);
    void Promise.all([readSettings(), purposeItem.getValue()]).then(([next, given]) => {
      setSettings(next);
      setPurpose(given);
    });
    const unwatch = [
      spendItem.watch(showUsage),
      purposeItem.watch(setPurpose),
      watchSettings(setSettings),
    ];
    return () => unwatch.forEach((stop) => stop());
  }, []);

  return {
    usage,
    budget: settings.monthlyBudget,
    budgetState: budgetState(usage?.month ?? 0, settings.monthlyBudget),
    requirePurpose: settings.requirePurpose,
    purpose,
    onChangePurpose: () => void askPurpose(),
  };
}
