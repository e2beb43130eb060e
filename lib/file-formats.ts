/**
 * Taking records away: CSV the way Brazilian Excel opens it (UTF-8 with BOM, `;` between fields,
 * CRLF between lines) and JSON.
 */

const BOM = '\uFEFF';

const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  // Formula injection: a cell starting with = + - @ tab or CR may run in a spreadsheet. Only a plain
  // number keeps its sign (`-12,5`); `-2+3+cmd|' /C calc'!A0` starts with a digit too, and is defused.
  const safe = /^[=+\-@\t\r]/.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return BOM + [header, ...rows].map((row) => row.map(csvField).join(';')).join('\r\n') + '\r\n';
}

export function toJson(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** A file name without characters that file systems refuse. */
export function safeFileName(name: string): string {
  return name.replace(/[^\p{L}\p{N}._-]+/gu, '-').replace(/^-+|-+$/g, '').slice(0, 120) || 'atalaia';
}
