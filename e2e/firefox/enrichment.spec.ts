/**
 * Enrichment in Firefox: the scenarios of e2e/scenarios/enrichment.ts (one contact from the panel,
 * here the real sidebar, then "Preencher"; a CSV through an asynchronous job; what is spent: a double
 * click, a failing contact, a cancel, contacts already enriched), the job's state kept in the
 * extension's IndexedDB. The Chromium suite's tests that stop the service worker have no Firefox counterpart:
 * Firefox runs the background as an event page, and BiDi has nothing like CDP's stopAllWorkers.
 */
import { configureForEnrichment, csvThroughAsyncJob, failingContactWaitsForAChoice } from '../scenarios/enrichment';
import { SHARED_SCENARIOS, sharedTestBody } from '../scenarios/shared';
import { expect, test } from './fixtures';

test.beforeEach(async ({ driver, sandbox, pages }) => {
  await configureForEnrichment(driver, { sandbox, pages });
});

for (const scenario of SHARED_SCENARIOS.enrichment) test(scenario.title, sharedTestBody(scenario));

test('a 150-contact CSV goes through an async job to its results, kept after the panel closes', async ({ driver, sandbox, pages }) => {
  const panel = await csvThroughAsyncJob(driver, { sandbox, pages }, 150, 'pequeno.csv');
  await panel.close();
  // The batch and its results live in the background's IndexedDB, not in the page that showed them.
  const batches = await driver.send<{ ok: true; value: { state: string; total: number }[] }>('enrich.batches', {});
  expect(batches.value).toEqual([expect.objectContaining({ state: 'completed' })]);
});

test('a contact that fails its job waits for a choice, and isolating it sends no more than announced', async ({ driver, sandbox, pages }) => {
  await failingContactWaitsForAChoice(driver, { sandbox, pages });
});
