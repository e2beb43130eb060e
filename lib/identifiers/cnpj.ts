/**
 * CNPJ, numeric or alphanumeric (issued since July 2026): 12 characters, digits or upper-case
 * letters, then two numeric check digits. Each character is worth its ASCII code minus 48, so digits
 * keep their value and letters continue from 17 ('A').
 */

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** The check digit after `codes`, char codes of digits or upper-case letters, weighted by `weights`. */
function cnpjCheckDigit(codes: ArrayLike<number>, weights: number[]): number {
  let sum = 0;
  for (let index = 0; index < weights.length; index++) sum += ((codes[index] ?? 0) - 48) * (weights[index] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * Whether `codes`, the char codes of 12 digits or upper-case letters then 2 digits, pass the CNPJ
 * checks: valid check digits, and not one digit repeated. Takes char codes so that the detectors check
 * a CNPJ as they read it, before building any string.
 */
export function hasValidCnpjCheckDigits(codes: ArrayLike<number>): boolean {
  let repeated = true;
  for (let index = 1; index < 14; index++) if (codes[index] !== codes[0]) repeated = false;
  return !repeated && cnpjCheckDigit(codes, FIRST_WEIGHTS) === (codes[12] ?? 0) - 48 && cnpjCheckDigit(codes, SECOND_WEIGHTS) === (codes[13] ?? 0) - 48;
}

function charCodes(text: string): number[] {
  return Array.from(text, (character) => character.charCodeAt(0));
}

/** Whether `value` (14 characters, no punctuation, letters upper-case) is a valid CNPJ. */
export function isValidCnpjCharacters(value: string): boolean {
  return /^[0-9A-Z]{12}\d{2}$/.test(value) && hasValidCnpjCheckDigits(charCodes(value));
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
  const codes = charCodes(base);
  const first = cnpjCheckDigit(codes, FIRST_WEIGHTS);
  codes.push(first + 48);
  return `${base}${first}${cnpjCheckDigit(codes, SECOND_WEIGHTS)}`;
}
