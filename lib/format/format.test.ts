import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatBytes, formatDate, formatMoney, formatMonth } from './index';
import { formatCnpj, formatCpf, formatPhone } from '../identifiers/format';
import { formatAge, uiLocale } from '../i18n';

describe('pt-BR formatting', () => {
  it('masks identifiers', () => {
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatPhone('+5511987654321')).toBe('(11) 98765-4321');
    expect(formatPhone('+552134567890')).toBe('(21) 3456-7890');
    expect(formatPhone('+558001234567')).toBe('0800 123 4567');
  });

  it('writes sizes and ages in Portuguese', () => {
    expect(formatBytes(1536)).toMatch(/^1,5\s?kB$/);
    expect(formatAge(0, 2 * 3_600_000)).toBe('há 2 horas');
    expect(formatAge(1000, 1000)).toBe('agora');
  });
});

describe('the language numbers and dates follow', () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the browser locale when its language has a catalogue, else the catalogue', () => {
    const language = vi.spyOn(fakeBrowser.i18n, 'getUILanguage');
    language.mockReturnValue('pt-PT');
    expect(uiLocale()).toBe('pt-PT');
    language.mockReturnValue('de-DE');
    expect(uiLocale()).toBe('pt-BR');
  });

  it('writes dates, months and money the pt-BR way', () => {
    expect(formatDate('2024-03-05')).toBe('05/03/2024');
    expect(formatDate('não informado')).toBe('não informado');
    expect(formatMonth('2024-03')).toBe('mar. de 2024');
    expect(formatMoney(1234.5)).toMatch(/^R\$\s1\.234,50$/);
  });
});
