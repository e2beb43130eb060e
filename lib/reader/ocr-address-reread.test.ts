import { describe, expect, it, vi } from 'vitest';
import { lineCut, needsAddressReread, rereadAddresses, withRereadAddresses, type PixelBox } from './ocr-address-reread';
import { pageOf } from './ocr-engine';
import type { OcrBox, OcrLine, OcrWord } from './ocr-text';

const word = (text: string, x0: number, x1: number, confidence = 90): OcrWord => ({ text, confidence, box: [x0, 100, x1, 112] as OcrBox });
const line = (...words: OcrWord[]): OcrLine => ({ box: [words[0]?.box[0] ?? 0, 100, words.at(-1)?.box[2] ?? 0, 112], words });

describe('which lines are read again', () => {
  it('a word ending like an address with no @ in it', () => {
    expect(needsAddressReread(line(word('E-mail:', 50, 90), word('pvhEtjro.jus.br', 95, 180)))).toBe(true);
    expect(needsAddressReread(line(word('contatoosegundoriportovelho.com', 50, 250)))).toBe(true);
    expect(needsAddressReread(line(word('terceirocartorio.ac.rboegmail.com.', 50, 250)))).toBe(true);
  });

  it('in capitals too', () => {
    expect(needsAddressReread(line(word('SEPEN2GTJ.AC.GOV.BR', 50, 250)))).toBe(true);
  });

  it('not an address already read with its @, a web address, nor ordinary words and numbers', () => {
    expect(needsAddressReread(line(word('joao@gmail.com', 50, 150)))).toBe(false);
    expect(needsAddressReread(line(word('Site:', 10, 40), word('www.exemplo.gov.br', 50, 150)))).toBe(false);
    expect(needsAddressReread(line(word('Site:www.exemplo.gov.br', 10, 150)))).toBe(false);
    expect(needsAddressReread(line(word('exemplo.gov.br/edital', 10, 150)))).toBe(false);
    expect(needsAddressReread(line(word('exemplo.com.br.edital', 10, 150)))).toBe(false);
    expect(needsAddressReread(line(word('(https://exemplo.com.br/edital)', 50, 150)))).toBe(false);
    expect(needsAddressReread(line(word('CNPJ', 10, 40), word('11.222.333/0001-81.', 50, 150)))).toBe(false);
    expect(needsAddressReread(line(word('Ltda.', 10, 40), word('Br.', 50, 70), word('comercial', 80, 150)))).toBe(false);
    expect(needsAddressReread(line(word('Lei', 10, 30), word('nº', 35, 45), word('14.133/2021.', 50, 120)))).toBe(false);
  });
});

describe('the cut of a line', () => {
  it("is the line's box in the image's pixels, with a quarter of its height around it, never before the image's corner", () => {
    expect(lineCut({ box: [50, 100, 150, 112], words: [] }, 2)).toEqual({ left: 94, top: 194, width: 212, height: 36 });
    expect(lineCut({ box: [1, 1, 150, 13], words: [] }, 2)).toEqual({ left: 0, top: 0, width: 306, height: 32 });
  });

  it("gives back the reading of a cut in the page's units", () => {
    const cut: PixelBox = { left: 94, top: 194, width: 212, height: 36 };
    const result = { blocks: [{ paragraphs: [{ lines: [{ bbox: { x0: 6, y0: 6, x1: 206, y1: 30 }, words: [{ text: 'a@b.com', confidence: 91.4, bbox: { x0: 6, y0: 6, x1: 106, y1: 30 } }] }] }] }] } as unknown as Parameters<typeof pageOf>[0];
    expect(pageOf(result, 2, cut).lines[0]?.words).toEqual([{ text: 'a@b.com', confidence: 91, box: [50, 100, 100, 112] }]);
  });
});

describe('the addresses taken from the second reading', () => {
  it('replace the words whose middle they span, and only those', () => {
    const first = line(word('Telefone:', 10, 45), word('(69)', 50, 65), word('E-mail:', 70, 100), word('3protesto', 105, 140), word('pvhEtjro.jus.br', 146, 210));
    const second = [word('Telefone:', 10, 45), word('(69)', 50, 66), word('E-mail:', 70, 100, 80), word('3protesto_pvh@tjro.jus.br', 104, 211, 85)];
    expect(withRereadAddresses(first, second).words.map((read) => read.text)).toEqual(['Telefone:', '(69)', 'E-mail:', '3protesto_pvh@tjro.jus.br']);
    // Its confidence and box come with it.
    expect(withRereadAddresses(first, second).words[3]).toEqual(word('3protesto_pvh@tjro.jus.br', 104, 211, 85));
  });

  it('keep the first reading everywhere else: accents, and words the second reading read differently', () => {
    const first = line(word('Serviço:', 10, 45), word('contatoosegundo.com', 50, 140));
    const second = [word('Servico:', 10, 45), word('contato@segundo.com', 50, 140)];
    expect(withRereadAddresses(first, second).words.map((read) => read.text)).toEqual(['Serviço:', 'contato@segundo.com']);
  });

  it('change nothing where the second reading found no @, or the first already had one there', () => {
    const first = line(word('E-mail:', 10, 45), word('joaoOgmail.com', 50, 140));
    expect(withRereadAddresses(first, [word('E-mail:', 10, 45), word('joaoOgmail.com', 50, 140)])).toBe(first);
    const whole = line(word('joao@gmail.com', 50, 140), word('ou', 145, 155), word('mariaEuol.com.br', 160, 240));
    expect(withRereadAddresses(whole, [word('joao@gmailcom', 50, 140)])).toBe(whole);
    // An address read where the first reading had nothing (a blank between two words) is not taken.
    expect(withRereadAddresses(first, [word('x@y.com', 46, 49)])).toBe(first);
  });

  it('change nothing where the second reading cut the line elsewhere', () => {
    // The underscore read as a space by the second reading: its address is only the tail of the word.
    const joined = line(word('E-mail:', 10, 45), word('3protesto_pvhEtjro.jus.br', 50, 200));
    expect(withRereadAddresses(joined, [word('E-mail:', 10, 45), word('3protesto', 50, 110), word('pvh@tjro.jus.br', 116, 200)])).toBe(joined);
    // Its address starts inside a word of the first reading.
    const split = line(word('3protesto', 50, 110), word('pvhEtjro.jus.br', 116, 200));
    expect(withRereadAddresses(split, [word('3prot', 50, 80), word('esto_pvh@tjro.jus.br', 82, 200)])).toBe(split);
  });

  it('change nothing where the second reading put an @ in a word that did not ask for it', () => {
    const cnpj = line(word('CNPJ', 10, 40), word('11.222.333/0001-81', 45, 160), word('exemploQcom.br', 170, 260));
    expect(withRereadAddresses(cnpj, [word('11.222.333@0001-81', 45, 160, 30)])).toBe(cnpj);
    const label = line(word('E-mail:', 10, 45), word('joaoOgmail.com', 50, 140));
    expect(withRereadAddresses(label, [word('E-mail@', 10, 45)])).toBe(label);
    expect(withRereadAddresses(label, [word('@', 95, 100)])).toBe(label);
  });

  it('change nothing where the second reading read no address, and take the @ and domain for the tolerant pass to join', () => {
    const repairable = line(word('E-mail:', 10, 45), word('joaoQgmail.com', 50, 140));
    expect(withRereadAddresses(repairable, [word('joao@gmailcom', 50, 140)])).toBe(repairable);
    expect(withRereadAddresses(repairable, [word('joao@gmail', 50, 140)])).toBe(repairable);
    const split = line(word('teste1', 10, 45), word('Oexemplo.gov.br.', 50, 140));
    expect(withRereadAddresses(split, [word('@exemplo.gov.br.', 50, 140)]).words.map((read) => read.text)).toEqual(['teste1', '@exemplo.gov.br.']);
  });

  it('replace only a run of words side by side', () => {
    // Words out of order: the words whose middles the address spans are not one run.
    const unordered: OcrLine = { box: [10, 100, 260, 112], words: [word('a', 50, 60), word('far', 200, 260), word('bQc.com', 62, 120)] };
    expect(withRereadAddresses(unordered, [word('a@bc.com', 50, 120)])).toBe(unordered);
  });

  it('read again only the lines that need it, each cut once, and leave the other lines as they are', async () => {
    const page = { lines: [line(word('CPF', 10, 30), word('529.982.247-25', 35, 120)), line(word('E-mail:', 10, 45), word('joaoOgmail.com', 50, 140))] };
    const readCuts = vi.fn(async (cuts: readonly PixelBox[]) => cuts.map(() => [word('joao@gmail.com', 50, 140, 88)]));
    const reread = await rereadAddresses(page, 2, readCuts);
    expect(readCuts).toHaveBeenCalledTimes(1);
    expect(readCuts.mock.calls[0]?.[0]).toEqual([lineCut(page.lines[1] as OcrLine, 2)]);
    expect(reread.lines[0]).toBe(page.lines[0]);
    expect(reread.lines[1]?.words.map((read) => read.text)).toEqual(['E-mail:', 'joao@gmail.com']);
  });

  it('ask for nothing on a page with no such line', async () => {
    const page = { lines: [line(word('CPF', 10, 30), word('529.982.247-25', 35, 120))] };
    const readCuts = vi.fn(async () => []);
    expect(await rereadAddresses(page, 2, readCuts)).toBe(page);
    expect(readCuts).not.toHaveBeenCalled();
  });
});
