import { defineConfig } from '@playwright/test';

/**
 * The Firefox suite (`npm run test:firefox`): e2e/firefox/, on the built `.output/firefox-mv3`, each
 * test with a Firefox ESR of its own driven over WebDriver BiDi (e2e/firefox/firefox.ts).
 */
export default defineConfig({
  testDir: './e2e/firefox',
  outputDir: './test-results/firefox',
  // Each test launches a Firefox of its own, on a copy of a profile the worker started once (3 s on an
  // idle machine, about twice that on a busy one): the timeout leaves every test three times the time
  // it takes on a loaded two-core machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // Each test has a Firefox of its own, so the tests of one file can go to either worker.
  fullyParallel: true,
  // Like the Chromium suite: two workers, each with its own servers and one Firefox per test, fit on
  // two cores. On a machine shared with other work, pass --workers=1.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
});
