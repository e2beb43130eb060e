/**
 * Highlight objects registered before the page is first styled. Registering a highlight makes the
 * browser restyle the document; at document_start there is nothing to restyle yet, while after the
 * page has loaded a big page pays a long task for it. The content script registers them at
 * document_start under the default style's names, and its scanner takes them over once the DOM is
 * complete and the settings are read.
 */
import type { DetectionKind } from '../detectors';
import { DEFAULT_SETTINGS } from '../settings';
import { highlightName, HIGHLIGHT_KINDS } from './painter';

const KEY = Symbol.for('atalaia.earlyHighlights');

type EarlyHighlights = Map<DetectionKind, Highlight>;

export function registerEarlyHighlights(): void {
  if (typeof CSS === 'undefined' || !('highlights' in CSS) || typeof Highlight !== 'function') return;
  const highlights: EarlyHighlights = new Map(HIGHLIGHT_KINDS.map((kind) => [kind, new Highlight()]));
  for (const [kind, highlight] of highlights) CSS.highlights.set(highlightName(kind, DEFAULT_SETTINGS.highlightStyle), highlight);
  (globalThis as Record<symbol, unknown>)[KEY] = highlights;
}

/** The early highlights, registered under the default style's names, if the early script ran. */
export function takeEarlyHighlights(): EarlyHighlights | null {
  const global = globalThis as Record<symbol, unknown>;
  const highlights = (global[KEY] as EarlyHighlights | undefined) ?? null;
  delete global[KEY];
  return highlights;
}
