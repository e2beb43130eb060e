import { describe, expect, it } from 'vitest';
import { isSecureApiAddress } from './secure-address';

describe('isSecureApiAddress', () => {
  it('takes HTTPS anywhere and HTTP on this computer only', () => {
    for (const address of ['https://api.exemplo.com.br', 'https://10.0.0.5:8443/v1', 'http://localhost:8787', 'http://127.0.0.1:8787', 'http://127.1.2.3', 'http://[::1]:8080', 'http://api.localhost']) {
      expect(isSecureApiAddress(address), address).toBe(true);
    }
  });

  it('refuses HTTP to any other host, including ones that only look local', () => {
    for (const address of ['http://api.exemplo.com.br', 'http://10.0.0.5:8787', 'http://192.168.0.10', 'http://127.0.0.1.nip.io', 'http://localhost.evil.example', 'http://[::ffff:7f00:1]', 'http://0.0.0.0', 'ftp://localhost', 'not an address']) {
      expect(isSecureApiAddress(address), address).toBe(false);
    }
  });
});
