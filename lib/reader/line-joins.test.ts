import { describe, expect, it } from 'vitest';
import { detect } from '../detectors';
import { lineSeparator } from './line-joins';

const separator = (before: string, after: string) => lineSeparator(before, after, (text) => detect(text));

describe('line breaks inside identifiers', () => {
  it.each([
    ['a CNPJ after its slash', 'inscrita no CNPJ sob o nº 11.222.333/', '0001-81, neste ato'],
    ['a CNPJ before its slash', 'CNPJ 11.222.333', '/0001-81'],
    ['an alphanumeric CNPJ', 'CNPJ 12.ABC.', '345/01DE-35'],
    ['a CPF after a dot', 'José Carlos Pereira, CPF 111.444.', '777-35. Telefone'],
    ['a CPF before its check digits', 'CPF 123.456.789-', '09, residente'],
    ['a phone before its last digits', 'pelo telefone (11) 98765-', '4321, de segunda'],
    ['a phone after its area code', 'pelo telefone (11)', '98765-4321'],
    ['an e-mail in its domain', 'pelo e-mail contato@madeireira-', 'santa-rita.example.'],
    ['an e-mail before its @', 'escreva para maria.santos', '@correio.example'],
    ['a masked CPF', 'servidor de CPF ***.456.', '789-**, matrícula'],
  ])('joins %s', (_name, before, after) => {
    expect(separator(before, after)).toBe('');
  });

  it.each([
    ['prose', 'fornecimento de madeira serrada', '(Cumaru e Ipê) para a reforma'],
    ['a list of CPFs, one per line', 'CPF 123.456.789-09', '111.444.777-35'],
    ['a complete phone followed by a number', 'tel. (11) 98765-4321', '2026 foi o ano'],
    ['an e-mail that ends its line', 'e-mail maria@correio.example', 'br é o domínio'],
    ['numbers that make nothing together', 'Valor: R$ 1.234.', '567,89'],
    ['a break after a space', 'CPF ', '123.456.789-09'],
    ['an empty line', '', '123.456.789-09'],
    ['an e-mail that ends its sentence and its line', 'e-mail francisca.180@prefeitura.example.', 'Valor: R$ 123.456,78.'],
    ['a CPF that ends its sentence and its line', 'CPF 123.456.789-09.', '4 de julho'],
  ])('keeps the break in %s', (_name, before, after) => {
    expect(separator(before, after)).toBe('\n');
  });

  it('runs no detector on breaks between words', () => {
    let calls = 0;
    lineSeparator('uma linha de prosa', 'que continua aqui', (text) => {
      calls += 1;
      return detect(text);
    });
    expect(calls).toBe(0);
  });
});
