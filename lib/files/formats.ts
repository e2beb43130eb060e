/**
 * Taking records away: CSV the way Brazilian Excel opens it (UTF-8 with BOM, `;` between fields,
 * CRLF between lines) and JSON.
 */

const BOM = '\uFEFF';

/** A cell that is only a number, which a spreadsheet may read as one without running anything. */
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

/** The separators some spreadsheet splits a line on, whatever its locale: ours, the comma, the tab. */
const ANY_SEPARATOR = /[;,\t]/;
/** A piece after any separator that starts, past spaces, with a formula sign, up to the next separator. */
const FORMULA_PIECE = /([;,\t])(\s*)([=+\-@][^;,\t]*)/g;

/**
 * A cell as it goes into a spreadsheet: one starting with = + - @ tab or CR would run as a formula,
 * so it gets a leading apostrophe, unless the whole cell is a plain number. A spreadsheet whose
 * locale splits on commas or tabs (or that ignores quotes) would read each piece of the cell as a
 * cell of its own, so every such piece that starts a formula gets the apostrophe too.
 */
export function neutralizeFormula(text: string): string {
  // Leading spaces too: a spreadsheet that trims them on import would find the sign first.
  const formula = /^[\t\r]/.test(text) || (/^\s*[=+\-@]/.test(text) && !PLAIN_NUMBER.test(text.trim()));
  const whole = formula ? `'${text}` : text;
  return whole.replace(FORMULA_PIECE, (match, separator: string, space: string, piece: string) => (PLAIN_NUMBER.test(piece) ? match : `${separator}${space}'${piece}`));
}

export interface CsvWriteOptions {
  separator?: string;
  newline?: '\r\n' | '\n' | '\r';
  /** Off only to prove the round trip of the writer and the reader; every export keeps it on. */
  neutralizeFormulas?: boolean;
}

function csvField(value: unknown, separator: string, neutralize: boolean): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = neutralize ? neutralizeFormula(text) : text;
  // Quoted whenever any locale's separator is inside, not only ours: a comma-locale spreadsheet then
  // still reads one cell.
  return safe.includes(separator) || ANY_SEPARATOR.test(safe) || /["\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: string[], rows: unknown[][], options: CsvWriteOptions = {}): string {
  const { separator = ';', newline = '\r\n', neutralizeFormulas = true } = options;
  const line = (row: unknown[]) => row.map((value) => csvField(value, separator, neutralizeFormulas)).join(separator);
  return BOM + [header, ...rows].map(line).join(newline) + newline;
}

export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** A file name without characters that file systems refuse. */
export function safeFileName(name: string): string {
  return name.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 120) || 'atalaia';
}
