/**
 * Path parameters, checked the way the real service would: identifiers arrive without punctuation
 * (the spec says "digits only"), so a formatted CPF is refused here rather than silently accepted,
 * which would hide a client that forgets to normalize. UFs are accepted in either case.
 */
import { isValidCnpjCharacters } from '../lib/identifiers/cnpj';
import { isValidCpfDigits } from '../lib/identifiers/cpf';
import { normalizeEmail } from '../lib/identifiers/email';
import { e164ToNationalDigits, normalizePhone } from '../lib/identifiers/phone';
import { normalizeIbgeMunicipalityCode } from '../lib/identifiers/rural';
import { normalizeUf, type Uf } from '../lib/identifiers/uf';
import { invalidInput } from './errors';

export function cpfParam(value: string): string {
  if (isValidCpfDigits(value)) return value;
  throw invalidInput('cpf', 'CPF inválido: informe os 11 dígitos, sem pontuação, com dígitos verificadores válidos.');
}

/** Numeric and alphanumeric CNPJs: 12 digits or upper-case letters, then two check digits. */
export function cnpjParam(value: string): string {
  if (isValidCnpjCharacters(value)) return value;
  throw invalidInput('cnpj', 'CNPJ inválido: informe os 14 caracteres (dígitos ou letras maiúsculas), sem pontuação, com dígitos verificadores válidos.');
}

export function ufParam(value: string): Uf {
  const uf = normalizeUf(value);
  if (uf) return uf;
  throw invalidInput('uf', 'UF inválida: informe a sigla de um dos 27 estados, por exemplo SP.');
}

export function nirfParam(value: string): string {
  if (/^\d{8}$/.test(value)) return value;
  throw invalidInput('nirf', 'NIRF inválido: informe os 8 dígitos, sem pontuação.');
}

export function ibgeParam(value: string): string {
  if (/^\d{7}$/.test(value) && normalizeIbgeMunicipalityCode(value)) return value;
  throw invalidInput('codIbge', 'Código IBGE inválido: informe os 7 dígitos do município.');
}

export function sncrCodeParam(value: string): string {
  if (/^\d{13}$/.test(value)) return value;
  throw invalidInput('codigo', 'Código do imóvel inválido: informe os 13 dígitos do código SNCR, sem pontuação.');
}

/** Area code + number; a leading +55 or 55 is tolerated. Returns the national digits. */
export function phoneParam(value: string): string {
  const phone = normalizePhone(value);
  if (phone) return e164ToNationalDigits(phone);
  throw invalidInput('telefone', 'Telefone inválido: informe DDD e número, só dígitos (por exemplo 11987654321).');
}

export function emailParam(value: string): string {
  const email = normalizeEmail(value);
  if (email) return email;
  throw invalidInput('email', 'E-mail inválido.');
}
