/** Build-time settings (Vite `import.meta.env`, prefix WXT_). */
interface ImportMetaEnv {
  /** Set by `npm start`: the local sandbox the development build is configured for on install. */
  readonly WXT_SANDBOX_URL?: string;
  readonly WXT_SANDBOX_TOKEN?: string;
  /** Set by the benchmarks' builds: the content script answers `content.stats` (counts and timings only). */
  readonly WXT_BENCH?: string;
  /** Set by the test builds (`npm run test:e2e`): the fixture gallery and test-only hooks ship. */
  readonly WXT_GALLERY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
