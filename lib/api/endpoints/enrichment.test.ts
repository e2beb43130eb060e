import { describe, expect, it } from 'vitest';
import { ApiError } from '../errors';
import { buildEnrichmentRequest, jobStatusPath } from './enrichment';

describe('jobStatusPath', () => {
  const base = 'https://api.exemplo.com.br/v2';

  it('uses a plain statusUrl path as given', () => {
    expect(jobStatusPath({ jobId: 'abc', statusUrl: '/leads/jobs/abc' }, base)).toBe('/leads/jobs/abc');
  });

  it('accepts a statusUrl on the same origin, below base_url', () => {
    expect(jobStatusPath({ jobId: 'abc', statusUrl: 'https://api.exemplo.com.br/v2/leads/jobs/abc' }, base)).toBe('/leads/jobs/abc');
  });

  it.each([
    'https://outro-host.example/leads/jobs/abc',
    '//outro-host.example/leads/jobs/abc',
    '/leads/../../admin',
    'javascript:alert(1)',
    '/leads/jobs/abc?token=x',
  ])('never follows %s (the token would go with it)', (statusUrl) => {
    expect(jobStatusPath({ jobId: 'abc', statusUrl }, base)).toBe('/leads/jobs/abc');
  });

  it('encodes the job id and refuses ids that are not printable', () => {
    expect(jobStatusPath({ jobId: 'job:42' })).toBe('/leads/jobs/job%3A42');
    expect(() => jobStatusPath({ jobId: '../x y' })).toThrow(ApiError);
  });
});

describe('buildEnrichmentRequest', () => {
  it('normalizes contacts and drops repeated fields', () => {
    expect(
      buildEnrichmentRequest(
        {
          contatos: [{ cpf: '529.982.247-25' }, { telefone: '+55 (11) 98765-4321' }, { email: 'Ana@Exemplo.COM' }],
          campos: ['renda', 'renda', 'identidade'],
        },
        100,
      ),
    ).toEqual({
      contatos: [{ cpf: '52998224725' }, { telefone: '11987654321' }, { email: 'Ana@exemplo.com' }],
      campos: ['renda', 'identidade'],
    });
  });

  it('omits empty `campos`, which the service reads as "everything"', () => {
    expect(buildEnrichmentRequest({ contatos: [{ cpf: '52998224725' }], campos: [] }, 100)).toEqual({
      contatos: [{ cpf: '52998224725' }],
    });
  });

  it('refuses an empty batch', () => {
    expect(() => buildEnrichmentRequest({ contatos: [] }, 100)).toThrow(ApiError);
  });
});
