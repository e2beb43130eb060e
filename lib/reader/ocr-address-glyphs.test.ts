import { describe, expect, it, vi } from 'vitest';
import { checkAddressGlyphs, type OcrSymbol, type ReadGrey } from './ocr-address-glyphs';
import type { GreyImage } from './ocr-glyph-shapes';
import { ELL_1, ELL_2, ELL_3, ELL_OF_ADDRESS, ONE_1, ONE_2, ONE_3, ONE_READ_AS_ELL } from './ocr-glyphs.test-fixtures';
import type { OcrLine, OcrPage, OcrWord } from './ocr-text';

/** Each character 20 px apart; the page image at scale 1, so page units are its pixels. */
const PITCH = 20;

/**
 * A page of `lines` (each a list of words), its words' characters (24 px high, or `heights[word text]`),
 * and what the page image shows at each character named in `drawn` ("word text" → character index →
 * image); the rest of the page is blank.
 */
function pageOf(lines: string[][], drawn: Record<string, Record<number, GreyImage>> = {}, heights: Record<string, number> = {}) {
  const symbols = new Map<OcrWord, OcrSymbol[]>();
  const images = new Map<number, GreyImage>();
  let x = 0;
  const page: OcrPage = {
    lines: lines.map((texts, row): OcrLine => {
      const top = row * 40;
      const words = texts.map((text) => {
        const left = x;
        const characters = [...text].map((character, index): OcrSymbol => {
          const at = left + index * PITCH;
          const image = drawn[text]?.[index];
          if (image) images.set(at, image);
          return { text: character, confidence: 95, box: [at, top, at + 12, top + (heights[text] ?? 24)] };
        });
        x += text.length * PITCH + PITCH;
        const word: OcrWord = { text, confidence: 95, box: [left, top, x - PITCH, top + 24] };
        symbols.set(word, characters);
        return word;
      });
      return { box: [0, top, x, top + 24], words };
    }),
  };
  const blank: GreyImage = { width: 18, height: 30, data: new Uint8Array(18 * 30).fill(255) };
  // The margin around each box is 3 px: the cut starts 3 px before the character.
  const readGrey = vi.fn<ReadGrey>(async (boxes) => boxes.map((box) => images.get(box.left + 3) ?? blank));
  return { page, symbols, readGrey };
}

const texts = (page: OcrPage) => page.lines.map((line) => line.words.map((word) => word.text));
/** The page's numbers and words with `1`s and `l`s of its face, drawn from a real scan. */
const EXAMPLES = { '3216-7200': { 2: ONE_1 }, '(3211)': { 3: ONE_2, 4: ONE_3 }, 'Telefone:': { 2: ELL_1 }, Oficial: { 6: ELL_2 }, Legal: { 4: ELL_3 } };
const EXAMPLE_LINE = ['Telefone:', '3216-7200', '(3211)', 'Registro', 'Oficial', 'Legal'];

describe("the `l`s of a page's addresses", () => {
  it('makes an `l` of an address a `1` when it has the shape of the page’s `1`s', async () => {
    const { page, symbols, readGrey } = pageOf([EXAMPLE_LINE, ['E-mail:', 'srilzona.slz@gmail.com']], { ...EXAMPLES, 'srilzona.slz@gmail.com': { 3: ONE_READ_AS_ELL, 10: ELL_OF_ADDRESS } });
    const checked = await checkAddressGlyphs(page, symbols, 1, readGrey);
    expect(texts(checked)[1]).toEqual(['E-mail:', 'sri1zona.slz@gmail.com']);
    // The other words are the same objects, unchanged.
    expect(checked.lines[0]?.words).toEqual(page.lines[0]?.words);
    expect(checked.lines[1]?.words[0]).toBe(page.lines[1]?.words[0]);
  });

  it('keeps the `l`s that have the shape of the page’s `l`s, and the address that has only those', async () => {
    const { page, symbols, readGrey } = pageOf([EXAMPLE_LINE, ['registropalmas@hotmail.com']], { ...EXAMPLES, 'registropalmas@hotmail.com': { 10: ELL_OF_ADDRESS } });
    expect(await checkAddressGlyphs(page, symbols, 1, readGrey)).toBe(page);
  });

  it('checks an address the tolerant pass makes of two words, and only its local part', async () => {
    const { page, symbols, readGrey } = pageOf([EXAMPLE_LINE, ['E-mail:', '(srilzona.slz', '@gmail.com)']], { ...EXAMPLES, '(srilzona.slz': { 4: ONE_READ_AS_ELL } });
    expect(texts(await checkAddressGlyphs(page, symbols, 1, readGrey))[1]).toEqual(['E-mail:', '(sri1zona.slz', '@gmail.com)']);
    // The `l`s of the address's local part, none of its domain's.
    expect(readGrey.mock.calls[0]?.[0]).toHaveLength(2 + 3 + 3);
  });

  it('leaves the domain as read, whatever its `l`s look like', async () => {
    const { page, symbols, readGrey } = pageOf([EXAMPLE_LINE, ['contato@gmail.com']], { ...EXAMPLES, 'contato@gmail.com': { 12: ONE_READ_AS_ELL } });
    expect(await checkAddressGlyphs(page, symbols, 1, readGrey)).toBe(page);
    expect(readGrey).not.toHaveBeenCalled();
  });

  it('never makes a `1` an `l`, whatever it looks like', async () => {
    const { page, symbols, readGrey } = pageOf([EXAMPLE_LINE, ['teste1@exemplo.gov.br']], { ...EXAMPLES, 'teste1@exemplo.gov.br': { 5: ELL_OF_ADDRESS } });
    expect(await checkAddressGlyphs(page, symbols, 1, readGrey)).toBe(page);
    expect(readGrey).not.toHaveBeenCalled();
  });

  it('leaves the `l`s outside addresses as read', async () => {
    const { page, symbols, readGrey } = pageOf([EXAMPLE_LINE, ['lzona', 'www.lzona.gov.br']], { ...EXAMPLES, lzona: { 0: ONE_READ_AS_ELL }, 'www.lzona.gov.br': { 4: ONE_READ_AS_ELL } });
    expect(await checkAddressGlyphs(page, symbols, 1, readGrey)).toBe(page);
    expect(readGrey).not.toHaveBeenCalled();
  });

  it('changes nothing, and cuts nothing, on a page with too few numbers to learn its `1`s from', async () => {
    const { page, symbols, readGrey } = pageOf([['Telefone:', '3216-7200', 'Registro', 'Oficial', 'Legal'], ['srilzona.slz@gmail.com']], { ...EXAMPLES, 'srilzona.slz@gmail.com': { 3: ONE_READ_AS_ELL } });
    expect(await checkAddressGlyphs(page, symbols, 1, readGrey)).toBe(page);
    expect(readGrey).not.toHaveBeenCalled();
  });

  it('compares a character only with examples of its size: an address in a smaller print changes nothing', async () => {
    const { page, symbols, readGrey } = pageOf([EXAMPLE_LINE, ['srilzona.slz@gmail.com']], { ...EXAMPLES, 'srilzona.slz@gmail.com': { 3: ONE_READ_AS_ELL } }, { 'srilzona.slz@gmail.com': 16 });
    expect(await checkAddressGlyphs(page, symbols, 1, readGrey)).toBe(page);
  });

  it('skips a word whose characters do not spell it one each (a ligature read as one character)', async () => {
    const { page, symbols, readGrey } = pageOf([EXAMPLE_LINE, ['filzona@exemplo.com']], { ...EXAMPLES, 'filzona@exemplo.com': { 2: ONE_READ_AS_ELL } });
    const address = page.lines[1]?.words[0] as OcrWord;
    const [f, i, ...rest] = symbols.get(address) ?? [];
    symbols.set(address, [{ ...(f as OcrSymbol), text: 'fi', box: [(f as OcrSymbol).box[0], (f as OcrSymbol).box[1], (i as OcrSymbol).box[2], (f as OcrSymbol).box[3]] }, ...rest]);
    expect(await checkAddressGlyphs(page, symbols, 1, readGrey)).toBe(page);
  });

  it('cuts the characters from the page image at its scale, with a margin, none past its top or left edge', async () => {
    const { page, symbols, readGrey } = pageOf([['lzona@exemplo.com'], EXAMPLE_LINE], EXAMPLES);
    await checkAddressGlyphs(page, symbols, 2, readGrey);
    const [x0, y0, x1, y1] = (symbols.get(page.lines[0]?.words[0] as OcrWord)?.[0] as OcrSymbol).box;
    expect([x0, y0]).toEqual([0, 0]);
    expect(readGrey.mock.calls[0]?.[0][0]).toEqual({ left: 0, top: 0, width: x1 * 2 + 3, height: y1 * 2 + 3 });
  });
});
