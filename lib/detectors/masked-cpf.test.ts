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

  describe('masks with X, partly hidden groups, stray spaces', () => {
    it.each([
      ['CPF 123.XXX.XXX-XX', '123.XXX.XXX-XX', '123********'],
      ['CPF: XXX.456.789-XX.', 'XXX.456.789-XX', '***456789**'],
      ['CPF nº 505.xxx.xx1-91,', '505.xxx.xx1-91', '505*****191'],
      ['CPF ***.621.401-** e', '***.621.401-**', '***621401**'],
      ['CPF ***.621.401- **', '***.621.401- **', '***621401**'],
      ['portador do CPF XXX456789XX', 'XXX456789XX', '***456789**'],
      ['***.4**.789-** (meio grupo oculto)', '***.4**.789-**', '***4**789**'],
      ['CPF ***.621.\n401-**', '***.621.\n401-**', '***621401**'],
    ])('finds %j', (text, written, value) => {
      expect(found(text)).toEqual([['masked_cpf', written, value]]);
    });

    it.each([
      ['the Receita placeholder for "no legal representative"', '***000000**', '***.000.000-**', 'XXX.000.000-XX'],
      ['a template with every position hidden', 'xxx.xxx.xxx-xx', 'XXX.XXX.XXX-XX', 'CPF: ___.___.___-__'],
      ['stars and x in one mask', '***.456.789-XX', 'xxx.456.789-**'],
      ['a plain mask with a group partly hidden', 'xxx45x789xx', '***4**789**'],
      ['only one digit shown', '***.***.**1-**'],
      ['more of the mask around it', 'XXXX.456.789-XX', 'XXX.456.789-XXX'],
      ['glued to a word', 'maxxx.456.789-xx', 'XXX.456.789-XXL'],
      ['two spaces after a separator', '***.621.401-  **'],
    ])('rejects %s', (_, ...texts) => {
      for (const text of texts) expect(valuesOf('masked_cpf', text)).toEqual([]);
    });

    it('keeps a real CPF cut short to its zero check digits', () => {
      expect(found('CPF ***.***.***-00 e')).toEqual([['masked_cpf', '***.***.***-00', '*********00']]);
      expect(found('CPF ***.***.789-00')).toEqual([['masked_cpf', '***.***.789-00', '******78900']]);
    });
  });

  it.each([
    ['every group hidden', '***.***.***-**'],
    ['no group hidden (that is a plain number)', '123.456.789-10'],
    ['separators partly present', '***.456789-**'],
    ['more stars before', '****.456.789-**'],
    ['more stars after', '***.456.789-***'],
    ['glued to letters', 'y***.456.789-**', '***.456.789-**y'],
    ['wrong group sizes', '***.4567.89-**'],
  ])('rejects %s', (_, ...texts) => {
    for (const text of texts) expect(valuesOf('masked_cpf', text)).toEqual([]);
  });
});
