/**
 * A drawn page's text layer: pdf.js's transparent text over the canvas, where identifiers are painted
 * with the content script's painter (CSS Custom Highlight API, the same `atalaia-<kind>-<style>` names
 * as on pages) and search matches with the reader's own highlights. A match in the page's text becomes
 * one Range per text item it touches, since reading order and the layer's DOM order can differ (a
 * column drawn out of order).
 */
import { TextLayer, type PDFPageProxy } from 'pdfjs-dist';
import type { Detection, DetectionKind } from '../detectors';
import type { Painter } from '../content/painter';
import { touchesUncertain, type OcrTextContent } from './ocr-text';
import { readPage, type PageReading } from './page-reading';
import { piecesOf, type PageText } from './reading-order';
import type { SearchMatch } from './search';
import { nextFrame, nextTask } from './tasks';

/** Text layer nodes (a line's span and its <br>) added to a page per frame. */
const TEXT_LAYER_BATCH = 40;
/** Highlights registered per task: each batch makes the browser repaint what is on screen. */
const HIGHLIGHT_BATCH = 200;

export const SEARCH_HIGHLIGHT = 'reader-search';
export const CURRENT_MATCH_HIGHLIGHT = 'reader-search-current';
/** Identifiers that touch a word OCR read with low confidence. */
export const OCR_UNCERTAIN_HIGHLIGHT = 'reader-ocr-uncertain';

/** An identifier on a drawn page: its ranges on the text layer. */
export interface FoundInPage {
  page: number;
  kind: DetectionKind;
  value: string;
  start: number;
  end: number;
  ranges: Range[];
  /** Read by OCR with low confidence: shown as uncertain. */
  uncertain: boolean;
}

/** A drawn page's text layer, with what was found in it. */
export interface LayerText {
  textLayer: TextLayer;
  reading: PageReading;
  found: FoundInPage[];
  textDivs: HTMLElement[];
  searchRanges: Range[];
}

type TextContent = Awaited<ReturnType<PDFPageProxy['getTextContent']>> | OcrTextContent;

/** A span of a page's text as ranges on its text layer, one per text item it touches. */
export function rangesOf(layer: Pick<LayerText, 'textDivs'>, text: PageText, start: number, end: number): Range[] {
  return piecesOf(text, start, end).flatMap((piece) => {
    const node = layer.textDivs[piece.item]?.firstChild;
    if (!(node instanceof Text)) return [];
    const range = document.createRange();
    range.setStart(node, Math.min(piece.from, node.length));
    range.setEnd(node, Math.min(piece.to, node.length));
    return [range];
  });
}

/** The reader's two search highlights: every match, and the one shown. */
export function createSearchPaint() {
  const all = new Highlight();
  const current = new Highlight();
  CSS.highlights.set(SEARCH_HIGHLIGHT, all);
  CSS.highlights.set(CURRENT_MATCH_HIGHLIGHT, current);
  const clear = (layer: LayerText) => {
    for (const range of layer.searchRanges) {
      all.delete(range);
      current.delete(range);
    }
    layer.searchRanges = [];
  };
  return {
    clear,
    /** Paints a page's matches on its layer; `shown` is the match shown now, if on this page. */
    paint(layer: LayerText, matches: readonly SearchMatch[], shown: SearchMatch | null) {
      clear(layer);
      for (const match of matches) {
        const ranges = rangesOf(layer, layer.reading, match.start, match.end);
        const isShown = shown?.page === match.page && shown.start === match.start;
        for (const range of ranges) (isShown ? current : all).add(range);
        layer.searchRanges.push(...ranges);
      }
    },
    dispose() {
      CSS.highlights.delete(SEARCH_HIGHLIGHT);
      CSS.highlights.delete(CURRENT_MATCH_HIGHLIGHT);
    },
  };
}
export type SearchPaint = ReturnType<typeof createSearchPaint>;

export interface TextLayerJob {
  page: number;
  /** The page's element, which the layer goes into. */
  element: HTMLElement;
  content: Promise<TextContent>;
  viewport: ReturnType<PDFPageProxy['getViewport']>;
  kinds: ReadonlySet<DetectionKind>;
  painter: Painter;
  /** Where identifiers read with low confidence are marked. */
  uncertain: Highlight;
  /** Whether the page is still wanted: each step stops when it is not. */
  current: () => boolean;
  /** Resolves once scrolling pauses (or the page is no longer wanted). */
  settled: () => Promise<void>;
  /** The whole layer in one frame (the first page: nothing scrolls yet, and the reader waits for it). */
  atOnce: boolean;
  /** The page's text was read. */
  onRead: (reading: PageReading) => void;
  /** The layer is in the page (its highlights may still be coming): from now on, what undraw takes back. */
  onLayer: (layer: LayerText) => void;
  /** An identifier's ranges were painted. */
  onFound: (found: FoundInPage) => void;
}

/**
 * Adds a drawn page's text layer, in steps of a task each (measuring the text, reading it, adding the
 * layer, registering the highlights), none of them while scrolling. Answers the layer once its
 * highlights are all registered, or null when the page stopped being wanted.
 */
export async function addTextLayer(job: TextLayerJob): Promise<LayerText | null> {
  const { current } = job;
  await job.settled();
  if (!current()) return null;
  const content = await job.content;
  if (!current()) return null;
  const layerElement = document.createElement('div');
  layerElement.className = 'textLayer';
  const textLayer = new TextLayer({ textContentSource: content as Awaited<ReturnType<PDFPageProxy['getTextContent']>>, container: layerElement, viewport: job.viewport });
  await textLayer.render();
  await nextTask();
  if (!current()) {
    textLayer.cancel();
    return null;
  }
  const reading = readPage(content.items, job.kinds);
  job.onRead(reading);
  await nextTask();
  await job.settled();
  if (!current()) {
    textLayer.cancel();
    return null;
  }
  // The layer goes into the page a few lines per frame: styling a text layer's spans costs the
  // browser a lot more when the page has ::highlight() rules (each span's highlight styles are
  // computed too), and a whole page's spans in one frame made it a long task.
  const lines = [...layerElement.childNodes];
  layerElement.replaceChildren();
  job.element.append(layerElement);
  const layer: LayerText = { textLayer, reading, found: [], textDivs: textLayer.textDivs, searchRanges: [] };
  job.onLayer(layer);
  const batch = job.atOnce ? lines.length : TEXT_LAYER_BATCH;
  for (let start = 0; start < lines.length; start += batch) {
    layerElement.append(...lines.slice(start, start + batch));
    if (batch === lines.length) break;
    await nextFrame();
    if (!current()) return null;
  }
  for (let start = 0; start < reading.detections.length; start += HIGHLIGHT_BATCH) {
    if (!current()) return null;
    for (const detection of reading.detections.slice(start, start + HIGHLIGHT_BATCH)) paintIdentifier(job, layer, detection, 'uncertain' in content ? content.uncertain : null);
    await nextTask();
  }
  return current() ? layer : null;
}

function paintIdentifier(job: TextLayerJob, layer: LayerText, detection: Detection, uncertainItems: readonly boolean[] | null) {
  const ranges = rangesOf(layer, layer.reading, detection.start, detection.end);
  if (ranges.length === 0) return;
  const uncertain = uncertainItems !== null && touchesUncertain(layer.reading.segments, uncertainItems, detection.start, detection.end);
  const found: FoundInPage = { page: job.page, kind: detection.kind, value: detection.value, start: detection.start, end: detection.end, ranges, uncertain };
  layer.found.push(found);
  for (const range of ranges) job.painter.add(detection.kind, range);
  if (uncertain) for (const range of ranges) job.uncertain.add(range);
  job.onFound(found);
}

/** Takes a page's layer back: its highlights unpainted, pdf.js's work on it stopped. */
export function removeTextLayer(layer: LayerText, painter: Painter, search: SearchPaint, uncertain: Highlight) {
  for (const found of layer.found) {
    for (const range of found.ranges) {
      painter.remove(found.kind, range);
      uncertain.delete(range);
    }
  }
  search.clear(layer);
  layer.textLayer.cancel();
}
