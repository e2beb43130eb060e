import { describe, expect, it } from 'vitest';
import { detect } from '../detectors';
import { repairNumber, repairOcrWords } from './ocr-repair';

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
    ['a colon for a dot', '84.581:057/0001-11', '84.581.057/0001-11'],
    ['a dot read twice', '05.:865.048/0001-86', '05.865.048/0001-86'],
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
    ['a time of day', '12:30:45'],
    ['colons whose check digits fail', '529:982:247-26'],
    ['doubled dots whose check digits fail', '84.:581.057/0001-12'],
    ['three dots in a row', '529...982.247-25'],
  ])('leaves %s alone', (_case, read) => {
    expect(repairNumber(read)).toBeNull();
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
    expect(texts(['joao.silva@', 'gmail.com'])).toEqual(['joao.silva@gmail.com']);
  });

  it('joins only at the @: the word before the local part stays apart', () => {
    expect(texts(['e-mail', 'teste1', '@exemplo.gov.br.'])).toEqual(['e-mail', 'teste1@exemplo.gov.br.']);
    expect(texts(['contato', 'joao', '@gmail.com'])).toEqual(['contato', 'joao@gmail.com']);
    // A character left alone by a word broken in two is not a local part.
    expect(texts(['teste', '1', '@exemplo.gov.br.'])).toEqual(['teste', '1', '@exemplo.gov.br.']);
    expect(texts(['jo', '@gmail.com'])).toEqual(['jo@gmail.com']);
    expect(texts(['x', '@', 'gmail.com'])).toEqual(['x', '@', 'gmail.com']);
    expect(texts(['(j', '@gmail.com)'])).toEqual(['(j', '@gmail.com)']);
  });

  it('never joins a word to an address already whole (the split must be at the @)', () => {
    expect(texts(['fran', 'bertolett@hotmail.com'])).toEqual(['fran', 'bertolett@hotmail.com']);
    expect(texts(['contato', 'joao@gmail.com', 'ou'])).toEqual(['contato', 'joao@gmail.com', 'ou']);
  });

  it('reads an underscore read as a space only right after an e-mail label', () => {
    expect(texts(['E-mail:', 'fran', 'bertolett@hotmail.com'])).toEqual(['E-mail:', 'fran_bertolett@hotmail.com']);
    expect(repairOcrWords(['fran', 'bertolettQhotmail.com'], { labelBefore: true }).map((word) => word.text)).toEqual(['fran_bertolett@hotmail.com']);
    expect(texts(['E-mail:', 'Sr.', 'joao@gmail.com'])).toEqual(['E-mail:', 'Sr.', 'joao@gmail.com']);
    expect(texts(['E-mail:', 'ver', 'abaixo', 'joao@gmail.com'])).toEqual(['E-mail:', 'ver', 'abaixo', 'joao@gmail.com']);
    expect(texts(['enviar', 'para', 'joao@gmail.com'])).toEqual(['enviar', 'para', 'joao@gmail.com']);
  });

  it('joins across a blank as wide as an underscore, or one the text has no space for, never across an ordinary space or a column', () => {
    const read = (gap: number) => repairOcrWords(['E-mail:', 'fran', 'bertolett@hotmail.com'], { gapsBefore: [0, 0.35, gap] }).map((word) => word.text);
    // The underscore's own width, or taken into a word's box (the text would glue the two anyway).
    expect(read(0.7)).toEqual(['E-mail:', 'fran_bertolett@hotmail.com']);
    expect(read(0.02)).toEqual(['E-mail:', 'fran_bertolett@hotmail.com']);
    expect(read(0.2)).toEqual(['E-mail:', 'fran_bertolett@hotmail.com']);
    // The blank between two words, and a column's.
    expect(read(0.21)).toEqual(['E-mail:', 'fran', 'bertolett@hotmail.com']);
    expect(read(0.35)).toEqual(['E-mail:', 'fran', 'bertolett@hotmail.com']);
    expect(read(0.5)).toEqual(['E-mail:', 'fran', 'bertolett@hotmail.com']);
    expect(read(1.5)).toEqual(['E-mail:', 'fran', 'bertolett@hotmail.com']);
  });

  it('reads a plain letter as @ after a label, towards a provider, a domain the page shows or an institutional one', () => {
    const pageDomains = new Set(['tjro.jus.br']);
    expect(repairOcrWords(['E-mail:', 'cartorio2ogmail.com'], { pageDomains }).map((word) => word.text)).toEqual(['E-mail:', 'cartorio2@gmail.com']);
    expect(repairOcrWords(['E-mail:', 'titulosdoc', 'pvhGtjro.jus.br'], { pageDomains }).map((word) => word.text)).toEqual(['E-mail:', 'titulosdoc_pvh@tjro.jus.br']);
    expect(repairOcrWords(['E-mail:', 'pvhGtjro.jus.br'], { pageDomains: new Set() }).map((word) => word.text)).toEqual(['E-mail:', 'pvh@tjro.jus.br']);
    expect(repairOcrWords(['E-mail:', 'pvhGtjro.com.br'], { pageDomains: new Set() }).map((word) => word.text)).toEqual(['E-mail:', 'pvhGtjro.com.br']);
    expect(repairOcrWords(['E-mail:', '3protesto', 'pvhEtjro.jus.br']).map((word) => word.text)).toEqual(['E-mail:', '3protesto_pvh@tjro.jus.br']);
    expect(repairOcrWords(['E-mail:', 'institucional', 'cejusctjro.jus.br']).map((word) => word.text)).toEqual(['E-mail:', 'institucional', 'cejusctjro.jus.br']);
    expect(repairOcrWords(['E-mail:', 'acessar', 'portal.tjro.jus.br']).map((word) => word.text)).toEqual(['E-mail:', 'acessar', 'portal.tjro.jus.br']);
    // `titulosdoc.` may be the start of the local part (`titulosdoc_pvh`): the rest alone would be a wrong address.
    expect(repairOcrWords(['E-mail:', 'titulosdoc.', 'pvhOtjro.jus.br']).map((word) => word.text)).toEqual(['E-mail:', 'titulosdoc.', 'pvhOtjro.jus.br']);
    expect(repairOcrWords(['cartorio2ogmail.com'], { pageDomains }).map((word) => word.text)).toEqual(['cartorio2ogmail.com']);
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
