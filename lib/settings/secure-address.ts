/**
 * Where the token may travel: the token rides in every request's address, so it goes only over
 * HTTPS, except to this computer (loopback), where nothing crosses a network: the local sandbox and
 * a developer's own server.
 */

function isLoopback(hostname: string): boolean {
  if (hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '[::1]') return true;
  const octets = hostname.split('.');
  return octets.length === 4 && octets[0] === '127' && octets.every((octet) => /^\d{1,3}$/.test(octet) && Number(octet) <= 255);
}

/** Whether an API address (already a valid http(s) URL) may receive the token. */
export function isSecureApiAddress(address: string): boolean {
  try {
    const url = new URL(address);
    return url.protocol === 'https:' || (url.protocol === 'http:' && isLoopback(url.hostname));
  } catch {
    return false;
  }
}
