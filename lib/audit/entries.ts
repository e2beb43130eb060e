/**
 * The audit log's record of one request to the records API (LGPD art. 37: the controller keeps a
 * record of processing operations): the kind of each endpoint, the mask of identifiers, and the
 * filtered view of the options page (the usage counts from the log are in lib/audit/spend.ts). Zod-free and
 * free of browser APIs: the background writes entries (lib/background/audit-log.ts), the options page
 * reads them.
 *
 * An entry holds no record data and no token: the kind of look-up, the identifiers (masked unless a
 * policy says otherwise), how many contacts, the outcome, where it was started and the purpose.
 */
import type { ApiErrorKind } from '../api/errors';
import type { FamilyId } from '../families/types';
import { dayKey } from './spend';

/** Where a paid action was started. */
export type AuditOrigin = 'panel' | 'card' | 'page' | 'csv' | 'reader';

/** The record family a look-up belongs to, or `enrichment`. */
export type AuditKind = FamilyId | 'enrichment';

/** `sent`: written before the request and not settled since (the worker stopped while it was out). */
export type AuditOutcome = 'sent' | 'ok' | ApiErrorKind;

export interface AuditEntry {
  /** Sortable by time: `<epoch ms, 15 digits>-<sequence>`. */
  id: string;
  at: number;
  kind: AuditKind;
  /** The endpoint as the spec writes it, `GET /pessoas/cpf/:cpf`: never with an identifier. */
  endpoint: string;
  /** The identifiers sent, masked (`***.456.789-**`) unless a policy asks for them in full. */
  subjects: string[];
  /** Contacts the request carries: the consultas it costs (1 for a record look-up). */
  contacts: number;
  outcome: AuditOutcome;
  /** The HTTP status, when the service answered. */
  status?: number;
  origin: AuditOrigin;
  /** The purpose (finalidade) given for the session; null when none was asked for. */
  purpose: string | null;
}

/** Each endpoint's kind, by its route as the spec writes it. */
const ROUTE_KINDS: Record<string, AuditKind> = {
  '/pessoas/cpf/:cpf': 'profile',
  '/pessoas/telefone/:telefone': 'owners',
  '/perfis/email/:email': 'digitalProfiles',
  '/empresas/email/:email': 'emailCompanies',
  '/api/v1/dividas/cpf/:cpf': 'debts',
  '/veiculos/cpf/:cpf': 'vehicles',
  '/api/v1/beneficios/cpf/:cpf': 'social',
  '/api/v1/rural/cpf/:cpf': 'rural',
  '/rural/cafir/:nirf': 'cafir',
  '/rural/municipio/:codIbge': 'sncr',
  '/rural/imovel/:codigo': 'sncr',
  '/imoveis/cpf/:cpf': 'urban',
  '/imoveis/cpf/:cpf/:uf': 'urban',
  '/imoveis/cnpj/:cnpj': 'urban',
  '/beneficios/cnpj/:cnpj': 'fiscal',
  '/leads/enriquecer': 'enrichment',
  '/leads/async/enriquecer': 'enrichment',
};

/** The kind of a route; null for requests that look nobody up (an enrichment job's status). */
export function kindOfRoute(route: string): AuditKind | null {
  return ROUTE_KINDS[route] ?? null;
}

const hide = (text: string) => text.replace(/./g, '*');

/**
 * An identifier as the log keeps it by default: enough to recognise it beside the person's own
 * records, not enough to read it off the log. `52998224725` → `***.982.247-**`,
 * `+5511987654321` → `+55 11 *****-4321`, `maria@exemplo.com.br` → `m***@exemplo.com.br`.
 */
export function maskIdentifier(name: string, value: string): string {
  if (name === 'cpf' && /^\d{11}$/.test(value)) return `***.${value.slice(3, 6)}.${value.slice(6, 9)}-**`;
  if (name === 'cnpj' && value.length === 14) return `**.${value.slice(2, 5)}.${value.slice(5, 8)}/****-**`;
  if (name === 'telefone') {
    const national = value.replace(/^\+55/, '');
    return `+55 ${national.slice(0, 2)} ${hide(national.slice(2, -4))}-${national.slice(-4)}`;
  }
  if (name === 'email') {
    const at = value.lastIndexOf('@');
    return at > 0 ? `${value[0]}***${value.slice(at)}` : '***';
  }
  // Codes of places and properties (NIRF, IBGE, SNCR) name no person.
  return value;
}

export interface AuditFilter {
  /** Local dates `2026-11-01`, inclusive; empty for no bound. */
  from: string;
  to: string;
  kind: AuditKind | '';
  purpose: string;
  outcome: 'ok' | 'error' | '';
}

export const EMPTY_AUDIT_FILTER: AuditFilter = { from: '', to: '', kind: '', purpose: '', outcome: '' };

/** Entries that pass the filter, newest first. */
export function filterEntries(entries: readonly AuditEntry[], filter: AuditFilter): AuditEntry[] {
  return entries
    .filter((entry) => {
      const day = dayKey(entry.at);
      if (filter.from && day < filter.from) return false;
      if (filter.to && day > filter.to) return false;
      if (filter.kind && entry.kind !== filter.kind) return false;
      if (filter.purpose && entry.purpose !== filter.purpose) return false;
      if (filter.outcome === 'ok' && entry.outcome !== 'ok') return false;
      if (filter.outcome === 'error' && entry.outcome === 'ok') return false;
      return true;
    })
    .sort((a, b) => b.at - a.at);
}
