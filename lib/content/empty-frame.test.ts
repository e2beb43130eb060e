/** Frames with nothing in them, on a DOM from linkedom. */
import { parseHTML } from 'linkedom';
import { describe, expect, it, vi } from 'vitest';
import { isEmptyDocument, startWhenFilled } from './empty-frame';

function frame(body: string) {
  const { document, MutationObserver } = parseHTML(`<!doctype html><html><head><title>ad</title></head><body>${body}</body></html>`);
  return { document: document as unknown as Document, MutationObserver };
}

describe('empty frames', () => {
  it('an about:blank body, or one of blanks only, is empty; any element or text is content', () => {
    expect(isEmptyDocument(frame('').document)).toBe(true);
    expect(isEmptyDocument(frame(' \n ').document)).toBe(true);
    expect(isEmptyDocument(frame('CPF 123').document)).toBe(false);
    expect(isEmptyDocument(frame('<iframe></iframe>').document)).toBe(false);
    expect(isEmptyDocument(frame('<x-widget></x-widget>').document)).toBe(false);
  });

  it('starts at once in a frame with content', () => {
    const start = vi.fn();
    expect(startWhenFilled(frame('<p>texto</p>').document, start)).toBeNull();
    expect(start).toHaveBeenCalledOnce();
  });

  it('starts an empty frame once something is written into it, and only once', async () => {
    const { document, MutationObserver } = frame('');
    vi.stubGlobal('MutationObserver', MutationObserver);
    try {
      const start = vi.fn();
      const waiting = startWhenFilled(document, start);
      expect(waiting).not.toBeNull();
      document.body.append(document.createTextNode('   '));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(start).not.toHaveBeenCalled();
      document.body.append(document.createElement('p'));
      await vi.waitFor(() => expect(start).toHaveBeenCalledOnce());
      document.body.append(document.createElement('p'));
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(start).toHaveBeenCalledOnce();
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
