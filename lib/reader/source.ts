/**
 * Where the reader's PDF comes from, and what can go wrong getting it: `reader.html?url=<address>`
 * (docs/contracts.md, 7) or a local file chosen in the page. The address may arrive percent-encoded
 * (a link, the toolbar menu) or raw, query string and all (the redirect rule substitutes the whole
 * address it caught), so everything after `url=` is the address.
 */

export type ReaderSource = { kind: 'url'; url: string } | { kind: 'none' } | { kind: 'invalid' };

/** Why a PDF could not be shown; each has its own message in the reader. */
export type ReaderProblem =
  | { kind: 'permission'; origin: string }
  | { kind: 'network' }
  | { kind: 'http'; status: number }
  | { kind: 'fileUrl' }
  | { kind: 'notPdf' }
  | { kind: 'broken' }
  /** The page tree lists one page under many numbers: a file lying about its size. */
  | { kind: 'repeatedPages'; pageCount: number }
  | { kind: 'password'; wrong: boolean }
  | { kind: 'invalidAddress' }
  | { kind: 'framed' }
  /** A `file:` address that did not come from the reader's own menu (docs/contracts.md, 7). */
  | { kind: 'fileUrlRefused' }
  /** The organization blocked the document's site (`blockedSites`): nothing of it is read. */
  | { kind: 'blockedSite'; host: string }
  /** Our own failure (a packaged file missing, a bug): never blamed on the file. */
  | { kind: 'ours' };

export class ReaderError extends Error {
  override readonly name = 'ReaderError';
  /** `cause`: the failure behind a problem of ours, for the diagnostic log. */
  constructor(readonly problem: ReaderProblem, options?: { cause: unknown }) {
    super(`reader: ${problem.kind}`, options);
  }
}

const ALLOWED_PROTOCOLS = new Set(['http:', 'https:', 'file:']);

export function sourceFromSearch(search: string): ReaderSource {
  const query = search.startsWith('?') ? search.slice(1) : search;
  if (!query.startsWith('url=')) return { kind: 'none' };
  const raw = query.slice('url='.length);
  if (!raw) return { kind: 'none' };
  let address = raw;
  // Percent-encoded as a whole (`https%3A%2F%2F…`): decode once. A raw address is kept as it is.
  if (/^[a-z][a-z0-9+.-]*%3A/i.test(raw)) {
    try {
      address = decodeURIComponent(raw);
    } catch {
      return { kind: 'invalid' };
    }
  }
  try {
    const url = new URL(address);
    if (!ALLOWED_PROTOCOLS.has(url.protocol)) return { kind: 'invalid' };
    url.hash = '';
    return { kind: 'url', url: url.href };
  } catch {
    return { kind: 'invalid' };
  }
}

/**
 * `reader.html?url=…` for an address, percent-encoded; a `file:` address carries the grant the menu
 * stored for it (`#grant=`), without which the reader refuses it.
 */
export function readerPath(url: string, grant?: string): string {
  return `reader.html?url=${encodeURIComponent(url)}${grant ? `#grant=${grant}` : ''}`;
}

/** The grant a reader's address carries, from its `location.hash`. */
export function grantOf(hash: string): string | null {
  return /^#grant=([0-9a-f-]{16,64})$/i.exec(hash)?.[1] ?? null;
}

/** The host permission pattern an address needs: `https://www.exemplo.gov.br/*`. */
export function originPatternOf(url: string): string {
  return `${new URL(url).origin}/*`;
}

/** A PDF starts with `%PDF-` (some servers put a few bytes before it). */
export function looksLikePdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}

export interface FetchDependencies {
  fetch: (url: string, init: RequestInit) => Promise<Response>;
  hasHostAccess: (originPattern: string) => Promise<boolean>;
  /**
   * Send the person's cookies for the site: only after their click on "Usar meu login neste site".
   * Without it, a page that navigates a tab to an intranet PDF (which the redirect brings here) gets
   * the reader to fetch it as an anonymous visitor, not as the person logged in there.
   */
  withLogin?: boolean;
}

/**
 * The PDF's bytes, fetched without the person's cookies unless `withLogin`. A request the browser
 * refused is either missing host access to the origin (the server does not share its files with
 * other origins) or a network failure.
 */
export async function fetchPdf(url: string, dependencies: FetchDependencies): Promise<Uint8Array> {
  const isFile = url.startsWith('file:');
  let response: Response;
  try {
    response = await dependencies.fetch(url, { credentials: dependencies.withLogin ? 'include' : 'omit' });
  } catch {
    if (isFile) throw new ReaderError({ kind: 'fileUrl' });
    const pattern = originPatternOf(url);
    const granted = await dependencies.hasHostAccess(pattern).catch(() => false);
    throw new ReaderError(granted ? { kind: 'network' } : { kind: 'permission', origin: new URL(url).origin });
  }
  if (!response.ok && !isFile) throw new ReaderError({ kind: 'http', status: response.status });
  const bytes = new Uint8Array(await response.arrayBuffer());
  if (!looksLikePdf(bytes)) throw new ReaderError({ kind: 'notPdf' });
  return bytes;
}
