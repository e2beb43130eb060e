import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/**
 * The trust boundaries (docs/architecture.md), checked on the files an import resolves to, so that a
 * path alias, an index file or a re-export cannot walk around them. Each context lists the folders
 * and files it is made of; `forbid` says which of them another context may not import.
 */
export const CONTEXTS = {
  /** What runs inside every web page: the content script and all it loads. */
  contentBundle: [
    'entrypoints/content',
    'lib/content',
    'lib/detectors',
    'lib/identifiers',
    'lib/text',
    'lib/sorted',
    // Its settings reader, with the rules and the policy it applies.
    'lib/settings/index.ts',
    'lib/settings/managed.ts',
    'lib/settings/read.ts',
    'lib/storage/keys.ts',
    // The protocol's senders, with the error they throw.
    'lib/protocol/messages.ts',
    'lib/protocol/send.ts',
    'lib/protocol/limits.ts',
    'lib/api/errors.ts',
  ],
  background: ['entrypoints/background', 'lib/background'],
  /** Extension pages but the reader: side panel, hover card, options, welcome, privacy policy. */
  pages: ['entrypoints/sidepanel', 'entrypoints/card', 'entrypoints/options', 'entrypoints/welcome', 'entrypoints/privacy', 'lib/panel', 'lib/card', 'lib/options', 'lib/welcome', 'lib/privacy', 'lib/pages'],
  reader: ['entrypoints/reader', 'lib/reader', 'components/reader'],
  /** The views with sample data (WXT_GALLERY builds only): every view, the reader's included. */
  gallery: ['entrypoints/gallery'],
  views: ['components'],
  /** Modules every context may load: they load no context themselves. */
  shared: ['lib/api', 'lib/audit', 'lib/enrichment', 'lib/families', 'lib/files', 'lib/format', 'lib/i18n', 'lib/identifiers', 'lib/permissions', 'lib/protocol', 'lib/settings', 'lib/storage', 'lib/text', 'lib/detectors', 'lib/sorted'],
};

/** The records API's client, its requests and their zod schemas: the background's alone (types aside). */
const API_CLIENT = ['lib/api'];
const API_FOR_PAGES = ['lib/api/errors.ts', 'lib/api/describe-error.ts', 'lib/api/limits.ts'];
/** The one database, with what the background enforces, and the enrichment runner that writes it. */
const DATABASE = ['node_modules/idb', 'lib/storage/database.ts', 'lib/storage/trusted.ts', 'lib/storage/testing.ts', 'lib/enrichment/runner.ts', 'lib/enrichment/batches.ts'];
const ZOD = ['node_modules/zod', 'lib/protocol/schemas.ts'];
const PREACT = ['node_modules/preact', 'node_modules/@preact'];
/** pdf.js weighs about 400 KB: only the document reader loads it. */
const PDFJS = ['node_modules/pdfjs-dist'];

/**
 * Zones for eslint-plugin-import-x's `no-restricted-paths`: files in `target` may not import `from`,
 * except what `except` lists (all paths from the repository's root). One zone per forbidden path,
 * since the rule resolves exceptions relative to it.
 */
function forbid(target, from, message, except = []) {
  return from.map((path) => ({
    target,
    from: path,
    except: except.filter((allowed) => allowed.startsWith(`${path}/`)).map((allowed) => `./${allowed.slice(path.length + 1)}`),
    message,
  }));
}

export const ZONES = [
  // The content script runs inside untrusted pages, in every tab: it loads its own bundle and WXT's browser, nothing else.
  ...forbid(
    CONTEXTS.contentBundle,
    ['lib', 'components', 'entrypoints', 'sandbox', 'node_modules'],
    'The content script runs inside every page: only its own modules (content, detectors, identifiers, text, its settings reader, the protocol\'s senders) and wxt/browser; no zod (docs/architecture.md).',
    [...CONTEXTS.contentBundle, 'node_modules/wxt', 'node_modules/@wxt-dev'],
  ),
  // Views take props and call callbacks: the hooks in lib/ talk to the browser and the background.
  ...forbid(
    CONTEXTS.views,
    ['node_modules/wxt', 'node_modules/@wxt-dev', 'node_modules/ky', ...API_CLIENT, ...DATABASE, ...ZOD, 'lib/storage', 'lib/settings/read.ts', 'lib/protocol/send.ts', 'lib/pages', 'lib/background', 'lib/content', 'entrypoints'],
    'Views take props and call callbacks: no browser API, no messaging, no storage, no zod; the hooks in lib/ do that.',
    API_FOR_PAGES,
  ),
  { target: CONTEXTS.views, from: 'lib/**/use-*.ts', message: 'Views take props and call callbacks: a hook that reads storage or sends messages belongs to the page that renders the view.' },
  // The background is a service worker (an event page in Firefox): no DOM, no views, no page code.
  ...forbid(
    CONTEXTS.background,
    [...PREACT, ...PDFJS, 'components', ...CONTEXTS.pages, 'lib/reader', 'lib/content', 'entrypoints'],
    'The background renders nothing and runs no page code: no preact, no views, no pages, no content script, no pdf.js.',
    // The reader's address, which the background opens and redirects PDFs to.
    ['lib/reader/source.ts', 'entrypoints/background'],
  ),
  // Pages talk to the background by messages: they never load it, its database, the API client or zod.
  ...forbid(
    CONTEXTS.pages,
    [...CONTEXTS.background, ...API_CLIENT, ...DATABASE, ...ZOD, ...PDFJS, ...CONTEXTS.reader, 'lib/content'],
    'Extension pages never load the background, its database, the API client, zod, pdf.js or the reader: send a message (lib/protocol/send.ts).',
    API_FOR_PAGES,
  ),
  // The document reader is a page like the others, and the one place that loads pdf.js.
  ...forbid(
    CONTEXTS.reader,
    [...CONTEXTS.background, ...API_CLIENT, ...DATABASE, ...ZOD, ...CONTEXTS.pages.filter((path) => path.startsWith('entrypoints/'))],
    'The reader is an extension page: it never loads the background, its database, the API client or zod; it sends messages.',
    API_FOR_PAGES,
  ),
  // The gallery shows views with sample data: no background, no messages' other end.
  ...forbid(
    CONTEXTS.gallery,
    [...CONTEXTS.background, ...API_CLIENT, ...DATABASE, ...ZOD, ...PDFJS, 'lib/content'],
    'The gallery shows views with sample data: it never loads the background, its database, the API client, zod or pdf.js.',
    API_FOR_PAGES,
  ),
  // Shared modules load no context: every context loads them.
  ...forbid(
    CONTEXTS.shared,
    [...CONTEXTS.background, ...CONTEXTS.pages, ...CONTEXTS.reader, 'lib/content', 'components', 'entrypoints', ...PREACT, ...PDFJS],
    'Shared modules (lib/api, audit, enrichment, families, files, format, i18n, identifiers, permissions, protocol, settings, storage) load no context: not the background, pages, the reader, the content script, views, preact or pdf.js.',
  ),
];

/**
 * import-x's `no-restricted-paths`, letting type-only imports through: they compile to nothing, so
 * naming a type crosses no boundary.
 */
const restrictedPaths = importX.rules['no-restricted-paths'];
const typeOnly = (source) => {
  const declaration = source.parent;
  if (declaration?.importKind === 'type' || declaration?.exportKind === 'type') return true;
  return declaration?.type === 'ImportDeclaration' && declaration.specifiers.length > 0 && declaration.specifiers.every((specifier) => specifier.importKind === 'type');
};
const boundaries = {
  meta: { name: 'import-x (value imports)' },
  rules: {
    'no-restricted-paths': {
      ...restrictedPaths,
      create: (context) => restrictedPaths.create(Object.create(context, { report: { value: (descriptor) => typeOnly(descriptor.node) || context.report(descriptor) } })),
    },
  },
};

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
    files: ['lib/**', 'components/**', 'entrypoints/**'],
    plugins: { 'import-x': boundaries },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${import.meta.dirname}/tsconfig.json` })] },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: ZONES }] },
  },
  {
    // Tests and their helpers run in Node, never in a bundle.
    files: ['**/*.test.ts', '**/*.test.tsx', '**/test-helpers.ts', 'lib/storage/testing.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Typed linting: a promise nobody awaits, catches or marks `void` is a failure nobody sees.
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: { '@typescript-eslint/no-floating-promises': 'error' },
  },
  {
    // Preact's hooks follow React's rules. The React Compiler's rules of the same plugin are left off:
    // they know a ref only from React's own import, and take every `preact/hooks` ref for an immutable value.
    files: ['lib/**', 'components/**', 'entrypoints/**'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
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
