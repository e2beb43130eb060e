/**
 * Contacts from a CSV file (read by `./csv-table`): the cpf, telefone and e-mail columns found from
 * pt-BR or English headers, and every row kept in order with what became of it: a contact to send,
 * a duplicate of an earlier row (merged, never sent twice), or an invalid row with its line and reason.
 * Nothing is dropped, so the results export can give back every row of the file.
 */
import type { EnrichmentContact } from '../api/schemas';
import { normalizeCpf } from '../identifiers/cpf';
import { normalizeEmail } from '../identifiers/email';
import { identifierKey } from '../identifiers/keys';
import { enrichmentContactOf } from '../identifiers/contacts';
import { normalizePhone } from '../identifiers/phone';
import { MAX_COLUMNS, MAX_HEADER_LINE_CHARS, type RowProblem } from '../protocol/limits';
import { csvTextSteps, decodeCsvSteps, SEPARATORS, type CsvEncoding, type CsvSeparator } from './csv-table';
import { runToEnd, type Steps } from './steps';

/** Rows checked in one step. */
const ROWS_PER_STEP = 500;
/** More separators than this in the first line (quoted ones included) cannot be a header of MAX_COLUMNS. */
const HOPELESS_HEADER_SEPARATORS = 4 * MAX_COLUMNS;
/** No column name is longer than this: a longer header cell is not a name, and is not read as one. */
const MAX_HEADER_NAME_CHARS = 200;

/** The text's first line, when it ends within MAX_HEADER_LINE_CHARS; null when it runs longer. */
function headerLineOf(text: string): string | null {
  const start = text.slice(0, MAX_HEADER_LINE_CHARS + 1);
  const lineBreak = start.search(/[\r\n]/);
  if (lineBreak !== -1) return start.slice(0, lineBreak);
  return text.length <= MAX_HEADER_LINE_CHARS ? text : null;
}

/** The most of any one separator in a line. */
function separatorsIn(line: string): number {
  return Math.max(...SEPARATORS.map((separator) => line.split(separator).length - 1));
}

export type ContactColumn = 'cpf' | 'telefone' | 'email';

const HEADER_ALIASES: Record<ContactColumn, RegExp> = {
  cpf: /^(cpf|cpf_cnpj|documento|document|tax_?id|nr_?cpf|numero_?cpf|num_?cpf)$/,
  telefone: /^(telefone|tel|fone|celular|cel|whatsapp|phone|mobile|phone_?number|telefone_?celular|contato_?telefone|mobile_?phone)$/,
  email: /^(e-?mail|email_?address|e-?mail_?address|mail|correio|endereco_?de_?e-?mail)$/,
};


/** What became of one row of the file. */
export type RowOutcome =
  | { kind: 'contact'; key: string; contact: EnrichmentContact }
  | { kind: 'duplicate'; key: string; /** The line of the row it was merged into. */ of: number }
  | { kind: 'invalid'; problem: RowProblem; /** The value that was refused, when one was. */ value?: string };

export interface CsvRow {
  /** 1-based line of the file where the row starts (the header is usually line 1). */
  line: number;
  /** The row's fields as read, in the header's order. */
  fields: string[];
  outcome: RowOutcome;
}

export interface ParsedContacts {
  separator: CsvSeparator;
  encoding: CsvEncoding;
  header: string[];
  /** Index in `header` of each contact column found. */
  columns: Partial<Record<ContactColumn, number>>;
  /** Every row after the header, in the file's order; blank rows left out. */
  rows: CsvRow[];
}

export type CsvFailure = 'empty' | 'no_contact_column' | 'too_many_columns' | 'header_too_long';

function normalizeHeader(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '_');
}

export function findContactColumns(header: string[]): Partial<Record<ContactColumn, number>> {
  const columns: Partial<Record<ContactColumn, number>> = {};
  header.forEach((name, index) => {
    if (name.length > MAX_HEADER_NAME_CHARS) return;
    const normalized = normalizeHeader(name);
    for (const [column, pattern] of Object.entries(HEADER_ALIASES) as [ContactColumn, RegExp][]) {
      if (columns[column] === undefined && pattern.test(normalized)) columns[column] = index;
    }
  });
  return columns;
}

type Contactable = Extract<RowOutcome, { kind: 'contact' }> | Extract<RowOutcome, { kind: 'invalid' }>;

/** The contact of a row: its CPF if valid, else its phone, else its e-mail; or why none is usable. */
function contactOf(fields: string[], columns: Partial<Record<ContactColumn, number>>): Contactable {
  const read = (column: ContactColumn) => {
    const index = columns[column];
    return index === undefined ? '' : (fields[index] ?? '').trim();
  };
  const cpf = read('cpf');
  const phone = read('telefone');
  const email = read('email');
  const validCpf = cpf ? normalizeCpf(cpf) : null;
  if (validCpf) return { kind: 'contact', contact: enrichmentContactOf({ kind: 'cpf', value: validCpf }), key: identifierKey({ kind: 'cpf', value: validCpf }) };
  const validPhone = phone ? normalizePhone(phone) : null;
  if (validPhone) return { kind: 'contact', contact: enrichmentContactOf({ kind: 'phone', value: validPhone }), key: identifierKey({ kind: 'phone', value: validPhone }) };
  const validEmail = email ? normalizeEmail(email) : null;
  // Duplicates are merged whatever the case of the mailbox: one person types it many ways.
  if (validEmail) return { kind: 'contact', contact: { email: validEmail }, key: identifierKey({ kind: 'email', value: validEmail.toLowerCase() }) };
  if (cpf) return { kind: 'invalid', problem: 'invalid_cpf', value: cpf };
  if (phone) return { kind: 'invalid', problem: 'invalid_phone', value: phone };
  if (email) return { kind: 'invalid', problem: 'invalid_email', value: email };
  return { kind: 'invalid', problem: 'no_contact' };
}

export function parseContactsCsv(bytes: Uint8Array): ParsedContacts | { failure: CsvFailure } {
  return runToEnd(contactsCsvSteps(bytes));
}

/** parseContactsCsv in steps, for a page to spread over the event loop (./steps.ts `runInSlices`). */
export function* contactsCsvSteps(bytes: Uint8Array): Steps<ParsedContacts | { failure: CsvFailure }> {
  const { text, encoding } = yield* decodeCsvSteps(bytes);
  // A header that runs on for pages, or has thousands of separators, is refused before it is read:
  // one record cannot be read in steps.
  const firstLine = headerLineOf(text);
  if (firstLine === null) return { failure: 'header_too_long' };
  if (separatorsIn(firstLine) > HOPELESS_HEADER_SEPARATORS) return { failure: 'too_many_columns' };
  yield;
  const { separator, records } = yield* csvTextSteps(text);
  const headerIndex = records.findIndex((record) => record.fields.some((field) => field.trim() !== ''));
  const headerRecord = records[headerIndex];
  if (!headerRecord) return { failure: 'empty' };
  const header = headerRecord.fields;
  if (header.length > MAX_COLUMNS) return { failure: 'too_many_columns' };
  const columns = findContactColumns(header);
  if (columns.cpf === undefined && columns.telefone === undefined && columns.email === undefined) return { failure: 'no_contact_column' };

  const firstLineOf = new Map<string, number>();
  const rows: CsvRow[] = [];
  for (let index = headerIndex + 1; index < records.length; index++) {
    if ((index - headerIndex) % ROWS_PER_STEP === 0) yield;
    const { line, fields, problem } = records[index] as (typeof records)[number];
    if (!problem && fields.every((field) => field.trim() === '')) continue;
    const invalid = (reason: RowProblem) => rows.push({ line, fields, outcome: { kind: 'invalid', problem: reason } });
    if (problem) invalid(problem);
    else if (fields.length > header.length && fields.slice(header.length).some((field) => field.trim() !== '')) invalid('wrong_field_count');
    else {
      const outcome = contactOf(fields, columns);
      const first = outcome.kind === 'contact' ? firstLineOf.get(outcome.key) : undefined;
      if (outcome.kind === 'contact' && first !== undefined) rows.push({ line, fields, outcome: { kind: 'duplicate', key: outcome.key, of: first } });
      else {
        if (outcome.kind === 'contact') firstLineOf.set(outcome.key, line);
        rows.push({ line, fields, outcome });
      }
    }
  }
  return { separator, encoding, header, columns, rows };
}
