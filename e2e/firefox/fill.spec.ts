/**
 * "Preencher" and "Preencher formulário" in Firefox, on forms of real frameworks (React 19, Vue 3,
 * Lightning Web Components in shadow DOM): the scenarios of e2e/scenarios/fill.ts, the panel being
 * the real sidebar.
 */
import { configureForEnrichment } from '../scenarios/enrichment';
import { SHARED_SCENARIOS, sharedTestBody } from '../scenarios/shared';
import { test } from './fixtures';

test.beforeEach(async ({ driver, sandbox, pages }) => {
  await configureForEnrichment(driver, { sandbox, pages });
});

for (const scenario of SHARED_SCENARIOS.fill) test(scenario.title, sharedTestBody(scenario));
