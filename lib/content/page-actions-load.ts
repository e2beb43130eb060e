/**
 * Loads the content script's on-demand part (./page-actions.ts) on the first request that needs it.
 * It is a script of its own in the extension (`page-actions.js`), imported into this content
 * script's world: its code runs here, beside ours, never in the page's. It hands over its
 * constructor through this world's global object under PAGE_ACTIONS_KEY (a script has no exports to
 * give `import()`: WXT builds it as one), which the page's scripts cannot see. The file is listed in
 * `web_accessible_resources` because a content script may import only such files; docs/page-boundary.md
 * says what that shows a page.
 */
import { browser } from 'wxt/browser';
import type { PageActions } from './page-actions';

export const PAGE_ACTIONS_KEY = Symbol.for('atalaia.pageActions');

/** The script's path in the built extension. */
export const PAGE_ACTIONS_SCRIPT = '/page-actions.js';

type CreatePageActions = (document: Document) => PageActions;

/** Called by the on-demand script as it runs: leaves its constructor for `loadPageActions`. */
export function offerPageActions(create: CreatePageActions): void {
  (globalThis as Record<symbol, unknown>)[PAGE_ACTIONS_KEY] = create;
}

/**
 * The page actions of `document`, loaded once; `importScript` is the browser's `import()` (a test's
 * stand-in otherwise). A failed import is tried again on the next request.
 */
export function createPageActionsLoader(document: Document, importScript: (url: string) => Promise<unknown> = (url) => import(/* @vite-ignore */ url)) {
  let loading: Promise<PageActions> | null = null;
  const load = async (): Promise<PageActions> => {
    await importScript(browser.runtime.getURL(PAGE_ACTIONS_SCRIPT));
    // Left in place: a module runs once per world, and a content script started again in this
    // world (the extension reloaded under the page) finds it here.
    const create = (globalThis as Record<symbol, unknown>)[PAGE_ACTIONS_KEY] as CreatePageActions | undefined;
    if (typeof create !== 'function') throw new Error('page-actions.js did not offer its actions');
    return create(document);
  };
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
