/**
 * The content script's on-demand core (./content-core.ts), loaded when the page first needs it
 * (`content-core.js`, through ./on-demand.ts). Kept apart from the core itself: the content script
 * imports this file, and nothing of the core's.
 */
import type { ContentCore } from './content-core';
import type { ContentContext } from './controller';
import { createOnDemandLoader, offerOnDemand } from './on-demand';

export const CONTENT_CORE_KEY = Symbol.for('atalaia.contentCore');

/** The script's path in the built extension. */
export const CONTENT_CORE_SCRIPT = '/content-core.js';

type CreateContentCore = (document: Document, ctx: ContentContext) => ContentCore;

/** Called by the on-demand script as it runs: leaves its constructor for the loader. */
export function offerContentCore(create: CreateContentCore): void {
  offerOnDemand(CONTENT_CORE_KEY, create);
}

/** The core of `document`, loaded and built once (see ./on-demand.ts for `importScript`). */
export function createContentCoreLoader(document: Document, ctx: ContentContext, importScript?: (url: string) => Promise<unknown>) {
  return createOnDemandLoader(CONTENT_CORE_SCRIPT, CONTENT_CORE_KEY, (create: CreateContentCore) => create(document, ctx), importScript);
}
