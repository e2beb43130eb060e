import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: './e2e',
  // The Firefox suite has its own configuration (playwright.firefox.config.ts).
  testIgnore: ['firefox/**'],
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  // Each worker drives its own Chromium with the extension loaded; two fit on two cores.
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list']] : [['list']],
});
