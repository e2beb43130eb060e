/**
 * The token out of anything a server says back. A server may echo the request URL, where the token
 * travels encoded, so every spelling is removed: as typed, percent-encoded (either case of hex, once
 * or twice, `+` or `%20` for a space), JSON-escaped, and in base64 and base64url. Then the text is
 * decoded the ways a server may have encoded it (percent escapes, as Python's `quote` leaves `/`;
 * HTML entities; JSON and Python backslash escapes) and, ignoring case, every run of
 * {@link RUN_LENGTH} characters or more that is part of the token is removed: an echo cut short or
 * upper-cased still names most of it.
 */

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function base64(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Every way the token may be written in an echoed URL or body. */
export function tokenSpellings(token: string): string[] {
  const component = encodeURIComponent(token);
  const form = new URLSearchParams({ t: token }).toString().slice(2);
  const standard = base64(token);
  const url = standard.replace(/\+/g, '-').replace(/\//g, '_');
  const spellings = [
    token,
    component,
    form,
    encodeURI(token),
    encodeURIComponent(component),
    encodeURIComponent(form),
    JSON.stringify(token).slice(1, -1),
    JSON.stringify(token).slice(1, -1).replace(/\//g, '\\/'),
    standard,
    standard.replace(/=+$/, ''),
    url,
    url.replace(/=+$/, ''),
  ];
  return [...new Set(spellings)].filter((spelling) => spelling.length >= 4).sort((a, b) => b.length - a.length);
}

/** The shortest piece of the token that counts as an echo of it. */
export const RUN_LENGTH = 8;
/** Below this, a token is too short for pieces of it to tell an echo from ordinary words. */
const SHORTEST_PIECE = 4;
/** Enough rounds to undo an encoding applied twice, and HTML escaping over percent escaping. */
const DECODING_ROUNDS = 3;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", sol: '/', plus: '+', equals: '=', percnt: '%', num: '#', nbsp: ' ' };

function fromCodePoint(code: number, original: string): string {
  return Number.isInteger(code) && code >= 0 && code <= 0x10ffff ? String.fromCodePoint(code) : original;
}

/** One round of every decoding a server may have applied to what it echoes. */
function decodeOnce(text: string): string {
  return text
    .replace(/(?:%[0-9a-f]{2})+/gi, (escapes) => {
      try {
        return decodeURIComponent(escapes);
      } catch {
        // Not UTF-8 (a byte cut in half): each escape on its own, as Latin-1.
        return escapes.replace(/%([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
      }
    })
    .replace(/&#x([0-9a-f]{1,6});?/gi, (entity, hex: string) => fromCodePoint(parseInt(hex, 16), entity))
    .replace(/&#([0-9]{1,7});?/g, (entity, decimal: string) => fromCodePoint(Number(decimal), entity))
    .replace(/&([a-z]+);/gi, (entity, name: string) => NAMED_ENTITIES[name.toLowerCase()] ?? entity)
    .replace(/\\u([0-9a-f]{4})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\x([0-9a-f]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
    .replace(/\\([/"'\\])/g, '$1');
}

/** `text` decoded until it no longer changes (or {@link DECODING_ROUNDS} times). */
export function decodeEchoes(text: string): string {
  let decoded = text;
  for (let round = 0; round < DECODING_ROUNDS; round++) {
    const next = decodeOnce(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  return decoded;
}

/** Lower case, one code unit for one, so that positions in the folded text are positions in `text`. */
function fold(text: string): string {
  let folded = '';
  for (const unit of text) {
    const lower = unit.toLowerCase();
    folded += lower.length === unit.length ? lower : unit;
  }
  return folded;
}

/** Every piece of {@link RUN_LENGTH} characters (fewer for a short token) of the folded token. */
function tokenPieces(token: string): { length: number; pieces: Set<string> } | null {
  const length = Math.min(RUN_LENGTH, token.length);
  if (length < SHORTEST_PIECE) return null;
  const foldedToken = fold(token);
  const pieces = new Set<string>();
  for (let start = 0; start + length <= foldedToken.length; start++) pieces.add(foldedToken.slice(start, start + length));
  return { length, pieces };
}

/** Marks every code unit of `text` inside a run that matches a piece of the token, in any case. */
function hiddenUnits(text: string, { length, pieces }: { length: number; pieces: Set<string> }): Uint8Array | null {
  const folded = fold(text);
  let hidden: Uint8Array | null = null;
  for (let start = 0; start + length <= folded.length; start++) {
    if (!pieces.has(folded.slice(start, start + length))) continue;
    hidden ??= new Uint8Array(text.length);
    hidden.fill(1, start, start + length);
  }
  return hidden;
}

/** A redactor for one token, its patterns built once for the many strings of an answer. */
export interface TokenRedactor {
  /** `text` without the token, as {@link redactToken} describes. */
  redact(text: string): string;
  /** Whether `text` holds the token in any of the ways `redact` removes. */
  finds(text: string): boolean;
}

export function tokenRedactor(token: string): TokenRedactor {
  const patterns = token
    ? tokenSpellings(token).map(
        (spelling) => new RegExp(escapeRegExp(spelling).replace(/%[0-9A-F]{2}/gi, (escape) => escape.replace(/[A-F]/gi, (digit) => `[${digit.toUpperCase()}${digit.toLowerCase()}]`)), 'g'),
      )
    : [];
  const pieces = tokenPieces(token);
  return {
    redact(text) {
      let spelledOut = text;
      for (const pattern of patterns) spelledOut = spelledOut.replace(pattern, '***');
      if (!pieces) return spelledOut;
      const decoded = decodeEchoes(spelledOut);
      const hidden = hiddenUnits(decoded, pieces);
      // Text without a piece of the token is left as the server wrote it, encoded or not.
      if (!hidden) return spelledOut;
      let redacted = '';
      for (let index = 0; index < decoded.length; index++) {
        if (!hidden[index]) redacted += decoded[index];
        else if (!hidden[index - 1]) redacted += '***';
      }
      return redacted;
    },
    finds(text) {
      return patterns.some((pattern) => text.search(pattern) !== -1) || (pieces !== null && hiddenUnits(decodeEchoes(text), pieces) !== null);
    },
  };
}

/**
 * `text` with the token removed: every spelling of it replaced by `***` (percent escapes match in
 * either case); then, if the text decoded still holds a long piece of the token in any case, the
 * decoded text with every such piece removed.
 */
export function redactToken(text: string, token: string): string {
  return token ? tokenRedactor(token).redact(text) : text;
}
