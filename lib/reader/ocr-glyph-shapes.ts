/**
 * The shape of one character on a scanned page, and which of `1` and `l` it is nearest to. Tesseract's
 * models read the `1` of common serif faces as `l` inside words with high confidence (`sri1zona` as
 * `srilzona`, `teste1` as `testel`: 93–99, whatever the size it is drawn at), and inside an e-mail
 * address nothing else can tell them apart. The page itself can: within one document the same face
 * draws every `1` alike, so the character is compared with the page's own `1`s (read inside numbers)
 * and `l`s (read inside words), the nearest in shape winning by a clear margin (./ocr-address-glyphs.ts).
 *
 * A shape is the dark connected component the character's box holds most of (its neighbours and
 * specks left out), in ink (0 white, 1 black), in a square window whose bottom row is the component's
 * bottom and whose middle column is its stem (its darkest column): characters of one face and size
 * line up without scaling, which would blur the few pixels `1` and `l` differ by (the `1`'s slanted
 * flag and wide foot, the `l`'s short top serif).
 */

/** Part of a page image in grey levels, 0 black to 255 white, row by row. */
export interface GreyImage {
  width: number;
  height: number;
  data: Uint8Array;
}

/** The two characters told apart. */
export type GlyphClass = '1' | 'l';

/** A character's shape: SIZE × SIZE ink values, row by row. */
export type GlyphShape = Float32Array;

/** The window's side, in the page image's pixels: taller than an 11 pt `l` at the reader's OCR width (about 25 px). */
export const SHAPE_SIZE = 32;
/** Darker than this is ink. */
const INK_BELOW = 150;
/** A component smaller than this is a speck, not a character. */
const MIN_PIXELS = 8;

/**
 * The shape of the character in `image`, whose box is the image less `margin` pixels on each side
 * (the margin lets a character that overflows its box be seen whole), or null when it holds no character.
 */
export function glyphShape(image: GreyImage, margin: number): GlyphShape | null {
  const { width, height, data } = image;
  const component = new Int32Array(width * height).fill(-1);
  let best = { id: -1, inside: 0, left: 0, right: 0, top: 0, bottom: 0, pixels: 0 };
  let id = 0;
  for (let start = 0; start < data.length; start += 1) {
    if ((data[start] as number) >= INK_BELOW || (component[start] as number) >= 0) continue;
    const found = { id, inside: 0, left: width, right: -1, top: height, bottom: -1, pixels: 0 };
    const stack = [start];
    component[start] = id;
    while (stack.length > 0) {
      const at = stack.pop() as number;
      const x = at % width;
      const y = (at - x) / width;
      found.pixels += 1;
      if (x >= margin && x < width - margin && y >= margin && y < height - margin) found.inside += 1;
      found.left = Math.min(found.left, x);
      found.right = Math.max(found.right, x);
      found.top = Math.min(found.top, y);
      found.bottom = Math.max(found.bottom, y);
      for (let dy = -1; dy <= 1; dy += 1) {
        for (let dx = -1; dx <= 1; dx += 1) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx < 0 || ny < 0 || nx >= width || ny >= height) continue;
          const next = ny * width + nx;
          if ((data[next] as number) < INK_BELOW && (component[next] as number) < 0) {
            component[next] = id;
            stack.push(next);
          }
        }
      }
    }
    if (found.pixels >= MIN_PIXELS && found.inside > 0 && (best.id < 0 || tallness(found) > tallness(best) || (tallness(found) === tallness(best) && found.inside > best.inside))) best = found;
    id += 1;
  }
  // Taller than the window (a heading, a page drawn large): its top, where a `1` has its flag, would be cut off.
  if (best.id < 0 || best.bottom - best.top + 1 > SHAPE_SIZE) return null;
  const stem = darkestColumn(image, component, best.id, best.left, best.right);
  const shape = new Float32Array(SHAPE_SIZE * SHAPE_SIZE);
  for (let row = 0; row < SHAPE_SIZE; row += 1) {
    const y = best.bottom - (SHAPE_SIZE - 1) + row;
    if (y < 0) continue;
    for (let column = 0; column < SHAPE_SIZE; column += 1) {
      const x = stem - SHAPE_SIZE / 2 + column;
      if (x < 0 || x >= width || component[y * width + x] !== best.id) continue;
      shape[row * SHAPE_SIZE + column] = (255 - (data[y * width + x] as number)) / 255;
    }
  }
  return shape;
}

/** A component's height: a `1` or an `l` is the tallest thing in its box, where Tesseract's box takes in part of a neighbour. */
const tallness = (component: { top: number; bottom: number }) => component.bottom - component.top;

/** The column of the component with the most ink: the stem of a `1` or an `l`. */
function darkestColumn(image: GreyImage, component: Int32Array, id: number, left: number, right: number): number {
  let darkest = left;
  let most = -1;
  for (let x = left; x <= right; x += 1) {
    let ink = 0;
    for (let y = 0; y < image.height; y += 1) if (component[y * image.width + x] === id) ink += 255 - (image.data[y * image.width + x] as number);
    if (ink > most) {
      most = ink;
      darkest = x;
    }
  }
  return darkest;
}

/**
 * How unlike two shapes are: the ink they do not share over the ink of both (0 the same, 1 nothing
 * in common), at the best of the nine placements one pixel apart (a stem's darkest column can fall
 * either side of its middle).
 */
export function glyphDistance(one: GlyphShape, other: GlyphShape): number {
  let best = 1;
  for (let dy = -1; dy <= 1; dy += 1) {
    for (let dx = -1; dx <= 1; dx += 1) {
      let apart = 0;
      let total = 0;
      for (let row = 0; row < SHAPE_SIZE; row += 1) {
        for (let column = 0; column < SHAPE_SIZE; column += 1) {
          const a = one[row * SHAPE_SIZE + column] as number;
          const y = row + dy;
          const x = column + dx;
          const b = y < 0 || y >= SHAPE_SIZE || x < 0 || x >= SHAPE_SIZE ? 0 : (other[y * SHAPE_SIZE + x] as number);
          apart += Math.abs(a - b);
          total += a + b;
        }
      }
      if (total > 0) best = Math.min(best, apart / total);
    }
  }
  return best;
}

/** Examples compared with, per class: the nearest few, so that a misread example or two weigh little. */
const NEAREST = 3;
/**
 * An example counts only when another of its class is this near: the page draws one character alike
 * every time, so an example unlike all the others is a box Tesseract placed off the character (at
 * 150 dpi, two of four `l`s of a page), or another character.
 */
const ALIKE = 0.2;
/** Each class needs this many examples on the page that agree. */
export const MIN_EXAMPLES = NEAREST;
/**
 * A class wins when its distance is at most this share of the other's. Fitted on the tuning pages of
 * bench:ocr (DejaVu Serif, 200 and 300 dpi): their `1`s read as `l` came at 0.17–0.43 of it, their real
 * `l`s inside addresses at 1.75 or more. Scans at 150 dpi come nearer the line: the e2e scan's text
 * with a line `teste1@…` or `cartorio1@…` added, drawn at 150 dpi, put those `1`s at 0.61–0.68 (the
 * e2e scan itself, drawn at 300 dpi, puts `registro1zona`'s at 0.34). bench/ocr/faces.ts checks other
 * faces and sizes.
 */
const CLEAR_MARGIN = 0.7;
/** Nearer than this to the winning class, or the shape is no character of the page's face (a blot, a cut-off box). */
const MAX_DISTANCE = 0.25;

const nearest = (shape: GlyphShape, examples: readonly GlyphShape[]) => {
  const distances = examples.map((example) => glyphDistance(shape, example)).sort((one, other) => one - other);
  const near = distances.slice(0, NEAREST);
  return near.reduce((sum, distance) => sum + distance, 0) / near.length;
};

/** The examples that another example is alike (`ALIKE`). */
export function agreeing(examples: readonly GlyphShape[]): GlyphShape[] {
  return examples.filter((example, index) => examples.some((other, at) => at !== index && glyphDistance(example, other) <= ALIKE));
}

/**
 * Which of `1` and `l` the shape is, by the page's own examples of each (those that agree: `agreeing`),
 * or null when not clearly either.
 */
export function classifyGlyph(shape: GlyphShape, examples: Readonly<Record<GlyphClass, readonly GlyphShape[]>>): GlyphClass | null {
  if (examples['1'].length < MIN_EXAMPLES || examples.l.length < MIN_EXAMPLES) return null;
  const one = nearest(shape, examples['1']);
  const ell = nearest(shape, examples.l);
  if (one < CLEAR_MARGIN * ell && one <= MAX_DISTANCE) return '1';
  if (ell < CLEAR_MARGIN * one && ell <= MAX_DISTANCE) return 'l';
  return null;
}
