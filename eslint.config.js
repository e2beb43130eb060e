import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/** Import patterns for each zone; relative imports are matched by their last folders. */
const API = ['**/api', '**/api/*'];
const BACKGROUND = ['**/background', '**/background/*'];
const PROTOCOL_SCHEMAS = ['**/protocol/schemas'];
const ZOD = ['zod', 'zod/*'];
/** The one database is the background's, with what it enforces: pages read what they need by message. */
const DATABASE = ['idb', '**/storage/database', '**/storage/testing', '**/storage/trusted'];

/**
 * pdf.js weighs about 400 KB: only the document reader loads it. Every zone below carries this rule,
 * since a later zone's options for the same rule replace an earlier one's.
 */
const PDFJS = { group: ['pdfjs-dist', 'pdfjs-dist/*'], allowTypeImports: true, message: 'pdf.js is for the document reader only (lib/reader, entrypoints/reader).' };

/** Each zone: which files, which imports they may not make, and why (docs/architecture.md). */
const zone = (files, groups, message, { allowTypeImports = true, ignores = [], pdfjs = false } = {}) => ({
  files,
  ignores,
  rules: {
    '@typescript-eslint/no-restricted-imports': ['error', { patterns: [...(groups.length > 0 ? [{ group: groups, allowTypeImports, message }] : []), ...(pdfjs ? [] : [PDFJS])] }],
  },
});

const PAGES = ['entrypoints/sidepanel/**', 'entrypoints/card/**', 'entrypoints/options/**', 'entrypoints/gallery/**', 'lib/panel/**', 'lib/card/**', 'lib/options/**', 'entrypoints/welcome/**', 'lib/welcome/**'];
const CONTENT = ['entrypoints/content/**', 'entrypoints/early.content/**', 'lib/content/**', 'lib/detectors/**'];
const READER = ['entrypoints/reader/**', 'lib/reader/**'];
const PROTOCOL = ['lib/protocol/messages.ts', 'lib/protocol/send.ts', 'lib/protocol/limits.ts'];

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
  // Pages never import the background (only its types): they talk to it by messages. Nor zod.
  zone(PAGES, [...BACKGROUND, ...API.map((pattern) => `${pattern}/client`), ...PROTOCOL_SCHEMAS, ...ZOD, ...DATABASE], 'Extension pages never load the background, its database or zod: send a message (lib/protocol/send.ts).'),
  // The document reader is a page like the others, and the one place that loads pdf.js.
  zone(READER, [...BACKGROUND, ...API.map((pattern) => `${pattern}/client`), ...PROTOCOL_SCHEMAS, ...ZOD, ...DATABASE], 'Extension pages never load the background, its database or zod: send a message (lib/protocol/send.ts).', { pdfjs: true }),
  // The content script runs in every page: no zod, no records API, no background.
  zone(CONTENT, [...API, ...BACKGROUND, ...PROTOCOL_SCHEMAS, ...ZOD, ...DATABASE], 'The content script runs inside untrusted pages: no zod, no records API, no background (docs/architecture.md).'),
  // Views render props: no browser APIs, no messaging, no records API client, no zod.
  zone(['components/**'], ['wxt/browser', 'wxt/utils/*', '**/protocol/send', ...DATABASE, ...BACKGROUND, ...API.map((pattern) => `${pattern}/client`), ...API.map((pattern) => `${pattern}/http`), ...ZOD], 'Views take props and call callbacks: the hooks in lib/ talk to the browser.'),
  // The protocol is imported by every context: only types from the rest, and zod only in its schemas.
  zone(PROTOCOL, [...BACKGROUND, ...PROTOCOL_SCHEMAS, './schemas', ...ZOD], 'The protocol stays zod-free: schemas live in lib/protocol/schemas.ts, for the router only.'),
  // Everything else that ships (the background, the API client, shared modules): no pdf.js either.
  zone(['lib/**', 'entrypoints/**'], [], '', { ignores: [...PAGES, ...READER, ...CONTENT, ...PROTOCOL, '**/*.test.ts', '**/*.test.tsx'] }),
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
