import { describe, expect, it } from 'vitest';
import { parseContactsCsv, splitCsv, type ParsedContacts } from './csv';

const utf8 = (text: string) => new TextEncoder().encode(text);
const parsed = (bytes: Uint8Array) => parseContactsCsv(bytes) as ParsedContacts;

describe('contacts from CSV', () => {
  it('reads a pt-BR export: BOM, `;`, Portuguese headers', () => {
    const result = parsed(utf8('\uFEFFNome;CPF;Telefone;E-mail\r\nMaria;123.456.789-09;(11) 98765-4321;maria@x.com\r\n'));
    expect(result.separator).toBe(';');
    expect(result.columns).toEqual({ cpf: 'CPF', telefone: 'Telefone', email: 'E-mail' });
    expect(result.rows).toEqual([
      {
        line: 2,
        original: { Nome: 'Maria', CPF: '123.456.789-09', Telefone: '(11) 98765-4321', 'E-mail': 'maria@x.com' },
        contact: { cpf: '12345678909' },
        key: 'cpf:12345678909',
      },
    ]);
  });

  it('reads an English export with `,` and quoted fields', () => {
    const result = parsed(utf8('name,phone,email\n"Souza, Ana","+55 21 3456-7890",ana@x.com\n'));
    expect(result.separator).toBe(',');
    expect(result.rows[0]?.original.name).toBe('Souza, Ana');
    expect(result.rows[0]?.contact).toEqual({ telefone: '2134567890' });
  });

  it('reads Latin-1 files as old Excel writes them', () => {
    const latin1 = Uint8Array.from([...'Nome;email\nJos'].map((c) => c.charCodeAt(0)).concat([0xe9, ...';jose@x.com\n'.split('').map((c) => c.charCodeAt(0))]));
    const result = parsed(latin1);
    expect(result.encoding).toBe('windows-1252');
    expect(result.rows[0]?.original.Nome).toBe('José');
  });

  it('lists invalid rows with their line and reason, and merges duplicates', () => {
    const result = parsed(utf8('cpf;telefone\n123.456.789-09;\n111.111.111-11;\n;(20) 91234-5678\n;\n12345678909;\n529.982.247-25;;extra\n'));
    expect(result.rows.map((row) => row.key)).toEqual(['cpf:12345678909']);
    expect(result.invalid).toEqual([
      { line: 3, problem: 'invalid_cpf', value: '111.111.111-11' },
      { line: 4, problem: 'invalid_phone', value: '(20) 91234-5678' },
      { line: 7, problem: 'wrong_field_count' },
    ]);
    expect(result.duplicates).toBe(1);
  });

  it('says what is wrong with a file it cannot use', () => {
    expect(parseContactsCsv(utf8(''))).toEqual({ failure: 'empty' });
    expect(parseContactsCsv(utf8('nome;cidade\nAna;Recife\n'))).toEqual({ failure: 'no_contact_column' });
  });

  it('splits quoted fields with separators, quotes and line breaks', () => {
    expect(splitCsv('a;"b;c";"d ""e"""\r\n"f\ng";h', ';')).toEqual([
      ['a', 'b;c', 'd "e"'],
      ['f\ng', 'h'],
    ]);
  });
});
