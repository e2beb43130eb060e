import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS, InvalidSettingError } from '../settings';
import { readSettings as readPagesCopy, managedItem, settingsItem, tokenChangedItem } from './index';
import { TOKEN_RECORD, USER_SETTINGS_RECORD } from './keys';
import { freshDatabase } from './testing';
import { createTrustedSettings } from './trusted';

let database: ReturnType<typeof freshDatabase>;
let trusted: ReturnType<typeof createTrustedSettings>;

beforeEach(() => {
  fakeBrowser.reset();
  database = freshDatabase();
  trusted = createTrustedSettings(database);
});

/** Everything `storage.local`, `storage.session` and `storage.sync` hold, as one text. */
async function extensionStorage(): Promise<string> {
  const areas = await Promise.all([fakeBrowser.storage.local.get(null), fakeBrowser.storage.session.get(null), fakeBrowser.storage.sync.get(null)]);
  return JSON.stringify(areas);
}

describe("the background's settings", () => {
  it('checks a change, keeps it in the database, and then writes the copy pages read', async () => {
    expect(await trusted.update({ cacheTtlHours: 720, pausedSites: ['WWW.Exemplo.com.br'] })).toMatchObject({ cacheTtlHours: 720, pausedSites: ['www.exemplo.com.br'] });
    expect(await (await database()).get(USER_SETTINGS_RECORD.store, USER_SETTINGS_RECORD.key)).toMatchObject({ cacheTtlHours: 720, pausedSites: ['www.exemplo.com.br'] });
    expect(await readPagesCopy()).toMatchObject({ cacheTtlHours: 720, pausedSites: ['www.exemplo.com.br'] });

    await expect(trusted.update({ cacheTtlHours: 721 })).rejects.toThrow(InvalidSettingError);
    await expect(trusted.update({ apiUrl: 'https://api.exemplo.com.br/?token=x' })).rejects.toMatchObject({ field: 'apiUrl' });
    expect(await trusted.read()).toMatchObject({ cacheTtlHours: 720, apiUrl: '' });
    expect(await settingsItem.getValue()).toMatchObject({ cacheTtlHours: 720, apiUrl: '' });
  });

  it('two changes at once both stay', async () => {
    await Promise.all([trusted.update({ monthlyBudget: 50 }), trusted.update({ requirePurpose: true }), trusted.update({ pausedEverywhere: true })]);
    expect(await trusted.read()).toMatchObject({ monthlyBudget: 50, requirePurpose: true, pausedEverywhere: true });
  });

  it('enforces its own copy and the policy as storage.managed holds it, whatever the copies in storage.local say', async () => {
    await trusted.update({ monthlyBudget: 5, requirePurpose: true, auditRetentionDays: 30 });
    await fakeBrowser.storage.managed.set({ monthlyBudget: 3, disabledFeatures: ['enrichment'], cacheTtlHoursMax: 6 });
    // What a content script can do: rewrite both copies.
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, monthlyBudget: 0, requirePurpose: false, auditRetentionDays: 3650 });
    await managedItem.setValue({});

    expect(await readPagesCopy()).toMatchObject({ monthlyBudget: 0, requirePurpose: false });
    expect(await trusted.read()).toMatchObject({ monthlyBudget: 3, requirePurpose: true, auditRetentionDays: 30, cacheTtlHours: 6 });
    expect(await trusted.policy()).toMatchObject({ disabledFeatures: ['enrichment'] });
  });

  it('passes on the database and the policy when the copy or the policy changes, never the copy itself', async () => {
    await trusted.update({ openPdfsInReader: true });
    const seen: unknown[] = [];
    const unwatch = trusted.watch((settings, policy) => seen.push([settings.openPdfsInReader, policy.disabledFeatures ?? []]));
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, openPdfsInReader: false });
    await expect.poll(() => seen.length).toBe(1);
    await fakeBrowser.storage.managed.set({ disabledFeatures: ['reader'] });
    await expect.poll(() => seen.length).toBe(2);
    unwatch();
    await trusted.update({ openPdfsInReader: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    // The reader switched off by the policy turns the redirect off in what the background reads.
    expect(seen).toEqual([
      [true, []],
      [false, ['reader']],
    ]);
  });
});

describe("the person's token", () => {
  it('is kept in the database and nowhere in the storage areas; pages learn only that it changed', async () => {
    expect(await trusted.tokenState()).toEqual({ set: false });
    expect(await trusted.saveToken('segredo-canario')).toEqual({ set: true });
    expect(await (await database()).get(TOKEN_RECORD.store, TOKEN_RECORD.key)).toBe('segredo-canario');
    expect(await trusted.token()).toBe('segredo-canario');
    expect(await extensionStorage()).not.toContain('segredo-canario');
    expect(await tokenChangedItem.getValue()).toBeGreaterThan(0);
  });

  it("gives way to the organization's token, and is forgotten when saved empty", async () => {
    await trusted.saveToken('da-pessoa');
    await fakeBrowser.storage.managed.set({ token: 'da-organizacao' });
    expect(await trusted.token()).toBe('da-organizacao');
    await fakeBrowser.storage.managed.clear();
    const changedBefore = await tokenChangedItem.getValue();
    await new Promise((resolve) => setTimeout(resolve, 2));
    expect(await trusted.saveToken('')).toEqual({ set: false });
    expect(await trusted.token()).toBe('');
    expect(await tokenChangedItem.getValue()).toBeGreaterThan(changedBefore);
  });
});
