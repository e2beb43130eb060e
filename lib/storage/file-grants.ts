/**
 * `reader.html?url=file:…` opens only what the reader's own menu granted: the background stores a
 * grant (a random id and the address) before it opens the reader with `#grant=<id>`, and the reader
 * reads it from `storage.session`, which no web page or content script can write. A page that knows
 * the reader's address can thus not make it read a file of the person's computer. Files chosen with
 * the reader's own picker or dropped on it need no address at all.
 */

export interface FileGrant {
  grant: string;
  url: string;
  /** When it was given, in ms since the epoch. */
  at: number;
}

/** How long a grant opens its file (a reload of the reader included). */
export const FILE_GRANT_MS = 10 * 60_000;
/** Grants kept at once: the newest. */
const MAX_GRANTS = 20;

/** The grants with a new one, the expired and the oldest left out. */
export function withGrant(grants: readonly FileGrant[], added: FileGrant): FileGrant[] {
  return [...grants.filter((kept) => added.at - kept.at < FILE_GRANT_MS), added].slice(-MAX_GRANTS);
}

export function isGranted(grants: readonly FileGrant[], grant: string | null, url: string, now: number): boolean {
  return grant !== null && grants.some((given) => given.grant === grant && given.url === url && now - given.at < FILE_GRANT_MS && now >= given.at);
}
