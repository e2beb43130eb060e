/**
 * Every item Atalaia keeps in the browser's extension storage, in one table: its key (`area:name`),
 * its version, and the one context whose code writes it (the others only read). Items are defined
 * only through `defineStored` (./define.ts), which takes key and version from here;
 * `registry.test.ts` walks the source tree so that no item is defined, and nothing written to
 * `storage.local` or `storage.session`, anywhere else.
 *
 * `storage.local` is open to content scripts, so what the background enforces is not here but in the
 * database (./trusted.ts): what `storage.local` holds of it is a copy, for pages to show.
 * `storage.session` is not open to content scripts (Chromium's default access level; Firefox gives
 * them no session area at all).
 */
import { LEGACY_TOKEN_KEY, MANAGED_MIRROR_KEY, SETTINGS_KEY, TOKEN_CHANGED_KEY } from './keys';

export const STORAGE_AREAS = ['local', 'session', 'managed'] as const;
export type StorageArea = (typeof STORAGE_AREAS)[number];

/** Who writes an item: the background, a page, the organization's policy, or no one any more. */
export const WRITERS = ['background', 'panel', 'organization', 'earlier versions'] as const;
export type Writer = (typeof WRITERS)[number];

export interface RegisteredItem {
  key: `${StorageArea}:${string}`;
  version: number;
  writer: Writer;
}

export const STORED_ITEMS = {
  /** The person's settings as the background last wrote them (lib/settings/read.ts reads them). */
  settings: { key: SETTINGS_KEY, version: 1, writer: 'background' },
  /** The organization's policy as the background last read it, without the token. */
  managed: { key: MANAGED_MIRROR_KEY, version: 1, writer: 'background' },
  tokenChanged: { key: TOKEN_CHANGED_KEY, version: 1, writer: 'background' },
  /** Usage per day and kind, from the spend ledger. */
  spend: { key: 'local:spend', version: 2, writer: 'background' },
  recentQueries: { key: 'local:recentQueries', version: 1, writer: 'panel' },
  enrichmentFields: { key: 'local:enrichmentFields', version: 1, writer: 'panel' },
  /** Read once and removed by the background's first start (lib/background/legacy-stores.ts). */
  legacyToken: { key: LEGACY_TOKEN_KEY, version: 1, writer: 'earlier versions' },
  /** The purpose given for this browser session (`purpose.set`). */
  auditPurpose: { key: 'session:auditPurpose', version: 1, writer: 'background' },
  diagnosticLog: { key: 'session:diagnosticLog', version: 1, writer: 'background' },
  /** Keys of the contacts read from pages in the last day (lib/background/page-collections.ts). */
  pageCollections: { key: 'session:pageCollections', version: 1, writer: 'background' },
  /** Chrome's side panels open, by window (lib/background/open-panel.ts). */
  openSidePanels: { key: 'session:openSidePanels', version: 1, writer: 'background' },
  /** The `file:` addresses the reader's menu opened, which the reader accepts (lib/storage/file-grants.ts). */
  readerFileGrants: { key: 'session:readerFileGrants', version: 1, writer: 'background' },
  /**
   * The policy itself, every key of lib/settings/managed-keys.ts, read as a whole by the background
   * (./trusted.ts `readManagedPolicy`); never defined as an item.
   */
  policy: { key: 'managed:*', version: 1, writer: 'organization' },
} as const satisfies Record<string, RegisteredItem>;

export type StoredName = keyof typeof STORED_ITEMS;
