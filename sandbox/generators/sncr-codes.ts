/**
 * SNCR property codes (13 digits) of the synthetic rural properties. A code carries the holder's
 * scrambled CPF base, the property's position in the holder's list and three digits of a hash, so
 * the look-up by code finds the same record the holder's profile shows, and a random code almost
 * never exists (1 in 1,000 pass the hash check).
 */
import { cpfWithCheckDigits, isValidCpfDigits } from '../../lib/identifiers/cpf';
import { hashString } from '../random';
import { affinePermutation } from './permutation';

const HOLDERS = affinePermutation(1_000_000_000, 62_748_517, 950_041);

function hashDigits(cpf: string, index: number): string {
  return String(hashString(`sncr|${cpf}|${index}`) % 1000).padStart(3, '0');
}

/** The code of the holder's `index`-th SNCR property (index 0-9). */
export function sncrCodeOf(cpf: string, index: number): string {
  const scrambled = String(HOLDERS.forward(Number(cpf.slice(0, 9)))).padStart(9, '0');
  return `${scrambled}${index}${hashDigits(cpf, index)}`;
}

/** The holder and position a code was made from, or null when no holder could have it. */
export function decodeSncrCode(code: string): { cpf: string; index: number } | null {
  const cpf = cpfWithCheckDigits(String(HOLDERS.inverse(Number(code.slice(0, 9)))).padStart(9, '0'));
  const index = Number(code[9]);
  if (!isValidCpfDigits(cpf) || code.slice(10) !== hashDigits(cpf, index)) return null;
  return { cpf, index };
}
