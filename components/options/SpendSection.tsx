import { budgetState } from '../../lib/audit/spend';
import { AUDIT_KIND_LABELS } from '../../lib/audit/labels';
import { formatInteger } from '../../lib/format';
import { t } from '../../lib/i18n';
import type { SpendTotals } from '../../lib/audit/spend';
import { ManagedNote } from './ManagedNote';

interface Props {
  spend: SpendTotals | null;
  /** Requests a month (0: no budget). */
  budget: number;
  budgetLocked: boolean;
  onBudget: (budget: number) => void;
}

/** What this browser spent, counted from the audit log: today and this month, by kind; and the month's budget. */
export function SpendSection({ spend, budget, budgetLocked, onBudget }: Props) {
  const month = spend?.month ?? 0;
  const state = budgetState(month, budget);
  return (
    <section aria-labelledby="spend-heading">
      <h2 id="spend-heading">{t('spendHeading')}</h2>
      <p data-testid="spend-line">{t('spendLine', [formatInteger(spend?.today ?? 0), formatInteger(month)])}</p>
      {spend && spend.byKind.length > 0 && (
        <ul>
          {spend.byKind.map((entry) => (
            <li key={entry.kind}>{t('spendByKind', [t(AUDIT_KIND_LABELS[entry.kind]), formatInteger(entry.today), formatInteger(entry.month)])}</li>
          ))}
        </ul>
      )}
      <p class="hint">{t('spendHint')}</p>
      <label for="monthly-budget">{t('budgetLabel')}</label>
      <input
        id="monthly-budget"
        type="number"
        min={0}
        value={budget}
        disabled={budgetLocked}
        onChange={(event) => {
          const value = Number(event.currentTarget.value);
          if (Number.isInteger(value) && value >= 0) onBudget(value);
        }}
      />
      {budgetLocked && <ManagedNote />}
      {state === 'warning' && <p class="notice">{t('budgetWarning', [formatInteger(month), formatInteger(budget)])}</p>}
      {state === 'reached' && <p class="notice">{t('budgetReached', [formatInteger(month), formatInteger(budget)])}</p>}
    </section>
  );
}
