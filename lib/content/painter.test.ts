/**
 * The painter's names and colours against the stylesheet the manifest injects. Painting itself needs
 * the CSS Custom Highlight API and layout: e2e/content-modules.spec.ts tests it in Chromium.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DETECTION_KINDS } from '../detectors';
import { HIGHLIGHT_STYLES } from '../settings';
import { HIGHLIGHT_KINDS, highlightName, KIND_COLOURS } from './painter';

const stylesheet = readFileSync(resolve(import.meta.dirname, '../../entrypoints/content/highlights.css'), 'utf8');

/** The declarations of `::highlight(name)` in the stylesheet, or null (names are `[a-z-]`, nothing to escape). */
function ruleOf(name: string): string | null {
  return new RegExp(`::highlight\\(${name}\\)\\s*\\{([^}]*)\\}`).exec(stylesheet)?.[1] ?? null;
}

describe('highlight names', () => {
  it('paints every kind the detectors report', () => {
    expect([...HIGHLIGHT_KINDS].sort()).toEqual([...DETECTION_KINDS].sort());
  });

  it('gives each kind and style its own name', () => {
    const names = HIGHLIGHT_KINDS.flatMap((kind) => HIGHLIGHT_STYLES.map((style) => highlightName(kind, style)));
    expect(new Set(names).size).toBe(HIGHLIGHT_KINDS.length * HIGHLIGHT_STYLES.length);
    // Names registered with CSS.highlights are CSS identifiers.
    for (const name of names) expect(name).toMatch(/^[a-z][a-z-]*$/);
  });

  it('has a rule in the injected stylesheet for every name the painter registers', () => {
    const missing = HIGHLIGHT_KINDS.flatMap((kind) => HIGHLIGHT_STYLES.map((style) => highlightName(kind, style))).filter((name) => ruleOf(name) === null);
    expect(missing).toEqual([]);
  });

  it('draws the fallback boxes in the colours of the stylesheet', () => {
    for (const kind of HIGHLIGHT_KINDS) {
      const { line, fill } = KIND_COLOURS[kind];
      expect(ruleOf(highlightName(kind, 'underline')), kind).toContain(line);
      expect(ruleOf(highlightName(kind, 'wavy')), kind).toContain(line);
      expect(ruleOf(highlightName(kind, 'background')), kind).toContain(fill);
    }
  });
});
