/**
 * Seeded randomness for the synthetic records. Every generator draws from a stream keyed by the
 * identifier it describes (and the family it generates), never from Math.random or the clock, so the
 * same identifier always yields the same records whatever the order of the requests.
 */

/** cyrb53 (public domain, by bryc): a fast, well-mixed 53-bit hash of a string. */
export function hashString(text: string, seed = 0): number {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** mulberry32: a tiny 32-bit PRNG, plenty for test data. Returns floats in [0, 1). */
export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A number in [min, max) rounded to `decimals` places. */
  decimal(min: number, max: number, decimals?: number): number;
  /** True with probability `probability`. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items, in random order (all of them when `count` exceeds the list). */
  sample<T>(items: readonly T[], count: number): T[];
  /** A string of `length` random decimal digits (leading zeros allowed). */
  digits(length: number): string;
  /** A string of `length` characters drawn from `alphabet`. */
  characters(alphabet: string, length: number): string;
}

/** A random stream keyed by `keyParts`, e.g. `seededRandom('veiculos', cpf)`. */
export function seededRandom(...keyParts: ReadonlyArray<string | number>): Rng {
  const next = mulberry32(hashString(keyParts.join('|')));
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  return {
    next,
    int,
    decimal: (min, max, decimals = 2) => {
      const factor = 10 ** decimals;
      return Math.round((min + next() * (max - min)) * factor) / factor;
    },
    chance: (probability) => next() < probability,
    pick,
    sample: <T>(items: readonly T[], count: number): T[] => {
      const pool = [...items];
      for (let index = pool.length - 1; index > 0; index--) {
        const other = int(0, index);
        [pool[index], pool[other]] = [pool[other] as T, pool[index] as T];
      }
      return pool.slice(0, count);
    },
    digits: (length) => Array.from({ length }, () => String(int(0, 9))).join(''),
    characters: (alphabet, length) => Array.from({ length }, () => alphabet[int(0, alphabet.length - 1)]).join(''),
  };
}
