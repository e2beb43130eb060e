/** The 27 federative units (26 states and the Federal District). */
export const UF_CODES = [
  'AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA',
  'PB', 'PE', 'PI', 'PR', 'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO',
] as const;

export type Uf = (typeof UF_CODES)[number];

const UF_SET: ReadonlySet<string> = new Set(UF_CODES);

/** A state code as typed (`sp`, ` SP `) to upper case, or `null` when it is not one of the 27. */
export function normalizeUf(input: string): Uf | null {
  const upper = input.trim().toUpperCase();
  return UF_SET.has(upper) ? (upper as Uf) : null;
}
