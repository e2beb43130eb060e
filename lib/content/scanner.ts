/**
 * Scanning a page for identifiers without freezing it: the text is read block by block in short
 * slices (no task much over SLICE_MS), blocks in the viewport are detected and painted at once, the
 * rest after; later DOM changes rescan only the blocks they touched, batched.
 */
import { detect, type Detection, type DetectionKind } from '../detectors';
import { rangeOf, textBlocks, type TextBlock } from './blocks';
import type { Painter } from './painter';

export const SLICE_MS = 8;
const MUTATION_BATCH_MS = 120;

export interface Found {
  kind: DetectionKind;
  value: string;
  range: Range;
  block: TextBlock;
  start: number;
  end: number;
}

export interface ScannerOptions {
  root: Node;
  /** Atalaia's own host element: never read. */
  ignore: Element | null;
  kinds: () => ReadonlySet<DetectionKind>;
  painter: Painter;
  /** Runs `task` soon, unless the content script has been invalidated meanwhile. */
  defer: (task: () => void, delayMs?: number) => void;
  /** A first paint happened: for measurements. */
  onPaint?: (found: number) => void;
}

export interface ScanStats {
  blocks: number;
  found: number;
  slices: number;
  longestSliceMs: number;
}

const INLINE_TAGS = /^(A|ABBR|B|BDI|BDO|CITE|CODE|DATA|DFN|EM|FONT|I|KBD|MARK|Q|S|SAMP|SMALL|SPAN|STRONG|SUB|SUP|TIME|U|VAR|WBR|LABEL|NOBR|TT|BIG|STRIKE|DEL|INS|BR)$/;

function inViewport(owner: Node): boolean {
  const element = owner instanceof ShadowRoot ? owner.host : owner;
  if (!(element instanceof Element)) return true;
  const rect = element.getBoundingClientRect();
  return rect.bottom >= 0 && rect.top <= window.innerHeight && rect.right >= 0 && rect.left <= window.innerWidth;
}

/** The block-level element a changed node belongs to. */
function ownerOf(node: Node): Node {
  let current: Node | null = node.nodeType === Node.ELEMENT_NODE ? node : node.parentNode;
  while (current && current.nodeType === Node.ELEMENT_NODE && INLINE_TAGS.test((current as Element).tagName.toUpperCase())) {
    current = current.parentNode;
  }
  return current ?? node;
}

export function createScanner(options: ScannerOptions) {
  const byOwner = new Map<Node, Found[]>();
  const byText = new WeakMap<Text, Found[]>();
  const stats: ScanStats = { blocks: 0, found: 0, slices: 0, longestSliceMs: 0 };
  let generation = 0;
  let pendingOwners = new Set<Node>();
  let mutationTimer = false;

  function forget(owner: Node) {
    for (const found of byOwner.get(owner) ?? []) {
      options.painter.remove(found.kind, found.range);
      for (const node of found.block.nodes) byText.delete(node);
      stats.found -= 1;
    }
    byOwner.delete(owner);
  }

  function paintBlock(block: TextBlock) {
    stats.blocks += 1;
    const kinds = options.kinds();
    if (kinds.size === 0) return;
    const detections: Detection[] = detect(block.text, { kinds });
    if (detections.length === 0) return;
    const found: Found[] = [];
    for (const detection of detections) {
      const range = rangeOf(block, detection.start, detection.end);
      if (!range) continue;
      const entry: Found = { kind: detection.kind, value: detection.value, range, block, start: detection.start, end: detection.end };
      found.push(entry);
      options.painter.add(detection.kind, range);
      for (const node of block.nodes) {
        if (range.intersectsNode(node)) byText.set(node, [...(byText.get(node) ?? []), entry]);
      }
    }
    stats.found += found.length;
    byOwner.set(block.owner, [...(byOwner.get(block.owner) ?? []), ...found]);
  }

  /** Reads `root` in slices: viewport blocks painted as met, the others queued for later slices. */
  function scan(root: Node) {
    const mine = generation;
    const walker = textBlocks(root, { ignore: options.ignore });
    const later: TextBlock[] = [];
    let walking = true;
    const slice = () => {
      if (mine !== generation) return;
      const started = performance.now();
      const deadline = started + SLICE_MS;
      const before = stats.found;
      while (performance.now() < deadline) {
        if (walking) {
          const next = walker.next();
          if (next.done) {
            walking = false;
            continue;
          }
          if (inViewport(next.value.owner)) paintBlock(next.value);
          else later.push(next.value);
        } else {
          const block = later.shift();
          if (!block) break;
          paintBlock(block);
        }
      }
      const elapsed = performance.now() - started;
      stats.slices += 1;
      stats.longestSliceMs = Math.max(stats.longestSliceMs, elapsed);
      if (stats.found !== before) options.onPaint?.(stats.found);
      if (walking || later.length > 0) options.defer(slice);
    };
    slice();
  }

  function flushMutations() {
    mutationTimer = false;
    const owners = [...pendingOwners].filter((owner) => owner.isConnected);
    pendingOwners = new Set();
    // An owner inside another changed owner is rescanned with it.
    const roots = owners.filter((owner) => !owners.some((other) => other !== owner && other.contains(owner)));
    for (const root of roots) {
      for (const owner of [...byOwner.keys()]) {
        if (root.contains(owner) || !owner.isConnected) forget(owner);
      }
      scan(root);
    }
  }

  return {
    stats,
    /** Scans the whole root, viewport first. */
    start() {
      generation += 1;
      scan(options.root);
    },
    /** Queues the blocks touched by DOM changes for a batched rescan. */
    changed(nodes: Iterable<Node>) {
      for (const node of nodes) {
        if (options.ignore?.contains(node)) continue;
        pendingOwners.add(ownerOf(node));
      }
      if (!mutationTimer && pendingOwners.size > 0) {
        mutationTimer = true;
        options.defer(flushMutations, MUTATION_BATCH_MS);
      }
    },
    /** Forgets everything painted (pause, kinds changed). */
    clear() {
      generation += 1;
      for (const owner of [...byOwner.keys()]) forget(owner);
      options.painter.clear();
    },
    /** The identifier at a caret position, if any. */
    at(node: Node, offset: number): Found | null {
      if (!(node instanceof Text)) return null;
      for (const found of byText.get(node) ?? []) {
        if (found.range.comparePoint(node, offset) === 0) return found;
      }
      return null;
    },
    /** Everything found, in document order. */
    all(): Found[] {
      return [...byOwner.values()]
        .flat()
        .filter((found) => found.range.startContainer.isConnected)
        .sort((a, b) => a.range.compareBoundaryPoints(Range.START_TO_START, b.range));
    },
  };
}

export type Scanner = ReturnType<typeof createScanner>;
