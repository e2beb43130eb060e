/** Build-time settings (Vite `import.meta.env`, prefix WXT_). */
interface ImportMetaEnv {
  /** Set by `npm start`: the local sandbox the development build is configured for on install. */
  readonly WXT_SANDBOX_URL?: string;
  readonly WXT_SANDBOX_TOKEN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
