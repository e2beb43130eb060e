/** How a table of records is described: columns of fields, each with a format and maybe a link. */
import { formatCep, formatDate, formatHectares, formatMoney, formatMonth, formatNirf, formatNumber, formatSncr, formatSquareMeters, formatWithUnit } from '../../lib/format';
import { formatDocument, formatPhone } from '../../lib/identifiers/format';
import type { FieldName } from '../../lib/i18n/field-labels';
import { t } from '../../lib/i18n';

export type CellFormat = 'text' | 'money' | 'date' | 'month' | 'hectares' | 'squareMeters' | 'number' | 'document' | 'phone' | 'yesno' | 'cep' | 'sncr' | 'nirf';

/** Codes that a spreadsheet would read as numbers and strip of their leading zeros: exported as written. */
const WRITTEN_AS_TEXT: CellFormat[] = ['date', 'document', 'phone', 'yesno', 'cep', 'sncr', 'nirf'];
export type CellValue = string | number | boolean | null | undefined;

export interface Column<Row> {
  field: FieldName;
  value: (row: Row) => CellValue;
  format?: CellFormat;
  /** The unit the record gives its number in (`m³`, `st`): shown after it; the export keeps the bare number. */
  unit?: (row: Row) => string | null | undefined;
  /** The query to open when the value is activated (an identifier): relatives, partners, owners… */
  link?: (row: Row) => string | null | undefined;
  /** Whether the cell deserves attention (a restriction, a case in court). */
  emphasis?: (row: Row) => boolean;
  /** Whether the value gets its own copy button; identifiers (linked values) always do. */
  copy?: boolean;
}

/** Copy buttons go on identifiers and key values only, not on every cell (nor in the Tab order of every cell). */
export function copiable<Row>(column: Column<Row>, row: Row): boolean {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return false;
  // A link that opens the value itself is an identifier (a phone, an e-mail); a name linking to a CPF is not.
  return Boolean(column.copy || column.format === 'document' || column.format === 'phone' || (column.link && column.link(row) === value));
}

export function formatCell(value: CellValue, format: CellFormat = 'text', unit?: string | null): string {
  if (value === null || value === undefined || value === '') return t('missingValue');
  if (typeof value === 'boolean') return value ? t('yes') : t('no');
  if (unit && typeof value === 'number') return formatWithUnit(value, unit);
  switch (format) {
    case 'money':
      return typeof value === 'number' ? formatMoney(value) : String(value);
    case 'number':
      return typeof value === 'number' ? formatNumber(value) : String(value);
    case 'hectares':
      return typeof value === 'number' ? formatHectares(value) : String(value);
    case 'squareMeters':
      return typeof value === 'number' ? formatSquareMeters(value) : String(value);
    case 'cep':
      return formatCep(String(value));
    case 'sncr':
      return formatSncr(String(value));
    case 'nirf':
      return formatNirf(String(value));
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
  if (WRITTEN_AS_TEXT.includes(format)) return formatCell(value, format);
  return String(value);
}
