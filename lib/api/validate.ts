/**
 * Inputs are checked and normalized before any request: an invalid identifier never leaves the
 * browser and costs no API credit.
 */
import { normalizeCnpj } from '../identifiers/cnpj';
import { normalizeCpf } from '../identifiers/cpf';
import { normalizeEmail } from '../identifiers/email';
import { e164ToNationalDigits, normalizePhone } from '../identifiers/phone';
import { normalizeIbgeMunicipalityCode, normalizeNirf, normalizeSncrPropertyCode } from '../identifiers/rural';
import { normalizeUf, type Uf } from '../identifiers/uf';
import { ApiError, type InvalidField } from './errors';

function required<T>(value: T | null, field: InvalidField): T {
  if (value === null) throw new ApiError('invalid_input', { field });
  return value;
}

export const requireCpf = (input: string): string => required(normalizeCpf(input), 'cpf');
export const requireCnpj = (input: string): string => required(normalizeCnpj(input), 'cnpj');
export const requireUf = (input: string): Uf => required(normalizeUf(input), 'uf');
export const requireEmail = (input: string): string => required(normalizeEmail(input), 'email');
export const requireNirf = (input: string): string => required(normalizeNirf(input), 'nirf');
export const requireIbgeCode = (input: string): string => required(normalizeIbgeMunicipalityCode(input), 'ibge_code');
export const requirePropertyCode = (input: string): string => required(normalizeSncrPropertyCode(input), 'property_code');

/** The API takes telephones as area code + number (`11987654321`): see docs/api-decisions.md. */
export function requirePhone(input: string): string {
  return e164ToNationalDigits(required(normalizePhone(input), 'phone'));
}

/** Job ids are not specified; anything printable and short is passed on, encoded. */
export function requireJobId(input: string): string {
  const trimmed = input.trim();
  if (!/^[\w.:-]{1,200}$/.test(trimmed)) throw new ApiError('invalid_input', { field: 'job_id' });
  return trimmed;
}

/** A beneficiary-name filter: letters, spaces and the punctuation of names, at most 120 characters. */
export function requireName(input: string): string {
  const trimmed = input.trim().replace(/\s+/g, ' ');
  if (!/^[\p{L}\p{M}' .-]{1,120}$/u.test(trimmed)) throw new ApiError('invalid_input', { field: 'name' });
  return trimmed;
}
