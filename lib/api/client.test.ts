/**
 * The client against the real sandbox over HTTP: every endpoint, every error kind, retries, and a
 * canary token that must never appear in anything an error carries.
 */
import { createServer } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { cpfWithCheckDigits } from '../identifiers/cpf';
import { RUN_LENGTH } from './redact';
import { createApiClient, type ApiSettings } from './client';
import { ApiError, type ApiErrorKind } from './errors';

const TOKEN = 'CANARY-7f3a9c1e-token';
const CPF = '52998224725';
const CNPJ = '11222333000181';
const ALPHANUMERIC_CNPJ = '12ABC34501DE35';

let sandbox: RunningSandbox;

function settings(overrides: Partial<ApiSettings> = {}): ApiSettings {
  return {
    token: TOKEN,
    apiUrl: sandbox.url,
    baseUrl: `${sandbox.url}/`,
    timeoutMs: 2_000,
    backoffLimitMs: 50,
    ...overrides,
  };
}

async function captureError(work: () => Promise<unknown>): Promise<ApiError> {
  try {
    await work();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

/** Everything an error exposes: message, stack, own properties, details, JSON form. */
function everythingIn(error: ApiError): string {
  const own = Object.fromEntries(Object.getOwnPropertyNames(error).map((name) => [name, String((error as never)[name])]));
  return [error.message, error.stack, String(error), JSON.stringify(error), JSON.stringify(own), JSON.stringify(error.details), String(error.cause)].join('\n');
}

async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, token: TOKEN, jobDurationMs: 300 });
});

afterAll(async () => {
  await sandbox.close();
});

afterEach(() => {
  sandbox.resetFaults();
  sandbox.clearRequests();
});

describe('every endpoint, over HTTP', () => {
  const client = () => createApiClient(settings());

  it('1. rural profile by CPF', async () => {
    const profile = await client().ruralProfileByCpf('529.982.247-25');
    expect(profile.cpf_cnpj).toBe(CPF);
    expect(Array.isArray(profile.propriedades_sncr)).toBe(true);
  });

  it('2. urban properties by CPF, with and without relatives', async () => {
    const withRelatives = await client().urbanPropertiesByCpf(CPF);
    const withoutRelatives = await client().urbanPropertiesByCpf(CPF, { includeRelatives: false });
    expect(withRelatives.documento).toBe(CPF);
    expect(withoutRelatives.parentes.every((relative) => relative.propriedades.length === 0)).toBe(true);
    expect(sandbox.requests().map((request) => request.path)).toEqual([`/imoveis/cpf/${CPF}`, `/imoveis/cpf/${CPF}`]);
  });

  it('3. urban properties by CPF in one state', async () => {
    const result = await client().urbanPropertiesByCpfInState(CPF, 'sp');
    expect(result.propriedades.every((property) => property.localizacao?.uf === 'SP')).toBe(true);
    expect(sandbox.requests()[0]?.path).toBe(`/imoveis/cpf/${CPF}/SP`);
  });

  it('4. urban properties by CNPJ, numeric and alphanumeric', async () => {
    expect((await client().urbanPropertiesByCnpj('11.222.333/0001-81')).documento).toBe(CNPJ);
    expect((await client().urbanPropertiesByCnpj('12.ABC.345/01DE-35')).documento).toBe(ALPHANUMERIC_CNPJ);
  });

  it('5. fiscal benefits by CNPJ', async () => {
    const result = await client().fiscalBenefitsByCnpj(CNPJ);
    expect(result.total).toBeTypeOf('number');
  });

  it('6. federal debts by CPF', async () => {
    const result = await client().federalDebtsByCpf(CPF);
    expect(Object.keys(result.dividas)).toEqual(expect.arrayContaining(['ativa_uniao', 'fgts', 'previdenciaria']));
  });

  it('7. vehicles by CPF', async () => {
    expect(Array.isArray((await client().vehiclesByCpf(CPF)).veiculos)).toBe(true);
  });

  it('8, 9, 10. rural look-ups by NIRF, municipality and property code', async () => {
    expect(Array.isArray((await client().cafirPropertiesByNirf('1.234.567-8')).imoveis)).toBe(true);
    const municipality = await client().sncrPropertiesByMunicipality('3550308');
    expect(municipality.propriedades.every((property) => property.cod_ibge === '3550308')).toBe(true);
    expect(Array.isArray((await client().sncrPropertiesByCode('950.041.012.345-6')).propriedades)).toBe(true);
  });

  it('11. social benefits by CPF, with the name filter sent as `nome`', async () => {
    const all = await client().socialBenefitsByCpf(CPF);
    expect(all.total).toBeTypeOf('number');
    const filtered = await client().socialBenefitsByCpf(CPF, { name: '  zzzz  ' });
    expect(filtered.total).toBe(0);
  });

  it('12. synchronous enrichment', async () => {
    const result = await client().enrichLeads({ contatos: [{ cpf: '529.982.247-25' }], campos: ['identidade'] });
    expect(result.total).toBe(1);
    expect(result.resultados[0]?.status).toBe('ok');
    expect(result.resultados[0]?.nome).toBeTruthy();
  });

  it('13 and 14. asynchronous job, polled until it completes', async () => {
    const api = client();
    const job = await api.createEnrichmentJob({ contatos: [{ cpf: CPF }, { telefone: '(11) 98765-4321' }] });
    expect(job.statusUrl).toBe(`/leads/jobs/${job.jobId}`);
    let status = await api.enrichmentJobStatus(job);
    for (let attempt = 0; attempt < 50 && status.status !== 'completed' && status.status !== 'failed'; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      status = await api.enrichmentJobStatus(job);
    }
    expect(status.status).toBe('completed');
    expect(status.result).toHaveLength(2);
  });

  it('the same Idempotency-Key gives back the same job', async () => {
    const api = client();
    const first = await api.createEnrichmentJob({ contatos: [{ cpf: CPF }] }, { idempotencyKey: 'batch-1' });
    const second = await api.createEnrichmentJob({ contatos: [{ cpf: CPF }] }, { idempotencyKey: 'batch-1' });
    expect(second.jobId).toBe(first.jobId);
  });

  it('the four person-centred entry points', async () => {
    const api = client();
    expect((await api.personProfileByCpf(CPF)).cpf).toBe(CPF);
    expect(Array.isArray((await api.peopleByPhone('+55 (11) 98765-4321')).pessoas)).toBe(true);
    expect(sandbox.requests().at(-1)?.path).toBe('/pessoas/telefone/11987654321');
    expect(Array.isArray((await api.digitalProfilesByEmail('Maria@Exemplo.com.br')).perfis)).toBe(true);
    expect(Array.isArray((await api.companiesByEmail('contato@exemplo.com.br')).empresas)).toBe(true);
  });
});

describe('input checked before any request', () => {
  it.each([
    ['an invalid CPF', (api: ReturnType<typeof createApiClient>) => api.ruralProfileByCpf('529.982.247-24'), 'cpf'],
    ['an invalid CNPJ', (api: ReturnType<typeof createApiClient>) => api.fiscalBenefitsByCnpj('11.222.333/0001-80'), 'cnpj'],
    ['an invalid UF', (api: ReturnType<typeof createApiClient>) => api.urbanPropertiesByCpfInState(CPF, 'XX'), 'uf'],
    ['an invalid phone', (api: ReturnType<typeof createApiClient>) => api.peopleByPhone('(20) 91234-5678'), 'phone'],
    ['an invalid e-mail', (api: ReturnType<typeof createApiClient>) => api.companiesByEmail('logo@2x.png'), 'email'],
    ['an invalid NIRF', (api: ReturnType<typeof createApiClient>) => api.cafirPropertiesByNirf('12'), 'nirf'],
    ['an invalid IBGE code', (api: ReturnType<typeof createApiClient>) => api.sncrPropertiesByMunicipality('99'), 'ibge_code'],
    ['an invalid property code', (api: ReturnType<typeof createApiClient>) => api.sncrPropertiesByCode('1'), 'property_code'],
    ['an invalid name filter', (api: ReturnType<typeof createApiClient>) => api.socialBenefitsByCpf(CPF, { name: '<script>' }), 'name'],
  ])('%s costs nothing', async (_label, call, field) => {
    const error = await captureError(() => call(createApiClient(settings())));
    expect(error.kind).toBe('invalid_input');
    expect(error.details.field).toBe(field);
    expect(sandbox.requests()).toHaveLength(0);
  });

  it('lists the positions of invalid contacts in a batch', async () => {
    const api = createApiClient(settings());
    const error = await captureError(() =>
      api.enrichLeads({ contatos: [{ cpf: CPF }, { cpf: '123' }, { email: 'x@y.com' }, { telefone: '000' }] }),
    );
    expect(error.details.invalidPositions).toEqual([1, 3]);
    expect(sandbox.requests()).toHaveLength(0);
  });

  it('refuses batches over 100 (sync) and 1,000 (async) contacts without sending them', async () => {
    const api = createApiClient(settings());
    const contacts = (count: number) =>
      Array.from({ length: count }, (_, index) => ({ cpf: cpfWithCheckDigits(String(100_000_000 + index)) }));
    const sync = await captureError(() => api.enrichLeads({ contatos: contacts(101) }));
    const async = await captureError(() => api.createEnrichmentJob({ contatos: contacts(1001) }));
    expect([sync.kind, sync.details.limit]).toEqual(['too_large', 100]);
    expect([async.kind, async.details.limit]).toEqual(['too_large', 1000]);
    expect(sandbox.requests()).toHaveLength(0);
    await expect(api.enrichLeads({ contatos: contacts(100) })).resolves.toMatchObject({ total: 100 });
  });
});

describe('retries', () => {
  it('retries a GET that meets a server error, then reports `server`', async () => {
    sandbox.setFaults({ errorRate: 1, errorStatus: 503 });
    const error = await captureError(() => createApiClient(settings()).vehiclesByCpf(CPF));
    expect([error.kind, error.details.status]).toEqual(['server', 503]);
    expect(sandbox.requests()).toHaveLength(3);
  });

  it('never retries a POST', async () => {
    sandbox.setFaults({ errorRate: 1, errorStatus: 503 });
    const error = await captureError(() => createApiClient(settings()).enrichLeads({ contatos: [{ cpf: CPF }] }));
    expect(error.kind).toBe('server');
    expect(sandbox.requests()).toHaveLength(1);
  });
});

describe('rate limits', () => {
  it('does not wait for a long Retry-After and says when to try again', async () => {
    const limited = await startSandbox({ port: 0, token: TOKEN, rateLimit: { requests: 1, windowMs: 60_000 } });
    try {
      const api = createApiClient(settings({ apiUrl: limited.url, baseUrl: limited.url }));
      await api.vehiclesByCpf(CPF);
      const started = Date.now();
      const error = await captureError(() => api.vehiclesByCpf(CPF));
      expect(error.kind).toBe('rate_limited');
      expect(error.details.retryAfterMs).toBeGreaterThan(10_000);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(limited.requests()).toHaveLength(2);
    } finally {
      await limited.close();
    }
  });

  it('waits for a short Retry-After and succeeds', async () => {
    const limited = await startSandbox({ port: 0, token: TOKEN, rateLimit: { requests: 1, windowMs: 1_000 } });
    try {
      const api = createApiClient(settings({ apiUrl: limited.url, baseUrl: limited.url }));
      await api.vehiclesByCpf(CPF);
      await expect(api.vehiclesByCpf(CPF)).resolves.toHaveProperty('veiculos');
      expect(limited.requests().map((request) => request.status)).toContain(429);
    } finally {
      await limited.close();
    }
  });
});

describe('every error kind, and the canary token never leaks', () => {
  const cases: [ApiErrorKind, string, () => Promise<ApiError>][] = [
    ['invalid_input', 'refused by the client', () => captureError(() => createApiClient(settings()).ruralProfileByCpf('1'))],
    [
      'invalid_input',
      'refused by the service (400)',
      async () => {
        sandbox.setFaults({ errorRate: 1, errorStatus: 400 });
        return captureError(() => createApiClient(settings()).ruralProfileByCpf(CPF));
      },
    ],
    ['unauthorized', 'wrong token', () => captureError(() => createApiClient(settings({ token: `${TOKEN}-wrong` })).vehiclesByCpf(CPF))],
    [
      'forbidden',
      '403',
      async () => {
        sandbox.setFaults({ errorRate: 1, errorStatus: 403 });
        return captureError(() => createApiClient(settings()).vehiclesByCpf(CPF));
      },
    ],
    ['not_found', 'unknown job', () => captureError(() => createApiClient(settings()).enrichmentJobStatus({ jobId: 'nao-existe' }))],
    [
      'too_large',
      '413 from the service',
      async () => {
        sandbox.setFaults({ errorRate: 1, errorStatus: 413 });
        return captureError(() => createApiClient(settings()).enrichLeads({ contatos: [{ cpf: CPF }] }));
      },
    ],
    [
      'server',
      '500',
      async () => {
        sandbox.setFaults({ errorRate: 1, errorStatus: 500 });
        return captureError(() => createApiClient(settings({ retryLimit: 0 })).vehiclesByCpf(CPF));
      },
    ],
    [
      'network',
      'nothing listening',
      async () => {
        const port = await closedPort();
        const address = `http://127.0.0.1:${port}`;
        return captureError(() => createApiClient(settings({ apiUrl: address, baseUrl: address, retryLimit: 0 })).vehiclesByCpf(CPF));
      },
    ],
    [
      'timeout',
      'an answer that never comes',
      async () => {
        sandbox.setFaults({ hangRate: 1 });
        return captureError(() => createApiClient(settings({ timeoutMs: 300 })).vehiclesByCpf(CPF));
      },
    ],
    [
      'invalid_response',
      'a body that is not JSON',
      async () => {
        sandbox.setFaults({ malformedJsonRate: 1 });
        return captureError(() => createApiClient(settings()).vehiclesByCpf(CPF));
      },
    ],
    [
      'invalid_response',
      'JSON that breaks the schema',
      async () => {
        sandbox.setFaults({ schemaBreakRate: 1 });
        return captureError(() => createApiClient(settings()).federalDebtsByCpf(CPF));
      },
    ],
  ];

  it.each(cases)('%s (%s)', async (kind, _label, provoke) => {
    const error = await provoke();
    expect(error.kind).toBe(kind);
    expect(everythingIn(error)).not.toContain(TOKEN);
    expect(everythingIn(error)).not.toContain(CPF);
    expect(error.message).toMatch(new RegExp(`^${kind}`));
  });

  it('names the path of the field that breaks the schema', async () => {
    sandbox.setFaults({ schemaBreakRate: 1 });
    const error = await captureError(() => createApiClient(settings()).federalDebtsByCpf(CPF));
    expect(error.details.issuePath).toBeTruthy();
  });

  it('scrubs the token from what a service says back', async () => {
    const echoingService: typeof fetch = async (input) =>
      new Response(JSON.stringify({ erro: { codigo: 'x', mensagem: `token ${new URL(String(input instanceof Request ? input.url : input)).searchParams.get('token')} recusado` } }), {
        status: 400,
        headers: { 'content-type': 'application/json' },
      });
    const error = await captureError(() => createApiClient(settings({ fetch: echoingService })).vehiclesByCpf(CPF));
    expect(error.details.serverMessage).toBe('token *** recusado');
    expect(everythingIn(error)).not.toContain(TOKEN);
  });

  it('scrubs mangled echoes of the token from errors (sandbox echoTokenMangled)', async () => {
    sandbox.setFaults({ errorRate: 1, errorStatus: 400, echoTokenMangled: true });
    const error = await captureError(() => createApiClient(settings()).vehiclesByCpf(CPF));
    expect(error.details.serverMessage).toContain('Falha simulada');
    for (let start = 0; start + RUN_LENGTH <= TOKEN.length; start++) {
      expect(everythingIn(error).toLowerCase()).not.toContain(TOKEN.slice(start, start + RUN_LENGTH).toLowerCase());
    }
  });

  it('scrubs the token from the strings of an answer that echoes it in a record', async () => {
    const echoingRecord: typeof fetch = async (input) => {
      const token = new URL(String(input instanceof Request ? input.url : input)).searchParams.get('token') ?? '';
      return new Response(JSON.stringify({ cpf: CPF, total: 1, veiculos: [{ placa: 'ABC1D23', modelo: `eco ${token.toUpperCase()}`, marca: 'X', ano: 2020 }] }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    };
    const answer = await createApiClient(settings({ fetch: echoingRecord })).vehiclesByCpf(CPF).catch((error: unknown) => error);
    expect(JSON.stringify(answer)).toContain('eco ***');
    expect(JSON.stringify(answer).toLowerCase()).not.toContain(TOKEN.toLowerCase());
  });

  it('reports a caller abort as the abort, not as an API error', async () => {
    sandbox.setFaults({ latencyMs: 1_000 });
    const controller = new AbortController();
    const call = createApiClient(settings()).vehiclesByCpf(CPF, { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});
