import { formatInteger } from '../../lib/format';
import { t } from '../../lib/i18n';
import { QuestionDialog } from './QuestionDialog';

export interface BudgetDialogProps {
  /** Consultas counted this month, and the month's budget. */
  month: number;
  budget: number;
  refuseClick?: (event: MouseEvent) => string | null;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Past 100% of the month's budget, every paid action asks first; "Cancelar" has the focus. */
export function BudgetDialog({ month, budget, refuseClick, onConfirm, onCancel }: BudgetDialogProps) {
  return (
    <QuestionDialog
      title={t('budgetDialogTitle')}
      description={t('budgetConfirm')}
      confirmLabel={t('budgetDialogConfirm')}
      refuseClick={refuseClick}
      onConfirm={onConfirm}
      focusCancel
      onCancel={onCancel}
    >
      <p class="current">{t('budgetDialogCount', [formatInteger(month), formatInteger(budget)])}</p>
    </QuestionDialog>
  );
}
