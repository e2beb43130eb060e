import { formatInteger } from '../../lib/format';
import { t } from '../../lib/i18n';
import { plural } from '../../lib/i18n/plural';
import type { AccountModel } from '../../lib/panel/use-account';

/**
 * The panel header's account line: "hoje: 37 consultas · mês: 812", the budget's warning past 80%
 * and at 100%, and the session's purpose with a one-click change. Wraps at 320 px.
 */
export function AccountBar({ usage, budget, budgetState, requirePurpose, purpose, onChangePurpose }: AccountModel) {
  const month = usage?.month ?? 0;
  return (
    <div class="account-bar" data-testid="account-bar">
      <span data-testid="usage-line">{plural('usageHeader', usage?.today ?? 0, [formatInteger(month)])}</span>
      {(requirePurpose || purpose) && (
        <span class="purpose">
          {purpose ? t('purposeCurrent', purpose) : t('purposeNone')}{' '}
          <button type="button" class="small" onClick={onChangePurpose}>
            {t('purposeChange')}
          </button>
        </span>
      )}
      {budgetState === 'warning' && (
        <p class="notice" role="status">
          {t('budgetWarning', [formatInteger(month), formatInteger(budget)])}
        </p>
      )}
      {budgetState === 'reached' && (
        <p class="notice" role="alert">
          {t('budgetReached', [formatInteger(month), formatInteger(budget)])}
        </p>
      )}
    </div>
  );
}
