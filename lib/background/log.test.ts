import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../api/errors';
import { createLog, MAX_LOG_ENTRIES, scrub } from './log';

beforeEach(() => fakeBrowser.reset());

describe('diagnostic log', () => {
  it('keeps the last 200 entries, oldest dropped first', async () => {
    let time = 0;
    const log = createLog(() => ++time);
    for (let index = 0; index < MAX_LOG_ENTRIES + 5; index++) void log.note('router', 'dropped', `message ${index}`);
    const entries = await log.entries();
    expect(entries).toHaveLength(MAX_LOG_ENTRIES);
    expect(entries[0]?.time).toBe(6);
    expect(entries.at(-1)?.time).toBe(MAX_LOG_ENTRIES + 5);
  });

  it('never keeps identifiers, e-mail addresses, tokens in URLs or record data', async () => {
    const log = createLog(() => 1);
    await log.error('lookup', new Error('failed for 529.982.247-25 at https://api.exemplo.com.br/x?token=Kx9-CANARY and ana@exemplo.com.br, CNPJ 12ABC34501DE35'));
    await log.error('lookup', new ApiError('server', { endpoint: 'GET /api/v1/dividas/cpf/:cpf', status: 503 }));
    const text = JSON.stringify(await log.entries());
    for (const secret of ['529', 'CANARY', 'token=', 'ana@', '12ABC']) expect(text).not.toContain(secret);
    expect(text).toContain('GET /api/v1/dividas/cpf/:cpf');
    expect((await log.entries()).map((entry) => entry.kind)).toEqual(['Error', 'server']);
  });

  it('catches a fire-and-forget failure into the log instead of an unhandled rejection', async () => {
    const log = createLog(() => 1);
    log.background('sweep', Promise.reject(new TypeError('boom')));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await log.entries()).toEqual([{ time: 1, context: 'sweep', kind: 'TypeError', message: 'boom' }]);
  });

  it('scrub leaves plain words alone', () => {
    expect(scrub('invalid_response on GET /leads/jobs/:jobId')).toBe('invalid_response on GET /leads/jobs/:jobId');
  });
});
