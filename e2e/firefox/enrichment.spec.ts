/**
 * Enrichment in Firefox: the scenarios of e2e/scenarios/enrichment.ts (one contact from the panel,
 * here the real sidebar, then "Preencher"; a CSV through an asynchronous job; what is spent: a double
 * click, a failing contact, a cancel, contacts already enriched), the job's state kept in the
 * extension's IndexedDB. The Chromium suite's tests that stop the service worker have no Firefox counterpart:
 * Firefox runs the background as an event page, and BiDi has nothing like CDP's stopAllWorkers.
 */
import { alreadyEnrichedAreNotChargedAgain, cancelTellsTheTruth, configureForEnrichment, csvThroughAsyncJob, doubleClickSendsOnce, enrichOneAndFill, failingContactWaitsForAChoice } from '../scenarios/enrichment';
import { expect, test } from './fixtures';

test.beforeEach(async ({ driver, sandbox, pages }) => {
  await configureForEnrichment(driver, { sandbox, pages });
});

test('enriching the identifier in the sidebar fills the field of the page beside it', async ({ driver, sandbox, pages }) => {
  await enrichOneAndFill(driver, { sandbox, pages });
});

test('a 150-contact CSV goes through an async job to its results, kept after the panel closes', async ({ driver, sandbox, pages }) => {
  const panel = await csvThroughAsyncJob(driver, { sandbox, pages }, 150, 'pequeno.csv');
  await panel.close();
  // The batch and its results live in the background's IndexedDB, not in the page that showed them.
  const batches = await driver.send<{ ok: true; value: { state: string; total: number }[] }>('enrich.batches', {});
  expect(batches.value).toEqual([expect.objectContaining({ state: 'completed' })]);
});

test('a double click on "Enviar" sends the contacts once, and the batch shows where the button was', async ({ driver, sandbox, pages }) => {
  await doubleClickSendsOnce(driver, { sandbox, pages });
});

test('a contact that fails its job waits for a choice, and isolating it sends no more than announced', async ({ driver, sandbox, pages }) => {
  await failingContactWaitsForAChoice(driver, { sandbox, pages });
});

test('a cancel says what was sent and charged, in the sandbox’s own count, and retries only what was not sent', async ({ driver, sandbox, pages }) => {
  await cancelTellsTheTruth(driver, { sandbox, pages });
});

test('contacts enriched within the cache’s TTL are not sent or charged again, and the plan says so', async ({ driver, sandbox, pages }) => {
  await alreadyEnrichedAreNotChargedAgain(driver, { sandbox, pages });
});
