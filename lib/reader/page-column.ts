/**
 * The reader's column of pages in the DOM: as tall as the document (from its layout), holding an
 * element only for the pages the scheduler mounts, each placed where the layout puts it.
 */
import type { PDFPageProxy } from 'pdfjs-dist';
import type { PageLayout } from './page-layout';
import type { PageState } from './page-scheduler';
import type { LayerText } from './text-layer';

/** The space above the first page and between pages, as reader.css sets it (`.reader-pages` padding). */
export const GAP_PX = 12;

export interface DrawnPage {
  page: PDFPageProxy;
  canvas: HTMLCanvasElement;
  /** Set once its text layer's highlights are all registered: pages that only fly past get none. */
  text: LayerText | null;
  /** The text layer from the moment it is in the page (its highlights may still be coming): what undraw gives back. */
  layer: LayerText | null;
  textPending: Promise<void> | null;
}

/** A page with an element in the column. */
export interface PageSlot {
  number: number;
  element: HTMLElement;
  drawn: DrawnPage | null;
  /** Bumped whenever a drawing in progress must be abandoned. */
  generation: number;
  drawing: Promise<void> | null;
  /** Stops pdf.js drawing its canvas, while it does: a page that leaves before it is drawn costs nothing more. */
  cancelRender: (() => void) | null;
}

export function createPageColumn(container: HTMLElement, layout: PageLayout) {
  const column = document.createElement('div');
  column.className = 'pages';
  container.replaceChildren(column);
  const slots = new Map<number, PageSlot>();
  /** Pages pdf.js could not draw: not tried again, and marked when mounted again. */
  const failed = new Set<number>();

  function place(slot: PageSlot) {
    const { style } = slot.element;
    const width = layout.width(slot.number);
    style.top = `${layout.top(slot.number) - GAP_PX}px`;
    style.left = `max(0px, calc(50% - ${width / 2}px))`;
    style.width = `${width}px`;
    style.height = `${layout.height(slot.number)}px`;
    style.setProperty('--scale-factor', String(layout.scale()));
  }

  return {
    slots,
    /** The column's size and each mounted page's box, from the layout. */
    size() {
      column.style.height = `${layout.totalHeight() - 2 * GAP_PX}px`;
      column.style.minWidth = `${layout.maxWidth()}px`;
      for (const slot of slots.values()) place(slot);
    },
    mount(page: number): PageSlot {
      const existing = slots.get(page);
      if (existing) return existing;
      const element = document.createElement('div');
      element.className = failed.has(page) ? 'page failed' : 'page';
      element.dataset.page = String(page);
      element.setAttribute('role', 'region');
      element.setAttribute('aria-label', `${page}`);
      const slot: PageSlot = { number: page, element, drawn: null, generation: 0, drawing: null, cancelRender: null };
      slots.set(page, slot);
      place(slot);
      column.append(element);
      return slot;
    },
    /** Takes an undrawn page's element out. */
    unmount(slot: PageSlot) {
      slot.element.remove();
      slots.delete(slot.number);
    },
    markFailed(slot: PageSlot) {
      failed.add(slot.number);
      slot.element.classList.add('failed');
    },
    isFailed: (page: number) => failed.has(page),
    /** What the scheduler needs to know of the pages: drawn, being drawn, failed. */
    states(): Map<number, PageState> {
      const states = new Map<number, PageState>();
      for (const page of failed) states.set(page, { drawn: false, drawing: false, failed: true });
      for (const slot of slots.values()) states.set(slot.number, { drawn: slot.drawn !== null, drawing: slot.drawing !== null, failed: failed.has(slot.number) });
      return states;
    },
  };
}
