/** Lead enrichment: fields per `campos`, identity resolution, limits, and the job lifecycle. */
import { describe, expect, it } from 'vitest';
import { enrichmentJobStatusSchema, errorBodySchema, syncEnrichmentResponseSchema } from '../lib/api/schemas';
import { cpfWithCheckDigits } from '../lib/identifiers/cpf';
import { emailCompanies } from './generators/contact-lookups';
import { createSandboxApp } from './server';
import { CPF_EMPTY, CPF_FULL, CPF_JOB_FAILS, EMAIL_COMPANY, EMAIL_NOBODY, EMAIL_PERSON, PHONE_FULL, PHONE_NO_OWNER } from './special';
import { call, postJson } from './test-helpers';

const { app } = createSandboxApp();

async function enrich(body: unknown) {
  const { status, body: answer } = await call(app, '/leads/enriquecer', postJson(body));
  expect(status).toBe(200);
  return syncEnrichmentResponseSchema.parse(answer);
}

/** The raw JSON of the first item, to see which keys are present. */
async function rawItem(body: unknown): Promise<Record<string, unknown>> {
  const { body: answer } = await call(app, '/leads/enriquecer', postJson(body));
  return (answer as { resultados: Record<string, unknown>[] }).resultados[0] ?? {};
}

const contacts = (count: number) => Array.from({ length: count }, (_, index) => ({ cpf: cpfWithCheckDigits(String(200_000_000 + index)) }));

describe('synchronous enrichment', () => {
  it('returns exactly the fields of each selection', async () => {
    const base = ['status', 'entrada', 'cpf'];
    const expected = {
      identidade: ['nome', 'data_nascimento', 'sexo', 'endereco'],
      renda: ['score_renda', 'patrimonio_resumo', 'remuneracao_atual'],
      contatos: ['contatos'],
      empresas: ['empresas'],
    };
    for (const [field, keys] of Object.entries(expected)) {
      const item = await rawItem({ contatos: [{ cpf: CPF_FULL }], campos: [field] });
      expect(Object.keys(item).sort(), field).toEqual([...base, ...keys].sort());
    }
    const all = await rawItem({ contatos: [{ cpf: CPF_FULL }] });
    expect(Object.keys(all).sort()).toEqual([...base, ...Object.values(expected).flat()].sort());
    expect(all).not.toHaveProperty('remuneracao_atualmente');
    expect(typeof all.remuneracao_atual).toBe('number');
    expect(all.contatos).toEqual({ telefones: expect.arrayContaining([PHONE_FULL]), emails: expect.arrayContaining([EMAIL_PERSON]) });
    const twoFields = await rawItem({ contatos: [{ cpf: CPF_FULL }], campos: ['renda', 'empresas'] });
    expect(Object.keys(twoFields).sort()).toEqual([...base, ...expected.renda, ...expected.empresas].sort());
  });

  it('resolves CPFs, phones and e-mails, with the company partner as the e-mail fallback', async () => {
    const partner = emailCompanies(EMAIL_COMPANY)[0]?.socios[0]?.cpf;
    const result = await enrich({
      contatos: [
        { cpf: '123.456.789-09' },
        { telefone: '(11) 98765-4321' },
        { email: EMAIL_PERSON },
        { email: EMAIL_COMPANY },
        { email: EMAIL_NOBODY },
        { telefone: PHONE_NO_OWNER },
        { cpf: '123.456.789-00' },
        { telefone: '12345' },
        { email: 'não é e-mail' },
      ],
      campos: ['identidade'],
    });
    expect(result.total).toBe(9);
    expect(result.enriquecidos).toBe(4);
    expect(result.resultados.map((item) => [item.status, item.cpf])).toEqual([
      ['ok', CPF_FULL],
      ['ok', CPF_FULL],
      ['ok', CPF_FULL],
      ['ok', partner],
      ['nao_encontrado', null],
      ['nao_encontrado', null],
      ['invalido', null],
      ['invalido', null],
      ['invalido', null],
    ]);
    expect(result.resultados[1]?.entrada).toEqual({ cpf: null, telefone: '(11) 98765-4321', email: null });
    expect(result.resultados.filter((item) => item.status !== 'ok').every((item) => (item.mensagem ?? '').length > 0)).toBe(true);
    expect(result.resultados[0]?.mensagem).toBeNull();
  });

  it('still enriches the CPF that has no records', async () => {
    const [item] = (await enrich({ contatos: [{ cpf: CPF_EMPTY }] })).resultados;
    expect(item).toMatchObject({ status: 'ok', nome: 'José Carlos Pereira', endereco: null, empresas: [], contatos: { telefones: [], emails: [] } });
  });

  it('refuses malformed bodies with 400 and a pt-BR message', async () => {
    for (const body of ['{', JSON.stringify({}), JSON.stringify({ contatos: [] }), JSON.stringify({ contatos: [{ cpf: '1', email: 'a@b.com' }] }), JSON.stringify({ contatos: [{ cpf: CPF_FULL }], campos: ['tudo'] })]) {
      const answer = await call(app, '/leads/enriquecer', { method: 'POST', headers: { 'content-type': 'application/json' }, body });
      expect(answer.status, body).toBe(400);
      const error = errorBodySchema.parse(answer.body);
      expect(error.erro).toMatchObject({ codigo: 'entrada_invalida' });
    }
  });

  it('refuses 101 contacts (sync) and 1,001 (async) with 413 naming the limit', async () => {
    const sync = await call(app, '/leads/enriquecer', postJson({ contatos: contacts(101) }));
    expect(sync.status).toBe(413);
    expect(sync.body).toMatchObject({ erro: { codigo: 'limite_excedido', limite: 100, recebidos: 101 } });
    expect(JSON.stringify(sync.body)).toContain('no máximo 100 contatos');
    const async = await call(app, '/leads/async/enriquecer', postJson({ contatos: contacts(1001) }));
    expect(async.status).toBe(413);
    expect(async.body).toMatchObject({ erro: { codigo: 'limite_excedido', limite: 1000, recebidos: 1001 } });
    expect(JSON.stringify(async.body)).toContain('no máximo 1.000 contatos');
    expect((await call(app, '/leads/enriquecer', postJson({ contatos: contacts(100) }))).status).toBe(200);
    expect((await call(app, '/leads/async/enriquecer', postJson({ contatos: contacts(1000) }))).status).toBe(202);
  });
});

describe('asynchronous jobs', () => {
  function withClock(jobDurationMs: number) {
    const clock = { now: 1_000_000 };
    const sandbox = createSandboxApp({ jobDurationMs, now: () => clock.now });
    const status = async (statusUrl: string) => enrichmentJobStatusSchema.parse((await call(sandbox.app, statusUrl)).body);
    const create = async (body: unknown, headers: Record<string, string> = {}) => {
      const answer = await call(sandbox.app, '/leads/async/enriquecer', postJson(body, headers));
      expect(answer.status).toBe(202);
      return { ...(answer.body as { jobId: string; statusUrl: string }), headers: answer.headers };
    };
    return { clock, status, create, jobs: sandbox.state.jobs };
  }

  it('moves from queued to processing to completed as time passes', async () => {
    const { clock, status, create } = withClock(1000);
    const job = await create({ contatos: [{ cpf: CPF_FULL }, { telefone: PHONE_FULL }], campos: ['identidade'] });
    expect(job.statusUrl).toBe(`/leads/jobs/${job.jobId}`);
    expect(job.headers.get('location')).toBe(job.statusUrl);
    expect((await status(job.statusUrl)).status).toBe('queued');
    clock.now += 199;
    expect((await status(job.statusUrl)).status).toBe('queued');
    clock.now += 1;
    expect((await status(job.statusUrl)).status).toBe('processing');
    clock.now += 799;
    const processing = await status(job.statusUrl);
    expect([processing.status, processing.result]).toEqual(['processing', []]);
    clock.now += 1;
    const done = await status(job.statusUrl);
    expect(done.status).toBe('completed');
    expect(done.result.map((item) => [item.status, item.cpf, item.nome])).toEqual([
      ['ok', CPF_FULL, 'Maria Aparecida dos Santos'],
      ['ok', CPF_FULL, 'Maria Aparecida dos Santos'],
    ]);
    expect(done.result[0]?.score_renda).toBeNull();
  });

  it('takes a new duration for the jobs created after it is set, and the start one back at a reset', async () => {
    const { clock, status, create, jobs } = withClock(1000);
    const before = await create({ contatos: [{ cpf: CPF_FULL }] });
    jobs.setDuration(100);
    const after = await create({ contatos: [{ cpf: CPF_FULL }] });
    clock.now += 100;
    expect([(await status(before.statusUrl)).status, (await status(after.statusUrl)).status]).toEqual(['queued', 'completed']);
    jobs.clear();
    const reset = await create({ contatos: [{ cpf: CPF_FULL }] });
    clock.now += 100;
    expect((await status(reset.statusUrl)).status).toBe('queued');
  });

  it('fails when a contact is the job-failing CPF', async () => {
    const { clock, status, create } = withClock(100);
    const job = await create({ contatos: [{ cpf: CPF_FULL }, { cpf: CPF_JOB_FAILS }] });
    clock.now += 100;
    const failed = await status(job.statusUrl);
    expect(failed.status).toBe('failed');
    expect(failed.mensagem).toBeTruthy();
    expect(failed.result).toEqual([]);
  });

  it('fails any job holding a contact of the job-failure list, set at start or through the control route', async () => {
    const clock = { now: 1_000_000 };
    const sandbox = createSandboxApp({ jobDurationMs: 100, now: () => clock.now, jobFailures: ['(21) 99876-5432'] });
    const run = async (contatos: unknown[]) => {
      const created = (await call(sandbox.app, '/leads/async/enriquecer', postJson({ contatos }))).body as { statusUrl: string };
      clock.now += 100;
      return enrichmentJobStatusSchema.parse((await call(sandbox.app, created.statusUrl)).body).status;
    };
    expect(await run([{ cpf: CPF_FULL }, { telefone: PHONE_NO_OWNER }])).toBe('failed');
    const put = await call(sandbox.app, '/__sandbox/job-failures', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ contatos: [EMAIL_PERSON] }) });
    expect(put.body).toEqual({ contatos: [EMAIL_PERSON] });
    expect(await run([{ telefone: PHONE_NO_OWNER }])).toBe('completed');
    // By the address itself, and by the CPF it resolves to.
    expect(await run([{ email: EMAIL_PERSON.toUpperCase() }])).toBe('failed');
    await call(sandbox.app, '/__sandbox/job-failures', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ contatos: [CPF_FULL] }) });
    expect(await run([{ email: EMAIL_PERSON }])).toBe('failed');
    const refused = await call(sandbox.app, '/__sandbox/job-failures', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ contatos: ['123'] }) });
    expect(refused.status).toBe(400);
    // A reset brings back the list the sandbox started with.
    await call(sandbox.app, '/__sandbox/reset', { method: 'POST' });
    expect((await call(sandbox.app, '/__sandbox/job-failures')).body).toEqual({ contatos: ['21998765432'] });
  });

  it('answers 404 for an unknown job', async () => {
    const answer = await call(app, '/leads/jobs/nao-existe');
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ erro: { codigo: 'nao_encontrado' } });
  });

  it('returns the same job for the same Idempotency-Key and token', async () => {
    const { create } = withClock(100);
    const first = await create({ contatos: [{ cpf: CPF_FULL }] }, { 'Idempotency-Key': 'lote-7' });
    const again = await create({ contatos: [{ cpf: CPF_FULL }] }, { 'Idempotency-Key': 'lote-7' });
    const other = await create({ contatos: [{ cpf: CPF_FULL }] }, { 'Idempotency-Key': 'lote-8' });
    const keyless = [await create({ contatos: [{ cpf: CPF_FULL }] }), await create({ contatos: [{ cpf: CPF_FULL }] })];
    expect(again.jobId).toBe(first.jobId);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect(other.jobId).not.toBe(first.jobId);
    expect(keyless[0]?.jobId).not.toBe(keyless[1]?.jobId);
  });
});
