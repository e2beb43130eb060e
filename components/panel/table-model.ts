/** How a table of records is described: columns of fields, each with a format and maybe a link. */
import { formatDate, formatHectares, formatMoney, formatMonth, formatNumber } from '../../lib/format';
import { formatDocument, formatPhone } from '../../lib/identifiers/format';
import type { FieldName } from '../../lib/field-labels';
import { t } from '../../lib/i18n';

export type CellFormat = 'text' | 'money' | 'date' | 'month' | 'hectares' | 'number' | 'document' | 'phone' | 'yesno';
export type CellValue = string | number | boolean | null | undefined;

export interface Column<Row> {
  field: FieldName;
  value: (row: Row) => CellValue;
  format?: CellFormat;
  /** The query to open when the value is activated (an identifier): relatives, partners, owners… */
  link?: (row: Row) => string | null | undefined;
  /** Whether the cell deserves attention (a restriction, a case in court). */
  emphasis?: (row: Row) => boolean;
}

export function formatCell(value: CellValue, format: CellFormat = 'text'): string {
  if (value === null || value === undefined || value === '') return t('missingValue');
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  switch (format) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : String(value);
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : String(value);
    case 'hectares':
      return typeof value === 'number' ? formatHectares(value) : String(value);
    case 'date':
      return formatDate(String(value));
    case 'month':
      return formatMonth(String(value));
    case 'document':
      return formatDocument(String(value));
    case 'phone':
      return String(value).startsWith('+55') ? formatPhone(String(value)) : String(value);
    case 'yesno':
      return /^(s|sim|true|1)$/i.test(String(value)) ? t('yes') : t('no');
    default:
      return String(value);
  }
}

/** The value as a spreadsheet in pt-BR reads it: decimal comma, dd/mm/aaaa, masked identifiers. */
export function exportCell(value: CellValue, format: CellFormat = 'text'): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (format === 'date' || format === 'document' || format === 'phone' || format === 'yesno') return formatCell(value, format);
  return String(value);
}
