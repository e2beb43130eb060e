/** CPF: 11 digits, the last two are check digits (mod 11). */

const REPEATED_DIGITS = /^(\d)\1{10}$/;

function cpfCheckDigit(digits: string, length: number): number {
  let sum = 0;
  for (let index = 0; index < length; index++) sum += Number(digits[index]) * (length + 1 - index);
  const rest = (sum * 10) % 11;
  return rest === 10 ? 0 : rest;
}

/** Whether `digits` (exactly 11 digits, no punctuation) is a CPF with valid check digits. */
export function isValidCpfDigits(digits: string): boolean {
  if (!/^\d{11}$/.test(digits) || REPEATED_DIGITS.test(digits)) return false;
  return cpfCheckDigit(digits, 9) === Number(digits[9]) && cpfCheckDigit(digits, 10) === Number(digits[10]);
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
  const first = cpfCheckDigit(base, 9);
  const second = cpfCheckDigit(`${base}${first}`, 10);
  return `${base}${first}${second}`;
}
