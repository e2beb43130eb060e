import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { neutralizeFormula, toCsv } from '../files/formats';
import { contactsCsvSteps, parseContactsCsv, type CsvRow, type ParsedContacts } from './csv';
import { countOutcomes } from './csv-outcomes';
import { cpfWithCheckDigits } from '../identifiers/cpf';
import { decodeCsv, readCsvText, SEPARATORS, type CsvSeparator } from './csv-table';

const utf8 = (text: string) => new TextEncoder().encode(text);
const parsed = (bytes: Uint8Array) => parseContactsCsv(bytes) as ParsedContacts;
const outcomes = (rows: CsvRow[]) => rows.map((row) => [row.line, row.outcome.kind === 'invalid' ? row.outcome.problem : row.outcome.kind]);

function utf16(text: string, littleEndian: boolean, bom = true): Uint8Array {
  const bytes = new Uint8Array((bom ? 2 : 0) + text.length * 2);
  const view = new DataView(bytes.buffer);
  if (bom) view.setUint16(0, 0xfeff, littleEndian);
  for (let index = 0; index < text.length; index++) view.setUint16((bom ? 2 : 0) + index * 2, text.charCodeAt(index), littleEndian);
  return bytes;
}

describe('contacts from CSV', () => {
  it('reads a pt-BR export: BOM, `;`, CRLF, Portuguese headers', () => {
    const result = parsed(utf8('\uFEFFNome;CPF;Telefone;E-mail\r\nMaria;123.456.789-09;(11) 98765-4321;maria@x.com\r\n'));
    expect(result.separator).toBe(';');
    expect(result.columns).toEqual({ cpf: 1, telefone: 2, email: 3 });
    expect(result.rows).toEqual([
      { line: 2, fields: ['Maria', '123.456.789-09', '(11) 98765-4321', 'maria@x.com'], outcome: { kind: 'contact', contact: { cpf: '12345678909' }, key: 'cpf:12345678909' } },
    ]);
  });

  it('reads an English export with `,` and quoted fields', () => {
    const result = parsed(utf8('name,phone,email\n"Souza, Ana","+55 21 3456-7890",ana@x.com\n'));
    expect(result.separator).toBe(',');
    expect(result.rows[0]?.fields[0]).toBe('Souza, Ana');
    expect(result.rows[0]?.outcome).toMatchObject({ contact: { telefone: '2134567890' } });
  });

  it('reads tab-separated and pipe-separated files', () => {
    expect(parsed(utf8('nome\tcpf\nAna\t123.456.789-09\n')).rows[0]?.outcome).toMatchObject({ kind: 'contact' });
    expect(parsed(utf8('nome|cpf\nAna|123.456.789-09\n')).separator).toBe('|');
  });

  it('follows Excel’s `sep=` line', () => {
    const result = parsed(utf8('sep=,\r\nNome,CPF\r\nAna;Souza,123.456.789-09\r\n'));
    expect(result.separator).toBe(',');
    expect(result.rows[0]).toMatchObject({ line: 3, fields: ['Ana;Souza', '123.456.789-09'] });
  });

  it('reads Latin-1 files as old Excel writes them', () => {
    const latin1 = Uint8Array.from([...'Nome;email\nJos'].map((c) => c.charCodeAt(0)).concat([0xe9, ...';jose@x.com\n'.split('').map((c) => c.charCodeAt(0))]));
    const result = parsed(latin1);
    expect(result.encoding).toBe('windows-1252');
    expect(result.rows[0]?.fields[0]).toBe('José');
  });

  it('reads UTF-16 with a BOM (Excel’s “Unicode text”), and without one', () => {
    const text = 'Nome\tCPF\r\nJoão\t123.456.789-09\r\n';
    for (const [bytes, encoding] of [
      [utf16(text, true), 'utf-16le'],
      [utf16(text, false), 'utf-16be'],
      [utf16(text, true, false), 'utf-16le'],
    ] as const) {
      const result = parsed(bytes);
      expect(result.encoding).toBe(encoding);
      expect(result.rows[0]?.fields).toEqual(['João', '123.456.789-09']);
    }
  });

  it('keeps every row with what became of it: invalid with line and reason, duplicates pointing to their row', () => {
    const result = parsed(utf8('cpf;telefone\n123.456.789-09;\n111.111.111-11;\n;(20) 91234-5678\n;\n12345678909;\n529.982.247-25;;extra\n'));
    expect(result.rows).toEqual([
      { line: 2, fields: ['123.456.789-09', ''], outcome: { kind: 'contact', contact: { cpf: '12345678909' }, key: 'cpf:12345678909' } },
      { line: 3, fields: ['111.111.111-11', ''], outcome: { kind: 'invalid', problem: 'invalid_cpf', value: '111.111.111-11' } },
      { line: 4, fields: ['', '(20) 91234-5678'], outcome: { kind: 'invalid', problem: 'invalid_phone', value: '(20) 91234-5678' } },
      { line: 6, fields: ['12345678909', ''], outcome: { kind: 'duplicate', key: 'cpf:12345678909', of: 2 } },
      { line: 7, fields: ['529.982.247-25', '', 'extra'], outcome: { kind: 'invalid', problem: 'wrong_field_count' } },
    ]);
    expect(countOutcomes(result)).toEqual({ contact: 1, duplicate: 1, invalid: 3 });
  });

  it('an unterminated quote costs its own line only, and says so', () => {
    const result = parsed(utf8('nome;cpf\n"Ana;123.456.789-09\nBia;529.982.247-25\nCaio;111.444.777-35\n'));
    expect(outcomes(result.rows)).toEqual([
      [2, 'unterminated_quote'],
      [3, 'contact'],
      [4, 'contact'],
    ]);
  });

  it('keeps line numbers right after quoted multi-line fields', () => {
    const result = parsed(utf8('nome;observacao;cpf\r\nAna;"liga de manhã\r\nnão à tarde\r\n""urgente""";123.456.789-09\r\nBia;;529.982.247-25\r\n'));
    expect(result.rows.map((row) => [row.line, row.fields[1]])).toEqual([
      [2, 'liga de manhã\r\nnão à tarde\r\n"urgente"'],
      [5, ''],
    ]);
  });

  it('says what is wrong with a file it cannot use', () => {
    expect(parseContactsCsv(utf8(''))).toEqual({ failure: 'empty' });
    expect(parseContactsCsv(utf8('\r\n\r\n'))).toEqual({ failure: 'empty' });
    expect(parseContactsCsv(utf8('nome;cidade\nAna;Recife\n'))).toEqual({ failure: 'no_contact_column' });
    expect(parseContactsCsv(utf8(`${Array.from({ length: 600 }, (_, index) => `c${index}`).join(';')};cpf\n`))).toEqual({ failure: 'too_many_columns' });
  });

  it('refuses a first line longer than any header, reading only a bounded start of it, in steps', () => {
    // One line of 15 MB: what froze the panel and every card.
    const oneLine = utf8(`cpf ${'abc def '.repeat(1_900_000)}`);
    const steps = contactsCsvSteps(oneLine);
    let yielded = 0;
    let step = steps.next();
    for (; !step.done; step = steps.next()) yielded += 1;
    expect(step.value).toEqual({ failure: 'header_too_long' });
    // Decoded a megabyte at a time, so that no one step is long.
    expect(yielded).toBeGreaterThanOrEqual(Math.floor(oneLine.length / (1024 * 1024)));
    // A long header that ends in time is read as usual.
    expect(parseContactsCsv(utf8(`${'x'.repeat(300)};cpf\n${cpfWithCheckDigits('529982247')};1\n`))).toMatchObject({ header: ['x'.repeat(300), 'cpf'], columns: { cpf: 1 } });
  });

  it('never throws on arbitrary bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 400 }), (bytes) => {
        parseContactsCsv(bytes);
      }),
      { numRuns: 300 },
    );
  });

  it('reads a 10,000-contact export in well under a second', () => {
    const lines = Array.from({ length: 10_000 }, (_, index) => `Cliente ${index};"Rua ${index}, 10";${String(10_000_000_000 + index).slice(0, 11)};(11) 9${String(index).padStart(4, '0')}-4321;c${index}@x.com`);
    const bytes = utf8(`\uFEFFNome;Endereço;CPF;Telefone;E-mail\r\n${lines.join('\r\n')}\r\n`);
    const started = performance.now();
    const result = parsed(bytes);
    const elapsed = performance.now() - started;
    expect(result.rows).toHaveLength(10_000);
    expect(result.rows.at(-1)?.line).toBe(10_001);
    expect(elapsed).toBeLessThan(1_500);
  });

  it('reads in steps with the same rows and lines, quoted line breaks and an open quote across the steps included', () => {
    const lines = Array.from({ length: 2_500 }, (_, index) =>
      index === 998 ? `Cliente ${index};"Rua\nQuebrada";${cpfWithCheckDigits(String(600_000_000 + index))}` : index === 1_500 ? `Cliente ${index};"Aberta;${cpfWithCheckDigits(String(600_000_000 + index))}` : `Cliente ${index};Rua;${cpfWithCheckDigits(String(600_000_000 + index))}`,
    );
    const bytes = utf8(`Nome;Endereço;CPF\n${lines.join('\n')}\n`);
    const steps = contactsCsvSteps(bytes);
    let count = 0;
    let step = steps.next();
    while (!step.done) {
      count += 1;
      step = steps.next();
    }
    expect(count).toBeGreaterThan(4);
    const result = step.value as ParsedContacts;
    expect(result).toEqual(parsed(bytes));
    expect(result.rows).toHaveLength(2_500);
    // Row 998 spans two lines of the file: the ones after it start a line later.
    expect(result.rows[999]?.line).toBe(1_002);
    expect(result.rows[1_500]).toMatchObject({ line: 1_503, outcome: { kind: 'invalid', problem: 'unterminated_quote' } });
    expect(result.rows.at(-1)?.line).toBe(2_502);
  });
});

describe('CSV writer and reader', () => {
  const rows = fc.array(fc.array(fc.string({ unit: 'grapheme', maxLength: 12 }), { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 12 });
  const separator = fc.constantFrom<CsvSeparator>(...SEPARATORS);
  const newline = fc.constantFrom<'\r\n' | '\n' | '\r'>('\r\n', '\n', '\r');

  it('toCsv → parse gives the same rows, for any strings, separators and line breaks', () => {
    fc.assert(
      fc.property(rows, separator, newline, (records, chosen, lineBreak) => {
        const text = toCsv(['a', 'b', 'c'], records, { separator: chosen, newline: lineBreak, neutralizeFormulas: false });
        const read = readCsvText(decodeCsv(utf8(text)).text, chosen);
        expect(read.records.map((record) => record.fields)).toEqual([['a', 'b', 'c'], ...records]);
      }),
      { numRuns: 400 },
    );
  });

  it('finds the separator of what it wrote, and defuses formulas on the way', () => {
    const cell = fc.oneof(fc.string({ maxLength: 10 }), fc.constantFrom('=1+1', '-2+3+cmd', '@SUM(A1)', '-12,5', '+55 11'));
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 2, maxLength: 8 }), separator, (records, chosen) => {
        const text = toCsv(['Nome', 'CPF', 'Telefone'], records, { separator: chosen });
        const read = readCsvText(decodeCsv(utf8(text)).text);
        expect(read.separator).toBe(chosen);
        expect(read.records.map((record) => record.fields)).toEqual([['Nome', 'CPF', 'Telefone'], ...records.map((row) => row.map(neutralizeFormula))]);
      }),
      { numRuns: 300 },
    );
  });
});
