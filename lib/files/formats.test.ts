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
    expect(csv).toContain('\r\n"-12,5"\r\n');
    expect(csv).toContain("'@SUM(A1)");
  });

  it('defuses formulas that start with a sign and a digit', () => {
    const csv = toCsv(['x'], [["-2+3+cmd|' /C calc'!A0"], ['-1+HYPERLINK("http://x")'], ['+55 11 98765-4321'], ['\t=1'], ['1.234,56']]);
    expect(csv).toContain("\r\n'-2+3+cmd|' /C calc'!A0\r\n");
    expect(csv).toContain(`'-1+HYPERLINK(""http://x"")`);
    expect(csv).toContain("'+55 11 98765-4321");
    expect(csv).toContain(`"'\t'=1"`);
    expect(csv).toContain('\r\n"1.234,56"\r\n');
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

  it('leaves no piece of a cell that a comma- or tab-splitting spreadsheet would run as a formula', () => {
    const csv = toCsv(['Nome'], [["Fulano,=cmd|' /C calc'!A0"], ['Maria\t+HYPERLINK("http://x")'], ['Ana, -2+3+cmd|x'], ['Silva;@SUM(A1)']]);
    expect(csv).toContain(`"Fulano,'=cmd|' /C calc'!A0"`);
    expect(csv).toContain(`"Maria\t'+HYPERLINK(""http://x"")"`);
    expect(csv).toContain(`"Ana, '-2+3+cmd|x"`);
    expect(csv).toContain(`"Silva;'@SUM(A1)"`);
  });

  it('keeps pieces that are plain numbers or start with no formula sign, quoted as one cell', () => {
    const csv = toCsv(['x'], [['Souza, Maria'], ['1,-5'], ['Rua A, 123 - apto 4'], ['R$ 1.234,56']]);
    expect(csv).toContain('\r\n"Souza, Maria"\r\n');
    expect(csv).toContain('\r\n"1,-5"\r\n');
    expect(csv).toContain('\r\n"Rua A, 123 - apto 4"\r\n');
    expect(csv).toContain('\r\n"R$ 1.234,56"\r\n');
  });

  it('never lets a piece split on ; , or tab start a formula, unless it is a plain number', () => {
    const piece = fc.oneof(fc.string(), fc.tuple(fc.constantFrom('=', '+', '-', '@'), fc.string()).map(([sign, rest]) => sign + rest));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.tuple(fc.constantFrom('', ' ', '  '), piece).map(([space, text]) => space + text), fc.constantFrom(';', ',', '\t', ', ')), { minLength: 1, maxLength: 4 }), (parts) => {
        const value = parts.map(([text, separator]) => text + separator).join('');
        const field = toCsv(['x'], [[value]]).slice('\uFEFFx\r\n'.length, -2);
        const unquoted = field.startsWith('"') ? field.slice(1, -1).replace(/""/g, '"') : field;
        return unquoted.split(/[;,\t]/).every((cell) => !/^\s*[=+\-@]/.test(cell) || /^-?\d+([.,]\d+)?$/.test(cell.trim()));
      }),
      { numRuns: 2000 },
    );
  });

  it('makes safe file names', () => {
    expect(safeFileName('atalaia cpf 529.982.247-25 / veículos')).toBe('atalaia-cpf-529.982.247-25-veículos');
  });
});
