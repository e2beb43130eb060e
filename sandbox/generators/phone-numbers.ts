/**
 * Phone numbers of the synthetic people, derived from the CPF by a reversible scramble so the phone
 * look-up can find the owner again without any stored index: a person's listed phones always lead
 * back to that person (and enrichment by phone returns contacts that include the phone sent).
 *
 * Encoding: the 9-digit CPF base n is scrambled per "slot" (first mobile, second mobile, landline)
 * into p. A mobile is area code `AREA_CODE_LIST[p mod 67]` + "9" + floor(p / 67) in 8 digits, with
 * p offset by slot × 10⁹; a landline is area code + 2 or 3 + 7 digits. Only about 30% of mobile
 * numbers and 37% of landlines can be reached, which leaves plenty of numbers that belong to nobody.
 */
import { cpfWithCheckDigits, isValidCpfDigits } from '../../lib/identifiers/cpf';
import { AREA_CODES } from '../../lib/identifiers/phone';
import { affinePermutation, type Permutation } from './permutation';

const CPF_BASES = 1_000_000_000;
const AREA_CODE_LIST = [...AREA_CODES].sort();
const AREA_CODE_COUNT = AREA_CODE_LIST.length;

const MOBILE_SLOTS: readonly [Permutation, Permutation] = [
  affinePermutation(CPF_BASES, 387_420_489, 104_729),
  affinePermutation(CPF_BASES, 282_475_249, 611_953),
];
const LANDLINE = affinePermutation(CPF_BASES, 214_358_881, 7_919);

function cpfBase(cpf: string): number {
  return Number(cpf.slice(0, 9));
}

function areaCodeAt(position: number): string {
  return AREA_CODE_LIST[position % AREA_CODE_COUNT] as string;
}

/** National digits (area code + 9-digit mobile) of the person's mobile in `slot` (0 or 1). */
export function mobileNumberOf(cpf: string, slot: 0 | 1): string {
  const position = slot * CPF_BASES + MOBILE_SLOTS[slot].forward(cpfBase(cpf));
  const subscriber = Math.floor(position / AREA_CODE_COUNT);
  return `${areaCodeAt(position)}9${String(subscriber).padStart(8, '0')}`;
}

/** National digits (area code + 8-digit landline starting with 2 or 3) of the person's landline. */
export function landlineNumberOf(cpf: string): string {
  const position = LANDLINE.forward(cpfBase(cpf));
  const rest = Math.floor(position / AREA_CODE_COUNT);
  const firstDigit = 2 + Math.floor(rest / 10_000_000);
  return `${areaCodeAt(position)}${firstDigit}${String(rest % 10_000_000).padStart(7, '0')}`;
}

function cpfFromBase(base: number): string | null {
  const cpf = cpfWithCheckDigits(String(base).padStart(9, '0'));
  return isValidCpfDigits(cpf) ? cpf : null;
}

/**
 * The only CPF whose generated phones could include `national` (area code + number), or null. The
 * caller still checks that person's phone list: not everyone has a second mobile or a landline.
 */
export function candidateOwnerOf(national: string): string | null {
  const areaPosition = AREA_CODE_LIST.indexOf(national.slice(0, 2));
  if (areaPosition < 0) return null;
  const subscriber = national.slice(2);
  if (subscriber.length === 9 && subscriber.startsWith('9')) {
    const position = Number(subscriber.slice(1)) * AREA_CODE_COUNT + areaPosition;
    const slot = MOBILE_SLOTS[Math.floor(position / CPF_BASES)];
    return slot ? cpfFromBase(slot.inverse(position % CPF_BASES)) : null;
  }
  if (subscriber.length === 8 && (subscriber.startsWith('2') || subscriber.startsWith('3'))) {
    const rest = (Number(subscriber[0]) - 2) * 10_000_000 + Number(subscriber.slice(1));
    const position = rest * AREA_CODE_COUNT + areaPosition;
    return position < CPF_BASES ? cpfFromBase(LANDLINE.inverse(position)) : null;
  }
  return null;
}
