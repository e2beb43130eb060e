/**
 * The content script's on-demand page actions (./page-actions.ts), loaded on the first request that
 * needs them (`page-actions.js`, through ./on-demand.ts).
 */
import { createOnDemandLoader, offerOnDemand } from './on-demand';
import type { PageActions } from './page-actions';

export const PAGE_ACTIONS_KEY = Symbol.for('atalaia.pageActions');

/** The script's path in the built extension. */
export const PAGE_ACTIONS_SCRIPT = '/page-actions.js';

type CreatePageActions = (document: Document) => PageActions;

/** Called by the on-demand script as it runs: leaves its constructor for the loader. */
export function offerPageActions(create: CreatePageActions): void {
  offerOnDemand(PAGE_ACTIONS_KEY, create);
}

/** The page actions of `document`, loaded once (see ./on-demand.ts for `importScript`). */
export function createPageActionsLoader(document: Document, importScript?: (url: string) => Promise<unknown>) {
  return createOnDemandLoader(PAGE_ACTIONS_SCRIPT, PAGE_ACTIONS_KEY, (create: CreatePageActions) => create(document), importScript);
}
