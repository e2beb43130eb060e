/**
 * The one place that knows the kinds of identifier as a whole: their names for people, how each is
 * written, and the keys the cache and the enrichment batches file one under. Beside it: the mapping
 * to enrichment contacts (`contacts.ts`), the masks (`format.ts`) and the per-kind rules (check
 * digits, area codes), one module per kind.
 */
import { formatCnpj, formatCpf, formatPhone } from './format';
import type { MessageKey } from '../i18n';

/** What the detectors find on pages (DESIGN.md contract 1). */
export const IDENTIFIER_KINDS = ['cpf', 'cnpj', 'phone', 'email', 'masked_cpf'] as const;
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];

/** What the panel looks up: the identifiers that can be queried, plus the rural registries' keys. */
export type SubjectKind = 'cpf' | 'cnpj' | 'phone' | 'email' | 'nirf' | 'municipio' | 'imovel';

/** The identifiers enrichment takes (one of `cpf`, `telefone`, `email` per contact). */
export type ContactKind = 'cpf' | 'phone' | 'email';

export interface Identifier<K extends string = IdentifierKind | SubjectKind> {
  kind: K;
  /** Normalized: digits for CPF, 14 characters for CNPJ, E.164 for phones, lower-case domain for e-mails. */
  value: string;
}

export const KIND_TITLES = {
  cpf: 'kindTitleCpf',
  cnpj: 'kindTitleCnpj',
  phone: 'kindTitlePhone',
  email: 'kindTitleEmail',
  masked_cpf: 'kindTitleMaskedCpf',
  nirf: 'kindTitleNirf',
  municipio: 'kindTitleMunicipio',
  imovel: 'kindTitleImovel',
} as const satisfies Record<IdentifierKind | SubjectKind, MessageKey>;

/** The kinds in plural, for lists of what is detected ("Telefones", "CPFs mascarados"). */
export const KIND_PLURALS = {
  cpf: 'kindCpf',
  cnpj: 'kindCnpj',
  phone: 'kindPhone',
  email: 'kindEmail',
  masked_cpf: 'kindMaskedCpf',
} as const satisfies Record<IdentifierKind, MessageKey>;

/** An identifier as people write it: `529.982.247-25`, `(11) 98765-4321`, `***.456.789-**`. */
export function formatIdentifier({ kind, value }: Identifier): string {
  switch (kind) {
    case 'cpf':
    case 'masked_cpf':
      return formatCpf(value);
    case 'cnpj':
      return formatCnpj(value);
    case 'phone':
      return formatPhone(value);
    default:
      return value;
  }
}

export function isContactKind(kind: string): kind is ContactKind {
  return kind === 'cpf' || kind === 'phone' || kind === 'email';
}

/**
 * The key an identifier is filed under, in the cache's subject index and in enrichment batches alike:
 * `cpf:52998224725`, `phone:+5511987654321`, `email:ana@exemplo.com.br`, `nirf:…`.
 */
export function identifierKey({ kind, value }: Identifier): string {
  return `${kind}:${value}`;
}

/** The identifier behind a key made by `identifierKey`, or null when the key is not one. */
export function parseIdentifierKey(key: string): Identifier | null {
  const match = /^([a-z_]+):(.+)$/s.exec(key);
  if (!match) return null;
  const kind = match[1] as Identifier['kind'];
  return kind in KIND_TITLES ? { kind, value: match[2] ?? '' } : null;
}

/**
 * A key (`cpf:52998224725`) as a person reads it in a list of mixed kinds: `CPF 529.982.247-25`,
 * `CNPJ 11.222.333/0001-81`, `(11) 98765-4321`, `ana@exemplo.com.br`; an unknown key as it is.
 */
export function formatIdentifierKey(key: string): string {
  const identifier = parseIdentifierKey(key);
  if (!identifier) return key;
  const text = formatIdentifier(identifier);
  return identifier.kind === 'cpf' || identifier.kind === 'cnpj' ? `${identifier.kind.toUpperCase()} ${text}` : text;
}
