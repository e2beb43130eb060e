/**
 * Registry numbers with their real formats and check digits: CPF, CNPJ, NIS, CNS, RENAVAM, court
 * case numbers, licence plates, chassis (VIN) and CEP. Valid numbers make the synthetic data pass the
 * same validators as real data.
 */
import { cnpjWithCheckDigits } from '../../lib/identifiers/cnpj';
import { cpfWithCheckDigits, isValidCpfDigits } from '../../lib/identifiers/cpf';
import type { Uf } from '../../lib/identifiers/uf';
import { CEP_PREFIX_RANGE } from '../data/states';
import type { Rng } from '../random';

export function randomCpf(rng: Rng): string {
  for (;;) {
    const cpf = cpfWithCheckDigits(rng.digits(9));
    if (isValidCpfDigits(cpf)) return cpf;
  }
}

/** A numeric CNPJ of a head office (branch number 0001). */
export function randomCnpj(rng: Rng): string {
  return cnpjWithCheckDigits(`${rng.int(10, 99)}${rng.digits(6)}0001`);
}

/** The weighted sum behind the NIS and RENAVAM check digits (weights 3,2,9,8,7,6,5,4,3,2). */
function weightedSum(digits: string): number {
  const weights = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
  return weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
}

/** NIS/PIS/PASEP: 11 digits, the last a mod-11 check digit. */
export function randomNis(rng: Rng): string {
  const base = `1${rng.digits(9)}`;
  const rest = weightedSum(base) % 11;
  const check = rest < 2 ? 0 : 11 - rest;
  return `${base}${check}`;
}

/** RENAVAM: 11 digits (older ones padded with leading zeros), the last a mod-11 check digit. */
export function randomRenavam(rng: Rng): string {
  const base = `0${rng.int(0, 1)}${rng.digits(8)}`;
  // A remainder of 10 gives check digit 0.
  const check = ((weightedSum(base) * 10) % 11) % 10;
  return `${base}${check}`;
}

/** CNS (Cartão Nacional de Saúde), provisional series starting with 7: digits weighted 15..1 sum to a multiple of 11. */
export function randomCns(rng: Rng): string {
  for (;;) {
    const base = `7${rng.digits(13)}`;
    const sum = [...base].reduce((total, digit, index) => total + Number(digit) * (15 - index), 0);
    const check = (11 - (sum % 11)) % 11;
    if (check < 10) return `${base}${check}`;
  }
}

/** RG as most states print it: `12.345.678-9` (the last character may be X). */
export function randomRg(rng: Rng): string {
  const digits = rng.digits(8);
  const check = rng.pick(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9', 'X']);
  return `${digits.slice(0, 2)}.${digits.slice(2, 5)}.${digits.slice(5)}-${check}`;
}

/** CNJ court case number NNNNNNN-DD.AAAA.J.TR.OOOO with its mod-97 check digits (Resolução CNJ 65/2008). */
export function randomCourtCaseNumber(rng: Rng, year: number, segment: string, court: string): string {
  const sequence = rng.digits(7);
  const origin = rng.digits(4);
  const remainder = BigInt(`${sequence}${year}${segment}${court}${origin}00`) % 97n;
  const check = String(98n - remainder).padStart(2, '0');
  return `${sequence}-${check}.${year}.${segment}.${court}.${origin}`;
}

const PLATE_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Pre-2018 plate, `ABC1234`. */
export function randomOldPlate(rng: Rng): string {
  return `${rng.characters(PLATE_LETTERS, 3)}${rng.digits(4)}`;
}

/** Mercosul conversion of an old plate: the second digit becomes a letter (0→A ... 9→J), `ABC1C34`. */
export function mercosulFromOldPlate(oldPlate: string): string {
  const letter = PLATE_LETTERS[Number(oldPlate[4])];
  return `${oldPlate.slice(0, 4)}${letter}${oldPlate.slice(5)}`;
}

/** Plate of a vehicle registered after the Mercosul standard, `ABC1D23`. */
export function randomMercosulPlate(rng: Rng): string {
  return `${rng.characters(PLATE_LETTERS, 3)}${rng.digits(1)}${rng.characters(PLATE_LETTERS, 1)}${rng.digits(2)}`;
}

/** VIN characters exclude I, O and Q. */
const VIN_CHARACTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';
/** Model-year codes of the VIN's 10th character, 2001-2030. */
const VIN_YEAR_CODES = '123456789ABCDEFGHJKLMNPRSTVWXY';

/** A 17-character chassis number: manufacturer prefix, descriptor, model-year code, plant and serial. */
export function randomChassis(rng: Rng, wmi: string, modelYear: number): string {
  const yearCode = VIN_YEAR_CODES[modelYear - 2001] ?? 'A';
  return `${wmi}${rng.characters(VIN_CHARACTERS, 6)}${yearCode}${rng.characters(VIN_CHARACTERS, 1)}${rng.digits(6)}`;
}

/** An 8-digit CEP inside the state's range. */
export function randomCep(rng: Rng, uf: Uf): string {
  const [min, max] = CEP_PREFIX_RANGE[uf];
  return `${String(rng.int(min, max)).padStart(5, '0')}${rng.digits(3)}`;
}
