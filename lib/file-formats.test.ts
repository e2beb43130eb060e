import { describe, expect, it } from 'vitest';
import { safeFileName, toCsv } from './file-formats';

describe('CSV for Brazilian spreadsheets', () => {
  it('starts with a BOM, separates with ; and quotes what needs it', () => {
    const csv = toCsv(['Nome', 'Valor'], [['Souza; Filhos', 1234.5], ['Aspas "duplas"', null]]);
    expect(csv.startsWith('\uFEFFNome;Valor\r\n')).toBe(true);
    expect(csv).toContain('"Souza; Filhos";1234.5\r\n');
    expect(csv).toContain('"Aspas ""duplas""";\r\n');
  });

  it('defuses cells that a spreadsheet would run as formulas, but not negative numbers', () => {
    const csv = toCsv(['x'], [['=HYPERLINK("http://x")'], ['-12,5'], ['@SUM(A1)']]);
    expect(csv).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(csv).toContain('\r\n-12,5\r\n');
    expect(csv).toContain("'@SUM(A1)");
  });

  it('makes safe file names', () => {
    expect(safeFileName('atalaia cpf 529.982.247-25 / veículos')).toBe('atalaia-cpf-529.982.247-25-veículos');
  });
});
