/**
 * Taking enrichment results away: the original columns plus the enrichment columns (CSV for Excel
 * pt-BR, and JSON), and the failed contacts on their own, in the original columns, ready to retry.
 */
import { toCsv } from '../file-formats';
import type { ContactResult } from './progress';

/** Enrichment columns added after the original ones; names stay as the API has them. */
export const ENRICHMENT_COLUMNS = [
  'status_enriquecimento',
  'motivo',
  'nome',
  'data_nascimento',
  'sexo',
  'cidade',
  'uf',
  'faixa_renda',
  'score_renda',
  'sinais_renda',
  'remuneracao_atual',
  'telefones',
  'emails',
  'empresas',
  'qtd_imoveis',
  'qtd_veiculos',
  'patrimonio_total',
] as const;

const CONTACT_COLUMNS = ['cpf', 'telefone', 'email'];

function contactColumns(result: ContactResult): Record<string, string> {
  const { contact } = result;
  return { cpf: 'cpf' in contact ? contact.cpf : '', telefone: 'telefone' in contact ? contact.telefone : '', email: 'email' in contact ? contact.email : '' };
}

function decimal(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value).replace('.', ',');
}

function enrichmentValues(result: ContactResult): string[] {
  const item = result.item;
  return [
    result.status,
    result.reason ?? '',
    item?.nome ?? '',
    item?.data_nascimento ?? '',
    item?.sexo ?? '',
    item?.endereco?.cidade ?? '',
    item?.endereco?.uf ?? '',
    item?.score_renda?.faixa ?? '',
    decimal(item?.score_renda?.score),
    item?.score_renda?.sinais.join(', ') ?? '',
    decimal(item?.remuneracao_atual),
    item?.contatos?.telefones.join(', ') ?? '',
    item?.contatos?.emails.join(', ') ?? '',
    item?.empresas.map((company) => [company.cnpj, company.razao_social, company.qualificacao].filter(Boolean).join(' ')).join(' | ') ?? '',
    decimal(item?.patrimonio_resumo?.qtd_imoveis),
    decimal(item?.patrimonio_resumo?.qtd_veiculos),
    decimal(item?.patrimonio_resumo?.valor_total),
  ];
}

/** The original header (a CSV's) or the contact columns (contacts from a page). */
function originalHeader(header?: string[]): string[] {
  return header && header.length > 0 ? header : CONTACT_COLUMNS;
}

function originalValues(result: ContactResult, header: string[]): string[] {
  const source = result.original ?? contactColumns(result);
  return header.map((name) => source[name] ?? '');
}

export function resultsCsv(results: ContactResult[], header?: string[]): string {
  const columns = originalHeader(header);
  return toCsv([...columns, ...ENRICHMENT_COLUMNS], results.map((result) => [...originalValues(result, columns), ...enrichmentValues(result)]));
}

export function resultsJson(results: ContactResult[]): unknown[] {
  return results.map((result) => ({ linha: result.line ?? null, contato: result.contact, original: result.original ?? null, status: result.status, motivo: result.reason ?? null, resultado: result.item ?? null }));
}

/** The contacts not enriched because their request failed or was cancelled, in their original columns. */
export function failedCsv(results: ContactResult[], header?: string[]): string {
  const columns = originalHeader(header);
  const failed = results.filter((result) => result.status === 'failed' || result.status === 'cancelled');
  return toCsv(columns, failed.map((result) => originalValues(result, columns)));
}
