/**
 * CNPJ, numeric or alphanumeric (issued since July 2026): 12 characters, digits or upper-case
 * letters, then two numeric check digits. Each character is worth its ASCII code minus 48, so digits
 * keep their value and letters continue from 17 ('A').
 */

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

function cnpjCheckDigit(characters: string, weights: number[]): number {
  let sum = 0;
  for (let index = 0; index < weights.length; index++) {
    sum += (characters.charCodeAt(index) - 48) * (weights[index] ?? 0);
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** Whether `value` (14 characters, no punctuation, letters upper-case) is a valid CNPJ. */
export function isValidCnpjCharacters(value: string): boolean {
  if (!/^[0-9A-Z]{12}\d{2}$/.test(value) || /^(\d)\1{13}$/.test(value)) return false;
  return (
    cnpjCheckDigit(value, FIRST_WEIGHTS) === Number(value[12]) &&
    cnpjCheckDigit(value, SECOND_WEIGHTS) === Number(value[13])
  );
}

/** A CNPJ as typed (`12.ABC.345/01DE-35`, `11222333000181`) to its 14 characters, or `null`. */
export function normalizeCnpj(input: string): string | null {
  const trimmed = input.trim().toUpperCase();
  if (!/^[0-9A-Z]{2}\.?[0-9A-Z]{3}\.?[0-9A-Z]{3}\/?[0-9A-Z]{4}[-\s]?\d{2}$/.test(trimmed)) return null;
  const characters = trimmed.replace(/[^0-9A-Z]/g, '');
  return isValidCnpjCharacters(characters) ? characters : null;
}

/** Completes 12 base characters with their two check digits. */
export function cnpjWithCheckDigits(base: string): string {
  const first = cnpjCheckDigit(base, FIRST_WEIGHTS);
  const second = cnpjCheckDigit(`${base}${first}`, SECOND_WEIGHTS);
  return `${base}${first}${second}`;
}
