import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import preact from '@preact/preset-vite';
import { defineConfig } from 'wxt';
import { managedSchema } from './lib/settings/managed-keys';
import { OCR_MODEL_DIRS } from './scripts/ocr-models';

/**
 * pdf.js's worker and the data it loads on demand (wasm image decoders, the 14 standard fonts,
 * character maps, a colour profile), copied from the package into `pdfjs/` of the built extension:
 * the reader loads them from the extension's own URL (lib/reader/pdf.ts).
 */
function pdfjsFiles(): { absoluteSrc: string; relativeDest: string }[] {
  const root = dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
  const folder = (name: string) =>
    readdirSync(join(root, name))
      .filter((file) => !file.startsWith('LICENSE'))
      .map((file) => ({ absoluteSrc: join(root, name, file), relativeDest: `pdfjs/${name}/${file}` }));
  return [
    { absoluteSrc: join(root, 'build/pdf.worker.min.mjs'), relativeDest: 'pdfjs/pdf.worker.min.mjs' },
    { absoluteSrc: join(root, 'LICENSE'), relativeDest: 'pdfjs/LICENSE' },
    ...folder('wasm'),
    ...folder('standard_fonts'),
    ...folder('cmaps'),
    ...folder('iccs'),
  ];
}

/**
 * OCR for scanned pages (lib/reader/ocr-engine.ts), copied into `ocr/` of the built extension:
 * tesseract.js's worker, ONE core build (SIMD + LSTM only: Chrome and Firefox both run WebAssembly
 * SIMD, and the models are LSTM-only, so the other five builds would never load) with its wasm beside
 * it, the Portuguese model (`tessdata_fast`, 1.0 MB, from vendor/tessdata_fast: no npm package has it)
 * and the English one (`4.0.0_best_int`, 2.9 MB), which reads the `@` of the addresses the Portuguese
 * one misreads (lib/reader/ocr-address-reread.ts); where both are: scripts/ocr-models.ts. Nothing is
 * fetched at run time.
 */
function ocrFiles(): { absoluteSrc: string; relativeDest: string }[] {
  const require = createRequire(import.meta.url);
  const tesseract = dirname(require.resolve('tesseract.js/package.json'));
  const core = dirname(require.resolve('tesseract.js-core/package.json'));
  return [
    { absoluteSrc: join(tesseract, 'dist/worker.min.js'), relativeDest: 'ocr/worker.min.js' },
    { absoluteSrc: join(tesseract, 'LICENSE.md'), relativeDest: 'ocr/LICENSE.md' },
    { absoluteSrc: join(core, 'tesseract-core-simd-lstm.js'), relativeDest: 'ocr/tesseract-core-simd-lstm.js' },
    { absoluteSrc: join(core, 'tesseract-core-simd-lstm.wasm'), relativeDest: 'ocr/tesseract-core-simd-lstm.wasm' },
    { absoluteSrc: join(core, 'LICENSE'), relativeDest: 'ocr/LICENSE-core' },
    { absoluteSrc: join(OCR_MODEL_DIRS.portuguese, 'por.traineddata.gz'), relativeDest: 'ocr/por/por.traineddata.gz' },
    { absoluteSrc: join(OCR_MODEL_DIRS.portuguese, 'COPYRIGHT'), relativeDest: 'ocr/por/COPYRIGHT' },
    { absoluteSrc: join(OCR_MODEL_DIRS.english, 'eng.traineddata.gz'), relativeDest: 'ocr/eng/eng.traineddata.gz' },
  ];
}

/** public/icon/<size>.png, drawn from public/icon/icon.svg by `npm run icons`. */
const ICONS = Object.fromEntries([16, 32, 48, 128].map((size) => [size, `icon/${size}.png`]));

// The API addresses are chosen by the user at run time, so host access is asked for then
// (optional_host_permissions), for exactly the configured origins.
export default defineConfig({
  // Explicit imports everywhere: a reader sees where each name comes from.
  imports: false,
  manifest: ({ browser }) => ({
    name: '__MSG_extName__',
    description: '__MSG_extDescription__',
    default_locale: 'pt_BR',
    // declarativeNetRequestWithHostAccess: the opt-in "Abrir PDFs no leitor do Atalaia" redirect, only
    // where the user granted host access. activeTab: the toolbar's "Abrir no leitor do Atalaia" reads
    // the address of the tab it was clicked on, and nothing else. Firefox's rules cannot match a
    // response's Content-Type, so there webRequest (blocking) redirects PDFs and badges the tabs that
    // show one in its viewer, where it has host access (lib/background/pdf-tabs.ts).
    // 'wasm-unsafe-eval': pdf.js's image decoders and the OCR core are WebAssembly. Nothing else is
    // allowed beyond MV3's default (no remote code, no eval).
    content_security_policy: { extension_pages: "script-src 'self' 'wasm-unsafe-eval'; object-src 'self';" },
    permissions: [
      'storage',
      'alarms',
      'contextMenus',
      'activeTab',
      'declarativeNetRequestWithHostAccess',
      ...(browser === 'firefox' ? ['webRequest', 'webRequestBlocking'] : []),
    ],
    optional_host_permissions: ['http://*/*', 'https://*/*'],
    // Test builds hold host access to `localhost` (only): the e2e suite cannot answer the browser's
    // permission prompt, and the PDF redirect needs host access. Everything else in the suite is served
    // from 127.0.0.1, which stays without it.
    ...(process.env.WXT_GALLERY ? { host_permissions: ['http://localhost/*'] } : {}),
    // The extension's icons are found in public/icon/<size>.png; the toolbar button names them too, or
    // a browser may draw it from the first letter of the name.
    action: { default_title: '__MSG_actionTitle__', default_icon: ICONS },
    commands: {
      // Firefox gives Alt+Shift+<letter> to its menu bar's access keys first: in pt-BR, Alt+Shift+A
      // opens "Arquivo" and the command never fires. L is no menu's access key in pt-BR or English.
      'open-panel': { suggested_key: { default: browser === 'firefox' ? 'Alt+Shift+L' : 'Alt+Shift+A' }, description: '__MSG_commandOpenPanel__' },
      'next-identifier': { suggested_key: { default: 'Alt+Shift+N' }, description: '__MSG_commandNextIdentifier__' },
    },
    // The hover card is an extension page framed by the content script; it is exposed to pages (and,
    // in Chrome, under a URL that changes every session, so no page can frame it on its own).
    // The reader too, because the opt-in redirect sends PDF navigations to it (a redirect may only lead
    // to a web-accessible page); it refuses to work inside a frame. And the content script's on-demand
    // parts (fill, forms, the page's contacts; the scanner, painter and card), because a content script
    // may `import()` only such files (lib/content/on-demand.ts; what a page can learn: docs/page-boundary.md).
    web_accessible_resources: [
      { resources: ['card.html', 'reader.html', 'page-actions.js', 'content-core.js'], matches: ['<all_urls>'], ...(browser === 'firefox' ? {} : { use_dynamic_url: true }) },
    ],
    // The organization's policy keys (lib/settings/managed.ts). Chromium reads them from its policy files with
    // this schema; Firefox from its `3rdparty` policies, without one (docs/deploy.md).
    ...(browser === 'firefox' ? {} : { storage: { managed_schema: 'managed_schema.json' } }),
    ...(browser === 'firefox'
      ? {
          browser_specific_settings: {
            gecko: {
              id: 'atalaia@atalaia.app',
              strict_min_version: '142.0',
              // Identifiers typed or hovered by the user are sent to the records API the user configures.
              data_collection_permissions: { required: ['personallyIdentifyingInfo'] },
            },
          },
        }
      : {}),
  }),
  // The packages `npm run release` ships (scripts/release.ts): one zip per store, named with the version
  // of package.json, and for addons.mozilla.org the sources the Firefox zip is rebuilt from, following
  // BUILD.md. The sources hold only what the production build reads: no tests, benchmarks, sandbox,
  // fixture gallery or screenshots.
  zip: {
    artifactTemplate: 'atalaia-{{packageVersion}}-{{browser}}.zip',
    sourcesTemplate: 'atalaia-{{packageVersion}}-sources.zip',
    includeSources: [
      'BUILD.md',
      'package.json',
      'package-lock.json',
      'tsconfig.json',
      'env.d.ts',
      'wxt.config.ts',
      'entrypoints/**',
      'components/**',
      'lib/**',
      'public/**',
      'vendor/*/**',
      'scripts/ocr-models.ts',
    ],
    excludeSources: ['entrypoints/gallery/**', 'components/**/*.fixture.tsx', 'components/fixture.ts', 'lib/storage/testing.ts'],
  },
  // bench:size's bundle analysis: the same build with source maps, in a folder of its own
  // (.output/chrome-mv3-sourcemaps), so that what ships never carries them.
  ...(process.env.WXT_SOURCEMAPS ? { outDirTemplate: '{{browser}}-mv{{manifestVersion}}-sourcemaps' } : {}),
  // No module preload: an extension's files are local, so a lazy part's imports cost nothing to fetch
  // on demand, and the preload helper would weigh on every page that loads something lazily (the card).
  vite: () => ({ plugins: [preact()], build: { modulePreload: false, sourcemap: Boolean(process.env.WXT_SOURCEMAPS) } }),
  hooks: {
    'build:publicAssets': (wxt, files) => {
      files.push(...pdfjsFiles(), ...ocrFiles());
      if (wxt.config.browser !== 'firefox') files.push({ relativeDest: 'managed_schema.json', contents: `${JSON.stringify(managedSchema(), null, 2)}\n` });
    },
    // The fixture gallery (synthetic records for tests and screenshots) ships only in test builds.
    'entrypoints:found': (_wxt, entrypoints) => {
      if (process.env.WXT_GALLERY) return;
      const gallery = entrypoints.findIndex((entrypoint) => entrypoint.name === 'gallery');
      if (gallery >= 0) entrypoints.splice(gallery, 1);
    },
  },
});
