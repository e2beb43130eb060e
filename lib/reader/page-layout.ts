/**
 * Where each page of a document sits in the reader's column, computed rather than read from the DOM
 * (reading `offsetTop` while pages are drawn forces a layout of every text layer on screen). Pages
 * start at the first page's size and take their own as they are read; positions are computed again
 * only from the first page that changed, and only when asked (the index reads pages in order, and a
 * document may claim a million of them).
 */

export interface PageLayout {
  readonly count: number;
  /** Where a page (from 1) starts, in CSS pixels from the top of the column. */
  top(page: number): number;
  height(page: number): number;
  width(page: number): number;
  /** The column's height, gaps included. */
  totalHeight(): number;
  /** The widest page. */
  maxWidth(): number;
  /** The page at a height of the column (the last one starting at or above it). */
  pageAt(y: number): number;
  scale(): number;
  setScale(scale: number): void;
  /** A page's size at scale 1; answers whether it changed. */
  setSize(page: number, width: number, height: number): boolean;
}

/** `count` pages of `width` × `height` at scale 1, `gap` pixels above the first and between them. */
export function createPageLayout(count: number, width: number, height: number, gap: number, initialScale = 1): PageLayout {
  let scale = initialScale;
  /** Sizes at scale 1 of the pages that differ from the first's; most documents have none. */
  const sizes = new Map<number, { width: number; height: number }>();
  let widest = width;
  /** `tops[i]` is where page i + 1 starts; `tops[count]` is the column's end. */
  const tops = new Float64Array(count + 1);
  let validUpTo = -1;

  const naturalHeight = (page: number) => sizes.get(page)?.height ?? height;
  const scaledHeight = (page: number) => Math.floor(naturalHeight(page) * scale);

  function topsUpTo(index: number): Float64Array {
    if (validUpTo >= index) return tops;
    let at = validUpTo < 0 ? 0 : validUpTo;
    if (validUpTo < 0) tops[0] = gap;
    for (; at < index; at++) tops[at + 1] = (tops[at] as number) + scaledHeight(at + 1) + gap;
    validUpTo = index;
    return tops;
  }
  const clamp = (page: number) => Math.min(Math.max(Math.trunc(page), 1), count);

  return {
    count,
    top: (page) => topsUpTo(clamp(page) - 1)[clamp(page) - 1] as number,
    height: (page) => scaledHeight(clamp(page)),
    width: (page) => Math.floor((sizes.get(clamp(page))?.width ?? width) * scale),
    totalHeight: () => topsUpTo(count)[count] as number,
    maxWidth: () => Math.floor(widest * scale),
    pageAt(y) {
      const all = topsUpTo(count);
      let low = 0;
      let high = count - 1;
      while (low < high) {
        const middle = (low + high + 1) >> 1;
        if ((all[middle] as number) <= y) low = middle;
        else high = middle - 1;
      }
      return low + 1;
    },
    scale: () => scale,
    setScale(next) {
      if (next === scale) return;
      scale = next;
      validUpTo = -1;
    },
    setSize(page, pageWidth, pageHeight) {
      if (page < 1 || page > count) return false;
      const current = sizes.get(page) ?? { width, height };
      if (current.width === pageWidth && current.height === pageHeight) return false;
      if (pageWidth === width && pageHeight === height) sizes.delete(page);
      else sizes.set(page, { width: pageWidth, height: pageHeight });
      widest = Math.max(widest, pageWidth);
      validUpTo = Math.min(validUpTo, page - 1);
      return true;
    },
  };
}
