import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cnpjWithCheckDigits, isValidCnpjCharacters, normalizeCnpj } from './cnpj';
import { cpfWithCheckDigits, isValidCpfDigits, normalizeCpf } from './cpf';
import { normalizeEmail } from './email';
import { AREA_CODES, normalizePhone } from './phone';
import { normalizeIbgeMunicipalityCode, normalizeNirf, normalizeSncrPropertyCode } from './rural';
import { normalizeUf, UF_CODES } from './uf';

describe('CPF', () => {
  it('accepts formatted and plain valid CPFs', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725');
    expect(normalizeCpf('52998224725')).toBe('52998224725');
    expect(normalizeCpf(' 111.444.777-35 ')).toBe('11144477735');
  });

  it('rejects wrong check digits, repeated digits and odd shapes', () => {
    expect(normalizeCpf('529.982.247-24')).toBeNull();
    expect(normalizeCpf('111.111.111-11')).toBeNull();
    expect(normalizeCpf('5299822472')).toBeNull();
    expect(normalizeCpf('529.982.247-255')).toBeNull();
    expect(normalizeCpf('52a98224725')).toBeNull();
  });

  // The official algorithms map two remainders to the check digit 0 (10 and 0 for CPF, 0 and 1 for
  // CNPJ), so a number whose check digit is 0 has rare single-digit twins that are valid too
  // (47383866207 and 57383866207). No validator can tell them apart; every other change is caught.
  it('rejects every single-digit change of a valid CPF whose check digits are not 0', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.nat(10), fc.integer({ min: 1, max: 9 }), (base, position, delta) => {
        const cpf = cpfWithCheckDigits(base);
        fc.pre(!/^(\d)\1{10}$/.test(cpf) && !cpf.slice(9).includes('0'));
        expect(isValidCpfDigits(cpf)).toBe(true);
        const mutated = cpf.slice(0, position) + ((Number(cpf[position]) + delta) % 10) + cpf.slice(position + 1);
        expect(isValidCpfDigits(mutated)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('CNPJ', () => {
  it('accepts numeric and alphanumeric CNPJs, including the official example', () => {
    expect(normalizeCnpj('11.222.333/0001-81')).toBe('11222333000181');
    expect(normalizeCnpj('12.ABC.345/01DE-35')).toBe('12ABC34501DE35');
    expect(normalizeCnpj('12abc34501de35')).toBe('12ABC34501DE35');
  });

  it('rejects wrong check digits and letters in the check digits', () => {
    expect(normalizeCnpj('11.222.333/0001-82')).toBeNull();
    expect(normalizeCnpj('12.ABC.345/01DE-36')).toBeNull();
    expect(normalizeCnpj('12ABC34501DE3A')).toBeNull();
    expect(normalizeCnpj('00000000000000')).toBeNull();
  });

  it('rejects every single-character change of a valid CNPJ that its check digits can see', () => {
    // Characters are worth ASCII - 48 and the check is mod 11, so swapping characters whose values
    // differ by a multiple of 11 ('A' 17, 'L' 28, 'W' 39; '6' and 'A') is invisible to the official
    // algorithm itself. Every other change, and every digit-for-digit change, is caught.
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    const value = (character: string) => character.charCodeAt(0) - 48;
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...alphabet), { minLength: 12, maxLength: 12 }),
        fc.nat(13),
        fc.constantFrom(...alphabet),
        (characters, position, replacement) => {
          const cnpj = cnpjWithCheckDigits(characters.join(''));
          const original = cnpj[position] ?? '';
          fc.pre(!/^(\d)\1{13}$/.test(cnpj) && !cnpj.slice(12).includes('0') && original !== replacement);
          fc.pre(position < 12 || /\d/.test(replacement));
          fc.pre((value(original) - value(replacement)) % 11 !== 0);
          expect(isValidCnpjCharacters(cnpj)).toBe(true);
          const mutated = cnpj.slice(0, position) + replacement + cnpj.slice(position + 1);
          expect(isValidCnpjCharacters(mutated)).toBe(false);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('rejects every digit-for-digit change of a valid numeric CNPJ whose check digits are not 0', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{12}$/), fc.nat(13), fc.integer({ min: 1, max: 9 }), (base, position, delta) => {
        const cnpj = cnpjWithCheckDigits(base);
        fc.pre(!/^(\d)\1{13}$/.test(cnpj) && !cnpj.slice(12).includes('0'));
        const mutated = cnpj.slice(0, position) + ((Number(cnpj[position]) + delta) % 10) + cnpj.slice(position + 1);
        expect(isValidCnpjCharacters(mutated)).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('phone', () => {
  it('knows the 67 area codes in use', () => {
    expect(AREA_CODES.size).toBe(67);
    expect(AREA_CODES.has('20')).toBe(false);
    expect(AREA_CODES.has('11')).toBe(true);
  });

  it.each([
    ['(11) 98765-4321', '+5511987654321'],
    ['+55 21 3456-7890', '+552134567890'],
    ['11 98765 4321', '+5511987654321'],
    ['11.98765.4321', '+5511987654321'],
    ['0 21 11 98765-4321', '+5511987654321'],
    ['021 11 98765-4321', '+5511987654321'],
    ['(011) 3456-7890', '+551134567890'],
    ['0800 123 4567', '+558001234567'],
    ['0800-123-4567', '+558001234567'],
    ['5511987654321', '+5511987654321'],
    ['0055 11 98765-4321', '+5511987654321'],
    ['005521 3456-7890', '+552134567890'],
  ])('normalizes %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['(20) 98765-4321', '(11) 88765-4321', '(11) 1234-5678', '(11) 6234-5678', '+1 212 555 0100', '1234', 'abc'])(
    'rejects %s',
    (input) => {
      expect(normalizePhone(input)).toBeNull();
    },
  );
});

describe('e-mail', () => {
  it('lower-cases the domain and keeps the local part', () => {
    expect(normalizeEmail('Maria.Souza@Exemplo.COM.br')).toBe('Maria.Souza@exemplo.com.br');
  });

  it.each(['logo@2x.png', '@usuario', 'sem-arroba.com', 'a@b', 'a..b@x.com', `${'a'.repeat(65)}@x.com`])('rejects %s', (input) => {
    expect(normalizeEmail(input)).toBeNull();
  });
});

describe('UF and rural codes', () => {
  it('knows the 27 federative units', () => {
    expect(UF_CODES).toHaveLength(27);
    expect(normalizeUf(' sp ')).toBe('SP');
    expect(normalizeUf('XX')).toBeNull();
  });

  it('normalizes NIRF, IBGE municipality codes and SNCR property codes', () => {
    expect(normalizeNirf('1.234.567-8')).toBe('12345678');
    expect(normalizeNirf('1234567')).toBeNull();
    expect(normalizeIbgeMunicipalityCode('3550308')).toBe('3550308');
    expect(normalizeIbgeMunicipalityCode('9950308')).toBeNull();
    expect(normalizeSncrPropertyCode('950.041.012.345-6')).toBe('9500410123456');
    expect(normalizeSncrPropertyCode('95004101234')).toBeNull();
  });
});
