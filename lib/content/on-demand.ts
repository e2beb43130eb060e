/**
 * Loads a part of the content script that is its own script in the extension (`page-actions.js`,
 * `content-core.js`) on the first request that needs it, imported into this content script's world:
 * its code runs here, beside ours, never in the page's. It hands over what it offers through this
 * world's global object under a symbol (a script has no exports to give `import()`: WXT builds it as
 * one), which the page's scripts cannot see. The file is listed in `web_accessible_resources` because
 * a content script may import only such files; docs/page-boundary.md says what that shows a page.
 */
import { browser } from 'wxt/browser';

/** Called by an on-demand script as it runs: leaves what it offers under `key` for the loader. */
export function offerOnDemand(key: symbol, offered: unknown): void {
  (globalThis as Record<symbol, unknown>)[key] = offered;
}

/**
 * What `script` (its path in the built extension) offers under `key`, made into what the content
 * script uses by `build`, once; `importScript` is the browser's `import()` (a test's stand-in
 * otherwise). A failed import is tried again on the next request.
 */
export function createOnDemandLoader<Offered, Loaded>(
  script: '/page-actions.js' | '/content-core.js',
  key: symbol,
  build: (offered: Offered) => Loaded,
  importScript: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url),
): () => Promise<Loaded> {
  let loading: Promise<Loaded> | null = null;
  const load = async (): Promise<Loaded> => {
    await importScript(browser.runtime.getURL(script));
    // Left in place: a module runs once per world, and a content script started again in this
    // world (the extension reloaded under the page) finds it here.
    const offered = (globalThis as Record<symbol, unknown>)[key] as Offered | undefined;
    if (typeof offered !== 'function') throw new Error(`${script} did not offer what it holds`);
    return build(offered);
  };
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
