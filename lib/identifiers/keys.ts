/** The keys identifiers are filed under, in the cache's subject index and in enrichment batches alike. */
import { formatIdentifier, KIND_TITLES, type Identifier } from './kinds';

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
