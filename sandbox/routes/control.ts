/**
 * Test-only control routes under /__sandbox: no token, no CORS (a web page cannot drive them), and
 * nothing they answer contains the token.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { SandboxError, invalidInput } from '../errors';
import { faultSettingsPatchSchema } from '../faults';
import { jobFailureKey } from '../jobs';
import type { SandboxState } from '../state';

const jobFailuresSchema = z.strictObject({ contatos: z.array(z.string().max(300)).max(100_000) });

export function controlRoutes(state: SandboxState): Hono {
  const routes = new Hono();

  routes.get('/health', (c) => c.json({ status: 'ok' }));

  routes.get('/faults', (c) => c.json(state.faults.settings));

  /** Merges the fields sent into the current settings; fields not sent keep their value. */
  routes.put('/faults', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const patch = faultSettingsPatchSchema.safeParse(body);
    if (!patch.success) {
      throw invalidInput('corpo', 'Configuração de falhas inválida: taxas entre 0 e 1, latencyMs ≥ 0, errorStatus entre 400 e 599, pathPrefix começando com "/" ou null.');
    }
    state.faults.update(patch.data);
    return c.json(state.faults.settings);
  });

  routes.get('/job-failures', (c) => c.json({ contatos: state.jobs.failures }));

  /** Replaces the contacts that make any job holding them fail: `{"contatos": ["98765432100", "11987654321", "a@b.example"]}`. */
  routes.put('/job-failures', async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    const contacts = jobFailuresSchema.safeParse(body);
    const keys = contacts.success ? contacts.data.contatos.map(jobFailureKey) : [null];
    if (keys.some((key) => key === null)) {
      throw invalidInput('contatos', 'Envie {"contatos": [...]} com CPFs, telefones (DDD e número) ou e-mails válidos.');
    }
    state.jobs.setFailures(keys as string[]);
    return c.json({ contatos: state.jobs.failures });
  });

  routes.post('/reset', (c) => {
    state.reset();
    return c.body(null, 204);
  });

  routes.get('/requests', (c) => c.json(state.requestLog.list()));

  routes.delete('/requests', (c) => {
    state.requestLog.clear();
    return c.body(null, 204);
  });

  routes.all('/*', () => {
    throw new SandboxError(404, 'nao_encontrado', 'Rota de controle desconhecida.');
  });

  return routes;
}
