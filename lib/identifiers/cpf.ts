/** CPF: 11 digits, the last two are check digits (mod 11). */

/** The check digit after the first `length` of `codes`, the char codes of digits. */
function cpfCheckDigit(codes: ArrayLike<number>, length: number): number {
  let sum = 0;
  for (let index = 0; index < length; index++) sum += ((codes[index] ?? 0) - 48) * (length + 1 - index);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/**
 * Whether `codes`, the char codes of 11 digits, are a CPF: valid check digits, and not one digit
 * repeated. Takes char codes so that the detectors check a CPF as they read it, before building any
 * string.
 */
export function isValidCpfCodes(codes: ArrayLike<number>): boolean {
  let repeated = true;
  for (let index = 1; index < 11; index++) if (codes[index] !== codes[0]) repeated = false;
  return !repeated && cpfCheckDigit(codes, 9) === (codes[9] ?? 0) - 48 && cpfCheckDigit(codes, 10) === (codes[10] ?? 0) - 48;
}

function charCodes(text: string): number[] {
  return Array.from(text, (character) => character.charCodeAt(0));
}

/** Whether `digits` (exactly 11 digits, no punctuation) is a CPF with valid check digits. */
export function isValidCpfDigits(digits: string): boolean {
  return /^\d{11}$/.test(digits) && isValidCpfCodes(charCodes(digits));
}

/** A CPF as typed (`123.456.789-09`, `12345678909`) to its 11 digits, or `null` when it is not a valid CPF. */
export function normalizeCpf(input: string): string | null {
  const trimmed = input.trim();
  if (!/^\d{3}\.?\d{3}\.?\d{3}[-\s]?\d{2}$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return isValidCpfDigits(digits) ? digits : null;
}

/** Completes 9 base digits with their two check digits. */
export function cpfWithCheckDigits(base: string): string {
  const codes = charCodes(base);
  const first = cpfCheckDigit(codes, 9);
  codes.push(first + 48);
  return `${base}${first}${cpfCheckDigit(codes, 10)}`;
}
