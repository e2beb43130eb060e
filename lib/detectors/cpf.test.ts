import { describe, expect, it } from 'vitest';
import { cpfDetector } from './cpf';
import { found, valuesOf } from './test-helpers';

describe('CPF detector', () => {
  it.each([
    ['CPF 529.982.247-25.', '529.982.247-25'],
    ['CPF: 52998224725', '52998224725'],
    ['inscrito sob o nº 529982247-25,', '529982247-25'],
    ['documento 529.982.247 25 apresentado', '529.982.247 25'],
    ['(529.982.247-25)', '529.982.247-25'],
    ['cpf=52998224725&x', '52998224725'],
    ['CPF nº52998224725', '52998224725'],
  ])('finds %j', (text, written) => {
    expect(found(text)).toEqual([['cpf', written, '52998224725']]);
  });

  it.each([
    ['wrong check digits', '529.982.247-24'],
    ['one repeated digit', '111.111.111-11'],
    ['a digit short', '529.982.247-2'],
    ['a digit long', '529.982.247-255'],
    ['glued to letters before', 'ABC52998224725'],
    ['glued to letters after', '52998224725abc'],
    ['inside a longer run', '1529982247251'],
    ['inside a 44-digit key', `3519${'0'.repeat(8)}52998224725${'1'.repeat(21)}`],
    ['continued by punctuation and digits', '529.982.247-25.1'],
    ['after a digit and a dot', '1.529.982.247-25'],
    ['part of an e-mail address', '52998224725@exemplo.com'],
    ['part of a grouped run (plain)', '1234 52998224725 5678'],
    ['odd dots', '5299.82247-25'],
  ])('rejects %s', (_, text) => {
    expect(valuesOf('cpf', text)).toEqual([]);
  });

  describe('as PDFs and people write it', () => {
    it.each([
      ['CPF 529.982.247-\n25 residente', '529.982.247-\n25'],
      ['CPF 529.982.\n247-25', '529.982.\n247-25'],
      ['CPF 529.982.247- \r\n 25', '529.982.247- \r\n 25'],
    ])('finds a CPF with a line wrapped after a separator: %j', (text, written) => {
      expect(found(text)).toEqual([['cpf', written, '52998224725']]);
    });

    it.each([
      ['CPF 85918477179 19º', '85918477179', '85918477179'],
      ['CPF nº 52998224725 1ª via', '52998224725', '52998224725'],
    ])('finds a plain CPF after its cue word though another number follows: %j', (text, written, value) => {
      expect(found(text)).toEqual([['cpf', written, value]]);
    });

    it.each([
      ['a wrap that fails the check digits', 'CPF 529.982.247-\n24'],
      ['two line breaks', 'CPF 529.982.247-\n\n25'],
      ['a wrap where no separator stands', 'CPF 529982\n24725', 'CPF 52998224\n725'],
      ['a plain number next to another without a CPF cue', '2024 52998224725 19', 'protocolo 52998224725 19'],
      ['a plain number next to another after a cue of another kind', 'CNPJ 52998224725 19'],
    ])('rejects %s', (_, ...texts) => {
      for (const text of texts) expect(valuesOf('cpf', text)).toEqual([]);
    });
  });

  it('keeps a formatted CPF next to other numbers', () => {
    expect(found('2024 529.982.247-25 10')).toEqual([['cpf', '529.982.247-25', '52998224725']]);
  });

  it('matches only at the given index and reports a plain CPF as bare', () => {
    expect(cpfDetector.match('x 52998224725', 2, 0)).toEqual({ start: 2, end: 13, value: '52998224725', bare: true, needsCue: false });
    expect(cpfDetector.match('x 529.982.247-25', 2, 0)?.bare).toBe(false);
    expect(cpfDetector.match('x 52998224725', 1, 0)).toBeNull();
  });
});
