import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.output/**', 'e2e/**'],
    setupFiles: ['fake-indexeddb/auto', './vitest.setup.ts'],
    testTimeout: 20_000,
    // Much of the suite waits (timers, local servers): threads start faster than forks, and one per
    // core (vitest's default leaves one core free) took the run from 88 s to 42 s on two cores.
    pool: 'threads',
    maxWorkers: availableParallelism(),
  },
});
