import { defineConfig } from 'vitest/config';
import { WxtVitest } from 'wxt/testing/vitest-plugin';

export default defineConfig({
  plugins: [WxtVitest()],
  test: {
    include: ['**/*.test.ts', '**/*.test.tsx'],
    exclude: ['node_modules/**', '.output/**', 'e2e/**'],
    setupFiles: ['fake-indexeddb/auto', './vitest.setup.ts'],
    testTimeout: 20_000,
  },
});
