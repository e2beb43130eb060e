/**
 * Taking enrichment results away. The results table keeps every row of the input in its order (sent,
 * invalid with its reason, duplicate pointing to the row it joined), its original columns first, then
 * the enrichment's, under names that never repeat an input column. It is written as CSV for Excel
 * pt-BR, as XLSX (identifiers, CEPs and phones as text cells, so no leading zero is lost) and as JSON.
 * The failed contacts go on their own, in their original columns plus the reason, ready to import again.
 */
import type { EnrichmentResultItem } from '../api/schemas';
import { formatDate } from '../format';
import { t } from '../i18n';
import { identifierOfContact } from '../identifiers/contacts';
import { formatCpf } from '../identifiers/format';
import { formatIdentifier } from '../identifiers/kinds';
import { CONTACT_STATUS_LABELS, describeReason, EXPORT_COLUMN_LABELS, ROW_PROBLEM_LABELS } from './labels';
import { phoneText } from './form-plan';
import { toCsv } from '../files/formats';
import type { SkippedRow } from './batches';
import type { ContactResult } from './progress';

/** A cell: text stays text (identifiers, CEPs, phones), numbers stay numbers. */
export type Cell = string | number | null;

export interface ResultsTable {
  columns: string[];
  rows: Cell[][];
}

/** The enrichment's columns, after the original ones (labels in `exportColumn_<name>`). */
const ENRICHMENT_COLUMNS: readonly (keyof typeof EXPORT_COLUMN_LABELS)[] = [
  'cpf', 'nome', 'data_nascimento', 'sexo',
  'logradouro', 'numero', 'complemento', 'bairro', 'cidade', 'uf', 'cep',
  'telefones', 'emails', 'empresas', 'faixa_renda', 'score_renda', 'remuneracao_atual', 'patrimonio_total',
  'situacao', 'motivo',
] as const;

type EnrichmentColumn = (typeof ENRICHMENT_COLUMNS)[number];

/** The columns of a batch from a page (no file): the contact sent and the person's other identifiers. */
const PAGE_COLUMNS = ['cpf', 'telefone', 'email'] as const;

const comparable = (name: string) => name.trim().toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

/** The enrichment's column labels, each made unique against the input's: `Nome (enriquecido)` beside `Nome`. */
export function enrichmentColumnLabels(inputColumns: string[]): string[] {
  const taken = new Set(inputColumns.map(comparable));
  return ENRICHMENT_COLUMNS.map((column) => {
    const label = t(EXPORT_COLUMN_LABELS[column]);
    let unique = taken.has(comparable(label)) ? t('exportColumnEnriched', label) : label;
    for (let counter = 2; taken.has(comparable(unique)); counter++) unique = `${t('exportColumnEnriched', label)} ${counter}`;
    taken.add(comparable(unique));
    return unique;
  });
}

function cepText(cep: string | null | undefined): string | null {
  if (!cep) return null;
  const digits = cep.replace(/\D/g, '');
  return digits.length === 8 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : cep;
}

function enrichmentCells(item: EnrichmentResultItem | undefined, status: string, reason: string | null): Record<EnrichmentColumn, Cell> {
  const address = item?.endereco;
  return {
    cpf: item?.cpf ? formatCpf(item.cpf) : null,
    nome: item?.nome ?? null,
    data_nascimento: item?.data_nascimento ? formatDate(item.data_nascimento) : null,
    sexo: item?.sexo ?? null,
    logradouro: address?.logradouro ?? null,
    numero: address?.numero ?? null,
    complemento: address?.complemento ?? null,
    bairro: address?.bairro ?? null,
    cidade: address?.cidade ?? null,
    uf: address?.uf ?? null,
    cep: cepText(address?.cep),
    telefones: item?.contatos?.telefones.map(phoneText).join(', ') || null,
    emails: item?.contatos?.emails.join(', ') || null,
    empresas: item?.empresas.map((company) => [company.cnpj ? formatIdentifier({ kind: 'cnpj', value: company.cnpj }) : null, company.razao_social, company.qualificacao].filter(Boolean).join(' ')).join(' | ') || null,
    faixa_renda: item?.score_renda?.faixa ?? null,
    score_renda: item?.score_renda?.score ?? null,
    remuneracao_atual: item?.remuneracao_atual ?? null,
    patrimonio_total: item?.patrimonio_resumo?.valor_total ?? null,
    situacao: status,
    motivo: reason,
  };
}

/** The page's identifiers of a contact, in the page columns. */
function pageFields(result: ContactResult): string[] {
  const identifiers = [identifierOfContact(result.contact), ...(result.others ?? [])];
  const first = (kind: 'cpf' | 'phone' | 'email') => identifiers.find((identifier) => identifier.kind === kind);
  return [first('cpf'), first('phone'), first('email')].map((identifier) => (identifier ? formatIdentifier(identifier) : ''));
}

interface TableInput {
  results: ContactResult[];
  /** The CSV's header; none for contacts from a page. */
  header?: string[] | undefined;
  skipped?: SkippedRow[] | undefined;
}

/** Every input row, in the input's order, with its enrichment. */
export function resultsTable({ results, header, skipped = [] }: TableInput): ResultsTable {
  const inputColumns = header && header.length > 0 ? header : [...PAGE_COLUMNS];
  const columns = [...inputColumns, ...enrichmentColumnLabels(inputColumns)];
  const width = inputColumns.length;
  const input = (fields: string[]) => Array.from({ length: Math.max(width, fields.length) }, (_, index) => fields[index] ?? '');
  const byLine = new Map(results.filter((result) => result.line !== undefined).map((result) => [result.line, result]));

  const sent = results.map((result) => ({
    line: result.line ?? 0,
    cells: [...input(result.fields ?? pageFields(result)), ...Object.values(enrichmentCells(result.item, t(CONTACT_STATUS_LABELS[result.status]), describeReason(result.reason)))],
  }));
  const unsent = skipped.map((row) => {
    if (row.duplicateOf !== undefined) {
      const joined = byLine.get(row.duplicateOf);
      return { line: row.line, cells: [...input(row.fields), ...Object.values(enrichmentCells(joined?.item, t('statusDuplicate', row.duplicateOf), null))] };
    }
    const reason = t(ROW_PROBLEM_LABELS[row.problem ?? 'no_contact'], row.value ?? '');
    return { line: row.line, cells: [...input(row.fields), ...Object.values(enrichmentCells(undefined, t('statusInvalid'), reason))] };
  });
  // Rows of a file in its order; contacts from a page have no line and keep the order they were sent in.
  const rows = [...sent, ...unsent].sort((a, b) => a.line - b.line).map((row) => row.cells);
  return { columns, rows };
}

/** A number as Excel pt-BR reads it in a CSV: decimal comma. */
const csvCell = (cell: Cell) => (typeof cell === 'number' ? String(cell).replace('.', ',') : cell);

export function tableCsv(table: ResultsTable): string {
  return toCsv(table.columns, table.rows.map((row) => row.map(csvCell)));
}

/** The contacts that failed, were refused or were cancelled: their input columns and the reason. */
export function failedTable({ results, header }: TableInput): ResultsTable {
  const inputColumns = header && header.length > 0 ? header : [...PAGE_COLUMNS];
  const reasonColumn = enrichmentColumnLabels(inputColumns)[ENRICHMENT_COLUMNS.indexOf('motivo')];
  const failed = results.filter((result) => result.status === 'failed' || result.status === 'refused' || result.status === 'cancelled');
  return {
    columns: [...inputColumns, reasonColumn ?? t('exportColumn_motivo')],
    rows: failed.map((result) => {
      const fields = result.fields ?? pageFields(result);
      const reason = result.status === 'cancelled' ? t('status_cancelled') : describeReason(result.reason);
      return [...Array.from({ length: inputColumns.length }, (_, index) => fields[index] ?? ''), `${t(CONTACT_STATUS_LABELS[result.status])}: ${reason ?? ''}`];
    }),
  };
}

export function resultsJson(results: ContactResult[], skipped: SkippedRow[] = []): unknown[] {
  return [
    ...results.map((result) => ({ linha: result.line ?? null, contato: result.contact, campos: result.fields ?? null, situacao: result.status, motivo: result.reason ?? null, resultado: result.item ?? null })),
    ...skipped.map((row) => ({ linha: row.line, contato: null, campos: row.fields, situacao: row.duplicateOf === undefined ? 'invalid' : 'duplicate', motivo: row.problem ?? null, duplicado_da_linha: row.duplicateOf ?? null })),
  ].sort((a, b) => (a.linha ?? 0) - (b.linha ?? 0));
}
