import { describe, expect, it } from 'vitest';
import { found, valuesOf } from './test-helpers';

describe('masked CPF detector', () => {
  it.each([
    ['CPF ***.456.789-**,', '***.456.789-**', '***456789**'],
    ['CPF ***456789**', '***456789**', '***456789**'],
    ['123.***.***-** (parcial)', '123.***.***-**', '123********'],
    ['***.***.789-09', '***.***.789-09', '******78909'],
  ])('finds %j', (text, written, value) => {
    expect(found(text)).toEqual([['masked_cpf', written, value]]);
  });

  it.each([
    ['every group hidden', '***.***.***-**'],
    ['no group hidden (that is a plain number)', '123.456.789-10'],
    ['a group partly hidden', '***.4**.789-**'],
    ['separators partly present', '***.456789-**'],
    ['more stars before', '****.456.789-**'],
    ['more stars after', '***.456.789-***'],
    ['glued to letters', 'x***.456.789-**', '***.456.789-**y'],
    ['wrong group sizes', '***.4567.89-**'],
  ])('rejects %s', (_, ...texts) => {
    for (const text of texts) expect(valuesOf('masked_cpf', text)).toEqual([]);
  });
});
