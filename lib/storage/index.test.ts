import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS, InvalidSettingError, isPausedOn, parseSettings } from '../settings';
import { managedItem, readSettings, settingsItem, tokenItem, updateSettings, watchSettings } from './index';

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
    await tokenItem.setValue('not a setting');
    unwatch();
    await settingsItem.setValue({ ...DEFAULT_SETTINGS, cacheTtlHours: 2 });
    expect(seen).toEqual([[48, undefined], [12, 12]]);
    expect((await readSettings()).cacheTtlHours).toBe(2);
  });

  it('validates changes before saving them', async () => {
    await updateSettings({ cacheTtlHours: 720, pausedSites: ['WWW.Exemplo.com.br'] });
    expect(await settingsItem.getValue()).toMatchObject({ cacheTtlHours: 720, pausedSites: ['www.exemplo.com.br'] });
    await expect(updateSettings({ cacheTtlHours: 721 })).rejects.toThrow(InvalidSettingError);
    await expect(updateSettings({ apiUrl: 'https://api.exemplo.com.br/?token=x' })).rejects.toMatchObject({ field: 'apiUrl' });
    expect(await settingsItem.getValue()).toMatchObject({ cacheTtlHours: 720, apiUrl: '' });
  });

  it('keeps the token in local storage, in an item of its own', async () => {
    await tokenItem.setValue('segredo');
    expect(await fakeBrowser.storage.local.get('token')).toEqual({ token: 'segredo' });
    expect(JSON.stringify(await settingsItem.getValue())).not.toContain('segredo');
    expect(await fakeBrowser.storage.sync.get(null)).toEqual({});
  });

  it('pauses per site and everywhere', () => {
    const settings = { ...DEFAULT_SETTINGS, pausedSites: ['exemplo.com.br'] };
    expect(isPausedOn(settings, 'Exemplo.com.br')).toBe(true);
    expect(isPausedOn(settings, 'outro.com.br')).toBe(false);
    expect(isPausedOn({ ...settings, pausedEverywhere: true }, 'outro.com.br')).toBe(true);
  });
});
