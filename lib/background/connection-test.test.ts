/**
 * "Testar conexão" over HTTP: the probes against the real sandbox (with its faults), against a port
 * nobody listens on, and against another web service that is not the records API; then the lines a
 * person reads for each report.
 */
import { createServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { t } from '../i18n';
import { describeConnectionReport } from '../options/connection-report';
import { originPattern } from '../settings';
import {
  testConnection,
  type ConnectionProblem,
  type ConnectionReport,
  type ConnectionTestDependencies,
  type ConnectionTestInput,
} from './connection-test';

const TOKEN = 'connection-test-token';
let sandbox: RunningSandbox;
let other: { server: Server; url: string; answer: (path: string) => { status: number; type: string; body: string } };

const granted: ConnectionTestDependencies = { hasHostPermission: async () => true, timeoutMs: 2_000 };

function input(overrides: Partial<ConnectionTestInput> = {}): ConnectionTestInput {
  return { apiUrl: sandbox.url, baseUrl: sandbox.url, token: TOKEN, ...overrides };
}

async function closedPort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, token: TOKEN });
  // Some other web service: what each test makes it answer, whatever the path.
  const server = createServer((request, response) => {
    const { status, type, body } = other.answer(request.url ?? '/');
    response.writeHead(status, { 'content-type': type }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  other = {
    server,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    answer: () => ({ status: 200, type: 'text/html', body: '<!doctype html><title>Intranet</title>' }),
  };
});

afterAll(async () => {
  await sandbox.close();
  other.server.closeAllConnections();
  await new Promise((resolve) => other.server.close(resolve));
});

afterEach(() => {
  sandbox.resetFaults();
  sandbox.clearRequests();
});

describe('testConnection against the sandbox', () => {
  it('reports both groups working, with one request each', async () => {
    expect(await testConnection(input(), granted)).toEqual({ api: { ok: true }, base: { ok: true } });
    const probes = sandbox.requests().map((request) => request.path);
    expect(probes).toHaveLength(2);
    expect(probes.some((path) => path.startsWith('/api/v1/'))).toBe(true);
    expect(probes.some((path) => !path.startsWith('/api/v1/'))).toBe(true);
  });

  it('sends no request that could cost a credit: every probe is refused', async () => {
    await testConnection(input(), granted);
    expect(sandbox.requests().map((request) => request.status).sort()).toEqual([400, 404]);
  });

  it('accepts a token and addresses written with spaces and a trailing slash', async () => {
    const report = await testConnection(input({ token: `  ${TOKEN} `, apiUrl: ` ${sandbox.url}/ `, baseUrl: `${sandbox.url}//` }), granted);
    expect(report).toEqual({ api: { ok: true }, base: { ok: true } });
  });

  it('says the token is missing once, without any request', async () => {
    for (const token of ['', '   ']) {
      expect(await testConnection(input({ token }), granted)).toEqual({
        api: { ok: false, problem: 'missing_token' },
        base: { ok: false, problem: 'missing_token' },
      });
    }
    expect(sandbox.requests()).toEqual([]);
  });

  it('says which address is missing or invalid, and still tests the other', async () => {
    expect(await testConnection(input({ apiUrl: '  ' }), granted)).toEqual({ api: { ok: false, problem: 'missing_address' }, base: { ok: true } });
    expect(sandbox.requests().map((request) => request.path.startsWith('/api/v1/'))).toEqual([false]);
    sandbox.clearRequests();
    for (const address of ['ftp://example.com', `${sandbox.url}/?token=x`, `${sandbox.url}/#x`, 'http://user:pass@example.com', 'não é endereço']) {
      expect((await testConnection(input({ baseUrl: address }), granted)).base).toEqual({ ok: false, problem: 'invalid_address' });
    }
    // Only the api probes left the browser.
    expect(sandbox.requests().map((request) => request.path.startsWith('/api/v1/'))).toEqual([true, true, true, true, true]);
  });

  it('reports a refused token as unauthorized, for each group', async () => {
    expect(await testConnection(input({ token: 'wrong-token' }), granted)).toEqual({
      api: { ok: false, problem: 'unauthorized', status: 401 },
      base: { ok: false, problem: 'unauthorized', status: 401 },
    });
  });

  it.each([
    [403, 'forbidden'],
    [429, 'rate_limited'],
    [500, 'server'],
    [503, 'server'],
  ] as const)('reports HTTP %i from one group as %s, the other group unaffected', async (status, problem) => {
    sandbox.setFaults({ errorRate: 1, errorStatus: status, pathPrefix: '/api/v1' });
    expect(await testConnection(input(), granted)).toEqual({ api: { ok: false, problem, status }, base: { ok: true } });
  });

  it('makes exactly one attempt: a failing group is not retried', async () => {
    sandbox.setFaults({ errorRate: 1, errorStatus: 503 });
    await testConnection(input(), granted);
    expect(sandbox.requests()).toHaveLength(2);
  });

  it('reports an answer that never comes as a timeout', async () => {
    // Long enough that the group that does answer is never late on a busy machine.
    sandbox.setFaults({ hangRate: 1, pathPrefix: '/leads' });
    const report = await testConnection(input(), { ...granted, timeoutMs: 2_000 });
    expect(report).toEqual({ api: { ok: true }, base: { ok: false, problem: 'timeout' } });
  });

  it('reports a wrong path prefix on the api address as not this API', async () => {
    const report = await testConnection(input({ apiUrl: `${sandbox.url}/outro-prefixo` }), granted);
    expect(report.api).toEqual({ ok: false, problem: 'not_this_api', status: 404 });
  });
});

describe('testConnection against what is not the sandbox', () => {
  it('tells a missing host permission from an address nobody answers', async () => {
    const address = `http://127.0.0.1:${await closedPort()}`;
    const asked: string[] = [];
    const permission = (answer: boolean): ConnectionTestDependencies => ({
      hasHostPermission: async (pattern) => {
        asked.push(pattern);
        return answer;
      },
    });
    expect((await testConnection(input({ apiUrl: address }), permission(true))).api).toEqual({ ok: false, problem: 'unreachable' });
    expect((await testConnection(input({ apiUrl: `${address}/prefixo` }), permission(false))).api).toEqual({ ok: false, problem: 'permission' });
    expect(asked).toEqual([`${address}/*`, `${address}/*`]);
  });

  it('does not ask for permission when the address answered', async () => {
    const asked: string[] = [];
    await testConnection(input(), { hasHostPermission: async (pattern) => Boolean(asked.push(pattern)) });
    expect(asked).toEqual([]);
  });

  it('reports a service that answers 200 to anything as not this API', async () => {
    other.answer = () => ({ status: 200, type: 'application/json', body: '{"ok":true}' });
    expect(await testConnection(input({ apiUrl: other.url, baseUrl: other.url }), granted)).toEqual({
      api: { ok: false, problem: 'not_this_api', status: 200 },
      base: { ok: false, problem: 'not_this_api', status: 200 },
    });
    other.answer = () => ({ status: 200, type: 'text/html', body: '<!doctype html><p>Bem-vindo</p>' });
    expect((await testConnection(input({ apiUrl: other.url }), granted)).api).toEqual({ ok: false, problem: 'not_this_api', status: 200 });
  });

  it('reports the expected refusal without the API error body as not this API', async () => {
    other.answer = (path) =>
      path.startsWith('/api/v1/')
        ? { status: 400, type: 'text/html', body: '<h1>Bad Request</h1>' }
        : { status: 404, type: 'text/plain', body: 'Not Found' };
    expect(await testConnection(input({ apiUrl: other.url, baseUrl: other.url }), granted)).toEqual({
      api: { ok: false, problem: 'not_this_api', status: 400 },
      base: { ok: false, problem: 'not_this_api', status: 404 },
    });
  });

  it('reports an unexpected status with a JSON body as not this API', async () => {
    other.answer = () => ({ status: 413, type: 'application/json', body: '{"mensagem":"grande demais"}' });
    expect((await testConnection(input({ apiUrl: other.url }), granted)).api).toEqual({ ok: false, problem: 'not_this_api', status: 413 });
  });

  it('originPattern keeps the origin only', () => {
    expect(originPattern('https://api.exemplo.com.br/v2/')).toBe('https://api.exemplo.com.br/*');
    expect(originPattern('http://127.0.0.1:8787')).toBe('http://127.0.0.1:8787/*');
  });
});

describe('describeConnectionReport', () => {
  const problems = Object.keys({
    missing_address: true,
    invalid_address: true,
    missing_token: true,
    unauthorized: true,
    forbidden: true,
    permission: true,
    unreachable: true,
    timeout: true,
    rate_limited: true,
    server: true,
    not_this_api: true,
  } satisfies Record<ConnectionProblem, true>) as ConnectionProblem[];
  const apiLabel = t('groupApi');
  const baseLabel = t('groupBase');

  it('says a missing token once, naming no group', () => {
    const lines = describeConnectionReport({ api: { ok: false, problem: 'missing_token' }, base: { ok: false, problem: 'missing_token' } });
    expect(lines).toHaveLength(1);
    expect(lines[0]?.ok).toBe(false);
    expect(lines[0]?.text).not.toContain(apiLabel);
    expect(lines[0]?.text).not.toBe('problemMissingToken');
  });

  it('gives one line per group, in order, naming it', () => {
    const lines = describeConnectionReport({ api: { ok: true }, base: { ok: false, problem: 'timeout' } });
    expect(lines.map((line) => line.ok)).toEqual([true, false]);
    expect(lines[0]?.text.startsWith(apiLabel)).toBe(true);
    expect(lines[1]?.text.startsWith(baseLabel)).toBe(true);
  });

  it('has its own message, from the catalogue, for every problem', () => {
    const texts = problems
      .filter((problem) => problem !== 'missing_token')
      .map((problem) => describeConnectionReport({ api: { ok: true }, base: { ok: false, problem } })[1]?.text ?? '');
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) {
      expect(text.startsWith(baseLabel)).toBe(true);
      expect(text).not.toMatch(/^problem[A-Z]|\$\d/);
    }
  });

  it('shows the status of a server error, and a placeholder when there is none', () => {
    const report = (status?: number): ConnectionReport => ({ api: { ok: false, problem: 'server', status }, base: { ok: true } });
    expect(describeConnectionReport(report(502))[0]?.text).toContain('502');
    expect(describeConnectionReport(report())[0]?.text).toContain('?');
  });

  it('describes what the probes found', async () => {
    const lines = describeConnectionReport(await testConnection(input({ token: 'wrong-token' }), granted));
    expect(lines).toEqual([
      { ok: false, text: t('problemUnauthorized', apiLabel) },
      { ok: false, text: t('problemUnauthorized', baseLabel) },
    ]);
  });
});
