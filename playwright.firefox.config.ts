import { defineConfig } from '@playwright/test';

/**
 * The Firefox suite (`npm run test:firefox`): e2e/firefox/, on the built `.output/firefox-mv3`
 * installed anew for each test in the worker's Firefox ESR, driven over WebDriver BiDi
 * (e2e/firefox/fixtures.ts, firefox.ts).
 */
export default defineConfig({
  testDir: './e2e/firefox',
  outputDir: './test-results/firefox',
  // A test with prefs or a policy of its own launches a Firefox of its own (3 s on an idle machine,
  // 6-12 s on a busy one): the timeout leaves it three times the time it takes on a loaded machine.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // Every test starts from a fresh install (firefox.ts), so the tests of one file can go to either worker.
  fullyParallel: true,
  // Like the Chromium suite: two workers, each with its own servers and Firefox, fit on two cores. On
  // a machine shared with other work, pass --workers=1.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
});
