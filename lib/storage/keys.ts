/**
 * The keys of the stored items that tools outside the extension need to name (`area:name`, as WXT's
 * storage takes them), and where the background keeps the person's settings and token, in a module
 * with no dependency: the e2e helpers run in Node, where loading `wxt/utils/storage` fails as soon as
 * an item is defined (it reads the storage at once).
 */
/** The pages' copy of the person's settings (./registry.ts); the background's own is in the database. */
export const SETTINGS_KEY = 'local:settings';
/** The copy of the organization's policy, for display (./index.ts `managedItem`). */
export const MANAGED_MIRROR_KEY = 'local:managed';
/** When the person's token last changed: what the pages watch, since they never see the token. */
export const TOKEN_CHANGED_KEY = 'local:tokenChangedAt';
/** Where versions up to 0.1.0 kept the token; the background's first start moves it into the database. */
export const LEGACY_TOKEN_KEY = 'local:token';

/** The extension's one IndexedDB database (./database.ts). */
export const DATABASE_NAME = 'atalaia';
/** The person's own settings, the copy the background enforces: one record of the `settings` store. */
export const USER_SETTINGS_RECORD = { store: 'settings', key: 'user' } as const;
/** The person's API token: one record of the `secrets` store, and nowhere else. */
export const TOKEN_RECORD = { store: 'secrets', key: 'token' } as const;
