/**
 * Scanning a page for identifiers without freezing it: the text is read block by block in short
 * slices (no task much over SLICE_MS), blocks in the viewport are detected and painted at once, the
 * rest after; later DOM changes rescan only the blocks they touched, batched.
 *
 * Each block is detected with its context (labels.ts: the column header of a cell, the `dt` of a `dd`,
 * a field's label), so a bare number under "Telefone" is a phone. Where one block ends in the middle of
 * a number and the next goes on with it (`…0001-` then `81`, a line wrapped into two elements), the two
 * ends are read together as two lines (lib/text/lines.ts) and a number found across them is painted
 * over both.
 */
import { detect, type DetectionKind } from '../detectors';
import { joinLines } from '../text/lines';
import { isInline, rangeOf, textBlocks, type TextBlock } from './blocks';
import { createContextReader } from './labels';
import type { Painter } from './painter';

export const SLICE_MS = 8;
/** How much of each side of a block boundary is read for a number wrapped across it. */
const WRAP_REACH = 24;
/** The last character of a block, and the first of the next, that a number wrapped between them can have. */
const WRAPPED_END = new Set('0123456789.-/)*xX');
const WRAPPED_START = new Set('0123456789(*xX');

/** The end of `text` without its trailing white space (read in place: blocks can be long). */
function contentEnd(text: string): number {
  let end = text.length;
  while (end > 0 && /\s/.test(text.charAt(end - 1))) end--;
  return end;
}

/** The start of `text` after its leading white space. */
function contentStart(text: string): number {
  let start = 0;
  while (start < text.length && /\s/.test(text.charAt(start))) start++;
  return start;
}
/** Identifiers painted at once at the top of a page, before the observer has placed anything. */
const EAGER_AT_TOP = 150;
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
  /** Every open shadow root read: the caller watches it for changes (a page's observer does not see inside). */
  onShadowRoot?: (root: ShadowRoot) => void;
}

export interface ScanStats {
  blocks: number;
  found: number;
  slices: number;
  longestSliceMs: number;
}


function startsAtTop(): boolean {
  const navigation = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return !location.hash && (navigation?.type ?? 'navigate') === 'navigate';
}

/** Block owners under a grid of points over the viewport: what the person sees, found without layout queries per block. */
function ownersInView(root: Node): Node[] {
  const owners = new Set<Node>();
  const columns = 6;
  const rows = 10;
  for (let row = 0; row < rows; row++) {
    for (let column = 0; column < columns; column++) {
      const element = document.elementFromPoint(((column + 0.5) * window.innerWidth) / columns, ((row + 0.5) * window.innerHeight) / rows);
      if (!element || !root.contains(element)) continue;
      const owner = ownerOf(element);
      // A point between blocks lands on a container (the body, a whole table): reading it would read
      // the page. Only blocks about a screen tall count as "in view".
      if (owner instanceof Element && owner !== root && owner.getBoundingClientRect().height <= window.innerHeight * 1.5) owners.add(owner);
    }
  }
  // Outermost first; an owner inside another is read with it.
  const list = [...owners];
  return list.filter((owner) => !list.some((other) => other !== owner && other.contains(owner)));
}

/** The block-level element a changed node belongs to. */
function ownerOf(node: Node): Node {
  let current: Node | null = node.nodeType === Node.ELEMENT_NODE ? node : node.parentNode;
  while (current && isInline(current)) {
    current = current.parentNode;
  }
  return current ?? node;
}

/**
 * Whether `node` is `root` or inside it, shadow trees included: `Node.contains` stops at a shadow root,
 * so a rescan of the body would read the blocks of a shadow tree again without forgetting the old ones.
 */
function containsDeep(root: Node, node: Node): boolean {
  for (let current: Node | null = node; current; ) {
    if (root.contains(current)) return true;
    const top = current.getRootNode();
    current = top instanceof ShadowRoot ? top.host : null;
  }
  return false;
}

/** `before` and `after` as one block, `before`'s text, a line break, then `after`'s: for a Range over both. */
function joinedBlocks(before: TextBlock, after: TextBlock): TextBlock {
  const shift = before.text.length + 1;
  return {
    owner: after.owner,
    text: `${before.text}\n${after.text}`,
    nodes: [...before.nodes, ...after.nodes],
    starts: [...before.starts, ...after.starts.map((start) => start + shift)],
  };
}

export function createScanner(options: ScannerOptions) {
  const contexts = createContextReader();
  const byOwner = new Map<Node, Found[]>();
  const byText = new WeakMap<Text, Found[]>();
  const stats: ScanStats = { blocks: 0, found: 0, slices: 0, longestSliceMs: 0 };
  let generation = 0;
  let pendingOwners = new Set<Node>();
  let mutationTimer = false;

  /*
   * Only identifiers near the viewport are handed to the painter: the browser revalidates every
   * painted range whenever a highlight changes, so on a page with thousands of identifiers painting
   * them all would make every change cost a long task. An IntersectionObserver on each block's element
   * adds its ranges as it comes near the viewport and takes them away when it leaves.
   */
  const near = new Set<Element>();
  const ownersOfElement = new Map<Element, Set<Node>>();
  const elementOf = (owner: Node): Element | null => (owner instanceof ShadowRoot ? owner.host : owner instanceof Element ? owner : null);
  const visibility = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const isNear = entry.isIntersecting;
        if (isNear === near.has(entry.target)) continue;
        if (isNear) near.add(entry.target);
        else near.delete(entry.target);
        for (const owner of ownersOfElement.get(entry.target) ?? []) {
          for (const found of byOwner.get(owner) ?? []) {
            if (isNear) options.painter.add(found.kind, found.range);
            else options.painter.remove(found.kind, found.range);
          }
        }
      }
    },
    { rootMargin: '100% 0px' },
  );

  function forget(owner: Node) {
    for (const found of byOwner.get(owner) ?? []) {
      options.painter.remove(found.kind, found.range);
      // Only this entry: a number wrapped across two blocks shares text nodes with the block before.
      for (const node of found.block.nodes) {
        const rest = (byText.get(node) ?? []).filter((other) => other !== found);
        if (rest.length > 0) byText.set(node, rest);
        else byText.delete(node);
      }
      stats.found -= 1;
    }
    byOwner.delete(owner);
    const element = elementOf(owner);
    const owners = element ? ownersOfElement.get(element) : undefined;
    if (element && owners) {
      owners.delete(owner);
      if (owners.size === 0) {
        ownersOfElement.delete(element);
        near.delete(element);
        visibility.unobserve(element);
      }
    }
  }

  /** Records and paints what was found in `block` (spans of its text), under its owner. */
  function record(block: TextBlock, detections: readonly { kind: DetectionKind; value: string; start: number; end: number }[], inView: boolean): Found[] {
    const found: Found[] = [];
    const element = elementOf(block.owner);
    // Blocks of the viewport pass are painted at once; the others when the observer says they are near.
    const paintNow = inView || !element || near.has(element);
    for (const detection of detections) {
      const range = rangeOf(block, detection.start, detection.end);
      if (!range) continue;
      const entry: Found = { kind: detection.kind, value: detection.value, range, block, start: detection.start, end: detection.end };
      found.push(entry);
      if (paintNow) options.painter.add(detection.kind, range);
      for (const node of block.nodes) {
        if (range.intersectsNode(node)) byText.set(node, [...(byText.get(node) ?? []), entry]);
      }
    }
    stats.found += found.length;
    byOwner.set(block.owner, [...(byOwner.get(block.owner) ?? []), ...found]);
    if (element && found.length > 0) {
      if (inView) near.add(element);
      const owners = ownersOfElement.get(element) ?? new Set<Node>();
      if (owners.size === 0) visibility.observe(element);
      owners.add(block.owner);
      ownersOfElement.set(element, owners);
    }
    return found;
  }

  function paintBlock(block: TextBlock, inView: boolean): Found[] {
    stats.blocks += 1;
    const kinds = options.kinds();
    if (kinds.size === 0) return [];
    const detections = detect(block.text, { kinds, context: contexts.contextOf(block.owner) });
    return detections.length === 0 ? [] : record(block, detections, inView);
  }

  /**
   * A number wrapped from the end of `before` to the start of `after` (the block just after it): the
   * two ends are read as two lines, and what is found across the break, overlapping nothing found in
   * either block, is recorded under `after`'s owner with a Range over both.
   */
  function paintAcross(before: TextBlock, beforeFound: readonly Found[], after: TextBlock, afterFound: readonly Found[], inView: boolean) {
    const tailEnd = contentEnd(before.text);
    const headStart = contentStart(after.text);
    if (!WRAPPED_END.has(before.text.charAt(tailEnd - 1)) || !WRAPPED_START.has(after.text.charAt(headStart))) return;
    const kinds = options.kinds();
    if (kinds.size === 0) return;
    const tailStart = Math.max(0, tailEnd - WRAP_REACH);
    const headEnd = Math.min(after.text.length, headStart + WRAP_REACH);
    const lines = joinLines([before.text.slice(tailStart, tailEnd), after.text.slice(headStart, headEnd)]);
    const lineBreak = (lines.starts[1] ?? 0) - 1;
    const shift = before.text.length + 1;
    const across = detect(lines.text, { kinds })
      .filter((detection) => detection.start < lineBreak && detection.end > lineBreak + 1)
      .map((detection) => ({ ...detection, start: tailStart + detection.start, end: shift + headStart + detection.end - lineBreak - 1 }))
      .filter((detection) => !beforeFound.some((found) => found.end > detection.start) && !afterFound.some((found) => found.start + shift < detection.end));
    if (across.length > 0) record(joinedBlocks(before, after), across, inView);
  }

  interface ScanPlan {
    /** Blocks whose owner is here were painted already (by the viewport pass). */
    skip?: WeakSet<Node>;
    /** Owners read are added here. */
    record?: WeakSet<Node>;
    /** These blocks are on screen: paint them without waiting for the observer. */
    inView?: boolean;
    /**
     * Paint at once until this many identifiers are found: at the top of a page the first blocks in
     * document order are the ones on screen, and waiting for the observer would wait for the page's
     * first full layout.
     */
    eagerUntil?: number;
    onDone?: () => void;
  }

  /** Reads the blocks of `roots` in slices of at most SLICE_MS, painting as it goes. */
  function scan(roots: Node[], plan: ScanPlan = {}) {
    const mine = generation;
    let rootIndex = 0;
    let walker: Generator<TextBlock> | null = null;
    /** The block read just before, for numbers wrapped across two blocks. */
    let previous: { block: TextBlock; found: Found[] } | null = null;
    const slice = () => {
      if (mine !== generation) return;
      const started = performance.now();
      const deadline = started + SLICE_MS;
      const before = stats.found;
      let finished = false;
      while (performance.now() < deadline) {
        if (!walker) {
          const root = roots[rootIndex++];
          if (!root) {
            finished = true;
            break;
          }
          walker = textBlocks(root, { ignore: options.ignore, onShadowRoot: options.onShadowRoot });
          previous = null;
        }
        const next = walker.next();
        if (next.done) {
          walker = null;
          continue;
        }
        if (plan.skip?.has(next.value.owner)) {
          previous = null;
          continue;
        }
        const inView = plan.inView === true || stats.found < (plan.eagerUntil ?? 0);
        const found = paintBlock(next.value, inView);
        if (previous) paintAcross(previous.block, previous.found, next.value, found, inView);
        previous = { block: next.value, found };
        plan.record?.add(next.value.owner);
      }
      const elapsed = performance.now() - started;
      stats.slices += 1;
      stats.longestSliceMs = Math.max(stats.longestSliceMs, elapsed);
      if (stats.found !== before) options.onPaint?.(stats.found);
      if (finished) plan.onDone?.();
      else options.defer(slice);
    };
    slice();
  }

  function flushMutations() {
    mutationTimer = false;
    const owners = [...pendingOwners].filter((owner) => owner.isConnected);
    pendingOwners = new Set();
    contexts.forget();
    // An owner inside another changed owner is rescanned with it.
    const roots = owners.filter((owner) => !owners.some((other) => other !== owner && containsDeep(other, owner)));
    for (const root of roots) {
      for (const owner of [...byOwner.keys()]) {
        if (containsDeep(root, owner) || !owner.isConnected) forget(owner);
      }
      scan([root]);
    }
  }

  return {
    stats,
    /** Scans the whole root, viewport first. */
    start() {
      generation += 1;
      contexts.forget();
      // What is in view first, then everything else in document order, skipping what was read.
      // A page freshly opened without an anchor starts at its top, where document order is viewport
      // order: no need to ask the layout (even reading scrollY would make this task wait for the
      // whole layout of a big page). Elsewhere (an anchor, a reload, back/forward), ask.
      const inView = startsAtTop() ? [] : ownersInView(options.root);
      const seen = new WeakSet<Node>();
      scan(inView, { record: seen, inView: true, onDone: () => scan([options.root], { skip: seen, eagerUntil: inView.length === 0 ? EAGER_AT_TOP : 0 }) });
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
      visibility.disconnect();
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
    /** What was found over a text node (the hover's way into shadow trees, where carets do not reach). */
    foundIn(node: Node): readonly Found[] {
      return node instanceof Text ? (byText.get(node) ?? []) : [];
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
