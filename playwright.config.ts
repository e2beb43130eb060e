import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  // The Firefox suite has its own configuration (playwright.firefox.config.ts).
  testIgnore: ['firefox/**'],
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // Every test starts from a fresh install (e2e/browser.ts), so the tests of one file can go to
  // either worker: the long files no longer end the run on one worker while the other waits.
  fullyParallel: true,
  // Each worker drives its own Chromium; two fit on two cores (three took as long: the suite is bound by the CPU).
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
});
