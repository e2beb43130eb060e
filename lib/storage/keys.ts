/**
 * The keys of the stored items that tools outside the extension need to name (`area:name`, as WXT's
 * storage takes them), in a module with no dependency: the e2e helpers run in Node, where loading
 * `wxt/utils/storage` fails as soon as an item is defined (it reads the storage at once).
 */
export const SETTINGS_KEY = 'local:settings';
export const TOKEN_KEY = 'local:token';
/** The copy of the organization's policy (lib/storage.ts `managedItem`). */
export const MANAGED_MIRROR_KEY = 'local:managed';
