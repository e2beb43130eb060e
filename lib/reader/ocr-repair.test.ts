import { describe, expect, it } from 'vitest';
import { detect } from '../detectors';
import { repairEmail, repairNumber, repairOcrWords } from './ocr-repair';

const texts = (words: string[]) => repairOcrWords(words).map((word) => word.text);

describe('repairNumber: look-alikes read as digits only where the check digits then hold', () => {
  it.each([
    ['O ↔ 0', '529.982.247-2S', '529.982.247-25'],
    ['l and I ↔ 1', '123.456.789-O9', '123.456.789-09'],
    ['I ↔ 1', 'I23.456.789-09', '123.456.789-09'],
    ['S ↔ 5', '529.982.247-2S', '529.982.247-25'],
    ['B ↔ 8', '529.9B2.247-25', '529.982.247-25'],
    ['a comma for a dot', '529,982.247-25', '529.982.247-25'],
    ['an underscore for the dash', '529.982.247_25', '529.982.247-25'],
    ['a CNPJ', '11.222.333/OOOl-81', '11.222.333/0001-81'],
  ])('%s', (_rule, read, expected) => {
    expect(repairNumber(read)).toBe(expected);
  });

  it.each([
    ['check digits that fail after the swap', '529.982.247-2B'],
    ['a number already right (nothing to repair)', '529.982.247-25'],
    ['letters only', 'SOB.OSB.OSI-BO'],
    ['too few real digits', 'SOB.OS2.2I7-BO'],
    ['a word with other letters', '529.982.247-2X'],
    ['a date', '2S/O5/2O21'],
    ['a phone', '(85) 34OI.2326'],
    ['a CNPJ whose check digits fail', '11.222.333/OOOl-82'],
    ['a process number', '0001234-S6.2021.8.06.0001'],
  ])('leaves %s alone', (_case, read) => {
    expect(repairNumber(read)).toBeNull();
  });
});

describe('repairEmail: @ read as Q, © or ®', () => {
  it.each([
    ['Q', 'joao.silvaQgmail.com', 'joao.silva@gmail.com'],
    ['©', 'licitacao©pratania.sp.gov.br', 'licitacao@pratania.sp.gov.br'],
    ['®', 'ouvidoria®camacari.ba.gov.br', 'ouvidoria@camacari.ba.gov.br'],
    ['Q before a known u-domain', 'mariaQuol.com.br', 'maria@uol.com.br'],
    ['(d, and a dot read as :.', 'licitacao(dexemplo:.gov.br', 'licitacao@exemplo.gov.br'],
    ['(a', 'contato(aprefeitura.sp.gov.br', 'contato@prefeitura.sp.gov.br'],
    ['a comma for a dot in the domain', 'joao©gmail,com', 'joao@gmail.com'],
  ])('%s', (_rule, read, expected) => {
    expect(repairEmail(read)).toBe(expected);
  });

  it.each([
    ['a word with a real Q and capitals', 'QUALIDADE.COM'],
    ['Qu in a word', 'aquiQuadro.com'],
    ['a name', 'Quitéria'],
    ['no domain', 'licitacaoQprefeitura'],
    ['an address already right', 'joao@gmail.com'],
    ['a file name', 'logoQ2x.png'],
    ['a Q at the start', 'Qgmail.com'],
    ['an acronym', 'SQL.net'],
    ['a parenthesis in a word', 'função(de'],
    ['a parenthesis before a number', 'valor(d1.500,00)'],
    ['two readings of @', 'a©b©c.com'],
  ])('leaves %s alone', (_case, read) => {
    expect(repairEmail(read)).toBeNull();
  });
});

describe('repairOcrWords', () => {
  it('joins a CPF broken at its separators and repairs it', () => {
    expect(texts(['CPF', '529.982.', '247-2S,', 'residente'])).toEqual(['CPF', '529.982.247-25,', 'residente']);
  });

  it('joins a CPF broken before its dash without a look-alike', () => {
    const words = repairOcrWords(['CPF:', '529.982.247', '-25']);
    expect(words.map((word) => word.text)).toEqual(['CPF:', '529.982.247-25']);
    expect(words[1]).toMatchObject({ first: 1, last: 2, repaired: true });
  });

  it('joins an e-mail split around its @', () => {
    expect(texts(['e-mail:', 'joao.silva', '@gmail.com.'])).toEqual(['e-mail:', 'joao.silva@gmail.com.']);
    expect(texts(['joao.silva', '@', 'gmail.com'])).toEqual(['joao.silva@gmail.com']);
  });

  it('keeps punctuation around a repaired word', () => {
    expect(texts(['(529.982.247-2S)'])).toEqual(['(529.982.247-25)']);
    expect(texts(['joao.silvaQgmail.com;'])).toEqual(['joao.silva@gmail.com;']);
  });

  it('never joins bare numbers side by side, nor a CPF already whole with its neighbour', () => {
    expect(texts(['52998', '224725'])).toEqual(['52998', '224725']);
    expect(texts(['529.982.247-25', '2021'])).toEqual(['529.982.247-25', '2021']);
  });

  it('leaves ordinary text as read, and makes no identifier of it', () => {
    const words = ['SÃO', 'PAULO,', 'l5', 'de', 'maio', 'de', '2O21.', 'Lei', 'nº', '8.666/93,', 'art.', '24,', 'II.', 'Quadro', 'IOSB', 'BOSS'];
    const repaired = repairOcrWords(words);
    expect(repaired.map((word) => word.text)).toEqual(words);
    expect(repaired.every((word) => !word.repaired)).toBe(true);
    expect(detect(texts(words).join(' '))).toEqual([]);
  });

  it('makes the repaired words detectable', () => {
    const line = texts(['CPF', '529.982.', '247-2S', 'e', 'joao.silvaQgmail.com']).join(' ');
    expect(detect(line).map((found) => [found.kind, found.value])).toEqual([
      ['cpf', '52998224725'],
      ['email', 'joao.silva@gmail.com'],
    ]);
  });
});
