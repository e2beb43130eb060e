/**
 * Contacts from a CSV file, as CRM exports write them: `;` or `,` between fields, with or without a
 * BOM, in UTF-8 or Latin-1; the cpf, telefone and e-mail columns found from pt-BR or English headers.
 * Invalid rows are listed with their line and reason and skipped, never fatal; duplicates are merged.
 */
import type { EnrichmentContact } from '../api/schemas';
import { normalizeCpf } from '../identifiers/cpf';
import { normalizeEmail } from '../identifiers/email';
import { identifierKey, type ContactKind, type Identifier } from '../identifiers/kinds';
import { enrichmentContactOf } from '../identifiers/contacts';
import { normalizePhone } from '../identifiers/phone';

export type ContactColumn = 'cpf' | 'telefone' | 'email';

const HEADER_ALIASES: Record<ContactColumn, RegExp> = {
  cpf: /^(cpf|cpf_cnpj|documento|document|tax_?id|nr_?cpf|numero_?cpf)$/,
  telefone: /^(telefone|tel|fone|celular|cel|whatsapp|phone|mobile|phone_?number|telefone_?celular|contato_?telefone)$/,
  email: /^(e-?mail|email_?address|mail|correio|endereco_?de_?e-?mail)$/,
};

export type RowProblem = 'no_contact' | 'invalid_cpf' | 'invalid_phone' | 'invalid_email' | 'wrong_field_count';

export interface CsvContactRow {
  /** 1-based line number in the file (the header is line 1). */
  line: number;
  /** The row as read, by header. */
  original: Record<string, string>;
  contact: EnrichmentContact;
  /** Identity of the contact, for merging duplicates: `cpf:…`, `phone:…`, `email:…`. */
  key: string;
}

export interface InvalidRow {
  line: number;
  problem: RowProblem;
  /** The value that was refused, when one was. */
  value?: string;
}

export interface ParsedContacts {
  separator: ';' | ',';
  encoding: 'utf-8' | 'windows-1252';
  header: string[];
  columns: Partial<Record<ContactColumn, string>>;
  rows: CsvContactRow[];
  invalid: InvalidRow[];
  /** Rows merged into an earlier one with the same contact. */
  duplicates: number;
}

export type CsvFailure = 'empty' | 'no_contact_column';

/** UTF-8 when the bytes are valid UTF-8, otherwise Latin-1 (Windows-1252), as old Excel writes. */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: 'utf-8' | 'windows-1252' } {
  try {
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes).replace(/^\uFEFF/, ''), encoding: 'utf-8' };
  } catch {
    return { text: new TextDecoder('windows-1252').decode(bytes), encoding: 'windows-1252' };
  }
}

/** Splits CSV text into records, honouring quotes (with `""` inside) and CRLF. */
export function splitCsv(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index++) {
    const character = text[index];
    if (quoted) {
      if (character === '"') {
        if (text[index + 1] === '"') {
          field += '"';
          index++;
        } else quoted = false;
      } else field += character;
      continue;
    }
    if (character === '"' && field === '') quoted = true;
    else if (character === separator) {
      record.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index++;
      record.push(field);
      records.push(record);
      record = [];
      field = '';
    } else field += character;
  }
  if (field !== '' || record.length > 0) {
    record.push(field);
    records.push(record);
  }
  return records;
}

/** The separator of the header line: the one of `;` and `,` it has more of (`;` on a tie, as pt-BR Excel). */
export function detectSeparator(firstLine: string): ';' | ',' {
  const count = (separator: string) => firstLine.split(separator).length - 1;
  return count(',') > count(';') ? ',' : ';';
}

function normalizeHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '_');
}

export function findContactColumns(header: string[]): Partial<Record<ContactColumn, string>> {
  const columns: Partial<Record<ContactColumn, string>> = {};
  for (const name of header) {
    const normalized = normalizeHeader(name);
    for (const [column, pattern] of Object.entries(HEADER_ALIASES) as [ContactColumn, RegExp][]) {
      if (!columns[column] && pattern.test(normalized)) columns[column] = name;
    }
  }
  return columns;
}

function contactEntry(identifier: Identifier<ContactKind>): { contact: EnrichmentContact; key: string } {
  return { contact: enrichmentContactOf(identifier), key: identifierKey(identifier) };
}

/** The contact of a row: its CPF if valid, else its phone, else its e-mail; or why none is usable. */
function contactOf(original: Record<string, string>, columns: Partial<Record<ContactColumn, string>>): { contact: EnrichmentContact; key: string } | InvalidRow {
  const read = (column: ContactColumn) => (columns[column] ? (original[columns[column] as string] ?? '').trim() : '');
  const cpf = read('cpf');
  const phone = read('telefone');
  const email = read('email');
  const validCpf = cpf ? normalizeCpf(cpf) : null;
  if (validCpf) return contactEntry({ kind: 'cpf', value: validCpf });
  const validPhone = phone ? normalizePhone(phone) : null;
  if (validPhone) return contactEntry({ kind: 'phone', value: validPhone });
  const validEmail = email ? normalizeEmail(email) : null;
  // Duplicates are merged whatever the case of the mailbox: one person types it many ways.
  if (validEmail) return { contact: { email: validEmail }, key: identifierKey({ kind: 'email', value: validEmail.toLowerCase() }) };
  if (cpf) return { line: 0, problem: 'invalid_cpf', value: cpf };
  if (phone) return { line: 0, problem: 'invalid_phone', value: phone };
  if (email) return { line: 0, problem: 'invalid_email', value: email };
  return { line: 0, problem: 'no_contact' };
}

export function parseContactsCsv(bytes: Uint8Array): ParsedContacts | { failure: CsvFailure } {
  const { text, encoding } = decodeCsv(bytes);
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  if (firstLine.trim() === '') return { failure: 'empty' };
  const separator = detectSeparator(firstLine);
  const [header = [], ...records] = splitCsv(text, separator);
  const columns = findContactColumns(header);
  if (!columns.cpf && !columns.telefone && !columns.email) return { failure: 'no_contact_column' };

  const rows: CsvContactRow[] = [];
  const invalid: InvalidRow[] = [];
  const seen = new Set<string>();
  let duplicates = 0;
  records.forEach((fields, index) => {
    const line = index + 2;
    if (fields.every((field) => field.trim() === '')) return;
    if (fields.length > header.length && fields.slice(header.length).some((field) => field.trim() !== '')) {
      invalid.push({ line, problem: 'wrong_field_count' });
      return;
    }
    const original = Object.fromEntries(header.map((name, column) => [name, fields[column] ?? '']));
    const result = contactOf(original, columns);
    if ('problem' in result) {
      invalid.push({ ...result, line });
      return;
    }
    if (seen.has(result.key)) {
      duplicates += 1;
      return;
    }
    seen.add(result.key);
    rows.push({ line, original, ...result });
  });
  return { separator, encoding, header, columns, rows, invalid, duplicates };
}
