/**
 * The results table as an Excel workbook. Text cells stay text, so CPFs, CEPs and phones keep their
 * leading zeros; numbers are numbers. The library is loaded only when a workbook is asked for.
 */
import type { ResultsTable } from './results-export';

export async function tableXlsx(table: ResultsTable): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const header = table.columns.map((value) => ({ value, fontWeight: 'bold' as const }));
  const rows = table.rows.map((row) => row.map((cell) => (cell === null ? null : typeof cell === 'number' ? { value: cell, type: Number } : { value: cell, type: String })));
  return writeXlsxFile([header, ...rows], { sheet: 'Resultados', stickyRowsCount: 1 }).toBlob();
}
