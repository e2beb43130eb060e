/**
 * A reversible scramble of the integers 0..modulus-1 (an affine map modulo `modulus`). It lets an
 * identifier derived from a CPF (a phone number, an SNCR property code) be traced back to that CPF,
 * so a look-up by the derived identifier finds the same person, without storing anything.
 */

export interface Permutation {
  forward(value: number): number;
  inverse(value: number): number;
}

function modularInverse(value: bigint, modulus: bigint): bigint {
  let [oldR, r] = [value % modulus, modulus];
  let [oldS, s] = [1n, 0n];
  while (r !== 0n) {
    const quotient = oldR / r;
    [oldR, r] = [r, oldR - quotient * r];
    [oldS, s] = [s, oldS - quotient * s];
  }
  if (oldR !== 1n) throw new Error('multiplier must be coprime with the modulus');
  return ((oldS % modulus) + modulus) % modulus;
}

/** `multiplier` must be coprime with `modulus` (for powers of ten: not divisible by 2 or 5). */
export function affinePermutation(modulus: number, multiplier: number, offset: number): Permutation {
  const m = BigInt(modulus);
  const a = BigInt(multiplier);
  const b = BigInt(offset);
  const aInverse = modularInverse(a, m);
  return {
    forward: (value) => Number((a * BigInt(value) + b) % m),
    inverse: (value) => Number((aInverse * (((BigInt(value) - b) % m) + m)) % m),
  };
}
