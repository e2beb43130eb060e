/** The options page in Firefox: the scenarios of e2e/scenarios/options.ts. */
import { SHARED_SCENARIOS, sharedTestBody } from '../scenarios/shared';
import { test } from './fixtures';

for (const scenario of SHARED_SCENARIOS.options) test(scenario.title, sharedTestBody(scenario));
