/**
 * The local records API: every endpoint of the spec with synthetic data, both address groups at one
 * origin, fault injection and test-only control routes (docs/sandbox.md).
 *
 * `createSandboxApp` builds the Hono app for in-process tests (`app.request()`); `startSandbox`
 * serves it over HTTP for the CLI, the e2e tests and the client tests.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { demoPage } from './demo/demo-page';
import { demoGazettePdf } from './demo/gazette-pdf';
import { SandboxError, errorBody, errorResponse } from './errors';
import { NO_FAULTS, type FaultSettings } from './faults';
import type { RateLimit } from './rate-limit';
import { loggedQuery, type RequestRecord } from './request-log';
import { controlRoutes } from './routes/control';
import { enrichmentRoutes } from './routes/enrichment';
import { peopleRoutes } from './routes/people';
import { recordRoutes } from './routes/records';
import { jobFailureKey } from './jobs';
import { SandboxState } from './state';

export type { FaultSettings } from './faults';
export type { RateLimit } from './rate-limit';
export type { RequestRecord } from './request-log';

export const DEFAULT_PORT = 8787;
export const DEFAULT_TOKEN = 'demo';
export const DEFAULT_JOB_DURATION_MS = 3000;

export interface SandboxOptions {
  /** 0 picks a free port. Default 8787. */
  port?: number;
  /** Default 127.0.0.1: the sandbox is for this machine only. */
  host?: string;
  /** The only token accepted in `?token=`. Default `demo`. */
  token?: string;
  /** Faults active from the start (also what a reset returns to). */
  faults?: Partial<FaultSettings>;
  /** Requests allowed per token per window; null or absent means no limit. */
  rateLimit?: RateLimit | null;
  /** Time for an asynchronous job to complete. Default 3000 ms. */
  jobDurationMs?: number;
  /** Contacts (CPF, phone, e-mail, in any usual format) that make any job holding them fail. */
  jobFailures?: readonly string[];
  /** Called once per answered request (the CLI prints it). */
  onRequest?: (record: RequestRecord) => void;
  /** Clock for jobs and rate limits; tests pass a fake one. Default Date.now. */
  now?: () => number;
}

export interface RunningSandbox {
  /** `http://HOST:PORT`, no trailing slash. */
  url: string;
  port: number;
  /** Stops listening, releases hanging requests and closes open connections. */
  close(): Promise<void>;
  setFaults(faults: Partial<FaultSettings>): void;
  /** Back to the faults the sandbox started with. */
  resetFaults(): void;
  requests(): RequestRecord[];
  /** `METHOD path` of each request received and not answered yet (one the faults hold, for example). */
  inFlight(): string[];
  clearRequests(): void;
  /** Replaces the contacts that make their job fail (until a reset). */
  setJobFailures(contacts: readonly string[]): void;
  /** How long each job created from now on takes (ms), until a reset; `null`: the start duration. */
  setJobDuration(durationMs: number | null): void;
}

/** The contacts of a job-failure list, normalized; throws on one that is no CPF, phone or e-mail. */
export function jobFailureKeys(contacts: readonly string[]): string[] {
  return contacts.map((contact) => {
    const key = jobFailureKey(contact);
    if (key === null) throw new Error(`Contato inválido na lista de falhas de tarefa: ${contact}`);
    return key;
  });
}

export function createSandboxApp(options: SandboxOptions = {}): { app: Hono; state: SandboxState } {
  const token = options.token ?? DEFAULT_TOKEN;
  const state = new SandboxState({
    faults: { ...NO_FAULTS, ...options.faults },
    rateLimit: options.rateLimit ?? null,
    jobDurationMs: options.jobDurationMs ?? DEFAULT_JOB_DURATION_MS,
    jobFailures: jobFailureKeys(options.jobFailures ?? []),
    now: options.now ?? Date.now,
    onRequest: options.onRequest,
  });
  const app = new Hono();

  // Order matters: each layer only sees what the layers above let through.
  app.use('*', async (c, next) => {
    const control = c.req.path.startsWith('/__sandbox');
    if (!control) state.requestLog.arrived(c.req.method, c.req.path);
    try {
      await next();
    } finally {
      if (!control) state.requestLog.answered(c.req.method, c.req.path);
    }
    if (control) return;
    // Tests count the contacts each enrichment request carried: what a client sent is what it spent.
    const body = c.req.method === 'POST' && c.req.path.includes('/leads/') ? ((await c.req.json().catch(() => null)) as { contatos?: unknown } | null) : null;
    const key = c.req.header('Idempotency-Key');
    const query = loggedQuery(c.req.url);
    state.requestLog.add({
      method: c.req.method,
      path: c.req.path,
      ...(query ? { query } : {}),
      status: c.res.status,
      at: new Date().toISOString(),
      ...(Array.isArray(body?.contatos) ? { contacts: body.contatos.length } : {}),
      ...(key === undefined ? {} : { idempotencyKey: key }),
    });
  });

  app.route('/__sandbox', controlRoutes(state));
  app.get('/demo', (c) => c.html(demoPage()));

  app.use('*', cors({ origin: '*', allowHeaders: ['Content-Type', 'Idempotency-Key'], exposeHeaders: ['Retry-After', 'Location', 'Idempotent-Replayed'] }));

  // The demo gazette for the document reader, shared like the API (any origin may read it).
  let gazette: Promise<Uint8Array> | null = null;
  app.get('/demo.pdf', async (c) => {
    gazette ??= demoGazettePdf().then((pdf) => pdf.bytes);
    const bytes = await gazette;
    return c.body(bytes.slice().buffer as ArrayBuffer, 200, { 'Content-Type': 'application/pdf', 'Content-Disposition': 'inline; filename="diario-oficial-sinop.pdf"' });
  });

  app.use('*', async (c, next) => {
    const sent = c.req.query('token');
    if (sent === undefined || sent === '') {
      throw new SandboxError(401, 'token_invalido', 'Token de acesso ausente: informe-o no parâmetro token da URL (?token=...).');
    }
    if (sent !== token) throw new SandboxError(401, 'token_invalido', 'Token de acesso inválido.');
    await next();
  });

  app.use('*', async (c, next) => {
    const decision = state.rateLimiter.take(token);
    if (!decision.allowed) {
      c.header('Retry-After', String(decision.retryAfterSeconds));
      const limit = state.rateLimiter.configured;
      return c.json(
        errorBody('limite_de_requisicoes', `Limite de requisições excedido. Tente novamente em ${decision.retryAfterSeconds} s.`, {
          limite: limit?.requests,
          janela_ms: limit?.windowMs,
        }),
        429,
      );
    }
    await next();
  });

  app.use('*', state.faults.middleware(state.closing));

  app.route('/', recordRoutes());
  app.route('/', peopleRoutes());
  app.route('/', enrichmentRoutes(state.jobs));

  app.notFound((c) => c.json(errorBody('nao_encontrado', 'Recurso não encontrado: confira o método e o caminho da URL.'), 404));
  app.onError((error, c) => errorResponse(c, error));

  return { app, state };
}

export async function startSandbox(options: SandboxOptions = {}): Promise<RunningSandbox> {
  const { app, state } = createSandboxApp(options);
  const host = options.host ?? '127.0.0.1';
  // Keep Node's own Request/Response: the sandbox runs inside test processes that use them too.
  const server = createAdaptorServer({ fetch: app.fetch, overrideGlobalObjects: false }) as Server;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? DEFAULT_PORT, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://${host}:${port}`,
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        state.shutdown();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
    setFaults: (faults) => state.faults.update(faults),
    resetFaults: () => state.faults.reset(),
    requests: () => state.requestLog.list(),
    inFlight: () => state.requestLog.inFlight(),
    clearRequests: () => state.requestLog.clear(),
    setJobFailures: (contacts) => state.jobs.setFailures(jobFailureKeys(contacts)),
    setJobDuration: (durationMs) => state.jobs.setDuration(durationMs),
  };
}
