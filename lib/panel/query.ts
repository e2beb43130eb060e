/**
 * What the panel's search box understands: any identifier as typed, its kind detected, plus the rural
 * look-ups by prefix (`nirf:`, `municipio:`, `imovel:`). Invalid input gets a precise message and
 * never becomes a request.
 */
import type { InvalidField } from '../api/errors';
import { normalizeCnpj } from '../identifiers/cnpj';
import { normalizeCpf } from '../identifiers/cpf';
import { normalizeEmail } from '../identifiers/email';
import { normalizePhone } from '../identifiers/phone';
import { normalizeIbgeMunicipalityCode, normalizeNirf, normalizeSncrPropertyCode } from '../identifiers/rural';

export type QueryKind = 'cpf' | 'cnpj' | 'phone' | 'email' | 'nirf' | 'municipio' | 'imovel';

export interface ParsedQuery {
  kind: QueryKind;
  /** Normalized: digits for CPF, 14 characters for CNPJ, E.164 for phones, … */
  value: string;
}

export type QueryParse = { ok: true; query: ParsedQuery } | { ok: false; field: InvalidField | 'empty' | 'unknown' };

const PREFIXES: Record<string, { kind: QueryKind; normalize: (input: string) => string | null; field: InvalidField }> = {
  nirf: { kind: 'nirf', normalize: normalizeNirf, field: 'nirf' },
  municipio: { kind: 'municipio', normalize: normalizeIbgeMunicipalityCode, field: 'ibge_code' },
  imovel: { kind: 'imovel', normalize: normalizeSncrPropertyCode, field: 'property_code' },
};

/** The field whose message best explains why `input` was not understood. */
function likelyField(input: string): InvalidField | 'unknown' {
  if (input.includes('@')) return 'email';
  const digits = input.replace(/[^0-9A-Za-z]/g, '');
  if (/[/]/.test(input) || digits.length === 14) return 'cnpj';
  if (/^\+|\(/.test(input.trim()) || digits.length === 10) return 'phone';
  if (digits.length === 11) return 'cpf';
  return 'unknown';
}

export function parseQuery(input: string): QueryParse {
  const trimmed = input.trim();
  if (trimmed === '') return { ok: false, field: 'empty' };
  const prefix = /^(nirf|municipio|munic[íi]pio|imovel|im[óo]vel)\s*:\s*(.*)$/i.exec(trimmed);
  if (prefix) {
    const name = (prefix[1] ?? '').normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
    const rule = PREFIXES[name];
    if (!rule) return { ok: false, field: 'unknown' };
    const value = rule.normalize(prefix[2] ?? '');
    return value ? { ok: true, query: { kind: rule.kind, value } } : { ok: false, field: rule.field };
  }
  const cpf = normalizeCpf(trimmed);
  if (cpf) return { ok: true, query: { kind: 'cpf', value: cpf } };
  const cnpj = normalizeCnpj(trimmed);
  if (cnpj) return { ok: true, query: { kind: 'cnpj', value: cnpj } };
  const email = normalizeEmail(trimmed);
  if (email) return { ok: true, query: { kind: 'email', value: email } };
  const phone = normalizePhone(trimmed);
  if (phone) return { ok: true, query: { kind: 'phone', value: phone } };
  return { ok: false, field: likelyField(trimmed) };
}

/** The text to put back in the search box and in `?q=` for a parsed query. */
export function queryText(query: ParsedQuery): string {
  return query.kind === 'nirf' || query.kind === 'municipio' || query.kind === 'imovel' ? `${query.kind}:${query.value}` : query.value;
}
