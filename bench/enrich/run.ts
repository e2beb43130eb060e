/**
 * bench/enrich: enriching 10,000 contacts against the sandbox with the extension's own job runner
 * (IndexedDB from fake-indexeddb, the client over HTTP), twice:
 * - every contact fine: the requests made against the least possible (one creation and one poll per
 *   job), the wall time, and the polls made after a job had already completed (wasted);
 * - 1% of the contacts (100, spread over the file) make their whole job fail: every other contact
 *   must be enriched, each failing one refused alone, and the extra jobs per failing contact stay
 *   within 2·⌈log₂ n⌉ (n the size of its first job).
 * Writes bench/results/enrich.json.
 */
import 'fake-indexeddb/auto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createApiClient } from '../../lib/api/client';
import { createBatchStore, isFinished, type Batch } from '../../lib/enrichment/batches';
import { databaseHandle } from '../../lib/storage/database';
import { contactResults, progressOf } from '../../lib/enrichment/progress';
import { createEnrichmentRunner } from '../../lib/enrichment/runner';
import { cpfWithCheckDigits } from '../../lib/identifiers/cpf';
import { DEFAULT_JOB_DURATION_MS, startSandbox, type RunningSandbox } from '../../sandbox/server';

const CONTACTS = 10_000;
const FAILING = 100;
const TOKEN = 'bench';
/** The failing run makes some 1,500 jobs; the sandbox's jobs take this long there, so it ends in minutes. */
const FAILING_RUN_JOB_MS = 300;

interface RunReport {
  contacts: number;
  failingContacts: number;
  sandboxJobMs: number;
  jobs: { planned: number; total: number; extra: number; extraPerFailingContact: number; boundPerFailingContact: number };
  requests: { creations: number; polls: number; total: number; minimum: number };
  wallMs: number;
  wastedPolls: number;
  outcomes: Record<string, number>;
}

async function run(label: string, jobDurationMs: number, failing: Set<number>): Promise<RunReport> {
  const contacts = Array.from({ length: CONTACTS }, (_, index) => {
    const cpf = cpfWithCheckDigits(String(500_000_000 + index));
    return { key: `cpf:${cpf}`, contact: { cpf } };
  });
  const sandbox: RunningSandbox = await startSandbox({ port: 0, token: TOKEN, jobDurationMs, jobFailures: [...failing].map((index) => contacts[index]?.contact.cpf ?? '') });
  try {
    const store = createBatchStore(databaseHandle({ name: `bench-enrich-${label}` }));
    let wake: ReturnType<typeof setTimeout> | undefined;
    const runner = createEnrichmentRunner({
      store,
      client: async () => createApiClient({ token: TOKEN, apiUrl: sandbox.url, baseUrl: sandbox.url }),
      // As the worker does while it lives: a timer to the next due step.
      wakeAt: (time) => {
        clearTimeout(wake);
        wake = setTimeout(() => void runner.advanceAll(), Math.max(0, time - Date.now()));
      },
    });
    const started = Date.now();
    const batch = await runner.start({ id: crypto.randomUUID(), contacts, source: { label: 'bench' } });
    let done: Batch | undefined;
    for (;;) {
      done = await store.get(batch.id);
      // The person chooses to isolate every job that fails (nothing is sent again without a choice).
      const waiting = done ? progressOf(done).decisions.filter((decision) => decision.choices.includes('isolate')) : [];
      for (const decision of waiting) await runner.decide(batch.id, decision.chunk, 'isolate');
      if (done && waiting.length === 0 && isFinished(done)) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const wallMs = Date.now() - started;
    clearTimeout(wake);

    const log = sandbox.requests();
    const creations = log.filter((request) => request.method === 'POST' && request.path === '/leads/async/enriquecer');
    const polls = log.filter((request) => request.method === 'GET' && request.path.startsWith('/leads/jobs/'));
    const planned = done.chunks.filter((chunk) => chunk.parent === undefined);
    // A job of the sandbox completes jobDurationMs after its creation; the first poll after that is
    // needed, any further one is wasted.
    let wasted = 0;
    for (const chunk of done.chunks) {
      if (!chunk.jobId || chunk.createdAt === undefined) continue;
      const completesAt = chunk.createdAt + jobDurationMs;
      const after = polls.filter((request) => request.path.endsWith(`/${chunk.jobId}`) && Date.parse(request.at) >= completesAt);
      wasted += Math.max(0, after.length - 1);
    }
    const results = contactResults(done, (await runner.results(batch.id))?.items ?? []);
    const outcomes: Record<string, number> = {};
    for (const result of results) outcomes[result.status] = (outcomes[result.status] ?? 0) + 1;
    const largestPlanned = Math.max(...planned.map((chunk) => chunk.to - chunk.from));
    const extra = done.chunks.length - planned.length;
    return {
      contacts: CONTACTS,
      failingContacts: failing.size,
      sandboxJobMs: jobDurationMs,
      jobs: {
        planned: planned.length,
        total: done.chunks.length,
        extra,
        extraPerFailingContact: failing.size === 0 ? 0 : Math.round((extra / failing.size) * 100) / 100,
        boundPerFailingContact: 2 * Math.ceil(Math.log2(largestPlanned)),
      },
      // Without failures: a creation and a poll per job. With them, the same for every job made.
      requests: { creations: creations.length, polls: polls.length, total: creations.length + polls.length, minimum: planned.length * 2 },
      wallMs,
      wastedPolls: wasted,
      outcomes,
    };
  } finally {
    await sandbox.close();
  }
}

function print(title: string, report: RunReport) {
  console.log(`
bench/enrich: ${title} (${report.contacts} contacts, ${report.failingContacts} make their job fail; sandbox jobs take ${report.sandboxJobMs} ms)
  jobs: ${report.jobs.planned} planned, ${report.jobs.total} made (${report.jobs.extra} extra: ${report.jobs.extraPerFailingContact} per failing contact, bound ${report.jobs.boundPerFailingContact})
  requests: ${report.requests.total} (${report.requests.creations} creations + ${report.requests.polls} polls); least possible without failures: ${report.requests.minimum}
  outcomes: ${Object.entries(report.outcomes).map(([status, count]) => `${status} ${count}`).join(', ')}
  wall time: ${(report.wallMs / 1000).toFixed(1)} s; polls after a job had completed, beyond the one that saw it: ${report.wastedPolls}`);
}

const clean = await run('clean', DEFAULT_JOB_DURATION_MS, new Set());
print('every contact fine', clean);
// 100 positions spread over the file by a fixed stride, so jobs hold different numbers of them.
const failing = new Set(Array.from({ length: FAILING }, (_, index) => (index * 7_919 + 37) % CONTACTS));
const withFailures = await run('failing', FAILING_RUN_JOB_MS, failing);
print('1% failing contacts', withFailures);

const problems = [
  clean.outcomes.ok !== CONTACTS && `clean run: ${clean.outcomes.ok ?? 0} enriched, not ${CONTACTS}`,
  withFailures.outcomes.ok !== CONTACTS - FAILING && `failing run: ${withFailures.outcomes.ok ?? 0} enriched, not ${CONTACTS - FAILING}`,
  withFailures.outcomes.refused !== FAILING && `failing run: ${withFailures.outcomes.refused ?? 0} refused, not ${FAILING}`,
  withFailures.jobs.extra > FAILING * withFailures.jobs.boundPerFailingContact && `failing run: ${withFailures.jobs.extra} extra jobs, over the bound`,
].filter(Boolean);

mkdirSync('bench/results', { recursive: true });
writeFileSync('bench/results/enrich.json', `${JSON.stringify({ date: new Date().toISOString(), node: process.version, clean, withFailures }, null, 2)}\n`);
console.log('\n  written to bench/results/enrich.json');
if (problems.length > 0) {
  console.error(`\n  FAILED: ${problems.join('; ')}`);
  process.exitCode = 1;
}
