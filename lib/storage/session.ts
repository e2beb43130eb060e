/**
 * The items kept in `storage.session`: they last until the browser closes, and content scripts cannot
 * reach them. Apart from ./index.ts because Firefox gives the hover card's frame no
 * `storage.session`, and an item reads its area as soon as it is defined.
 */
import type { LogEntry } from '../background/log';
import type { FileGrant } from './file-grants';
import { defineStored } from './define';

/**
 * The purpose (finalidade) given for this browser session, written with every audit entry, so it is
 * asked again after the browser restarts. Empty: none given. Written by the background
 * (`purpose.set`), which pages ask through (lib/pages/paid-questions.ts).
 */
export const purposeItem = defineStored<string>('auditPurpose', { fallback: '' });

/** The background's diagnostic log (lib/background/log.ts): it survives the worker's restarts but not the browser's. */
export const logItem = defineStored<LogEntry[]>('diagnosticLog', { fallback: [] });

/** Chrome's side panels open on a tab's own panel, as `[windowId, tabId]` (lib/background/open-panel.ts). */
export const openPanelsItem = defineStored<[number, number][]>('openSidePanels', { fallback: [] });

/** The identifier keys of the contacts read from a page at one time (lib/background/page-collections.ts). */
export interface PageCollection {
  at: number;
  keys: string[];
}

/** The contacts the background read from pages, so that it can say a batch's origin itself. */
export const pageCollectionsItem = defineStored<PageCollection[]>('pageCollections', { fallback: [] });

/** The `file:` addresses the reader's menu opened (lib/storage/file-grants.ts): the background writes, the reader reads. */
export const fileGrantsItem = defineStored<FileGrant[]>('readerFileGrants', { fallback: [] });
