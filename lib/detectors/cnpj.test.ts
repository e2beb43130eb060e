import { describe, expect, it } from 'vitest';
import { found, valuesOf } from './test-helpers';

describe('CNPJ detector', () => {
  it.each([
    ['CNPJ 11.222.333/0001-81.', '11.222.333/0001-81', '11222333000181'],
    ['CNPJ: 11222333000181', '11222333000181', '11222333000181'],
    ['11.222.333/000181', '11.222.333/000181', '11222333000181'],
    ['11222333/0001-81', '11222333/0001-81', '11222333000181'],
    ['11.222.333/0001 81', '11.222.333/0001 81', '11222333000181'],
    ['alfanumérico 12.ABC.345/01DE-35;', '12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['em minúsculas 12.abc.345/01de-35', '12.abc.345/01de-35', '12ABC34501DE35'],
    ['só letras AB.CDE.FGH/IJKL-80', 'AB.CDE.FGH/IJKL-80', 'ABCDEFGHIJKL80'],
    ['CNPJ 12ABC34501DE35', '12ABC34501DE35', '12ABC34501DE35'],
    ['CNPJ/MF nº AB1DEFGHIJKL78', 'AB1DEFGHIJKL78', 'AB1DEFGHIJKL78'],
  ])('finds %j', (text, written, value) => {
    expect(found(text)).toEqual([['cnpj', written, value]]);
  });

  it.each([
    ['wrong check digits', '11.222.333/0001-82'],
    ['one repeated digit', '00.000.000/0000-00'],
    ['letters in the check digits', '12.ABC.345/01DE-3A'],
    ['alphanumeric, plain, without the word CNPJ', 'código 12ABC34501DE35'],
    ['alphanumeric, plain, lower case', 'CNPJ 12abc34501de35'],
    ['alphanumeric, plain, no digit before the check digits', 'CNPJ ABCDEFGHIJKL80'],
    ['alphanumeric, partly formatted', 'CNPJ 12.ABC.34501DE35'],
    ['glued to letters', 'X11.222.333/0001-81', '11.222.333/0001-81Y', 'REF12ABC34501DE35'],
    ['inside a longer run', '111222333000181', '112223330001810'],
    ['continued by a separator and digits', '11.222.333/0001-81/2024'],
    ['part of a grouped run', '8 11222333000181'],
  ])('rejects %s', (_, ...texts) => {
    for (const text of texts) expect(valuesOf('cnpj', text)).toEqual([]);
  });

  describe('as PDFs and people write it', () => {
    it.each([
      ['CNPJ/MF sob o nº 11.222.333/0001-\n81', '11.222.333/0001-\n81', '11222333000181'],
      ['CNPJ 11.222.333/\n0001-81', '11.222.333/\n0001-81', '11222333000181'],
      ['CNPJ 11.222.\r\n333/0001-81', '11.222.\r\n333/0001-81', '11222333000181'],
      ['CNPJ 12.ABC.345/01DE-\n35', '12.ABC.345/01DE-\n35', '12ABC34501DE35'],
      ['CNPJ 19. 964.591/0001-45', '19. 964.591/0001-45', '19964591000145'],
      ['CNPJ 33 641.663/0001-44', '33 641.663/0001-44', '33641663000144'],
      ['CNPJ 00.099.754.0001-40', '00.099.754.0001-40', '00099754000140'],
      ['CNPJ 33.343.599.0001/15', '33.343.599.0001/15', '33343599000115'],
      ['CNPJ 11222333000181 23 meses', '11222333000181', '11222333000181'],
    ])('finds %j', (text, written, value) => {
      expect(found(text)).toEqual([['cnpj', written, value]]);
    });

    it.each([
      ['a wrap that fails the check digits', 'CNPJ 11.222.333/0001-\n82'],
      ['a wrap where no separator stands', 'CNPJ 11.222.333/00\n01-81'],
      ['wrong marks with check digits that fail', 'CNPJ 00.099.754.0001-41'],
      ['wrong marks or stray spaces in a mostly unpunctuated number', '11 222 333/0001 81', '11222333.0001.81', '11-222333000181'],
      ['wrong marks in an alphanumeric CNPJ', '12.ABC.345.01DE-35', '12.ABC.345/01DE/35'],
      ['two stray spaces', '11.  222.333/0001-81'],
      ['a plain number next to another without a CNPJ cue', 'lote 11222333000181 23'],
    ])('rejects %s', (_, ...texts) => {
      for (const text of texts) expect(valuesOf('cnpj', text)).toEqual([]);
    });
  });

  it('finds the official alphanumeric example among words and punctuation', () => {
    expect(found('A empresa (CNPJ 12.ABC.345/01DE-35), com sede...')).toEqual([['cnpj', '12.ABC.345/01DE-35', '12ABC34501DE35']]);
  });
});
