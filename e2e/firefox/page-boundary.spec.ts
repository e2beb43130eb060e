/**
 * The page boundary in Firefox, attacked from a hostile page against the built extension: a frame's
 * card shown in the top frame (e2e/scenarios/frames.ts), as e2e/page-boundary.spec.ts runs it in
 * Chromium. Firefox's own clickjacking defence (the browser's dialog) is in ./content.spec.ts.
 */
import { configureForContent } from '../scenarios/content';
import { SHARED_SCENARIOS, sharedTestBody } from '../scenarios/shared';
import { test } from './fixtures';

test.beforeEach(async ({ driver, sandbox, pages }) => {
  await configureForContent(driver, { sandbox, pages });
});

for (const scenario of SHARED_SCENARIOS.pageBoundary) test(scenario.title, sharedTestBody(scenario));
