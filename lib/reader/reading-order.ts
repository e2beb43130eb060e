/**
 * A PDF page's text in reading order, from pdf.js text items (`page.getTextContent().items`).
 *
 * pdf.js gives the runs of text in the order the file draws them, which is not always the order a
 * person reads: a gazette may draw its second column first. The runs are grouped into fragments of
 * lines, the page is cut recursively along its widest blank bands (an XY-cut: column gutters before
 * the gaps between lines, since a gutter runs the height of a column), and each leaf is read line by
 * line, left to right. Lines are then joined by `lineSeparator` (`./line-joins.ts`), so that an
 * identifier broken across two lines of a column reads as one.
 *
 * Every character of the page's text that came from a run keeps where it came from (`segments`), so a
 * match in the text maps back to the text layer's spans: `textDivs[item]` in pdf.js's TextLayer.
 * Pure and synchronous: it runs in Node tests on the output of real pdf.js.
 */
import type { LineSeparator } from './line-joins';

/** The fields of a pdf.js TextItem this module reads; marked-content entries have no `str`. */
export interface TextItemLike {
  str?: string;
  /** Marked-content entries (`beginMarkedContent`…) carry a type and no text. */
  type?: string;
  transform?: number[];
  width?: number;
  height?: number;
}

/** `text.slice(start, start + length)` is `items[item].str.slice(offset, offset + length)`; `item` counts text items only. */
export interface Segment {
  start: number;
  item: number;
  offset: number;
  length: number;
}

export interface PageText {
  text: string;
  /** In text order, not overlapping. Separators added between runs (spaces, line breaks) belong to none. */
  segments: Segment[];
}

/** A part of one text item, as a Range of the text layer takes it. */
export interface ItemPiece {
  item: number;
  from: number;
  to: number;
}

export interface ReadingOptions {
  /** What a line break becomes; the default keeps every break. */
  separator?: (before: string, after: string) => LineSeparator;
}

interface Run {
  item: number;
  str: string;
  x0: number;
  x1: number;
  baseline: number;
  size: number;
}

interface Fragment {
  runs: Run[];
  x0: number;
  x1: number;
  top: number;
  bottom: number;
  baseline: number;
  size: number;
}

/** Two runs of a line stand apart (a space between them in the text) past this blank, in font sizes. */
export const SPACE_GAP = 0.2;
/** Two runs are one fragment of a line up to this blank, in font sizes; past it, a column apart. */
export const RUN_GAP = 1.0;
/** The share of the font size above and below the baseline that a line's box takes. */
const ASCENT = 0.75;
const DESCENT = 0.2;
/** A column gutter counts this many times a gap between lines of the same width: it runs the column's height. */
const GUTTER_WEIGHT = 3;

function fragmentOf(run: Run): Fragment {
  return { runs: [run], x0: run.x0, x1: run.x1, top: run.baseline + ASCENT * run.size, bottom: run.baseline - DESCENT * run.size, baseline: run.baseline, size: run.size };
}

function extend(fragment: Fragment, run: Run): void {
  fragment.runs.push(run);
  fragment.x1 = Math.max(fragment.x1, run.x1);
  fragment.top = Math.max(fragment.top, run.baseline + ASCENT * run.size);
  fragment.bottom = Math.min(fragment.bottom, run.baseline - DESCENT * run.size);
  fragment.size = Math.max(fragment.size, run.size);
}

/** Runs of horizontal text, grouped into fragments of lines as drawn; rotated runs apart. */
function fragmentsOf(items: readonly TextItemLike[]): { fragments: Fragment[]; rotated: Run[] } {
  const fragments: Fragment[] = [];
  const rotated: Run[] = [];
  let current: Fragment | null = null;
  let textIndex = -1;
  for (const item of items) {
    if (typeof item.str !== 'string') continue;
    textIndex += 1;
    if (item.str.length === 0) continue;
    const [a = 1, b = 0, c = 0, d = 1, e = 0, f = 0] = item.transform ?? [];
    const size = Math.hypot(c, d) || item.height || 1;
    const run: Run = { item: textIndex, str: item.str, x0: e, x1: e + Math.max(0, item.width ?? 0), baseline: f, size };
    if (Math.abs(b) > 0.01 * Math.abs(a) || Math.abs(c) > 0.01 * Math.abs(d) || a <= 0 || d <= 0) {
      rotated.push(run);
      current = null;
      continue;
    }
    const last: Run | undefined = current?.runs[current.runs.length - 1];
    const sameLine =
      current !== null &&
      last !== undefined &&
      Math.abs(run.baseline - last.baseline) <= 0.3 * Math.max(size, last.size) &&
      run.x0 >= last.x1 - 0.5 * size &&
      run.x0 - last.x1 <= RUN_GAP * Math.max(size, last.size);
    if (sameLine && current) {
      extend(current, run);
    } else {
      current = fragmentOf(run);
      fragments.push(current);
    }
  }
  return { fragments, rotated };
}

interface Gap {
  /** Where the blank band starts and ends along the axis. */
  from: number;
  to: number;
}

/** Blank bands between the intervals `[low, high]`, in increasing order. */
function gapsOf(intervals: { low: number; high: number }[]): Gap[] {
  const sorted = [...intervals].sort((one, other) => one.low - other.low);
  const gaps: Gap[] = [];
  let reach = -Infinity;
  for (const { low, high } of sorted) {
    if (reach !== -Infinity && low > reach) gaps.push({ from: reach, to: low });
    reach = Math.max(reach, high);
  }
  return gaps;
}

const widest = (gaps: Gap[]) => gaps.reduce((best, gap) => Math.max(best, gap.to - gap.from), 0);

/** The page's fragments as leaves of an XY-cut, in reading order. */
function cut(region: Fragment[], leaves: Fragment[][]): void {
  if (region.length <= 1) {
    if (region.length === 1) leaves.push(region);
    return;
  }
  const sizes = region.map((fragment) => fragment.size).sort((one, other) => one - other);
  const typical = sizes[sizes.length >> 1] ?? 1;
  const columns = gapsOf(region.map((fragment) => ({ low: fragment.x0, high: fragment.x1 }))).filter((gap) => gap.to - gap.from >= 0.6 * typical);
  const rows = gapsOf(region.map((fragment) => ({ low: fragment.bottom, high: fragment.top })));
  const columnScore = widest(columns) * GUTTER_WEIGHT;
  const rowScore = widest(rows);
  if (columnScore === 0 && rowScore === 0) {
    leaves.push(region);
    return;
  }
  if (columnScore >= rowScore) {
    // Left to right, at the widest gutter; the parts are cut again.
    const gutter = columns.reduce((best, gap) => (gap.to - gap.from > best.to - best.from ? gap : best));
    cut(region.filter((fragment) => fragment.x1 <= gutter.from), leaves);
    cut(region.filter((fragment) => fragment.x1 > gutter.from), leaves);
    return;
  }
  // Top to bottom (PDF y grows upwards), at every gap nearly as tall as the tallest: a heading's
  // space, not the ordinary gaps between lines of columns that happen to line up.
  const threshold = 0.8 * rowScore;
  const cuts = rows.filter((gap) => gap.to - gap.from >= threshold).map((gap) => gap.from);
  const bands: Fragment[][] = Array.from({ length: cuts.length + 1 }, () => []);
  for (const fragment of region) {
    const below = cuts.filter((at) => fragment.bottom >= at).length;
    bands[cuts.length - below]?.push(fragment);
  }
  for (const band of bands) cut(band, leaves);
}

/** A leaf's fragments as lines: by baseline, top first; each line left to right. */
function linesOf(leaf: Fragment[]): Fragment[][] {
  const sorted = [...leaf].sort((one, other) => other.baseline - one.baseline || one.x0 - other.x0);
  const lines: Fragment[][] = [];
  for (const fragment of sorted) {
    const line = lines[lines.length - 1];
    const first = line?.[0];
    if (line && first && Math.abs(first.baseline - fragment.baseline) <= 0.5 * Math.min(first.size, fragment.size)) line.push(fragment);
    else lines.push([fragment]);
  }
  for (const line of lines) line.sort((one, other) => one.x0 - other.x0);
  return lines;
}

interface LinePart {
  text: string;
  /** Segments with `start` relative to the line. */
  segments: Segment[];
}

/** One line's runs joined, with a space where the runs stand apart. */
function lineText(runs: Run[]): LinePart {
  let text = '';
  const segments: Segment[] = [];
  let previous: Run | null = null;
  for (const run of runs) {
    if (previous) {
      const gap = run.x0 - previous.x1;
      if (gap > SPACE_GAP * Math.min(run.size, previous.size) && !/\s$/.test(previous.str) && !/^\s/.test(run.str)) text += ' ';
    }
    segments.push({ start: text.length, item: run.item, offset: 0, length: run.str.length });
    text += run.str;
    previous = run;
  }
  return { text, segments };
}

/** The page's text in reading order, and where each character came from. */
export function readPageText(items: readonly TextItemLike[], options: ReadingOptions = {}): PageText {
  const { fragments, rotated } = fragmentsOf(items);
  const leaves: Fragment[][] = [];
  cut(fragments, leaves);
  const lines: LinePart[] = [];
  for (const leaf of leaves) {
    for (const line of linesOf(leaf)) lines.push(lineText(line.flatMap((fragment) => fragment.runs)));
  }
  // Rotated text (stamps, margins) comes last, a line per run.
  for (const run of rotated) lines.push(lineText([run]));

  let text = '';
  const segments: Segment[] = [];
  lines.forEach((line, index) => {
    if (index > 0) text += options.separator ? options.separator(lines[index - 1]?.text ?? '', line.text) : '\n';
    for (const segment of line.segments) segments.push({ ...segment, start: segment.start + text.length });
    text += line.text;
  });
  return { text, segments };
}

/** The parts of text items that `[start, end)` of the page's text covers, in text order. */
export function piecesOf(page: PageText, start: number, end: number): ItemPiece[] {
  const { segments } = page;
  // The first segment that ends after `start`.
  let low = 0;
  let high = segments.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const segment = segments[middle] as Segment;
    if (segment.start + segment.length <= start) low = middle + 1;
    else high = middle;
  }
  const pieces: ItemPiece[] = [];
  for (let index = low; index < segments.length; index++) {
    const segment = segments[index] as Segment;
    if (segment.start >= end) break;
    const from = Math.max(start, segment.start) - segment.start + segment.offset;
    const to = Math.min(end, segment.start + segment.length) - segment.start + segment.offset;
    if (to > from) pieces.push({ item: segment.item, from, to });
  }
  return pieces;
}
