import { formatInteger } from '../../lib/format';
import { t } from '../../lib/i18n';
import { QuestionDialog } from './QuestionDialog';

export interface BudgetDialogProps {
  /** Consultas the spend ledger counts this month, and the month's budget. */
  month: number;
  budget: number;
  /** Consultas the action would add: a batch's contacts, 1 for a look-up. */
  incoming: number;
  refuseClick?: (event: MouseEvent) => string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A paid action that would take the month past its budget asks first: at 100% every look-up, and
 * before that a batch that would cross it, with its cost. "Cancelar" has the focus.
 */
export function BudgetDialog({ month, budget, incoming, refuseClick, onConfirm, onCancel }: BudgetDialogProps) {
  const batch = incoming > 1;
  return (
    <QuestionDialog
      title={t(batch ? 'budgetCrossTitle' : 'budgetDialogTitle')}
      description={batch ? t('budgetCross', [formatInteger(incoming), formatInteger(month + incoming), formatInteger(budget)]) : t('budgetConfirm')}
      confirmLabel={t(batch ? 'budgetCrossConfirm' : 'budgetDialogConfirm')}
      refuseClick={refuseClick}
      onConfirm={onConfirm}
      focusCancel
      onCancel={onCancel}
    >
      <p class="current">{t('budgetDialogCount', [formatInteger(month), formatInteger(budget)])}</p>
    </QuestionDialog>
  );
}
