/**
 * What the background enforces, read where no content script reaches: the person's settings and
 * token in the database (./database.ts), the organization's policy straight from `storage.managed`.
 * This is the background's one reader of settings. Pages and content scripts read the copies in
 * `storage.local` (../settings/read.ts), which the background writes after each change: a content
 * script that rewrites them changes what it shows itself, and nothing here.
 */
import { browser } from 'wxt/browser';
import { applyManaged, type ManagedConfig } from '../settings/managed';
import { parseManaged } from '../settings/managed-keys';
import { applySettingsChange, parseSettings, type Settings } from '../settings';
import { inTransaction, type AtalaiaDatabase } from './database';
import { defineStored } from './define';
import { settingsItem, tokenChangedItem } from './index';
import { TOKEN_RECORD, USER_SETTINGS_RECORD } from './keys';

/** The token as versions up to 0.1.0 kept it: read and removed once (lib/background/legacy-stores.ts). */
export const legacyTokenItem = defineStored<string>('legacyToken', { fallback: '' });

/** The policy in force; `{}` when there is none (Firefox throws "Managed storage manifest not found"). */
export async function readManagedPolicy(): Promise<ManagedConfig> {
  try {
    return parseManaged(await browser.storage.managed.get());
  } catch {
    return {};
  }
}

/** What a page may learn of the person's token: whether there is one, never the token. */
export interface TokenState {
  set: boolean;
}

export function createTrustedSettings(database: () => Promise<AtalaiaDatabase>) {
  const readUser = async () => parseSettings(await (await database()).get(USER_SETTINGS_RECORD.store, USER_SETTINGS_RECORD.key));
  const readOwnToken = async () => (await (await database()).get(TOKEN_RECORD.store, TOKEN_RECORD.key)) ?? '';
  const read = async () => {
    const [settings, policy] = await Promise.all([readUser(), readManagedPolicy()]);
    return applyManaged(settings, policy);
  };
  const tokenState = async (): Promise<TokenState> => ({ set: (await readOwnToken()) !== '' });

  return {
    /** The settings in force: the person's, with the organization's policy applied (lib/settings/managed.ts). */
    read,
    /** The organization's policy, its token included. */
    policy: readManagedPolicy,
    /** The token to send: the organization's when it set one, else the person's; `''` when neither is. */
    token: async () => (await readManagedPolicy()).token ?? (await readOwnToken()),
    tokenState,
    /**
     * Checks a change of the person's settings and applies it (read and write in one transaction, so
     * two changes never undo each other), then updates the pages' copy; answers the settings in
     * force. Throws InvalidSettingError.
     */
    update: async (change: Partial<Settings>): Promise<Settings> => {
      const next = await inTransaction(await database(), [USER_SETTINGS_RECORD.store], async (transaction) => {
        const store = transaction.objectStore(USER_SETTINGS_RECORD.store);
        const changed = applySettingsChange(parseSettings(await store.get(USER_SETTINGS_RECORD.key)), change);
        await store.put(changed, USER_SETTINGS_RECORD.key);
        return changed;
      });
      await settingsItem.setValue(next);
      return applyManaged(next, await readManagedPolicy());
    },
    /** Keeps the person's token (`''` forgets it), then tells the pages it changed. */
    saveToken: async (token: string): Promise<TokenState> => {
      const db = await database();
      await (token ? db.put(TOKEN_RECORD.store, token, TOKEN_RECORD.key) : db.delete(TOKEN_RECORD.store, TOKEN_RECORD.key));
      await tokenChangedItem.setValue(Date.now());
      return tokenState();
    },
    /**
     * Calls `onChange` with the settings in force and the policy after either changes; answers the
     * unwatch function. The pages' copy changes after each change the background makes, so it is the
     * signal; what is passed on is read from the database, whoever wrote the copy.
     */
    watch: (onChange: (settings: Settings, policy: ManagedConfig) => void): (() => void) => {
      const changed = () => void Promise.all([read(), readManagedPolicy()]).then(([settings, policy]) => onChange(settings, policy));
      const onPolicy = (_changes: unknown, area: string) => area === 'managed' && changed();
      browser.storage.onChanged.addListener(onPolicy);
      const unwatchCopy = settingsItem.watch(changed);
      return () => {
        browser.storage.onChanged.removeListener(onPolicy);
        unwatchCopy();
      };
    },
  };
}

export type TrustedSettings = ReturnType<typeof createTrustedSettings>;
