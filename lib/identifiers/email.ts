/**
 * E-mail addresses. The local part keeps its case (it may matter to the mail server); the domain is
 * lower-cased. File names that look like addresses (`logo@2x.png`) are not addresses.
 */

const EMAIL_PATTERN =
  /^([A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*)@((?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,24})$/;

export const FILE_EXTENSIONS: ReadonlySet<string> = new Set(['png', 'jpg', 'jpeg', 'gif', 'webp', 'svg', 'avif', 'ico', 'bmp', 'css', 'js']);

/** An e-mail address as typed to its normalized form, or `null` when it is not an address. */
export function normalizeEmail(input: string): string | null {
  const trimmed = input.trim();
  if (trimmed.length > 254) return null;
  const match = EMAIL_PATTERN.exec(trimmed);
  if (!match) return null;
  const [, local = '', domain = ''] = match;
  if (local.length > 64) return null;
  const topLevel = domain.slice(domain.lastIndexOf('.') + 1).toLowerCase();
  if (FILE_EXTENSIONS.has(topLevel)) return null;
  return `${local}@${domain.toLowerCase()}`;
}
