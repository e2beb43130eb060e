import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeFileName, toCsv } from './formats';

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

  it('defuses formulas that start with a sign and a digit', () => {
    const csv = toCsv(['x'], [["-2+3+cmd|' /C calc'!A0"], ['-1+HYPERLINK("http://x")'], ['+55 11 98765-4321'], ['\t=1'], ['1.234,56']]);
    expect(csv).toContain("\r\n'-2+3+cmd|' /C calc'!A0\r\n");
    expect(csv).toContain(`'-1+HYPERLINK(""http://x"")`);
    expect(csv).toContain("'+55 11 98765-4321");
    expect(csv).toContain("'\t=1");
    expect(csv).toContain('\r\n1.234,56\r\n');
  });

  it('never lets a cell reach a spreadsheet starting with a formula sign, unless it is a plain number', () => {
    const formulaStart = fc.constantFrom('=', '+', '-', '@', '\t', '\r');
    const cell = fc.oneof(fc.string(), fc.tuple(formulaStart, fc.string()).map(([sign, rest]) => sign + rest), fc.integer().map(String));
    fc.assert(
      fc.property(cell, (value) => {
        const field = toCsv(['x'], [[value]]).slice('\uFEFFx\r\n'.length, -2);
        const unquoted = field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
        return !/^[=+\-@\t\r]/.test(unquoted) || /^-?\d+([.,]\d+)?$/.test(unquoted);
      }),
      { numRuns: 2000 },
    );
  });

  it('makes safe file names', () => {
    expect(safeFileName('atalaia cpf 529.982.247-25 / veículos')).toBe('atalaia-cpf-529.982.247-25-veículos');
  });
});
