/** Rounding for money, areas and volumes, so sums of generated values do not show float noise. */

export function roundTo(value: number, decimals = 2): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function sumOf(values: readonly number[], decimals = 2): number {
  return roundTo(values.reduce((total, value) => total + value, 0), decimals);
}
