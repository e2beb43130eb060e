import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactToken, tokenSpellings } from './redact';

const TOKEN = 'Kx9-CANARY+tok/e2e=&x y';

describe('token redaction', () => {
  it('removes the token however an echoing server wrote it', () => {
    const url = new URL('https://api.exemplo.com.br/veiculos/cpf/52998224725');
    url.searchParams.set('token', TOKEN);
    const echoes = [
      `token ${TOKEN} recusado`,
      `GET ${url.href} → 401`,
      `GET /veiculos?token=${encodeURIComponent(TOKEN)}`,
      `GET /veiculos?token=${encodeURIComponent(TOKEN).replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase())}`,
      `encoded twice ${encodeURIComponent(encodeURIComponent(TOKEN))}`,
      JSON.stringify({ token: TOKEN }),
      `auth ${btoa(TOKEN)}`,
      `auth ${btoa(TOKEN).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}`,
    ];
    for (const echo of echoes) {
      const redacted = redactToken(echo, TOKEN);
      for (const spelling of tokenSpellings(TOKEN)) expect(redacted, echo).not.toContain(spelling);
      expect(redacted).toContain('***');
    }
  });

  it('leaves text without the token as it is', () => {
    expect(redactToken('CPF inválido: 529.982.247-25', TOKEN)).toBe('CPF inválido: 529.982.247-25');
    expect(redactToken('qualquer coisa', '')).toBe('qualquer coisa');
  });

  it('finds no spelling of any token in its own redacted echo', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 40 }), fc.string(), (token, around) => {
        const echo = `${around}${encodeURIComponent(token)}|${token}|${new URLSearchParams({ t: token }).toString()}${around}`;
        const redacted = redactToken(echo, token);
        return !redacted.includes(token) && !redacted.includes(encodeURIComponent(token));
      }),
      { numRuns: 500 },
    );
  });
});
