/** Small text helpers shared by the generators and the routes. */

/** Lower case without accents, for accent- and case-insensitive comparisons ("JOSÉ" ~ "jose"). */
export function foldForComparison(text: string): string {
  return text.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase();
}

/** A name as an e-mail local part or URL slug: "Antônia Gonçalves" -> "antonia-goncalves" (with `separator`). */
export function slug(text: string, separator = '-'): string {
  return foldForComparison(text)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0)
    .join(separator);
}
