/** Options from environment variables (npm run sandbox). */
import { describe, expect, it } from 'vitest';
import { optionsFromEnvironment } from './config';

describe('optionsFromEnvironment', () => {
  it('has defaults for an empty environment', () => {
    expect(optionsFromEnvironment({})).toEqual({
      port: 8787,
      token: 'demo',
      faults: { latencyMs: 0, errorRate: 0 },
      rateLimit: null,
      jobDurationMs: 3000,
      jobFailures: [],
    });
  });

  it('reads every variable, the single-value ones winning over SANDBOX_FAULTS', () => {
    const options = optionsFromEnvironment({
      PORT: '9000',
      SANDBOX_TOKEN: 'abc',
      SANDBOX_LATENCY_MS: '250',
      SANDBOX_FAULTS: JSON.stringify({ latencyMs: 10, hangRate: 0.1, pathPrefix: '/api/v1/' }),
      SANDBOX_RATE_LIMIT: '30',
      SANDBOX_RATE_WINDOW_MS: '1000',
      SANDBOX_JOB_MS: '500',
      SANDBOX_JOB_FAILS: '987.654.321-00, (11) 98765-4321,falha@empresa.example',
    });
    expect(options).toEqual({
      port: 9000,
      token: 'abc',
      faults: { latencyMs: 250, errorRate: 0, hangRate: 0.1, pathPrefix: '/api/v1/' },
      rateLimit: { requests: 30, windowMs: 1000 },
      jobDurationMs: 500,
      jobFailures: ['987.654.321-00', '(11) 98765-4321', 'falha@empresa.example'],
    });
  });

  it('refuses invalid values, naming the variable', () => {
    expect(() => optionsFromEnvironment({ SANDBOX_ERROR_RATE: '1.5' })).toThrow(/SANDBOX_ERROR_RATE/);
    expect(() => optionsFromEnvironment({ SANDBOX_LATENCY_MS: 'rápido' })).toThrow(/SANDBOX_LATENCY_MS/);
    expect(() => optionsFromEnvironment({ SANDBOX_RATE_LIMIT: '0' })).toThrow(/SANDBOX_RATE_LIMIT/);
    expect(() => optionsFromEnvironment({ SANDBOX_FAULTS: '{' })).toThrow(/SANDBOX_FAULTS/);
    expect(() => optionsFromEnvironment({ SANDBOX_FAULTS: '{"hangRate": 3}' })).toThrow(/SANDBOX_FAULTS/);
    expect(() => optionsFromEnvironment({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => optionsFromEnvironment({ SANDBOX_JOB_FAILS: '123' })).toThrow(/SANDBOX_JOB_FAILS/);
  });
});
