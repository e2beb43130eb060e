/**
 * Identifiers of the rural look-ups. Their formats are not shown in the spec; these follow the real
 * registries (docs/api-decisions.md):
 * - NIRF (Receita Federal's rural property number): 8 digits, printed as `1.234.567-8`;
 * - IBGE municipality code: 7 digits, the first two being a state code (11-53);
 * - SNCR property code (INCRA): 13 digits, printed as `950.041.012.345-6`.
 * Punctuation and spaces are ignored.
 */

function digitsOnly(input: string, allowed: RegExp): string | null {
  const trimmed = input.trim();
  return allowed.test(trimmed) ? trimmed.replace(/\D/g, '') : null;
}

export function normalizeNirf(input: string): string | null {
  const digits = digitsOnly(input, /^[\d.\s-]+$/);
  return digits && /^\d{8}$/.test(digits) ? digits : null;
}

export function normalizeIbgeMunicipalityCode(input: string): string | null {
  const digits = digitsOnly(input, /^[\d.\s-]+$/);
  return digits && /^(1[1-7]|2[1-9]|3[1-5]|4[1-3]|5[0-3])\d{5}$/.test(digits) ? digits : null;
}

export function normalizeSncrPropertyCode(input: string): string | null {
  const digits = digitsOnly(input, /^[\d.\s-]+$/);
  return digits && /^\d{13}$/.test(digits) ? digits : null;
}
