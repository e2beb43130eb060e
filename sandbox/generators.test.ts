/**
 * Realism of the generated data: real municipality codes, valid registry numbers, plausible formats
 * and ranges, and the reversible encodings behind the phone and SNCR-code look-ups.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCnpjCharacters } from '../lib/identifiers/cnpj';
import { cpfWithCheckDigits, isValidCpfDigits } from '../lib/identifiers/cpf';
import { AREA_CODES, normalizePhone } from '../lib/identifiers/phone';
import { UF_CODES } from '../lib/identifiers/uf';
import { MUNICIPALITIES } from './data/municipalities';
import { AREA_CODE_STATE, CEP_PREFIX_RANGE } from './data/states';
import { randomCns, randomCourtCaseNumber, randomNis, randomRenavam } from './generators/documents';
import { personIdentity, relativesOf } from './generators/person';
import { candidateOwnerOf, landlineNumberOf, mobileNumberOf } from './generators/phone-numbers';
import { ruralProfile } from './generators/rural';
import { decodeSncrCode, sncrCodeOf } from './generators/sncr-codes';
import { vehiclesOf } from './generators/vehicles';
import { seededRandom } from './random';

const cpf = fc
  .integer({ min: 0, max: 999_999_999 })
  .map((base) => cpfWithCheckDigits(String(base).padStart(9, '0')))
  .filter(isValidCpfDigits);

/** IBGE municipality codes end with a check digit: weights 1,2,1,2,1,2, products' digits summed. */
function ibgeCheckDigit(code: string): number {
  const sum = [...code.slice(0, 6)].reduce((total, digit, index) => {
    const product = Number(digit) * (index % 2 === 0 ? 1 : 2);
    return total + Math.floor(product / 10) + (product % 10);
  }, 0);
  return (10 - (sum % 10)) % 10;
}

describe('places', () => {
  it('are real municipalities covering all 27 states, with matching area codes', () => {
    expect(MUNICIPALITIES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(MUNICIPALITIES.map((municipality) => municipality.uf))).toEqual(new Set(UF_CODES));
    expect(new Set(MUNICIPALITIES.map((municipality) => municipality.ibge)).size).toBe(MUNICIPALITIES.length);
    for (const municipality of MUNICIPALITIES) {
      expect(Number(municipality.ibge[6]), municipality.nome).toBe(ibgeCheckDigit(municipality.ibge));
      expect(AREA_CODE_STATE[municipality.ddd], municipality.nome).toBe(municipality.uf);
    }
    expect(new Set(Object.keys(AREA_CODE_STATE))).toEqual(new Set(AREA_CODES));
  });
});

describe('registry numbers', () => {
  const rng = seededRandom('teste-documentos');

  it('carry valid check digits', () => {
    for (let attempt = 0; attempt < 200; attempt++) {
      const nis = randomNis(rng);
      const nisSum = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2].reduce((total, weight, index) => total + weight * Number(nis[index]), 0);
      expect(Number(nis[10])).toBe(11 - (nisSum % 11) >= 10 ? 0 : 11 - (nisSum % 11));
      const cns = randomCns(rng);
      expect([...cns].reduce((total, digit, index) => total + Number(digit) * (15 - index), 0) % 11).toBe(0);
      const renavam = randomRenavam(rng);
      const renavamSum = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2].reduce((total, weight, index) => total + weight * Number(renavam[index]), 0);
      expect(renavam).toMatch(/^\d{11}$/);
      expect(Number(renavam[10])).toBe(((renavamSum * 10) % 11) % 10);
      const lawsuit = randomCourtCaseNumber(rng, 2024, '8', '26');
      expect(lawsuit).toMatch(/^\d{7}-\d{2}\.2024\.8\.26\.\d{4}$/);
      expect(BigInt(lawsuit.replace(/\D/g, '').replace(/^(\d{7})(\d{2})(.*)$/, '$1$3$2')) % 97n).toBe(1n);
    }
  });

  it('vehicles have plates in both standards, 11-digit RENAVAM and 17-character VINs without I, O, Q', () => {
    fc.assert(
      fc.property(cpf, (owner) => {
        for (const vehicle of vehiclesOf(owner).veiculos) {
          expect(vehicle.placa).toMatch(/^[A-Z]{3}\d[A-Z\d]\d{2}$/);
          if (vehicle.placa_antiga) expect(vehicle.placa_antiga).toMatch(/^[A-Z]{3}\d{4}$/);
          if (vehicle.placa_nova) expect(vehicle.placa_nova).toMatch(/^[A-Z]{3}\d[A-Z]\d{2}$/);
          expect(vehicle.renavam).toMatch(/^\d{11}$/);
          expect(vehicle.chassi).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
          expect((vehicle.ano_modelo ?? 0) - (vehicle.ano_fabricacao ?? 0)).toBeGreaterThanOrEqual(0);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('people have valid CPFs for their relatives, CEPs of their state and real phone numbers', () => {
    fc.assert(
      fc.property(cpf, (person) => {
        for (const relative of relativesOf(person)) expect(isValidCpfDigits(relative.cpf)).toBe(true);
        const identity = personIdentity(person);
        const [min, max] = CEP_PREFIX_RANGE[identity.municipality.uf];
        expect(Number(identity.endereco.cep?.slice(0, 5))).toBeGreaterThanOrEqual(min);
        expect(Number(identity.endereco.cep?.slice(0, 5))).toBeLessThanOrEqual(max);
        for (const phone of identity.telefones) expect(normalizePhone(phone.national), phone.national).not.toBeNull();
        expect(identity.dataNascimento).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
      { numRuns: 100 },
    );
  });

  it('rural partners and holders have valid CPFs or CNPJs and plausible figures', () => {
    fc.assert(
      fc.property(cpf, (holder) => {
        const profile = ruralProfile(holder);
        for (const partner of profile.transportes?.parceiros ?? []) {
          const document = partner.cpf_cnpj ?? '';
          expect(isValidCpfDigits(document) || isValidCnpjCharacters(document), document).toBe(true);
          expect(['origem', 'destino']).toContain(partner.direcao);
          expect(partner.operacoes.length).toBeLessThanOrEqual(25);
        }
        for (const property of profile.propriedades_sncr) {
          expect(property.codigo_imovel).toMatch(/^\d{13}$/);
          expect(property.area_total).toBeGreaterThan(0);
          expect(property.fracao).toBeGreaterThan(0);
          expect(property.fracao).toBeLessThanOrEqual(1);
        }
        for (const property of profile.propriedades_cafir) {
          expect(property.nirf).toMatch(/^\d{8}$/);
          expect(property.cep).toMatch(/^\d{8}$/);
        }
      }),
      { numRuns: 100 },
    );
  });
});

describe('reversible encodings', () => {
  it('every phone derived from a CPF leads back to it', () => {
    fc.assert(
      fc.property(cpf, (owner) => {
        expect(candidateOwnerOf(mobileNumberOf(owner, 0))).toBe(owner);
        expect(candidateOwnerOf(mobileNumberOf(owner, 1))).toBe(owner);
        expect(candidateOwnerOf(landlineNumberOf(owner))).toBe(owner);
      }),
      { numRuns: 500 },
    );
  });

  it('every SNCR code derived from a CPF leads back to it', () => {
    fc.assert(
      fc.property(cpf, fc.integer({ min: 0, max: 9 }), (holder, index) => {
        expect(decodeSncrCode(sncrCodeOf(holder, index))).toEqual({ cpf: holder, index });
      }),
      { numRuns: 500 },
    );
  });
});
