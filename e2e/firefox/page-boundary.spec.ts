/**
 * The page boundary in Firefox, attacked from a hostile page against the built extension: a frame's
 * card shown in the top frame (e2e/scenarios/frames.ts), as e2e/page-boundary.spec.ts runs it in
 * Chromium; and a decoy over that card, which Firefox's own clickjacking defence (the browser's dialog,
 * also in ./content.spec.ts) answers.
 */
import { configureForContent } from '../scenarios/content';
import { coveredFramesCardAsksBeforeSpending } from '../scenarios/frames';
import { SHARED_SCENARIOS, sharedTestBody } from '../scenarios/shared';
import { test } from './fixtures';

test.beforeEach(async ({ driver, sandbox, pages }) => {
  await configureForContent(driver, { sandbox, pages });
});

for (const scenario of SHARED_SCENARIOS.pageBoundary) test(scenario.title, sharedTestBody(scenario));

test("a frame's card under an opaque decoy that lets the click through: the browser's dialog asks before Enriquecer spends", async ({ driver, sandbox, pages }) => {
  await coveredFramesCardAsksBeforeSpending(driver, { sandbox, pages });
});
