import { describe, expect, it } from 'vitest';
import { agreeing, classifyGlyph, glyphDistance, glyphShape, MIN_EXAMPLES, SHAPE_SIZE, type GlyphShape, type GreyImage } from './ocr-glyph-shapes';
import { ELL_1, ELL_2, ELL_3, ELL_4, ELL_OF_ADDRESS, GLYPH_MARGIN, glyph, ONE_1, ONE_2, ONE_3, ONE_4, ONE_READ_AS_ELL } from './ocr-glyphs.test-fixtures';

const shapeOf = (image: GreyImage) => glyphShape(image, GLYPH_MARGIN) as GlyphShape;
const examples = { '1': [ONE_1, ONE_2, ONE_3].map(shapeOf), l: [ELL_1, ELL_2, ELL_3].map(shapeOf) };

/** An `o`, as a box Tesseract put on the neighbour of an `l` holds. */
const LETTER_O = glyph(['     ####', '   ##    ##', '  ##      ##', '  ##      ##', '  ##      ##', '  ##      ##', '  ##      ##', '   ##    ##', '     ####']);

/** The image with its columns from `from` on made white. */
const whiteFrom = (image: GreyImage, from: number): GreyImage => ({ ...image, data: image.data.map((value, index) => (index % image.width >= from ? 255 : value)) });

describe("a character's shape", () => {
  it('is the character its box holds, not the edge of a neighbour in the margin', () => {
    // ELL_1's neighbour `e` shows on the right, from column 13 on.
    expect(glyphDistance(shapeOf(ELL_1), shapeOf(whiteFrom(ELL_1, 12)))).toBe(0);
  });

  it('is none where the box holds nothing but specks', () => {
    expect(glyphShape(glyph(['', '   #', '', '      -#', '']), GLYPH_MARGIN)).toBeNull();
    expect(glyphShape(glyph(['', '', '']), GLYPH_MARGIN)).toBeNull();
  });

  it('is none where the character is taller than the window: its top would be cut off', () => {
    expect(glyphShape(glyph(Array.from({ length: SHAPE_SIZE + 1 }, () => '   ###')), GLYPH_MARGIN)).toBeNull();
    expect(glyphShape(glyph(Array.from({ length: SHAPE_SIZE }, () => '   ###')), GLYPH_MARGIN)).not.toBeNull();
  });

  it('is nearer the same character elsewhere on the page than the other character', () => {
    expect(glyphDistance(shapeOf(ONE_4), shapeOf(ONE_1))).toBeLessThan(glyphDistance(shapeOf(ONE_4), shapeOf(ELL_1)));
    expect(glyphDistance(shapeOf(ELL_4), shapeOf(ELL_1))).toBeLessThan(glyphDistance(shapeOf(ELL_4), shapeOf(ONE_1)));
    expect(glyphDistance(shapeOf(ONE_1), shapeOf(ONE_1))).toBe(0);
  });
});

describe('the examples that agree', () => {
  it('are those another example of the class is alike: a box placed on the neighbour, unlike all, is left out', () => {
    const ells = [ELL_1, ELL_2, ELL_3].map(shapeOf);
    expect(agreeing([...ells, shapeOf(LETTER_O)])).toEqual(ells);
  });

  it('are none where no two are alike', () => {
    expect(agreeing([shapeOf(ELL_1), shapeOf(LETTER_O)])).toEqual([]);
    expect(agreeing([shapeOf(ELL_1)])).toEqual([]);
  });
});

describe('which of `1` and `l` a character is', () => {
  it("names the page's own `1`s and `l`s, left out of the examples, by their shape", () => {
    expect(classifyGlyph(shapeOf(ONE_4), examples)).toBe('1');
    expect(classifyGlyph(shapeOf(ELL_4), examples)).toBe('l');
  });

  it('names the `1` every model reads as `l` inside an address a `1`, and an `l` of an address an `l`', () => {
    expect(classifyGlyph(shapeOf(ONE_READ_AS_ELL), examples)).toBe('1');
    expect(classifyGlyph(shapeOf(ELL_OF_ADDRESS), examples)).toBe('l');
  });

  it('names nothing with too few examples of either', () => {
    expect(MIN_EXAMPLES).toBe(3);
    expect(classifyGlyph(shapeOf(ONE_READ_AS_ELL), { '1': examples['1'].slice(0, 2), l: examples.l })).toBeNull();
    expect(classifyGlyph(shapeOf(ONE_READ_AS_ELL), { '1': examples['1'], l: examples.l.slice(0, 2) })).toBeNull();
  });

  it('names nothing that is clearly neither: a blot, another character', () => {
    const blot = glyph(Array.from({ length: 22 }, () => '   ##########'));
    expect(classifyGlyph(shapeOf(blot), examples)).toBeNull();
    expect(classifyGlyph(shapeOf(LETTER_O), examples)).toBeNull();
  });

  it('names nothing when halfway between the two', () => {
    const one = shapeOf(ONE_4);
    const ell = shapeOf(ELL_4);
    const half = one.map((ink, index) => (ink + (ell[index] as number)) / 2);
    expect(classifyGlyph(half, examples)).toBeNull();
  });
});
