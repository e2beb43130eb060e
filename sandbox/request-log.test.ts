import { describe, expect, it } from 'vitest';
import { loggedQuery, REDACTED_TOKEN } from './request-log';

describe('the request log', () => {
  it("keeps the query string without the token's value, so that a token anywhere else is found", () => {
    expect(loggedQuery('http://127.0.0.1:8787/veiculos/cpf/1?token=segredo&uf=SP')).toBe(`token=${REDACTED_TOKEN}&uf=SP`);
    expect(loggedQuery('http://127.0.0.1:8787/veiculos/cpf/1?token=segredo&t=segredo')).toContain('t=segredo');
    expect(loggedQuery('http://127.0.0.1:8787/demo')).toBe('');
  });
});
