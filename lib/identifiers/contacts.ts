/** Identifiers ⇄ the contacts the enrichment endpoints take (phones as area code + number). */
import type { EnrichmentContact } from '../api/schemas';
import type { ContactKind, Identifier } from './kinds';
import { e164ToNationalDigits } from './phone';

/** The contact the enrichment endpoints take for an identifier; phones go as area code + number. */
export function enrichmentContactOf({ kind, value }: Identifier<ContactKind>): EnrichmentContact {
  if (kind === 'cpf') return { cpf: value };
  if (kind === 'phone') return { telefone: e164ToNationalDigits(value) };
  return { email: value };
}

/** The identifier behind an enrichment contact (the inverse of `enrichmentContactOf`). */
export function identifierOfContact(contact: EnrichmentContact): Identifier<ContactKind> {
  if ('cpf' in contact) return { kind: 'cpf', value: contact.cpf };
  if ('telefone' in contact) return { kind: 'phone', value: `+55${e164ToNationalDigits(contact.telefone)}` };
  return { kind: 'email', value: contact.email };
}
