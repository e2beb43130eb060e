import { describe, expect, it } from 'vitest';
import { found, valuesOf } from './test-helpers';

describe('phone detector', () => {
  it.each([
    ['(11) 98765-4321', '+5511987654321'],
    ['(11)98765-4321', '+5511987654321'],
    ['11 98765-4321', '+5511987654321'],
    ['11 98765 4321', '+5511987654321'],
    ['11-98765-4321', '+5511987654321'],
    ['11.98765.4321', '+5511987654321'],
    ['11 9 8765-4321', '+5511987654321'],
    ['1198765-4321', '+5511987654321'],
    ['+55 11 98765-4321', '+5511987654321'],
    ['+55 (11) 98765-4321', '+5511987654321'],
    ['+55(11)98765-4321', '+5511987654321'],
    ['+5511987654321', '+5511987654321'],
    ['55 11 98765 4321', '+5511987654321'],
    ['(21) 3456-7890', '+552134567890'],
    ['21 3456 7890', '+552134567890'],
    ['0 21 11 98765-4321', '+5511987654321'],
    ['021 11 98765-4321', '+5511987654321'],
    ['0xx11 98765-4321', '+5511987654321'],
    ['(0xx11) 3456-7890', '+551134567890'],
    ['(0XX11) 3456-7890', '+551134567890'],
    ['(011) 3456-7890', '+551134567890'],
    ['011 98765-4321', '+5511987654321'],
    ['0800 123 4567', '+558001234567'],
    ['0800-123-4567', '+558001234567'],
    ['0800 1234567', '+558001234567'],
    ['0300 123 4567', '+553001234567'],
    ['0500 123 4567', '+555001234567'],
    ['0900 123 4567', '+559001234567'],
  ])('finds %s', (written, value) => {
    expect(found(`Ligue: ${written}.`)).toEqual([['phone', written, value]]);
  });

  it.each([
    ['celular 11987654321', '11987654321', '+5511987654321'],
    ['Tel.: 1134567890', '1134567890', '+551134567890'],
    ['WhatsApp 5511987654321', '5511987654321', '+5511987654321'],
    ['Fone 02111987654321 (com operadora)', '02111987654321', '+5511987654321'],
    ['zap 08001234567', '08001234567', '+558001234567'],
  ])('finds a plain number after a cue word: %j', (text, written, value) => {
    expect(found(text)).toEqual([['phone', written, value]]);
  });

  it.each([
    ['an area code not in use', '(20) 98765-4321', '(10) 3456-7890'],
    ['a mobile not starting with 9', '(11) 88765-4321'],
    ['a landline not starting with 2-5', '(11) 1234-5678', '(11) 6234-5678'],
    ['a foreign number', '+1 212 555 0100', '+44 11 98765 4321'],
    ['a number without area code', '98765-4321', '3456-7890'],
    ['separators where no one puts them', '1234 5678 90', '119876 54321', '0800 1234 567'],
    ['a plain number without a cue word', 'protocolo 1134567890', 'registro 1712345678', '5511987654321'],
    ['a cue word on another line', 'Celular:\n1134567890'],
    ['a cue word cut by the window', `${'x'.repeat(40)}hotel ${'y'.repeat(24)} 1134567890`],
    ['too many digits', '(11) 98765-43210', '11 98765-4321-5'],
    ['glued to letters', 'A11 98765-4321', '11 98765-4321B'],
    ['a grouped run', '1234 5678 9012 3456', '11 3456 7890 1234', '0800 123 4567 8'],
  ])('rejects %s', (_, ...texts) => {
    for (const text of texts) expect(valuesOf('phone', text)).toEqual([]);
  });

  describe('as PDFs and people write it', () => {
    it.each([
      ['Tel: (14) 3844 - 8200', '(14) 3844 - 8200', '+551438448200'],
      ['Fone (77)  3262-1929', '(77)  3262-1929', '+557732621929'],
      ['fone: (61) 3403- 2322', '(61) 3403- 2322', '+556134032322'],
      ['cel 55 21  99402 9275', '55 21  99402 9275', '+5521994029275'],
      ['Contato (61)\n99129-0232.', '(61)\n99129-0232', '+5561991290232'],
      ['Contato (61) 99129-\n0232.', '(61) 99129-\n0232', '+5561991290232'],
      ['ligue 0055 11 99999-9999', '0055 11 99999-9999', '+5511999999999'],
      ['whats 005511999999999', '005511999999999', '+5511999999999'],
      ['Ligue 55 (11) 99999-9999', '55 (11) 99999-9999', '+5511999999999'],
      ['Ligue 55(11)3456-7890', '55(11)3456-7890', '+551134567890'],
      ['Telefone 2134567890 (Rio)', '2134567890', '+552134567890'],
    ])('finds %j', (text, written, value) => {
      expect(found(text)).toEqual([['phone', written, value]]);
    });

    it('reports a number abbreviated after a slash, with the first one’s prefix', () => {
      expect(found('Fone: (75) 3287-2222/2470.')).toEqual([
        ['phone', '(75) 3287-2222', '+557532872222'],
        ['phone', '2470', '+557532872470'],
      ]);
      expect(found('(11) 98765-4321/4322 e mais')).toEqual([
        ['phone', '(11) 98765-4321', '+5511987654321'],
        ['phone', '4322', '+5511987654322'],
      ]);
    });

    it.each([
      ['new cue words', 'Ligue 1134567890', 'Fone/Fax: 1134567890', 'fax 1134567890', 'cel. 11987654321', 'zap 11987654321', 'Contato: 1134567890'],
    ])('finds a plain number after %s', (_, ...texts) => {
      for (const text of texts) expect(valuesOf('phone', text)).toHaveLength(1);
    });

    it.each([
      ['an abbreviation that is not four digits', '(75) 3287-2222/24', '(75) 3287-2222/24700', '(75) 3287-2222/2470-1'],
      ['three spaces', '(77)   3262-1929', '11 3456   7890'],
      ['two line breaks', '(61)\n\n99129-0232'],
      ['a line break where no mark stands', 'Tel 61\n99129-0232'],
      ['a 00 prefix with another country', '001 212 555 0100', '0044 20 7946 0958'],
      ['2³¹−1, a database overflow, even under a cue', 'Fax 2147483647', 'telefone: 2147483647'],
    ])('rejects %s', (_, ...texts) => {
      for (const text of texts) expect(valuesOf('phone', text)).toEqual([]);
    });

    it('keeps 2147483647 written as a number, with its punctuation', () => {
      expect(valuesOf('phone', 'Fone (21) 4748-3647')).toEqual(['+552147483647']);
    });
  });

  it('finds a number in parentheses', () => {
    expect(found('(11 98765-4321)')).toEqual([['phone', '11 98765-4321', '+5511987654321']]);
  });

  it('keeps a punctuated number next to other numbers', () => {
    expect(found('nº 5 11 98765-4321 2 vezes')).toEqual([['phone', '11 98765-4321', '+5511987654321']]);
  });
});
