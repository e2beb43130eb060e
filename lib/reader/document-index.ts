/**
 * Every identifier of a document: each page's detections as the pages are read (in any order: the
 * page on screen is read before the index gets to it), grouped by identifier with their pages and
 * occurrences, and the occurrences in document order for `Alt+Shift+N`.
 *
 * Built as pages arrive, not rebuilt: a 300-page gazette holds some 17,000 identifiers, and the views
 * ask for the groups every few hundred milliseconds while the index is read.
 */
import type { Detection, DetectionKind } from '../detectors';
import { IDENTIFIER_KINDS } from '../identifiers/kinds';

/** Where an identifier occurs: a page (from 1) and its span in that page's text. */
export interface Occurrence {
  page: number;
  start: number;
  end: number;
}

export interface IndexEntry {
  key: string;
  kind: DetectionKind;
  value: string;
  /** In document order. */
  occurrences: Occurrence[];
  /** Distinct, ascending. */
  pages: number[];
}

export interface IndexGroup {
  kind: DetectionKind;
  entries: IndexEntry[];
}

export interface LocatedOccurrence extends Occurrence {
  entry: IndexEntry;
}

export const entryKey = (kind: string, value: string) => `${kind}:${value}`;

const byPosition = (one: Occurrence, other: Occurrence) => one.page - other.page || one.start - other.start;

export function createDocumentIndex(pageCount: number) {
  const pages = new Map<number, readonly Detection[]>();
  const byKey = new Map<string, IndexEntry>();
  let lastPage = 0;
  /** A page arrived before one already read: occurrences and pages need sorting. */
  let outOfOrder = false;
  let entries: IndexEntry[] | null = null;
  let groups: IndexGroup[] | null = null;
  let ordered: LocatedOccurrence[] | null = null;

  function current(): IndexEntry[] {
    if (entries) return entries;
    if (outOfOrder) {
      for (const entry of byKey.values()) {
        entry.occurrences.sort(byPosition);
        entry.pages = [...new Set(entry.occurrences.map((occurrence) => occurrence.page))];
      }
      outOfOrder = false;
    }
    entries = [...byKey.values()].sort((one, other) => byPosition(one.occurrences[0] as Occurrence, other.occurrences[0] as Occurrence));
    return entries;
  }

  return {
    pageCount,
    /** Records a page's detections; a page read twice keeps its first reading (they are the same). */
    setPage(page: number, detections: readonly Detection[]): void {
      if (pages.has(page)) return;
      pages.set(page, detections);
      if (page < lastPage) outOfOrder = true;
      lastPage = Math.max(lastPage, page);
      // A page after every page read (the usual case) puts its new identifiers after all the others:
      // the list in order of first occurrence grows at its end, and is not sorted again.
      const growing = outOfOrder ? null : entries;
      for (const detection of detections) {
        const key = entryKey(detection.kind, detection.value);
        let entry = byKey.get(key);
        if (!entry) {
          entry = { key, kind: detection.kind, value: detection.value, occurrences: [], pages: [] };
          byKey.set(key, entry);
          growing?.push(entry);
        }
        entry.occurrences.push({ page, start: detection.start, end: detection.end });
        if (entry.pages[entry.pages.length - 1] !== page) entry.pages.push(page);
      }
      entries = growing;
      groups = null;
      ordered = null;
    },
    /**
     * A page read again by OCR, which first read as empty (a scan): its detections now. Only an empty
     * page is replaced, so no occurrence of an earlier reading is left behind.
     */
    setOcrPage(page: number, detections: readonly Detection[]): void {
      if ((pages.get(page)?.length ?? 0) > 0) return;
      if (pages.delete(page) && page < lastPage) outOfOrder = true;
      this.setPage(page, detections);
    },
    hasPage: (page: number) => pages.has(page),
    pagesRead: () => pages.size,
    isComplete: () => pages.size >= pageCount,
    /** How many identifiers so far. */
    size: () => byKey.size,
    /** Every identifier, in order of first occurrence. */
    entries: current,
    entry: (key: string) => {
      current();
      return byKey.get(key);
    },
    /** By kind, in the kinds' usual order, each in order of first occurrence. */
    groups(): IndexGroup[] {
      if (groups) return groups;
      const all = current();
      groups = IDENTIFIER_KINDS.map((kind) => ({ kind, entries: all.filter((entry) => entry.kind === kind) })).filter((group) => group.entries.length > 0);
      return groups;
    },
    /** Every occurrence in document order. */
    occurrences(): LocatedOccurrence[] {
      return (ordered ??= current()
        .flatMap((entry) => entry.occurrences.map((occurrence) => ({ ...occurrence, entry })))
        .sort(byPosition));
    },
    /** The occurrence after (or, backwards, before) a position; wraps around the document. */
    step(from: Occurrence | null, direction: 1 | -1 = 1): LocatedOccurrence | null {
      const all = this.occurrences();
      if (all.length === 0) return null;
      if (!from) return (direction === 1 ? all[0] : all[all.length - 1]) ?? null;
      if (direction === 1) return all.find((occurrence) => byPosition(occurrence, from) > 0) ?? all[0] ?? null;
      return all.findLast((occurrence) => byPosition(occurrence, from) < 0) ?? all[all.length - 1] ?? null;
    },
  };
}

export type DocumentIndex = ReturnType<typeof createDocumentIndex>;
