import { describe, expect, it } from 'vitest';
import { parseQuery, queryText } from './query';

describe('search box', () => {
  it.each([
    ['529.982.247-25', 'cpf', '52998224725'],
    ['12.ABC.345/01DE-35', 'cnpj', '12ABC34501DE35'],
    ['(11) 98765-4321', 'phone', '+5511987654321'],
    ['Ana@Exemplo.com.BR', 'email', 'Ana@exemplo.com.br'],
    ['nirf: 8.123.456-7', 'nirf', '81234567'],
    ['Município:5107909', 'municipio', '5107909'],
    ['imovel:950.041.012.345-6', 'imovel', '9500410123456'],
  ])('understands %s', (input, kind, value) => {
    expect(parseQuery(input)).toEqual({ ok: true, query: { kind, value } });
  });

  it.each([
    ['', 'empty'],
    ['529.982.247-24', 'cpf'],
    ['11.222.333/0001-82', 'cnpj'],
    ['(20) 98765-4321', 'phone'],
    ['nome@', 'email'],
    ['nirf:12', 'nirf'],
    ['municipio:99', 'ibge_code'],
    ['qualquer coisa', 'unknown'],
  ])('says precisely what is wrong with %s', (input, field) => {
    expect(parseQuery(input)).toEqual({ ok: false, field });
  });

  it('writes rural queries back with their prefix', () => {
    expect(queryText({ kind: 'nirf', value: '81234567' })).toBe('nirf:81234567');
    expect(queryText({ kind: 'cpf', value: '52998224725' })).toBe('52998224725');
  });
});
