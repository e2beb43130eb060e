import { describe, expect, it } from 'vitest';
import { describeApiError } from './describe-error';
import { API_ERROR_KINDS, ApiError } from './errors';

describe('ApiError', () => {
  it('has a pt-BR description for every kind, never empty and never a bare key', () => {
    for (const kind of API_ERROR_KINDS) {
      const text = describeApiError(new ApiError(kind, { status: 503, limit: 100, issuePath: 'total' }));
      expect(text.length, kind).toBeGreaterThan(15);
      expect(text, kind).not.toMatch(/^error[A-Z]/);
    }
  });

  it('says when to try again after a rate limit', () => {
    expect(describeApiError(new ApiError('rate_limited', { retryAfterMs: 30_000 }))).toContain('30 s');
    expect(describeApiError(new ApiError('rate_limited', { retryAfterMs: 600_000 }))).toContain('10 min');
  });

  it('names the invalid field and the positions of invalid contacts', () => {
    expect(describeApiError(new ApiError('invalid_input', { field: 'cpf' }))).toContain('CPF inválido');
    expect(describeApiError(new ApiError('invalid_input', { field: 'contacts', invalidPositions: [0, 4] }))).toContain(
      '1, 5',
    );
  });

  it('survives a round trip through JSON, as messages between contexts need', () => {
    const error = new ApiError('rate_limited', { endpoint: 'GET /veiculos/cpf/:cpf', status: 429, retryAfterMs: 5000 });
    const copy = ApiError.fromJSON(JSON.parse(JSON.stringify(error)));
    expect(copy).toBeInstanceOf(ApiError);
    expect(copy.kind).toBe('rate_limited');
    expect(copy.details).toEqual(error.details);
    expect(copy.message).toBe(error.message);
    expect(copy.retryable).toBe(true);
  });
});
