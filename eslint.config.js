import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Paths that hold the records API client: only the background may reach them (DESIGN.md, trust). */
const API_CLIENT_IMPORTS = ['**/lib/api', '**/lib/api/*', '@/lib/api', '@/lib/api/*', '~/lib/api', '~/lib/api/*'];

export default tseslint.config(
  { ignores: ['.output/**', '.wxt/**', '.tmp/**', 'node_modules/**', 'web-ext-artifacts/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { parserOptions: { ecmaVersion: 'latest', sourceType: 'module' } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Content scripts run inside untrusted pages and views only render props: neither may hold the client.
    files: ['entrypoints/content*/**', 'components/**'],
    rules: {
      // Types of the API's shapes may be named (they compile to nothing); its code may not be imported.
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: API_CLIENT_IMPORTS,
              allowTypeImports: true,
              message: 'Only the background talks to the records API: send a message instead (DESIGN.md, "Contexts and trust").',
            },
          ],
        },
      ],
    },
  },
  {
    // Command-line tools (sandbox, benchmarks, scripts) report on the console by design.
    files: ['sandbox/**', 'bench/**', 'scripts/**', 'e2e/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Playwright fixtures that need no other fixture are written `async ({}, use) => …` by design.
    files: ['e2e/**'],
    rules: { 'no-empty-pattern': 'off' },
  },
);
