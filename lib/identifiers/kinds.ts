/**
 * The one place that knows the kinds of identifier as a whole: their names for people, how each is
 * written. Beside it: the keys the cache and the enrichment batches file one under (`keys.ts`), the
 * mapping to enrichment contacts (`contacts.ts`), the masks (`format.ts`) and the per-kind rules
 * (check digits, area codes), one module per kind.
 */
import { formatCnpj, formatCpf, formatPhone } from './format';
import type { MessageKey } from '../i18n';

/** What the detectors find on pages (docs/contracts.md, 1). */
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
