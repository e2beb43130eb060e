import { formatDateTime } from '../../lib/format';
import { t } from '../../lib/i18n';

export interface ReportFamily {
  label: string;
  /** The family's count and its other counts in words ("5 · 2 infrações"), or null when not in the report. */
  counts: string | null;
  /** When its answer was fetched from the service; null when it was not looked up or failed. */
  fetchedAt: number | null;
}

interface Props {
  kindTitle: string;
  identifier: string;
  name: string | null;
  printedAt: number;
  families: ReportFamily[];
  /** The address of the service the records came from. */
  source: string | null;
}

/**
 * The first lines of the printed record, shown only on paper: what it is, about whom, when it was
 * printed, when each family was looked up and where the records came from.
 */
export function PrintReport({ kindTitle, identifier, name, printedAt, families, source }: Props) {
  return (
    <header class="print-report print-only-block">
      <p class="report-title">{t('printReportTitle')}</p>
      <p>
        {kindTitle}: <strong>{identifier}</strong>
        {name && <> · {name}</>}
      </p>
      <p>{t('printReportPrintedAt', formatDateTime(printedAt))}</p>
      <ul class="report-families">
        {families.map((family) => (
          <li key={family.label}>
            {family.label}
            {family.counts !== null && <>: {family.counts}</>}
            {' — '}
            {family.fetchedAt !== null ? t('printReportLookedUpAt', formatDateTime(family.fetchedAt)) : t('notLoaded')}
          </li>
        ))}
      </ul>
      <p>{source ? t('printReportSource', source) : t('printReportSourceUnknown')}</p>
    </header>
  );
}
