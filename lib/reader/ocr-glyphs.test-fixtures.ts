/**
 * Real characters for the unit tests of the check of addresses' `l`s: cut from a bench:ocr scan
 * (`cartorios-lista-2` at 300 dpi, drawn at the reader's OCR width), each from the box Tesseract gave it
 * with 3 pixels around, as lib/reader/ocr-address-glyphs.ts cuts them. `#` is darker than 100, `+` than
 * 150, `-` than 200; the blank rows above and below are added back by `glyph`.
 */
import type { GreyImage } from './ocr-glyph-shapes';

/** The margin around each character's box, as the check cuts it. */
export const GLYPH_MARGIN = 3;
const LEVELS: Readonly<Record<string, number>> = { '#': 50, '+': 125, '-': 175, ' ': 255 };

/** A character drawn in text as a grey image, with the blank margin rows above and below. */
export function glyph(rows: readonly string[]): GreyImage {
  const width = Math.max(...rows.map((row) => row.length)) + GLYPH_MARGIN;
  const blank = Array.from({ length: GLYPH_MARGIN }, () => '');
  const all = [...blank, ...rows, ...blank];
  const data = new Uint8Array(width * all.length).fill(255);
  all.forEach((row, y) => [...row].forEach((character, x) => (data[y * width + x] = LEVELS[character] ?? 255)));
  return { width, height: all.length, data };
}

/** A `1` of `00.064.950/0001-80`. */
export const ONE_1 = glyph([
  '       -##+',
  '      +####',
  '     ######',
  '   -##+-###',
  '   +#  -###',
  '   -   -###',
  '       -###',
  '       -###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '    ###########',
  '    +##++++++++',
  '           -',
]);

/** A `1` of `3216-7200`. */
export const ONE_2 = glyph([
  '        +#+',
  '       ####',
  '     +#####',
  '    +##-###',
  '   +#+  ###',
  '   --   ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '        ###',
  '  -     ###',
  '        ###',
  '    -+++###+++-',
  '    ###########',
]);

/** A `1` of `03.644.097/0001-63`. */
export const ONE_3 = glyph([
  '       -##',
  '      +###',
  '     #####',
  '   +##-+##',
  '   ##  +##',
  '   -   +##',
  '       +##-',
  '       +##-',
  '       +##-',
  '       +##-',
  '       +##-',
  '       +##-',
  '       +##-',
  '       +##-',
  '       +##-',
  '       +##-',
  '       +##-',
  '       +##-',
  '       +##-',
  '       +##-',
  '       +##-',
  '    +++####+++   -',
  '   -##########',
]);

/** A `1` of `3215-4376`. */
export const ONE_4 = glyph([
  '       -++',
  '      +###-   -',
  '    -#####-',
  '   +##-###-',
  '  -##  ###- -',
  '   -   ###-',
  '       ###-',
  '       ###-',
  '       ###-',
  '       ###-',
  '       ###-',
  '       ###-',
  '       ###-',
  '       ###-',
  '       ###-',
  '       ###- -',
  '       ###-',
  '       ###-',
  '       +##-',
  '       +##-',
  '       +##-',
  '   -+++####+++',
  '   -##########-',
]);

/** An `l` of `Telefone:`, the edge of its neighbour `e` on the right. */
export const ELL_1 = glyph([
  '   +####+',
  '   -++###',
  '      ###',
  '      ###',
  '      ###',
  '      ###',
  '      ###',
  '      ###      -',
  '      ###',
  '      ###',
  '      ###      #',
  '+     ###     -#',
  '#     ###     +#',
  '#     ###     ##',
  '#     ###     ##',
  '+     ###     ##',
  '      ###     ##',
  '      ###     +#',
  '-     ###     -#',
  '+     +##      #',
  '-     +##      +',
  '    --###--',
  '   -#######+',
  '    ---',
]);

/** An `l` of `Telefone:`, the edge of its neighbour `e` on the right. */
export const ELL_2 = glyph([
  '   +####',
  '   #####',
  '     +##',
  '     +##',
  '     +##',
  '     +##',
  '     +##',
  '     +##',
  '     +##',
  '     +##',
  '     +##      +',
  '     +##      #',
  '     +##     -#',
  '-    +##     +#',
  '+    +##     +#',
  '-    +##     +#',
  '     +##-    +#',
  '+    +##-    -#',
  '     +##-     #',
  '     -###     +',
  '     -##-',
  '    -+##+-',
  '   ########',
  '   ---',
]);

/** An `l` of `Telefone:`, the edge of its neighbour `e` on the right. */
export const ELL_3 = glyph([
  '   +++++-',
  '   #####-',
  '     -##-',
  '     -##-',
  '     -##-',
  '     -##-',
  '     -##-',
  '     -##-',
  '     -##-',
  '     -##-',
  '      ##-     -',
  '      +#-     +',
  '-     ##-     #',
  '+     ##-     #',
  '+     ##-    -#',
  '+     ##-    -#',
  '      ##-    -#',
  '      ##-     #',
  '      ##-     #',
  '-     ##-     +',
  '      ##+',
  '     -##+',
  '   ########',
  '   +++++---',
]);

/** An `l` of `Telefone:`, the edge of its neighbour `e` on the right. */
export const ELL_4 = glyph([
  '   +++#+',
  '  -#####',
  '     +##',
  '     +##',
  '     +##',
  '     +##',
  '     +##',
  '     +##',
  '     +##',
  '     +##',
  '     +##      +',
  '     +##      #',
  '     +##     -#',
  '     +##     +#',
  '-    +##     +#',
  '-    +##     +#',
  '     +##     +#',
  '     +##     +#',
  '     +##     -#',
  '     +##      #',
  '     +##      -',
  '     +##-',
  '   ########',
  '   -------',
]);

/** The `1` of `sri1zona.slz@gmail.com`, which every model reads as `l`. */
export const ONE_READ_AS_ELL = glyph([
  '       -##',
  '      ####',
  '    -#####',
  '   +##-###',
  '  -#+  ###',
  '   -   ###',
  '       ###',
  '       ###  -',
  '       ###  +',
  '       ###',
  '       +##',
  '       +##',
  '       +##-',
  '       +##-',
  '       +##-',
  '       +##-',
  '       +##-',
  '       +##-',
  '       +##-',
  '       +##-',
  '       +##-',
  '   -#########+',
  '   -##########',
]);

/** The `l` of `registropalmas@hotmail.com`. */
export const ELL_OF_ADDRESS = glyph([
  '   #####',
  '   #####-',
  '     +##-',
  '     +##-',
  '     +##-',
  '     +##-',
  '     -##-',
  '     -##-    ++',
  '     -##-    ##',
  '     -##-',
  '    --##-',
  '     -##-',
  '     -##-',
  '     -##-',
  '     -##-',
  '     -##-',
  '     -##-',
  '     -##-',
  '     -##-',
  '     -##-',
  '     -##-',
  '    --##+-   --',
  '#- ########  ##',
  '-  ------',
  '',
  '',
  '              -',
]);
