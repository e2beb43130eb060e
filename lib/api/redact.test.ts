import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { redactToken, RUN_LENGTH, tokenSpellings } from './redact';

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

  it('removes echoes it would take decoding, case folding or a cut to read', () => {
    // What Python's urllib.parse.quote writes: `/` left as it is.
    const pythonQuoted = encodeURIComponent(TOKEN).replace(/%2F/g, '/');
    const htmlEscaped = TOKEN.replace(/&/g, '&amp;').replace(/\+/g, '&#43;').replace(/\//g, '&#x2F;').replace(/=/g, '&#61;');
    const echoes = {
      'Python-quoted': `GET /veiculos?token=${pythonQuoted}`,
      'Python repr': `KeyError: '${TOKEN.replace(/'/g, "\\'")}'`,
      'HTML-escaped': `<p>token=${htmlEscaped}</p>`,
      'HTML-escaped twice': `token=${htmlEscaped.replace(/&/g, '&amp;')}`,
      'upper-cased': `GET /VEICULOS?TOKEN=${TOKEN.toUpperCase()}`,
      'upper-cased and percent-encoded': `token=${encodeURIComponent(TOKEN).toUpperCase()}`,
      'cut after ten characters': `token=${TOKEN.slice(0, 10)}…`,
      'its middle only': `…${TOKEN.slice(4, 16)}…`,
      'JSON \\u escapes': `{"token":"${[...TOKEN].map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`).join('')}"}`,
    };
    for (const [how, echo] of Object.entries(echoes)) {
      const redacted = redactToken(echo, TOKEN).toLowerCase();
      for (let start = 0; start + RUN_LENGTH <= TOKEN.length; start++) {
        expect(redacted, how).not.toContain(TOKEN.slice(start, start + RUN_LENGTH).toLowerCase());
      }
      expect(redacted, how).toContain('***');
    }
  });

  it('keeps words that share fewer than eight characters with the token, and text without it as written', () => {
    expect(redactToken('Falha no sandbox: tente de novo (token recusado).', 'sandbox-token-1234')).toBe('Falha no sandbox: tente de novo (token recusado).');
    expect(redactToken('CPF 529.982.247-25 n%C3%A3o encontrado &amp; ignorado', TOKEN)).toBe('CPF 529.982.247-25 n%C3%A3o encontrado &amp; ignorado');
    expect(redactToken(`n%C3%A3o aceito: ${encodeURIComponent(TOKEN).replace(/%2F/g, '/')}`, TOKEN)).toBe('não aceito: ***');
    expect(redactToken('100% dos CPFs', TOKEN)).toBe('100% dos CPFs');
    expect(redactToken('curto', 'abc')).toBe('curto');
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
