/**
 * The content script's reading of stored settings. The rest of the controller (scanning, the card,
 * pausing, messages) needs a page, the extension and its background: e2e/content.spec.ts covers it.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, isPausedOn } from '../settings';
import { settingsFrom } from './controller';

describe('settingsFrom', () => {
  it('takes the defaults when nothing usable is stored', () => {
    for (const stored of [undefined, null, 'settings', 42, []]) expect(settingsFrom(stored)).toEqual(DEFAULT_SETTINGS);
  });

  it('keeps what the content script uses', () => {
    const settings = settingsFrom({
      detectedKinds: ['cpf', 'email'],
      pausedSites: ['www.exemplo.com.br'],
      pausedEverywhere: true,
      highlightStyle: 'wavy',
    });
    expect(settings).toMatchObject({ detectedKinds: ['cpf', 'email'], pausedSites: ['www.exemplo.com.br'], pausedEverywhere: true, highlightStyle: 'wavy' });
  });

  it('fills in what is missing, field by field', () => {
    expect(settingsFrom({ highlightStyle: 'background' })).toEqual({ ...DEFAULT_SETTINGS, highlightStyle: 'background' });
    expect(settingsFrom({ detectedKinds: [] })).toEqual({ ...DEFAULT_SETTINGS, detectedKinds: [] });
  });

  it('replaces lists that are not lists, and pauses only on a real true', () => {
    const settings = settingsFrom({ detectedKinds: 'cpf', pausedSites: { 'exemplo.com.br': true }, pausedEverywhere: 'true' });
    expect(settings.detectedKinds).toEqual(DEFAULT_SETTINGS.detectedKinds);
    expect(settings.pausedSites).toEqual(DEFAULT_SETTINGS.pausedSites);
    expect(settings.pausedEverywhere).toBe(false);
    expect(isPausedOn(settings, 'exemplo.com.br')).toBe(false);
  });

  it('pauses the sites it read, whatever the case of the host', () => {
    const settings = settingsFrom({ pausedSites: ['www.exemplo.com.br'] });
    expect(isPausedOn(settings, 'WWW.Exemplo.com.br')).toBe(true);
    expect(isPausedOn(settings, 'exemplo.com.br')).toBe(false);
  });
});
