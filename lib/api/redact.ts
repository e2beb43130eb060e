/**
 * The token out of anything a server says back. A server may echo the request URL, where the token
 * travels encoded, so every spelling is removed: as typed, percent-encoded (either case of hex, once
 * or twice, `+` or `%20` for a space), JSON-escaped, and in base64 and base64url.
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

/** `text` with every spelling of `token` replaced by `***`; percent escapes match in either case. */
export function redactToken(text: string, token: string): string {
  if (!token) return text;
  let redacted = text;
  for (const spelling of tokenSpellings(token)) {
    const pattern = escapeRegExp(spelling).replace(/%[0-9A-F]{2}/gi, (escape) => escape.replace(/[A-F]/gi, (digit) => `[${digit.toUpperCase()}${digit.toLowerCase()}]`));
    redacted = redacted.replace(new RegExp(pattern, 'g'), '***');
  }
  return redacted;
}
