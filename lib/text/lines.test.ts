import { describe, expect, it } from 'vitest';
import { detect } from '../detectors';
import { joinLines, joinTextPieces, pieceAt } from './lines';

describe('joining lines for detect()', () => {
  it('ends every line with one line break and keeps where each piece starts', () => {
    expect(joinLines(['CNPJ/MF sob o nº 11.222.333/0001-', '81, com sede'])).toEqual({
      text: 'CNPJ/MF sob o nº 11.222.333/0001-\n81, com sede\n',
      starts: [0, 34],
    });
  });

  it.each([
    [['CNPJ/MF sob o nº 11.222.333/0001-', '81, com sede'], 'cnpj', '11222333000181'],
    [['inscrito no CPF 529.982.247-', '25, residente'], 'cpf', '52998224725'],
    [['Telefone: (61)', '99129-0232'], 'phone', '+5561991290232'],
    [['CPF ***.621.', '401-** nomeado'], 'masked_cpf', '***621401**'],
  ])('lets detect() find a number broken across lines: %j', (lines, kind, value) => {
    expect(detect(joinLines(lines).text).map((detection) => [detection.kind, detection.value])).toEqual([[kind, value]]);
  });

  it('does not bridge a paragraph break, nor a break where no separator stands', () => {
    expect(detect(joinLines(['CNPJ 11.222.333/0001-', '', '81']).text)).toEqual([]);
    expect(detect(joinLines(['CPF 529982', '24725']).text)).toEqual([]);
  });

  it('puts a space between pieces of a line that a gap separates, and only there', () => {
    const joined = joinTextPieces([{ text: 'CNPJ:' }, { text: '11.222.333/0001-81', spaceBefore: true, endsLine: true }, { text: 'Fone', spaceBefore: true }, { text: ' (14) 3844-8200', spaceBefore: true }]);
    expect(joined.text).toBe('CNPJ: 11.222.333/0001-81\nFone (14) 3844-8200');
    expect(joined.starts).toEqual([0, 6, 25, 29]);
    expect(detect(joined.text).map((detection) => detection.kind)).toEqual(['cnpj', 'phone']);
  });

  it('maps an offset of the joined text back to its piece', () => {
    const joined = joinLines(['abc', 'de', 'f']);
    expect(pieceAt(joined, 0)).toEqual({ piece: 0, offset: 0 });
    expect(pieceAt(joined, 3)).toEqual({ piece: 0, offset: 3 });
    expect(pieceAt(joined, 4)).toEqual({ piece: 1, offset: 0 });
    expect(pieceAt(joined, 8)).toEqual({ piece: 2, offset: 1 });
    const detection = detect(joinLines(['CNPJ 11.222.333/0001-', '81']).text)[0]!;
    expect(pieceAt(joinLines(['CNPJ 11.222.333/0001-', '81']), detection.start)).toEqual({ piece: 0, offset: 5 });
    expect(pieceAt(joinLines(['CNPJ 11.222.333/0001-', '81']), detection.end - 1)).toEqual({ piece: 1, offset: 1 });
  });
});
