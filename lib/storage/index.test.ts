import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS, isPausedOn, parseSettings } from '../settings';
import { forgetRecentQueries, managedItem, readSettings, recentQueriesItem, rememberQuery, settingsItem, tokenChangedItem, watchSettings } from './index';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('settings registry', () => {
  it('starts from the defaults: 24 h cache, no prefetch, every kind detected', async () => {
    expect(await readSettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({ cacheTtlHours: 24, prefetchOnHover: false, pausedEverywhere: false });
  });

  it('repairs a damaged value field by field instead of failing', () => {
    expect(parseSettings({ cacheTtlHours: -5, apiUrl: 'https://api.exemplo.com.br/', highlightStyle: 'neon' })).toEqual({
      ...DEFAULT_SETTINGS,
      apiUrl: 'https://api.exemplo.com.br',
    });
    expect(parseSettings('garbage')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings({ detectedKinds: ['cpf', 'iban'], pausedSites: ['exemplo.com.br', 'não é host'] })).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings({ detectedKinds: ['cpf', 'cpf'], highlightStyle: 'wavy' })).toEqual({ ...DEFAULT_SETTINGS, detectedKinds: ['cpf'], highlightStyle: 'wavy' });
  });

  it('gives every context the same repaired settings when they change', async () => {
    const seen: unknown[] = [];
    const unwatch = watchSettings((settings) => seen.push(settings.highlightStyle));
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, highlightStyle: 'neon' as never });
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, highlightStyle: 'background' });
    unwatch();
    expect(seen).toEqual(['underline', 'background']);
  });

  it('reads what the versioned items wrote, the policy applied, and stops watching when asked', async () => {
    const seen: unknown[] = [];
    const unwatch = watchSettings((settings, managed) => seen.push([settings.cacheTtlHours, managed.cacheTtlHoursMax]));
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, cacheTtlHours: 48 });
    await managedItem.setValue({ cacheTtlHoursMax: 12 });
    await tokenChangedItem.setValue(Date.now());
    unwatch();
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, cacheTtlHours: 2 });
    expect(seen).toEqual([[48, undefined], [12, 12]]);
    expect((await readSettings()).cacheTtlHours).toBe(2);
  });

  it('pauses per site and everywhere', () => {
    const settings = { ...DEFAULT_SETTINGS, pausedSites: ['exemplo.com.br'] };
    expect(isPausedOn(settings, 'Exemplo.com.br')).toBe(true);
    expect(isPausedOn(settings, 'outro.com.br')).toBe(false);
    expect(isPausedOn({ ...settings, pausedEverywhere: true }, 'outro.com.br')).toBe(true);
  });
});

describe('the recent look-ups', () => {
  it('an erasure made while a look-up is being remembered stays made: the two never interleave', async () => {
    await rememberQuery('529.982.247-25');
    // Without the lock, both read the list before either wrote it, and the later write undid the other.
    await Promise.all([rememberQuery('111.444.777-35'), forgetRecentQueries('cpf:52998224725')]);
    expect(await recentQueriesItem.getValue()).toEqual(['111.444.777-35']);
    await Promise.all([rememberQuery('ana@exemplo.com.br'), forgetRecentQueries()]);
    expect(await recentQueriesItem.getValue()).toEqual([]);
  });

  it('forget an identifier however it was typed, and everything on "Apagar tudo"', async () => {
    for (const query of ['ana@exemplo.com.br', '(11) 98765-4321', '529.982.247-25', '111.444.777-35']) await rememberQuery(query);
    await forgetRecentQueries('cpf:52998224725');
    await forgetRecentQueries('phone:+5511987654321');
    expect(await recentQueriesItem.getValue()).toEqual(['111.444.777-35', 'ana@exemplo.com.br']);
    await forgetRecentQueries();
    expect(await recentQueriesItem.getValue()).toEqual([]);
  });
});
