import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import en from '../../public/_locales/en/messages.json';
import ptBr from '../../public/_locales/pt_BR/messages.json';
import { plural, type PluralKey } from './plural';

type Catalogue = Record<string, { message: string }>;

/** The English catalogue answering as the browser would for an English interface. */
function speakEnglish(): void {
  const catalogue = en as Catalogue;
  vi.spyOn(fakeBrowser.i18n, 'getUILanguage').mockReturnValue('en-US');
  vi.spyOn(fakeBrowser.i18n, 'getMessage').mockImplementation((key: string, substitutions?: string | (string | number)[]) => {
    const values = substitutions === undefined ? [] : [substitutions].flat().map(String);
    return (catalogue[key]?.message ?? '').replace(/\$(\d)/g, (_, index: string) => values[Number(index) - 1] ?? '');
  });
}

describe('plural', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says counts the Brazilian way: 1 is singular, thousands are grouped with a dot', () => {
    expect(plural('records', 1)).toBe('1 registro');
    expect(plural('records', 2)).toBe('2 registros');
    expect(plural('records', 10_000)).toBe('10.000 registros');
    expect(plural('records', 1_000_000)).toBe('1.000.000 registros');
    expect(`${plural('cardRuralProperties', 6)} · ${plural('cardVehicles', 3)}`).toBe('6 imóveis rurais · 3 veículos');
    expect(plural('usageHeader', 1, ['1'])).toBe('hoje: 1 consulta · mês: 1');
    expect(plural('cardVehicles', 1)).toBe('1 veículo');
  });

  it('says counts the English way: only 1 is singular', () => {
    speakEnglish();
    expect(plural('records', 1)).toBe('1 record');
    expect(plural('records', 0)).toBe('0 records');
    expect(plural('records', 10_000)).toBe('10,000 records');
    expect(`${plural('cardUrbanProperties', 6)} · ${plural('cardVehicles', 3)}`).toBe('6 urban properties · 3 vehicles');
    expect(plural('usageHeader', 1, ['1'])).toBe('today: 1 look-up · month: 1');
    expect(plural('ageYears', 1)).toBe('1 year old');
  });

  it('says zero as plural in both languages ("0 pessoas", not the "0 pessoa" of Portuguese\'s rules)', () => {
    expect(plural('records', 0)).toBe('0 registros');
    expect(plural('showOperations', 0)).toBe('Ver 0 operações');
    expect(plural('showOperations', 1)).toBe('Ver 1 operação');
    expect(plural('debtsInCourt', 0)).toBe('0 em juízo');
    speakEnglish();
    expect(plural('records', 0)).toBe('0 records');
    expect(plural('showOperations', 0)).toBe('Show 0 operations');
    expect(plural('showOperations', 1)).toBe('Show 1 operation');
  });

  it('puts further values after the count', () => {
    expect(plural('lookupAllProgress', 20, [7])).toBe('7 de 20 consultas');
    speakEnglish();
    expect(plural('lookupAllProgress', 1, [0])).toBe('0 of 1 look-up');
  });

  it('has a singular and a plural of every plural key in both catalogues, each with the count', () => {
    const keys = Object.keys(ptBr).filter((key) => key.endsWith('_other')).map((key) => key.slice(0, -'_other'.length) as PluralKey);
    expect(keys.length).toBeGreaterThan(20);
    for (const catalogue of [ptBr, en] as Catalogue[]) {
      for (const key of keys) {
        expect(catalogue[`${key}_one`]?.message, key).toContain('$1');
        expect(catalogue[`${key}_other`]?.message, key).toContain('$1');
      }
    }
  });
});
