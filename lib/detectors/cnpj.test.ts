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

  it('finds the official alphanumeric example among words and punctuation', () => {
    expect(found('A empresa (CNPJ 12.ABC.345/01DE-35), com sede...')).toEqual([['cnpj', '12.ABC.345/01DE-35', '12ABC34501DE35']]);
  });
});
