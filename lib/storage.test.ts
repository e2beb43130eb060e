import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { DEFAULT_SETTINGS, isPausedOn, readSettings, repairSettings, settingsItem, tokenItem, updateSettings } from './storage';

beforeEach(() => {
  fakeBrowser.reset();
});

describe('settings registry', () => {
  it('starts from the defaults: 24 h cache, no prefetch, every kind detected', async () => {
    expect(await readSettings()).toEqual(DEFAULT_SETTINGS);
    expect(DEFAULT_SETTINGS).toMatchObject({ cacheTtlHours: 24, prefetchOnHover: false, pausedEverywhere: false });
  });

  it('repairs a damaged value field by field instead of failing', () => {
    expect(repairSettings({ cacheTtlHours: -5, apiUrl: 'https://api.exemplo.com.br/', highlightStyle: 'neon' })).toEqual({
      ...DEFAULT_SETTINGS,
      apiUrl: 'https://api.exemplo.com.br',
    });
    expect(repairSettings('garbage')).toEqual(DEFAULT_SETTINGS);
  });

  it('validates changes before saving them', async () => {
    await updateSettings({ cacheTtlHours: 720, pausedSites: ['WWW.Exemplo.com.br'] });
    expect(await settingsItem.getValue()).toMatchObject({ cacheTtlHours: 720, pausedSites: ['www.exemplo.com.br'] });
    await expect(updateSettings({ cacheTtlHours: 721 })).rejects.toThrow();
    await expect(updateSettings({ apiUrl: 'https://api.exemplo.com.br/?token=x' })).rejects.toThrow();
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
