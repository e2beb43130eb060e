import { formatInteger } from '../../lib/format';
import { t } from '../../lib/i18n';
import type { SpendTotals } from '../../lib/spend';

/** What this browser spent: consultas today and this month, and per endpoint. */
export function SpendSection({ spend }: { spend: SpendTotals | null }) {
  return (
    <section aria-labelledby="spend-heading">
      <h2 id="spend-heading">{t('spendHeading')}</h2>
      <p>{t('spendLine', [formatInteger(spend?.today ?? 0), formatInteger(spend?.month ?? 0)])}</p>
      {spend && spend.byEndpoint.length > 0 && (
        <ul>
          {spend.byEndpoint.map((entry) => (
            <li key={entry.endpoint}>
              {t('spendByEndpoint', [entry.endpoint, formatInteger(entry.today), formatInteger(entry.month)])}
            </li>
          ))}
        </ul>
      )}
      <p class="hint">{t('spendHint')}</p>
    </section>
  );
}
