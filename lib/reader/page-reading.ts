/**
 * One page read for the reader: its text in reading order with identifier-aware line joins, and the
 * identifiers `detect()` finds in it. Used the same way by the document index (every page, in the
 * background of the reader) and by a page as it is drawn, so both agree to the character.
 */
import { detect, type Detection, type DetectionKind } from '../detectors';
import { lineSeparator } from './line-joins';
import { readPageText, type PageText, type TextItemLike } from './reading-order';

/** Joins a line break when it splits an identifier (every kind counts, whatever the user shows). */
export const joinIdentifierBreaks = (before: string, after: string) => lineSeparator(before, after, (text) => detect(text));

export interface PageReading extends PageText {
  detections: Detection[];
}

export function readPage(items: readonly TextItemLike[], kinds?: Iterable<DetectionKind>): PageReading {
  const page = readPageText(items, { separator: joinIdentifierBreaks });
  return { ...page, detections: detect(page.text, kinds ? { kinds } : {}) };
}
