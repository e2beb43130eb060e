/**
 * Lead enrichment: synchronous batches (12), asynchronous jobs (13) and their status (14).
 *
 * Sandbox decisions the spec leaves open: job creation answers 202 Accepted with a Location header;
 * an optional `Idempotency-Key` header makes a repeated creation (same token and key) return the
 * first job, flagged with `Idempotent-Replayed: true`.
 */
import { Hono, type Context } from 'hono';
import { z } from 'zod';
import {
  ASYNC_ENRICHMENT_LIMIT, SYNC_ENRICHMENT_LIMIT, enrichmentRequestSchema, type EnrichmentRequest,
} from '../../lib/api/schemas';
import { SandboxError, invalidInput } from '../errors';
import { enrichmentItem } from '../generators/enrichment';
import type { JobStore } from '../jobs';

const localeErrors = z.locales.ptBR().localeError;

function fieldPath(path: readonly PropertyKey[]): string {
  return path.map((part, index) => (typeof part === 'number' ? `[${part}]` : `${index > 0 ? '.' : ''}${String(part)}`)).join('');
}

function tooMany(limit: number, received: number, advice: string): SandboxError {
  const count = (value: number) => value.toLocaleString('pt-BR');
  return new SandboxError(
    413,
    'limite_excedido',
    `Limite excedido: no máximo ${count(limit)} contatos por requisição (recebidos ${count(received)}). ${advice}`,
    { limite: limit, recebidos: received },
  );
}

/** Parses the body: 400 when it is not a valid request, 413 when it holds too many contacts. */
async function readRequest(c: Context, limit: number, advice: string): Promise<EnrichmentRequest> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw invalidInput('corpo', 'O corpo da requisição deve ser um JSON válido.');
  }
  const contacts = typeof body === 'object' && body !== null ? (body as { contatos?: unknown }).contatos : undefined;
  if (Array.isArray(contacts) && contacts.length > limit) throw tooMany(limit, contacts.length, advice);
  const parsed = enrichmentRequestSchema.safeParse(body, { error: localeErrors });
  if (parsed.success) return parsed.data;
  const detalhes = parsed.error.issues.map((issue) => ({
    campo: fieldPath(issue.path) || 'corpo',
    problema:
      issue.code === 'invalid_union' && issue.path[0] === 'contatos'
        ? 'cada contato deve ter exatamente um dos campos cpf, telefone ou email, com texto não vazio'
        : issue.message,
  }));
  throw new SandboxError(
    400,
    'entrada_invalida',
    'Corpo da requisição inválido: envie {"contatos": [{"cpf"|"telefone"|"email": "..."}], "campos"?: ["identidade", "renda", "contatos", "empresas"]}.',
    { detalhes },
  );
}

export function enrichmentRoutes(jobs: JobStore): Hono {
  const routes = new Hono();

  routes.post('/leads/enriquecer', async (c) => {
    const request = await readRequest(c, SYNC_ENRICHMENT_LIMIT, 'Para lotes maiores, use POST /leads/async/enriquecer.');
    const resultados = request.contatos.map((contact) => enrichmentItem(contact, request.campos));
    return c.json({ total: resultados.length, enriquecidos: resultados.filter((item) => item.status === 'ok').length, resultados });
  });

  routes.post('/leads/async/enriquecer', async (c) => {
    const request = await readRequest(c, ASYNC_ENRICHMENT_LIMIT, 'Divida o lote em partes menores.');
    const key = c.req.header('Idempotency-Key');
    // The token is part of the scope so two clients with different tokens never share jobs.
    const scope = key === undefined ? undefined : `${c.req.query('token')}\n${key}`;
    const { id, replayed } = jobs.create(request.contatos, request.campos, scope);
    const statusUrl = `/leads/jobs/${id}`;
    c.header('Location', statusUrl);
    if (replayed) c.header('Idempotent-Replayed', 'true');
    return c.json({ jobId: id, statusUrl }, 202);
  });

  routes.get('/leads/jobs/:jobId', (c) => {
    const status = jobs.status(c.req.param('jobId'));
    if (!status) throw new SandboxError(404, 'nao_encontrado', 'Job não encontrado: ele não existe ou o sandbox foi reiniciado.');
    return c.json(status);
  });

  return routes;
}
