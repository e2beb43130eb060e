/**
 * The reviewer's report: the document's index as a table, one row per identifier, with its pages,
 * what the look-ups found (name and each family's key flags) and when. The same rows feed the CSV
 * (`;` and BOM, as Brazilian Excel opens it), the XLSX file and the print view.
 */
import type { IdentifierReview } from '../background/review';
import type { ReviewFacts } from '../families';
import { toCsv } from '../files/formats';
import { formatDateTime } from '../format';
import { t, type MessageKey } from '../i18n';
import { formatIdentifier, KIND_TITLES } from '../identifiers/kinds';
import type { IndexEntry } from './document-index';

/** The report's fact columns, in order, with their headers. */
export const FACT_COLUMNS: readonly { fact: Exclude<keyof ReviewFacts, 'name'>; label: MessageKey }[] = [
  { fact: 'debts', label: 'reportDebts' },
  { fact: 'debtsInCourt', label: 'reportDebtsInCourt' },
  { fact: 'vehicles', label: 'reportVehicles' },
  { fact: 'restrictedVehicles', label: 'reportRestrictedVehicles' },
  { fact: 'ruralProperties', label: 'reportRuralProperties' },
  { fact: 'embargoes', label: 'reportEmbargoes' },
  { fact: 'fiscalBenefits', label: 'reportFiscalBenefits' },
];

export type ReportCell = string | number;

export interface Report {
  header: string[];
  rows: ReportCell[][];
}

/** Pages as a reviewer reads them: `1, 4, 7`. */
export const formatPages = (pages: readonly number[]) => pages.join(', ');

export function buildReport(entries: readonly IndexEntry[], reviews: ReadonlyMap<string, IdentifierReview>): Report {
  const header = [
    t('reportPages'),
    t('reportKind'),
    t('reportIdentifier'),
    t('reportOccurrences'),
    t('reportName'),
    ...FACT_COLUMNS.map((column) => t(column.label)),
    t('reportLookedUpAt'),
  ];
  const rows = entries.map((entry): ReportCell[] => {
    const review = reviews.get(entry.key);
    const facts = review?.facts;
    return [
      formatPages(entry.pages),
      t(KIND_TITLES[entry.kind]),
      formatIdentifier(entry),
      entry.occurrences.length,
      facts?.name ?? '',
      ...FACT_COLUMNS.map((column) => facts?.[column.fact] ?? ''),
      review?.lookedUpAt ? formatDateTime(review.lookedUpAt) : '',
    ];
  });
  return { header, rows };
}

export function reportCsv(report: Report): string {
  return toCsv(report.header, report.rows);
}

/** The report as an XLSX file (write-excel-file, loaded only when asked for). */
export async function reportXlsx(report: Report): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const data = [report.header.map((value) => ({ value, fontWeight: 'bold' as const })), ...report.rows.map((row) => row.map((value) => ({ value })))];
  return writeXlsxFile(data, { columns: report.header.map((_header, index) => ({ width: index === 2 ? 22 : index === 4 ? 34 : 14 })) }).toBlob();
}
