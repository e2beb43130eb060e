/**
 * The scanner's exported API on a DOM from linkedom: what it finds and hands to the painter, numbers
 * wrapped across two blocks, DOM changes, long blocks read over several slices, what it answers about a
 * text position, and forgetting. linkedom has no live Range (its setStart is missing), so a small one
 * over linkedom's document order stands in; the IntersectionObserver never reports, which leaves the
 * painting of blocks found outside the first pass, and of long blocks around the viewport, to the
 * Chromium tests (e2e/content-modules.spec.ts).
 */
import { parseHTML } from 'linkedom';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DetectionKind } from '../detectors';
import type { Painter } from './painter';
import { createScanner, DETECT_WINDOW, type Scanner } from './scanner';

const FOLLOWING = 4;

/** The order of two boundary points, as a live Range compares them. */
function comparePoints(node: Node, offset: number, otherNode: Node, otherOffset: number): number {
  if (node === otherNode) return Math.sign(offset - otherOffset);
  return node.compareDocumentPosition(otherNode) & FOLLOWING ? -1 : 1;
}

/** The part of a live Range the scanner uses, over text nodes. */
class TextRange {
  startContainer!: Node;
  startOffset = 0;
  endContainer!: Node;
  endOffset = 0;
  setStart(node: Node, offset: number) {
    this.startContainer = node;
    this.startOffset = offset;
  }
  setEnd(node: Node, offset: number) {
    this.endContainer = node;
    this.endOffset = offset;
  }
  comparePoint(node: Node, offset: number): number {
    if (comparePoints(node, offset, this.startContainer, this.startOffset) < 0) return -1;
    return comparePoints(node, offset, this.endContainer, this.endOffset) > 0 ? 1 : 0;
  }
  compareBoundaryPoints(_how: number, other: TextRange): number {
    return comparePoints(this.startContainer, this.startOffset, other.startContainer, other.startOffset);
  }
  toString(): string {
    const texts: string[] = [];
    for (let node: Node | null = this.startContainer; node; node = nextText(node)) {
      const text = node.textContent ?? '';
      texts.push(text.slice(node === this.startContainer ? this.startOffset : 0, node === this.endContainer ? this.endOffset : text.length));
      if (node === this.endContainer) break;
    }
    return texts.join('');
  }
}

let window: ReturnType<typeof parseHTML>;

function nextText(node: Node): Node | null {
  const walker = window.document.createTreeWalker(window.document.body, 4 /* SHOW_TEXT */);
  for (let current = walker.nextNode(); current; current = walker.nextNode()) {
    if (current === node) return walker.nextNode();
  }
  return null;
}

/** A painter that keeps what is painted, as `kind:text` by range. */
function recordingPainter() {
  const painted = new Map<Range, DetectionKind>();
  const painter: Painter & { painted: Map<Range, DetectionKind>; cleared: number } = {
    painted,
    cleared: 0,
    add: (kind, range) => painted.set(range, kind),
    remove: (_kind, range) => painted.delete(range),
    clear() {
      painted.clear();
      painter.cleared += 1;
    },
    setStyle: () => undefined,
    reposition: () => undefined,
    dispose: () => undefined,
  };
  return painter;
}

const paintedTexts = (painter: ReturnType<typeof recordingPainter>) => [...painter.painted].map(([range, kind]) => `${kind}:${range.toString()}`);

let deferred: (() => void)[];
let frames: FrameRequestCallback[];

/** Runs every deferred task (slices, the batched rescan), and those they defer, until none is left. */
function drain() {
  for (let task = deferred.shift(); task; task = deferred.shift()) task();
}

function setUp(html: string, options: { kinds?: DetectionKind[]; ignore?: string } = {}) {
  window.document.body.innerHTML = html;
  const painter = recordingPainter();
  const kinds = new Set<DetectionKind>(options.kinds ?? ['cpf', 'cnpj', 'phone', 'email']);
  const scanner: Scanner = createScanner({
    root: window.document.body as unknown as Node,
    ignore: options.ignore ? (window.document.getElementById(options.ignore) as unknown as Element) : null,
    kinds: () => kinds,
    painter,
    defer: (task) => deferred.push(task),
  });
  return { scanner, painter, kinds };
}

const byId = (id: string) => window.document.getElementById(id) as unknown as HTMLElement;
const found = (scanner: Scanner) => scanner.all().map((entry) => `${entry.kind}:${entry.value}`);

beforeAll(() => {
  window = parseHTML('<!doctype html><html><head></head><body></body></html>');
  window.document.createRange = () => new TextRange() as never;
  vi.stubGlobal('document', window.document);
  for (const name of ['Node', 'Text', 'Element', 'HTMLElement', 'HTMLTableCellElement', 'HTMLTableRowElement', 'Document', 'ShadowRoot'] as const) vi.stubGlobal(name, window[name]);
  vi.stubGlobal('Range', { START_TO_START: 0 });
  vi.stubGlobal('location', { hash: '' });
  vi.stubGlobal('innerHeight', 800);
  vi.stubGlobal('innerWidth', 1200);
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
});

afterAll(() => {
  vi.unstubAllGlobals();
});

beforeEach(() => {
  deferred = [];
  frames = [];
});

describe('scanner', () => {
  it('finds the identifiers of every block and paints those of the first screenful at once', () => {
    const { scanner, painter } = setUp('<p>CPF 529.982.247-25</p><ul><li>E-mail: ana@exemplo.com.br</li></ul><p>nada aqui</p>');
    scanner.start();
    drain();
    expect(found(scanner)).toEqual(['cpf:52998224725', 'email:ana@exemplo.com.br']);
    expect(paintedTexts(painter)).toEqual(['cpf:529.982.247-25', 'email:ana@exemplo.com.br']);
    expect(scanner.stats.found).toBe(2);
    expect(scanner.stats.blocks).toBeGreaterThanOrEqual(3);
  });

  it('reads a number under a label with that label as its cue', () => {
    // A fixed line's ten digits are read as a phone only with a cue: the `dt` gives it; the paragraph has none.
    const { scanner } = setUp('<dl><dt>Celular</dt><dd id="dd">1133334444</dd></dl><p>1133334444</p>');
    scanner.start();
    drain();
    expect(found(scanner)).toEqual(['phone:+551133334444']);
    expect(scanner.foundIn(byId('dd').firstChild as unknown as Node)).toHaveLength(1);
  });

  it('finds only the kinds asked for, and nothing when none is', () => {
    const { scanner, kinds } = setUp('<p>CPF 529.982.247-25 e ana@exemplo.com.br</p>', { kinds: ['email'] });
    scanner.start();
    drain();
    expect(found(scanner)).toEqual(['email:ana@exemplo.com.br']);
    scanner.clear();
    kinds.clear();
    scanner.start();
    drain();
    expect(found(scanner)).toEqual([]);
  });

  it('never reads the element it is told to ignore', () => {
    const { scanner } = setUp('<div id="host">CPF 529.982.247-25</div><p>CNPJ 11.222.333/0001-81</p>', { ignore: 'host' });
    scanner.start();
    drain();
    expect(found(scanner)).toEqual(['cnpj:11222333000181']);
  });

  it('finds a number wrapped across two blocks, over both', () => {
    const { scanner, painter } = setUp('<div id="a">CNPJ 11.222.333/0001-</div><div id="b">81</div>');
    scanner.start();
    drain();
    expect(found(scanner)).toEqual(['cnpj:11222333000181']);
    const [range] = painter.painted.keys();
    expect(range?.startContainer).toBe(byId('a').firstChild);
    expect(range?.endContainer).toBe(byId('b').firstChild);
  });

  it('answers which identifier is at a text position and what was found over a text node', () => {
    const { scanner } = setUp('<p id="p">Ligue 11 98765-4321 ou escreva</p>');
    scanner.start();
    drain();
    const text = byId('p').firstChild as unknown as Text;
    expect(scanner.at(text, text.data.indexOf('98765'))?.value).toBe('+5511987654321');
    expect(scanner.at(text, text.data.indexOf('escreva'))).toBeNull();
    expect(scanner.at(byId('p'), 0)).toBeNull();
    expect(scanner.foundIn(text).map((entry) => entry.kind)).toEqual(['phone']);
    expect(scanner.foundIn(byId('p'))).toEqual([]);
  });

  it('rescans the blocks DOM changes touch, batched, forgetting what they no longer hold', () => {
    const { scanner, painter } = setUp('<p id="a">CPF 529.982.247-25</p><p id="b">sem nada</p>');
    scanner.start();
    drain();
    byId('a').textContent = 'agora sem número';
    byId('b').textContent = 'E-mail: ana@exemplo.com.br';
    scanner.changed([byId('a').firstChild as unknown as Node, byId('b').firstChild as unknown as Node]);
    scanner.changed([byId('b') as unknown as Node]);
    // One rescan for both changes, when the batch is read.
    expect(deferred).toHaveLength(1);
    drain();
    expect(found(scanner)).toEqual(['email:ana@exemplo.com.br']);
    expect(paintedTexts(painter)).toEqual([]);
    expect(scanner.stats.found).toBe(1);
  });

  it('ignores changes inside the ignored element', () => {
    const { scanner } = setUp('<div id="host"></div>', { ignore: 'host' });
    scanner.start();
    drain();
    byId('host').textContent = 'CPF 529.982.247-25';
    scanner.changed([byId('host').firstChild as unknown as Node]);
    expect(deferred).toEqual([]);
    expect(frames).toEqual([]);
  });

  it('reads a block longer than a detection window over several slices, an identifier across a window edge included', () => {
    const filler = 'x '.repeat(DETECT_WINDOW / 2 - 4);
    // The e-mail starts before the first window's end and ends after it.
    const text = `${filler}ana@exemplo.com.br ${filler}${filler}CPF 529.982.247-25`;
    const { scanner } = setUp(`<pre>${text}</pre>`);
    scanner.start();
    drain();
    expect(found(scanner)).toEqual(['email:ana@exemplo.com.br', 'cpf:52998224725']);
    expect(scanner.stats.slices).toBeGreaterThan(1);
  });

  it('forgets everything on clear', () => {
    const { scanner, painter } = setUp('<p id="p">CPF 529.982.247-25</p>');
    scanner.start();
    drain();
    scanner.clear();
    expect(painter.cleared).toBe(1);
    expect(scanner.all()).toEqual([]);
    expect(scanner.stats.found).toBe(0);
    const text = byId('p').firstChild as unknown as Text;
    expect(scanner.foundIn(text)).toEqual([]);
    expect(scanner.at(text, 5)).toBeNull();
  });
});
