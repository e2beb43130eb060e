/**
 * The server around the records: token, errors, rate limit, fault injection, control routes, CORS,
 * the demo page and the request log. Mostly in-process; hangs and shutdown over real HTTP.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema, federalDebtsResultSchema, vehicleResultSchema } from '../lib/api/schemas';
import { CPF_FULL, CPF_JOB_FAILS, CNPJ_ALPHANUMERIC, PHONE_FULL } from './special';
import { createSandboxApp, startSandbox, type RunningSandbox } from './server';
import { call } from './test-helpers';

const VEHICLES = `/veiculos/cpf/${CPF_FULL}`;

function errorCode(body: unknown): string | null | undefined {
  const { erro } = errorBodySchema.parse(body);
  return typeof erro === 'object' ? erro.codigo : undefined;
}

describe('token', () => {
  const { app } = createSandboxApp({ token: 'segredo' });

  it('is required on API routes, and checked before anything else', async () => {
    for (const path of [VEHICLES, '/veiculos/cpf/123', '/rota/inexistente']) {
      const missing = await app.request(path);
      expect(missing.status, path).toBe(401);
      expect(errorCode(await missing.json())).toBe('token_invalido');
      const wrong = await call(app, path, {}, 'outro');
      expect(wrong.status, path).toBe(401);
      expect(JSON.stringify(wrong.body)).not.toContain('outro');
    }
    expect((await call(app, VEHICLES, {}, 'segredo')).status).toBe(200);
  });

  it('is not needed for the demo page and the control routes', async () => {
    const demo = await app.request('/demo');
    expect(demo.status).toBe(200);
    expect(demo.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect((await app.request('/__sandbox/health')).status).toBe(200);
  });
});

describe('errors', () => {
  const { app } = createSandboxApp();

  it('answers 400 for invalid identifiers, without repeating them', async () => {
    for (const path of [
      '/veiculos/cpf/12345678900', '/veiculos/cpf/123.456.789-09', '/api/v1/rural/cpf/11111111111', '/imoveis/cpf/12345678909/XX',
      '/imoveis/cnpj/11222333000180', '/beneficios/cnpj/12abc34501de35', '/rural/cafir/1234567', '/rural/municipio/9912345',
      '/rural/imovel/12345', '/pessoas/telefone/20912345678', '/perfis/email/sem-arroba', '/empresas/email/logo@2x.png',
    ]) {
      const answer = await call(app, path);
      expect(answer.status, path).toBe(400);
      expect(errorCode(answer.body), path).toBe('entrada_invalida');
      expect(JSON.stringify(answer.body), path).not.toContain(path.split('/').at(-1));
    }
  });

  it('answers 404 for unknown routes and methods', async () => {
    for (const [path, method] of [['/api/v2/rural/cpf/12345678909', 'GET'], ['/leads/enriquecer', 'GET'], [VEHICLES, 'POST']] as const) {
      const answer = await call(app, path, { method });
      expect(answer.status, path).toBe(404);
      expect(errorCode(answer.body)).toBe('nao_encontrado');
    }
  });

  it('accepts alphanumeric CNPJs in the path', async () => {
    expect((await call(app, `/imoveis/cnpj/${CNPJ_ALPHANUMERIC}`)).status).toBe(200);
    expect((await call(app, `/beneficios/cnpj/${CNPJ_ALPHANUMERIC}`)).status).toBe(200);
  });
});

describe('rate limit', () => {
  it('answers 429 with Retry-After in whole seconds past the limit, per token and window', async () => {
    const clock = { now: 0 };
    const { app } = createSandboxApp({ rateLimit: { requests: 2, windowMs: 10_000 }, now: () => clock.now });
    expect((await call(app, VEHICLES)).status).toBe(200);
    expect((await call(app, VEHICLES)).status).toBe(200);
    clock.now = 2_500;
    const limited = await call(app, VEHICLES);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('8');
    expect(errorCode(limited.body)).toBe('limite_de_requisicoes');
    expect((await call(app, VEHICLES, {}, 'errado')).status).toBe(401);
    clock.now = 10_000;
    expect((await call(app, VEHICLES)).status).toBe(200);
  });
});

describe('faults', () => {
  const { app, state } = createSandboxApp();
  const update = (faults: object) => app.request('/__sandbox/faults', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(faults) });

  it('errorRate 1 always fails, with the configured status and a JSON body', async () => {
    await update({ errorRate: 1, errorStatus: 500 });
    for (let attempt = 0; attempt < 5; attempt++) {
      const answer = await call(app, VEHICLES);
      expect(answer.status).toBe(500);
      expect(errorCode(answer.body)).toBe('falha_simulada');
    }
    await app.request('/__sandbox/reset', { method: 'POST' });
    expect((await call(app, VEHICLES)).status).toBe(200);
  });

  it('malformedJsonRate 1 sends a 200 JSON body that does not parse', async () => {
    state.faults.update({ malformedJsonRate: 1 });
    const answer = await app.request(`${VEHICLES}?token=demo`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/json');
    const text = await answer.text();
    expect(() => JSON.parse(text)).toThrow();
    state.faults.reset();
  });

  it('schemaBreakRate 1 sends valid JSON that the schema refuses', async () => {
    state.faults.update({ schemaBreakRate: 1 });
    for (const [path, schema] of [[VEHICLES, vehicleResultSchema], [`/api/v1/dividas/cpf/${CPF_FULL}`, federalDebtsResultSchema]] as const) {
      const answer = await call(app, path);
      expect(answer.status).toBe(200);
      expect(schema.safeParse(answer.body).success, path).toBe(false);
    }
    state.faults.reset();
  });

  it('pathPrefix limits faults to matching paths', async () => {
    state.faults.update({ errorRate: 1, pathPrefix: '/api/v1/' });
    expect((await call(app, `/api/v1/dividas/cpf/${CPF_FULL}`)).status).toBe(503);
    expect((await call(app, VEHICLES)).status).toBe(200);
    state.faults.reset();
  });

  it('latencyMs delays the answer', async () => {
    state.faults.update({ latencyMs: 150 });
    const started = performance.now();
    expect((await call(app, VEHICLES)).status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    state.faults.reset();
  });

  it('PUT merges, GET shows, invalid settings are refused', async () => {
    await update({ latencyMs: 10 });
    await update({ hangRate: 0.5 });
    const settings = (await (await app.request('/__sandbox/faults')).json()) as Record<string, unknown>;
    expect(settings).toMatchObject({ latencyMs: 10, hangRate: 0.5, errorRate: 0, pathPrefix: null });
    expect((await update({ errorRate: 2 })).status).toBe(400);
    expect((await update({ desconhecido: 1 })).status).toBe(400);
    state.faults.reset();
  });
});

describe('request log', () => {
  it("records method, path, query and status, never the token's value", async () => {
    const { app } = createSandboxApp({ token: 'TOKEN-SECRETO' });
    await call(app, `/api/v1/beneficios/cpf/${CPF_FULL}?nome=maria`, {}, 'TOKEN-SECRETO');
    await call(app, '/veiculos/cpf/1', {}, 'TOKEN-SECRETO');
    await app.request(`${VEHICLES}?token=TOKEN-ERRADO`);
    await app.request('/__sandbox/health');
    const log = (await (await app.request('/__sandbox/requests')).json()) as { method: string; path: string; query?: string; status: number; at: string }[];
    expect(log.map(({ method, path, status }) => [method, path, status])).toEqual([
      ['GET', `/api/v1/beneficios/cpf/${CPF_FULL}`, 200],
      ['GET', '/veiculos/cpf/1', 400],
      ['GET', VEHICLES, 401],
    ]);
    expect(log.every((record) => !Number.isNaN(Date.parse(record.at)))).toBe(true);
    expect(log.map((record) => record.query)).toEqual(['nome=maria&token=REDACTED', 'token=REDACTED', 'token=REDACTED']);
    expect(JSON.stringify(log)).not.toMatch(/SECRETO|ERRADO|\?/i);
    expect((await app.request('/__sandbox/requests', { method: 'DELETE' })).status).toBe(204);
    expect(await (await app.request('/__sandbox/requests')).json()).toEqual([]);
  });
});

describe('control routes and CORS', () => {
  const { app } = createSandboxApp();

  it('reset empties jobs and counters', async () => {
    const created = await call(app, '/leads/async/enriquecer', { method: 'POST', body: JSON.stringify({ contatos: [{ cpf: CPF_JOB_FAILS }] }) });
    const { statusUrl } = created.body as { statusUrl: string };
    expect((await call(app, statusUrl)).status).toBe(200);
    expect((await app.request('/__sandbox/reset', { method: 'POST' })).status).toBe(204);
    expect((await call(app, statusUrl)).status).toBe(404);
  });

  it('unknown control routes are 404 without a token', async () => {
    expect((await app.request('/__sandbox/token')).status).toBe(404);
  });

  it('lets any origin call the API, but not the control routes', async () => {
    const api = await call(app, VEHICLES, { headers: { origin: 'https://exemplo.com.br' } });
    expect(api.headers.get('access-control-allow-origin')).toBe('*');
    const preflight = await app.request('/leads/enriquecer', {
      method: 'OPTIONS',
      headers: { origin: 'https://exemplo.com.br', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    const control = await app.request('/__sandbox/faults', { headers: { origin: 'https://exemplo.com.br' } });
    expect(control.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('demo page', () => {
  it('shows the special identifiers in several formats, split and masked ones included', async () => {
    const html = await (await createSandboxApp().app.request('/demo')).text();
    for (const fragment of [
      '123.456.789-09', '11144477735', '12.ABC.345/01DE-35', '11.222.333/0001-81', '(11) 98765-4321', '+55 21 3456-7890',
      '0800 123 4567', '***.456.789-**', '222.333.<b>444</b>-05', '<input', '<textarea', 'maria.santos@correio.example',
      'Madeireira Santa Rita Ltda', 'Maria Aparecida dos Santos', 'R$ 1.234.567,89', '78550-000',
    ]) {
      expect(html, fragment).toContain(fragment);
    }
    expect(html).toContain(`${PHONE_FULL.slice(2, 7)}-${PHONE_FULL.slice(7)}`);
    expect(html).toMatch(/<html lang="pt-BR">/);
  });
});

describe('over HTTP', () => {
  let sandbox: RunningSandbox;

  beforeAll(async () => {
    sandbox = await startSandbox({ port: 0, token: 't0k3n', jobDurationMs: 50 });
  });

  afterAll(async () => {
    await sandbox.close();
  });

  it('serves both address groups at one origin, no trailing slash in the URL', async () => {
    expect(sandbox.url).toBe(`http://127.0.0.1:${sandbox.port}`);
    expect((await fetch(`${sandbox.url}/api/v1/dividas/cpf/${CPF_FULL}?token=t0k3n`)).status).toBe(200);
    expect((await fetch(`${sandbox.url}${VEHICLES}?token=t0k3n`)).status).toBe(200);
    expect(sandbox.requests().map((record) => record.path)).toEqual([`/api/v1/dividas/cpf/${CPF_FULL}`, VEHICLES]);
    sandbox.clearRequests();
    expect(sandbox.requests()).toEqual([]);
  });

  it('completes a job in real time', async () => {
    const created = await fetch(`${sandbox.url}/leads/async/enriquecer?token=t0k3n`, { method: 'POST', body: JSON.stringify({ contatos: [{ cpf: CPF_FULL }] }) });
    const { statusUrl } = (await created.json()) as { statusUrl: string };
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(await (await fetch(`${sandbox.url}${statusUrl}?token=t0k3n`)).json()).toMatchObject({ status: 'completed' });
  });

  it('hangs until the client gives up, then logs the request as unanswered', async () => {
    sandbox.setFaults({ hangRate: 1 });
    const started = performance.now();
    await expect(fetch(`${sandbox.url}${VEHICLES}?token=t0k3n`, { signal: AbortSignal.timeout(200) })).rejects.toThrow();
    expect(performance.now() - started).toBeLessThan(2_000);
    sandbox.resetFaults();
    await expect.poll(() => sandbox.requests().at(-1)?.status).toBe(499);
    expect((await fetch(`${sandbox.url}${VEHICLES}?token=t0k3n`)).status).toBe(200);
  });

  it('closes promptly even with a request hanging', async () => {
    const other = await startSandbox({ port: 0, faults: { hangRate: 1 } });
    const pending = fetch(`${other.url}${VEHICLES}?token=demo`).catch((error: unknown) => error);
    await expect.poll(async () => (await fetch(`${other.url}/__sandbox/health`)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = performance.now();
    await other.close();
    expect(performance.now() - started).toBeLessThan(1_000);
    expect(await pending).toBeInstanceOf(Error);
  });
});
