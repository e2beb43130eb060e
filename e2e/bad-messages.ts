/**
 * fast-check arbitraries for protocol messages that pass their payload schema but carry identifiers
 * that are not real: wrong check digits, wrong lengths, area codes nobody uses, addresses without a
 * domain, states that do not exist. The extension must answer them without a single request.
 *
 * Every identifier is wrong by construction (a check digit changed, a length off, a code outside the
 * official list), not by asking the product's own validators, so a validator that let one through
 * would show as a request in the sandbox's log.
 */
import fc from 'fast-check';
import { cnpjWithCheckDigits } from '../lib/identifiers/cnpj';
import { cpfWithCheckDigits } from '../lib/identifiers/cpf';
import { AREA_CODES } from '../lib/identifiers/phone';
import { UF_CODES } from '../lib/identifiers/uf';
import type { LookupResource, MessageType } from '../lib/protocol/schemas';

const digits = (min: number, max = min) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
const letters = fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz'), minLength: 1, maxLength: 12 });
/** A digit other than `digit`. */
const otherDigit = (digit: string) => fc.integer({ min: 1, max: 9 }).map((delta) => String((Number(digit) + delta) % 10));

const formatCpf = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const formatCnpj = (cnpj: string) => `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;

/** A valid CPF (for pairing with another bad field) and CPFs that are not. */
const goodCpf = digits(9).map(cpfWithCheckDigits);
export const badCpf = fc.oneof(
  // One of the two check digits changed: the check fails whatever the other digits are.
  fc
    .tuple(goodCpf, fc.constantFrom(9, 10))
    .chain(([cpf, position]) => otherDigit(cpf[position] ?? '0').map((digit) => cpf.slice(0, position) + digit + cpf.slice(position + 1)))
    .chain((cpf) => fc.constantFrom(cpf, formatCpf(cpf))),
  fc.constantFrom(...'0123456789').map((digit) => digit.repeat(11)),
  fc.oneof(digits(1, 10), digits(12, 20)),
  fc.tuple(digits(3), letters, digits(2)).map(([a, b, c]) => `${a}.${b}-${c}`),
);

const CNPJ_CHARACTERS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const goodCnpjBase = fc.string({ unit: fc.constantFrom(...CNPJ_CHARACTERS), minLength: 12, maxLength: 12 });
export const badCnpj = fc.oneof(
  fc
    .tuple(goodCnpjBase.map(cnpjWithCheckDigits), fc.constantFrom(12, 13))
    .chain(([cnpj, position]) => otherDigit(cnpj[position] ?? '0').map((digit) => cnpj.slice(0, position) + digit + cnpj.slice(position + 1)))
    .chain((cnpj) => fc.constantFrom(cnpj, formatCnpj(cnpj), cnpj.toLowerCase())),
  // Short: 8 to 13 characters.
  fc.string({ unit: fc.constantFrom(...CNPJ_CHARACTERS), minLength: 8, maxLength: 13 }),
  fc.constantFrom(...'0123456789').map((digit) => digit.repeat(14)),
  // Letters where the check digits go.
  fc.tuple(goodCnpjBase, fc.constantFrom(...'ABCXYZ')).map(([base, letter]) => `${base}${letter}1`),
);

const UNUSED_AREA_CODES = Array.from({ length: 90 }, (_, index) => String(index + 10)).filter((code) => !AREA_CODES.has(code));
export const badPhone = fc.oneof(
  // An area code nobody uses, with a mobile number (11 digits: never read as 0800/0300 and the like).
  fc
    .tuple(fc.constantFrom(...UNUSED_AREA_CODES), digits(8))
    .chain(([code, rest]) => fc.constantFrom(`(${code}) 9${rest.slice(0, 4)}-${rest.slice(4)}`, `${code}9${rest}`, `+55 ${code} 9${rest}`)),
  // A real area code with a number that cannot be: a mobile without its 9, a landline starting 0, 1 or 6-9.
  fc.tuple(fc.constantFrom(...AREA_CODES), fc.constantFrom(...'0178'), digits(7)).map(([code, first, rest]) => `(${code}) ${first}${rest}`),
  fc.tuple(fc.constantFrom(...AREA_CODES), fc.constantFrom(...'012345678'), digits(8)).map(([code, first, rest]) => `(${code}) ${first}${rest}`),
  digits(1, 7),
  fc.tuple(fc.constantFrom('+1', '+44', '+351'), digits(9)).map(([country, rest]) => `${country} ${rest}`),
);

const local = fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789._'), minLength: 1, maxLength: 20 }).filter((value) => /^[a-z0-9]/.test(value));
export const badEmail = fc.oneof(
  local.map((name) => `${name}@`),
  local.map((name) => `${name}.example.com`),
  local.map((name) => `@${name}.example`),
  fc.tuple(local, letters).map(([name, host]) => `${name}@${host}`),
  fc.tuple(local, fc.constantFrom('png', 'jpg', 'svg', 'js')).map(([name, extension]) => `${name}@2x.${extension}`),
  local.map((name) => `${name}..x@exemplo.com.br`),
  local.map((name) => `${name} @exemplo.com.br`),
);

const UF_SET: ReadonlySet<string> = new Set(UF_CODES);
export const badUf = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), minLength: 2, maxLength: 2 }).filter((uf) => !UF_SET.has(uf)),
  fc.constantFrom('São Paulo', 'S P', 'SPP', '35', 'BR'),
);
const goodUf = fc.constantFrom(...UF_CODES);

/** NIRF: 8 digits; these have 1-7 or 9-12, or letters. */
export const badNirf = fc.oneof(digits(1, 7), digits(9, 12), fc.tuple(digits(7), letters).map(([a, b]) => `${a}${b}`));
/** IBGE municipality code: 7 digits starting with a state code 11-53; these start with no state or have another length. */
const NO_STATE = ['00', '10', '18', '19', '20', '30', '36', '40', '44', '54', '60', '77', '99'];
export const badIbgeCode = fc.oneof(
  fc.tuple(fc.constantFrom(...NO_STATE), digits(5)).map(([state, rest]) => `${state}${rest}`),
  fc.oneof(digits(1, 6), digits(8, 10)),
);
/** SNCR property code: 13 digits; these have another length, or letters. */
export const badPropertyCode = fc.oneof(digits(1, 12), digits(14, 18), fc.tuple(digits(12), letters).map(([a, b]) => `${a}${b}`));
/** A beneficiary-name filter with characters no name has. */
const badName = fc.tuple(fc.constantFrom('Maria', 'José da Silva'), fc.constantFrom('0', '<b>', '%', '@', '#1')).map(([name, junk]) => `${name}${junk}`);

/** For each resource, look-up requests with at least one bad identifier. */
export const badLookupRequests: Record<LookupResource, fc.Arbitrary<{ resource: LookupResource }>> = {
  personProfile: badCpf.map((cpf) => ({ resource: 'personProfile' as const, cpf })),
  ruralProfile: badCpf.map((cpf) => ({ resource: 'ruralProfile' as const, cpf })),
  urbanByCpf: fc.record({ resource: fc.constant('urbanByCpf'), cpf: badCpf, includeRelatives: fc.boolean() }, { requiredKeys: ['resource', 'cpf'] }),
  urbanByCpfInState: fc.oneof(
    fc.record({ resource: fc.constant('urbanByCpfInState'), cpf: badCpf, uf: goodUf }),
    fc.record({ resource: fc.constant('urbanByCpfInState'), cpf: goodCpf, uf: badUf }),
  ),
  urbanByCnpj: badCnpj.map((cnpj) => ({ resource: 'urbanByCnpj' as const, cnpj })),
  fiscalBenefits: badCnpj.map((cnpj) => ({ resource: 'fiscalBenefits' as const, cnpj })),
  federalDebts: badCpf.map((cpf) => ({ resource: 'federalDebts' as const, cpf })),
  vehicles: badCpf.map((cpf) => ({ resource: 'vehicles' as const, cpf })),
  socialBenefits: fc.oneof(
    fc.record({ resource: fc.constant('socialBenefits'), cpf: badCpf, name: fc.string({ maxLength: 40 }) }, { requiredKeys: ['resource', 'cpf'] }),
    fc.record({ resource: fc.constant('socialBenefits'), cpf: goodCpf, name: badName }),
  ),
  cafir: badNirf.map((nirf) => ({ resource: 'cafir' as const, nirf })),
  sncrByMunicipality: badIbgeCode.map((ibgeCode) => ({ resource: 'sncrByMunicipality' as const, ibgeCode })),
  sncrByCode: badPropertyCode.map((propertyCode) => ({ resource: 'sncrByCode' as const, propertyCode })),
  peopleByPhone: badPhone.map((phone) => ({ resource: 'peopleByPhone' as const, phone })),
  digitalProfiles: badEmail.map((email) => ({ resource: 'digitalProfiles' as const, email })),
  companiesByEmail: badEmail.map((email) => ({ resource: 'companiesByEmail' as const, email })),
};

const badContact = fc.oneof(badCpf.map((cpf) => ({ cpf })), badPhone.map((telefone) => ({ telefone })), badEmail.map((email) => ({ email })));
const campos = fc.subarray(['identidade', 'renda', 'contatos', 'empresas'] as const, { minLength: 1 });

export interface Message {
  atalaia: 1;
  type: MessageType;
  payload: unknown;
}

const envelope = (type: MessageType) => (payload: unknown): Message => ({ atalaia: 1, type, payload });

/**
 * The messages that can lead to a request, with bad identifiers: a look-up of each resource,
 * enrich.one and enrich.start (a few contacts, a sync chunk, or over 100, an async job), every
 * contact bad. connection.test is not here: probing the address it is given is its job.
 */
export const badMessages: Record<string, fc.Arbitrary<Message>> = {
  ...Object.fromEntries(
    Object.entries(badLookupRequests).map(([resource, request]) => [
      `lookup ${resource}`,
      fc.record({ request, refresh: fc.boolean() }, { requiredKeys: ['request'] }).map(envelope('lookup')),
    ]),
  ),
  'enrich.one': fc.record({ contact: badContact, campos }, { requiredKeys: ['contact'] }).map(envelope('enrich.one')),
  'enrich.start': fc
    .record(
      {
        batchId: fc.uuid({ version: 4 }),
        contacts: fc.oneof(
          { weight: 9, arbitrary: fc.array(badContact, { minLength: 1, maxLength: 5 }) },
          { weight: 1, arbitrary: fc.array(badContact, { minLength: 101, maxLength: 110 }) },
        ),
        campos,
        label: fc.string({ maxLength: 40 }),
        origin: fc.constantFrom('page' as const, 'csv' as const),
        line: fc.boolean(),
      },
      { requiredKeys: ['batchId', 'contacts', 'label', 'origin', 'line'] },
    )
    .map(({ batchId, contacts, campos, label, origin, line }) => ({
      batchId,
      contacts: contacts.map((contact, index) => ({ key: `c${index}`, contact, ...(line ? { line: index + 2 } : {}) })),
      ...(campos ? { campos } : {}),
      source: { label, origin },
    }))
    .map(envelope('enrich.start')),
};
