import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { formatBytes, formatCep, formatCount, formatDate, formatHectares, formatMoney, formatMonth, formatNirf, formatSncr, formatSquareMeters, formatWithUnit } from './index';
import { formatQueryValue } from './query';
import { addressLine } from './address';
import { exportCell, formatCell } from '../../components/panel/table-model';
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

describe('codes, units and exports as Brazilians write them', () => {
  it('groups SNCR, NIRF and CEP digits, and leaves anything else as given', () => {
    expect(formatSncr('9500410123456')).toBe('950.041.012.345-6');
    expect(formatNirf('81234567')).toBe('8.123.456-7');
    expect(formatCep('06150720')).toBe('06150-720');
    expect(formatCep('06150-720')).toBe('06150-720');
    expect(formatSncr('123')).toBe('123');
    expect(formatNirf('não informado')).toBe('não informado');
  });

  it('writes the unit the data gives', () => {
    expect(formatHectares(1234.5)).toBe('1.234,5 ha');
    expect(formatSquareMeters(250)).toBe('250 m²');
    expect(formatWithUnit(12.5, 'm³')).toBe('12,5 m³');
    expect(formatWithUnit(40, null)).toBe('40');
    expect(formatCell(12.5, 'number', 'st')).toBe('12,5 st');
    expect(formatCount(2023)).toBe('2.023');
    expect(formatCount(12_345)).toMatch(/^12,3\smil$/);
  });

  it('formats the looked-up identifier by its kind', () => {
    expect(formatQueryValue('imovel', '9500410123456')).toBe('950.041.012.345-6');
    expect(formatQueryValue('nirf', '81234567')).toBe('8.123.456-7');
    expect(formatQueryValue('cnpj', '12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatQueryValue('email', 'a@b.com.br')).toBe('a@b.com.br');
  });

  it('exports codes as written, so a spreadsheet keeps their leading zeros', () => {
    expect(exportCell('06150720', 'cep')).toBe('06150-720');
    expect(exportCell('9500410123456', 'sncr')).toBe('950.041.012.345-6');
    expect(exportCell('81234567', 'nirf')).toBe('8.123.456-7');
    expect(exportCell('52998224725', 'document')).toBe('529.982.247-25');
    expect(exportCell(12.5, 'number')).toBe('12,5');
  });

  it('writes an address with its CEP masked', () => {
    expect(addressLine({ logradouro: 'Rua A', numero: '10', complemento: null, bairro: 'Centro', cidade: 'Osasco', uf: 'SP', cep: '06150720' } as never)).toBe('Rua A, 10 — Centro · Osasco/SP · 06150-720');
  });
});
