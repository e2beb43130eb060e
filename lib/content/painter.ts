/**
 * Painting detections without touching the page's DOM: the CSS Custom Highlight API (one highlight
 * per kind) where the browser has it; elsewhere, boxes drawn inside Atalaia's own host element.
 * The highlight styles come from the manifest's stylesheet (entrypoints/content/highlights.css).
 */
import type { DetectionKind } from '../detectors';
import type { HighlightStyle } from '../settings';

/** The same colours as highlights.css, for the fallback's boxes. */
export const KIND_COLOURS: Record<DetectionKind, { line: string; fill: string }> = {
  cpf: { line: '#1e88e5', fill: 'rgba(30, 136, 229, 0.28)' },
  cnpj: { line: '#8e24aa', fill: 'rgba(142, 36, 170, 0.26)' },
  phone: { line: '#2e9d46', fill: 'rgba(46, 157, 70, 0.28)' },
  email: { line: '#ef6c00', fill: 'rgba(239, 108, 0, 0.28)' },
  masked_cpf: { line: '#8a8f98', fill: 'rgba(138, 143, 152, 0.3)' },
};

export const HIGHLIGHT_KINDS = Object.keys(KIND_COLOURS) as DetectionKind[];

/** The highlight name of a kind in a style; entrypoints/content/highlights.css styles each one. */
export const highlightName = (kind: DetectionKind, style: HighlightStyle) => `atalaia-${kind.replace('_', '-')}-${style}`;

export interface Painter {
  add(kind: DetectionKind, range: Range): void;
  remove(kind: DetectionKind, range: Range): void;
  clear(): void;
  /** Paints in another style from now on (the reader's setting changes under an open document). */
  setStyle(style: HighlightStyle): void;
  /** Called after scrolling or resizing (only the fallback has work to do). */
  reposition(): void;
  /** Applies at once the changes a batched painter (paint-batch.ts) still holds. */
  flush?(): void;
  dispose(): void;
}

export function supportsHighlights(): boolean {
  return typeof CSS !== 'undefined' && 'highlights' in CSS && typeof Highlight === 'function';
}

/**
 * `early`: highlights the document_start script registered under `earlyStyle`'s names; reused as they
 * are when the style matches, so the page is not restyled.
 */
export function createHighlightPainter(style: HighlightStyle, early: Map<DetectionKind, Highlight> | null, earlyStyle: HighlightStyle): Painter {
  const highlights = early ?? new Map(HIGHLIGHT_KINDS.map((kind) => [kind, new Highlight()]));
  let current = early ? earlyStyle : style;
  const register = () => {
    for (const [kind, highlight] of highlights) CSS.highlights.set(highlightName(kind, current), highlight);
  };
  const unregister = () => {
    for (const kind of highlights.keys()) CSS.highlights.delete(highlightName(kind, current));
  };
  if (current !== style) unregister();
  current = style;
  register();
  return {
    add: (kind, range) => void highlights.get(kind)?.add(range),
    remove: (kind, range) => void highlights.get(kind)?.delete(range),
    clear: () => highlights.forEach((highlight) => highlight.clear()),
    setStyle: (next) => {
      unregister();
      current = next;
      register();
    },
    reposition: () => undefined,
    dispose: unregister,
  };
}

/** The fallback: absolutely placed boxes in a layer of our own host, redrawn for what is in view. */
export function createOverlayPainter(layer: HTMLElement, style: HighlightStyle): Painter {
  const ranges = new Map<Range, DetectionKind>();
  let current = style;
  let scheduled = false;
  const draw = () => {
    scheduled = false;
    layer.replaceChildren();
    const height = window.innerHeight;
    for (const [range, kind] of ranges) {
      for (const rect of range.getClientRects()) {
        if (rect.bottom < 0 || rect.top > height || rect.width === 0) continue;
        const box = layer.ownerDocument.createElement('div');
        const { line, fill } = KIND_COLOURS[kind];
        box.style.cssText = `position:fixed;pointer-events:none;left:${rect.left}px;top:${rect.top}px;width:${rect.width}px;height:${rect.height}px;${
          current === 'background' ? `background:${fill}` : `border-bottom:2px ${current === 'wavy' ? 'dotted' : 'solid'} ${line}`
        }`;
        layer.append(box);
      }
    }
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    requestAnimationFrame(draw);
  };
  return {
    add: (kind, range) => {
      ranges.set(range, kind);
      schedule();
    },
    remove: (_kind, range) => {
      ranges.delete(range);
      schedule();
    },
    clear: () => {
      ranges.clear();
      schedule();
    },
    setStyle: (next) => {
      current = next;
      schedule();
    },
    reposition: schedule,
    dispose: () => {
      ranges.clear();
      layer.replaceChildren();
    },
  };
}
