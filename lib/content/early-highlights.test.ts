/**
 * The highlights the document_start script hands over to the content script. The real registry is
 * tested in Chromium (e2e/content-modules.spec.ts); here, the hand-over itself and a browser without
 * the highlight API.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SETTINGS } from '../settings';
import { registerEarlyHighlights, takeEarlyHighlights } from './early-highlights';
import { HIGHLIGHT_KINDS, highlightName } from './painter';

afterEach(() => {
  takeEarlyHighlights();
  vi.unstubAllGlobals();
});

/** A registry like `CSS.highlights`, and a `Highlight` that is a set of ranges. */
function stubHighlightApi(): Map<string, unknown> {
  const registry = new Map<string, unknown>();
  vi.stubGlobal('CSS', { highlights: registry });
  vi.stubGlobal('Highlight', class extends Set<unknown> {});
  return registry;
}

describe('early highlights', () => {
  it('registers one highlight per kind under the default style, and hands the same ones over once', () => {
    const registry = stubHighlightApi();
    registerEarlyHighlights();
    expect([...registry.keys()].sort()).toEqual(HIGHLIGHT_KINDS.map((kind) => highlightName(kind, DEFAULT_SETTINGS.highlightStyle)).sort());
    const taken = takeEarlyHighlights();
    expect([...(taken?.keys() ?? [])].sort()).toEqual([...HIGHLIGHT_KINDS].sort());
    for (const [kind, highlight] of taken ?? []) expect(registry.get(highlightName(kind, DEFAULT_SETTINGS.highlightStyle))).toBe(highlight);
    expect(takeEarlyHighlights()).toBeNull();
  });

  it('has nothing to hand over when the early script did not run', () => {
    stubHighlightApi();
    expect(takeEarlyHighlights()).toBeNull();
  });

  it('does nothing where the browser has no highlight API', () => {
    vi.stubGlobal('CSS', {});
    expect(() => registerEarlyHighlights()).not.toThrow();
    expect(takeEarlyHighlights()).toBeNull();
    vi.stubGlobal('CSS', undefined);
    registerEarlyHighlights();
    expect(takeEarlyHighlights()).toBeNull();
  });
});
