/**
 * bench/enrich: enriching 10,000 contacts against the sandbox with the extension's own job runner
 * (IndexedDB from fake-indexeddb, the client over HTTP). Reports the requests made against the least
 * possible (one creation and one poll per job), the wall time, and the polls made after a job had
 * already completed (wasted). Writes bench/results/enrich.json.
 */
import 'fake-indexeddb/auto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createApiClient } from '../../lib/api/client';
import { createBatchStore, isFinished } from '../../lib/enrichment/batches';
import { createEnrichmentRunner } from '../../lib/enrichment/runner';
import { cpfWithCheckDigits } from '../../lib/identifiers/cpf';
import { DEFAULT_JOB_DURATION_MS, startSandbox } from '../../sandbox/server';

const CONTACTS = 10_000;
const TOKEN = 'bench';

const sandbox = await startSandbox({ port: 0, token: TOKEN });
try {
  const store = createBatchStore('bench-enrich');
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
  const contacts = Array.from({ length: CONTACTS }, (_, index) => {
    const cpf = cpfWithCheckDigits(String(500_000_000 + index));
    return { key: `cpf:${cpf}`, contact: { cpf } };
  });
  const started = Date.now();
  const batch = await runner.start({ contacts, source: { label: 'bench' } });
  for (;;) {
    const current = await store.get(batch.id);
    if (current && isFinished(current)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const wallMs = Date.now() - started;
  clearTimeout(wake);

  const done = (await store.get(batch.id))!;
  const log = sandbox.requests();
  const creations = log.filter((request) => request.method === 'POST' && request.path === '/leads/async/enriquecer');
  const polls = log.filter((request) => request.method === 'GET' && request.path.startsWith('/leads/jobs/'));
  const jobs = done.chunks.length;
  // A job of the sandbox completes DEFAULT_JOB_DURATION_MS after its creation; the first poll after that
  // is needed, any further one is wasted.
  let wasted = 0;
  for (const chunk of done.chunks) {
    const created = creations.find((request) => Date.parse(request.at) >= (chunk.createdAt ?? 0) - 1_000);
    const completesAt = Date.parse(created?.at ?? '') + DEFAULT_JOB_DURATION_MS;
    const after = polls.filter((request) => request.path.endsWith(`/${chunk.jobId}`) && Date.parse(request.at) >= completesAt);
    wasted += Math.max(0, after.length - 1);
  }
  const results = await runner.results(batch.id);
  const enriched = results?.items.filter((item) => item?.status === 'ok').length ?? 0;
  const result = {
    date: new Date().toISOString(),
    node: process.version,
    contacts: CONTACTS,
    jobs,
    requests: { creations: creations.length, polls: polls.length, total: creations.length + polls.length, minimum: jobs * 2 },
    wallMs,
    sandboxJobMs: DEFAULT_JOB_DURATION_MS,
    wastedPolls: wasted,
    enriched,
    states: done.chunks.map((chunk) => chunk.state),
  };
  mkdirSync('bench/results', { recursive: true });
  writeFileSync('bench/results/enrich.json', `${JSON.stringify(result, null, 2)}\n`);
  console.log(`
bench/enrich  (${CONTACTS} contacts, sandbox jobs take ${DEFAULT_JOB_DURATION_MS} ms)
  jobs: ${jobs} (${result.states.join(', ')}), contacts enriched: ${enriched}
  requests: ${result.requests.total} (${creations.length} creations + ${polls.length} polls); least possible: ${result.requests.minimum}
  wall time: ${(wallMs / 1000).toFixed(1)} s
  polls after a job had completed, beyond the one that saw it: ${wasted}
  written to bench/results/enrich.json`);
} finally {
  await sandbox.close();
}
