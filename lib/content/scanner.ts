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
 *
 * A long block (a `text/plain` page is one text node of megabytes, with tens of thousands of
 * identifiers) is read a window at a time, between slices like blocks are, and everything kept per
 * identifier is appended, never copied, so reading costs time linear in the text. Such a block paints
 * only the identifiers around the viewport and moves them with scrolling: the text offsets on screen
 * come from the caret under the viewport's top and bottom edges (a Range's own box costs a walk over
 * the whole node, milliseconds each), and the identifiers between them by binary search.
 */
import { detect, type DetectionKind } from '../detectors';
import { joinLines } from '../text/lines';
import { nodesOf, ownerOf, rangeOf, textBlocks, type TextBlock } from './blocks';
import { mayHoldIdentifier } from './candidates';
import { caretAt } from './hover';
import { createContextReader } from './labels';
import { createNearWatch, inNearBand } from './near';
import type { Painter } from './painter';
import { partitionPoint } from '../sorted/partition-point';

export const SLICE_MS = 8;
/** How much of each side of a block boundary is read for a number wrapped across it. */
const WRAP_REACH = 24;
/** The last character of a block, and the first of the next, that a number wrapped between them can have. */
const WRAPPED_END = new Set('0123456789.-/)*xX');
const WRAPPED_START = new Set('0123456789(*xX');

/** A block's text is detected this much at a time, so that one huge text node is read over many slices. */
export const DETECT_WINDOW = 16_384;
/** Read on each side of a window: more than any identifier with the cue before it. */
const WINDOW_MARGIN = 320;
/** Around the viewport, this many screens' worth of text above and below is painted in a long block. */
const LONG_BLOCK_REACH = 1;

/** Identifiers painted at once at the top of a page, before the observer has placed anything. */
const EAGER_AT_TOP = 150;
/**
 * At the top of a freshly opened page, the first reading stops after this many blocks, a few screens'
 * worth read in page order (the way it starts at the top: what is on screen and the screen below it):
 * a 500-row CRM table or a 2,000-act gazette is read the rest of the way only when the person
 * scrolls, or asks for something that needs the whole page (`readAll`). Counted in blocks only: a
 * budget of characters as well left a 2 MB `text/plain` page with nothing painted before a scroll
 * (e2e/hostile-page.spec.ts), by a path in the long blocks' painting not yet understood.
 */
const FIRST_READ_BLOCKS = 400;
/**
 * Blocks taken between two looks at the clock in a slice: `performance.now()` at every block was 7% of
 * the content script's time on an 80,000-node page. A block is a few microseconds; a window of a long
 * one, after which the clock is read at once, more.
 */
const CLOCK_EVERY = 16;
/** DOM changes that keep coming are read together, this often. */
const MUTATION_BATCH_MS = 120;
/** A change touching more blocks than this is read the gathered way, not inside the next frame. */
const IN_FRAME_ROOTS_MAX = 200;

export interface Found {
  kind: DetectionKind;
  value: string;
  range: Range;
  block: TextBlock;
  start: number;
  end: number;
}

/** A block longer than one detection window, its identifiers in text order, and which of them are painted. */
interface LongBlock {
  block: TextBlock;
  found: Found[];
  painted: { from: number; to: number };
}

export interface ScannerOptions {
  root: Node;
  /** Atalaia's own host element: never read. */
  ignore: Element | null;
  kinds: () => ReadonlySet<DetectionKind>;
  painter: Painter;
  /** Runs `task` soon, unless the content script has been invalidated meanwhile. */
  defer: (task: () => void, delayMs?: number) => void;
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
      const element = document.elementFromPoint(((column + 0.5) * innerWidth) / columns, ((row + 0.5) * innerHeight) / rows);
      if (!element || !root.contains(element)) continue;
      const owner = ownerOf(element);
      // A point between blocks lands on a container (the body, a whole table): reading it would read
      // the page. Only blocks about a screen tall count as "in view".
      if (owner instanceof Element && owner !== root && owner.getBoundingClientRect().height <= innerHeight * 1.5) owners.add(owner);
    }
  }
  // Outermost first; an owner inside another is read with it.
  const list = [...owners];
  return list.filter((owner) => !list.some((other) => other !== owner && other.contains(owner)));
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
  /** Each `scan` call's number, and the scan whose slice runs now: which scan recorded an owner. */
  let scans = 0;
  let scanning = 0;
  const recordedBy = new WeakMap<Node, number>();
  let pendingOwners = new Set<Node>();
  let mutationTimer = false;
  let lastMutationFlush = Number.NEGATIVE_INFINITY;

  /*
   * Only identifiers near the viewport are handed to the painter: Chromium's every change to a
   * highlight costs time in proportion to the ranges painted (bench/page: about 40 ms on an
   * 80,000-node page with none, 110 ms with 1,000, 580 ms with 12,500, while a frame without a change
   * does not pay for them), and Firefox pays for painted ranges on every scrolled frame. An
   * IntersectionObserver on each block's element adds its ranges as it comes near the viewport and
   * takes them away when it leaves; the painter gathers those changes (paint-batch.ts).
   */
  const ownersOfElement = new Map<Element, Set<Node>>();
  /** Blocks longer than one detection window, by owner: painted only around the viewport. */
  const longBlocks = new Map<Node, LongBlock>();
  /** Long blocks near the viewport that found identifiers in this slice. */
  const longToPaint = new Set<Node>();
  let viewportFrame = false;
  const elementOf = (owner: Node): Element | null => (owner instanceof ShadowRoot ? owner.host : owner instanceof Element ? owner : null);
  const near = createNearWatch((element, isNear) => {
    for (const owner of ownersOfElement.get(element) ?? []) paintOwner(owner, isNear);
  });

  function forget(owner: Node) {
    const gone = byOwner.get(owner) ?? [];
    for (const found of gone) options.painter.remove(found.kind, found.range);
    // Only these entries: a number wrapped across two blocks shares text nodes with the block before.
    const goneSet = new Set(gone);
    const nodes = new Set<Text>();
    for (const found of gone) for (const node of nodesOf(found.block, found.start, found.end)) nodes.add(node);
    for (const node of nodes) {
      const rest = (byText.get(node) ?? []).filter((other) => !goneSet.has(other));
      if (rest.length > 0) byText.set(node, rest);
      else byText.delete(node);
    }
    stats.found -= gone.length;
    longBlocks.delete(owner);
    byOwner.delete(owner);
    const element = elementOf(owner);
    const owners = element ? ownersOfElement.get(element) : undefined;
    if (element && owners) {
      owners.delete(owner);
      if (owners.size === 0) {
        ownersOfElement.delete(element);
        near.remove(element);
      }
    }
  }

  /** Records and paints what was found in `block` (spans of its text), under its owner. */
  function record(block: TextBlock, detections: readonly { kind: DetectionKind; value: string; start: number; end: number }[], inView: boolean): Found[] {
    const found: Found[] = [];
    const element = elementOf(block.owner);
    const long = longBlocks.get(block.owner)?.block === block;
    // Blocks of the viewport pass are painted at once; the others when the observer says they are near.
    // A long block waits for the observer even in view: placing its identifiers needs the page laid
    // out, and asking before the page's own first layout would make this slice wait for all of it.
    const observedNear = element !== null && near.has(element);
    const paintNow = inView || !element || observedNear;
    for (const detection of detections) {
      const range = rangeOf(block, detection.start, detection.end);
      if (!range) continue;
      const entry: Found = { kind: detection.kind, value: detection.value, range, block, start: detection.start, end: detection.end };
      found.push(entry);
      if (paintNow && !long) options.painter.add(detection.kind, range);
      for (const node of nodesOf(block, detection.start, detection.end)) {
        const list = byText.get(node);
        if (list) list.push(entry);
        else byText.set(node, [entry]);
      }
    }
    stats.found += found.length;
    recordedBy.set(block.owner, scanning);
    const list = byOwner.get(block.owner);
    if (list) for (const entry of found) list.push(entry);
    else byOwner.set(block.owner, found.slice());
    if (element && found.length > 0) {
      near.add(element, inView && !long);
      const owners = ownersOfElement.get(element) ?? new Set<Node>();
      owners.add(block.owner);
      ownersOfElement.set(element, owners);
    }
    if (long) {
      const painted = longBlocks.get(block.owner);
      if (painted) for (const entry of found) painted.found.push(entry);
      // Placed once at the end of the slice, however many windows it read.
      if (observedNear) longToPaint.add(block.owner);
    }
    return found;
  }

  /** Paints (or unpaints) what an owner's blocks found, as it comes near the viewport or leaves it. */
  function paintOwner(owner: Node, isNear: boolean) {
    const long = longBlocks.get(owner);
    for (const found of byOwner.get(owner) ?? []) {
      if (found.block === long?.block) continue;
      if (isNear) options.painter.add(found.kind, found.range);
      else options.painter.remove(found.kind, found.range);
    }
    if (long && isNear) paintAroundViewport(owner);
    else if (long) paintSpan(long, 0, 0);
  }

  /**
   * The offset in a long block's text shown at height `y`: the caret there when it is in the block,
   * else by proportion of the block's height (off screen, or under something else).
   */
  function offsetAt(block: TextBlock, box: DOMRect, y: number): number {
    const proportional = Math.round((block.text.length * Math.min(Math.max(y - box.top, 0), box.height)) / Math.max(box.height, 1));
    if (y < 0 || y >= innerHeight) return proportional;
    const caret = caretAt(Math.min(Math.max(box.left + 2, 0), innerWidth - 1), y);
    const index = caret && caret.node instanceof Text ? block.nodes.indexOf(caret.node) : -1;
    return caret && index >= 0 ? (block.starts[index] ?? 0) + caret.offset : proportional;
  }

  /** Paints the identifiers of a long block around the viewport (LONG_BLOCK_REACH screens each way). */
  function paintAroundViewport(owner: Node) {
    const long = longBlocks.get(owner);
    const element = elementOf(owner);
    if (!long || !element) return;
    const box = element.getBoundingClientRect();
    const first = offsetAt(long.block, box, Math.max(box.top, 0));
    const last = offsetAt(long.block, box, Math.min(box.bottom, innerHeight) - 1);
    const reach = Math.round(((long.block.text.length * innerHeight) / Math.max(box.height, 1)) * LONG_BLOCK_REACH);
    const firstIndex = (isPast: (found: Found) => boolean) => partitionPoint(long.found.length, (index) => !isPast(long.found[index] as Found));
    paintSpan(long, firstIndex((found) => found.end > first - reach), firstIndex((found) => found.start > last + reach));
  }

  /** Makes `[from, to)` of a long block's identifiers the painted ones, touching only what changes. */
  function paintSpan(long: LongBlock, from: number, to: number) {
    const before = long.painted;
    for (let index = before.from; index < before.to; index++) {
      const found = long.found[index] as Found;
      if (index < from || index >= to) options.painter.remove(found.kind, found.range);
    }
    for (let index = from; index < to; index++) {
      const found = long.found[index] as Found;
      if (index < before.from || index >= before.to) options.painter.add(found.kind, found.range);
    }
    long.painted = { from, to };
  }

  /**
   * Detects and records a block's identifiers a window of DETECT_WINDOW characters at a time,
   * yielding between windows so that the slice can stop there; answers everything found.
   */
  function* readBlock(block: TextBlock, inView: boolean): Generator<void, Found[]> {
    stats.blocks += 1;
    const kinds = options.kinds();
    const { text } = block;
    // A block with no candidate (./candidates.ts) needs no labels read: they cost more than its text.
    if (kinds.size === 0 || !mayHoldIdentifier(text)) return [];
    const context = contexts.contextOf(block.owner);
    // Most blocks are short: read at once, as they come.
    if (text.length <= DETECT_WINDOW) {
      const detections = detect(text, { kinds, context });
      return detections.length === 0 ? [] : record(block, detections, inView);
    }
    longBlocks.set(block.owner, { block, found: [], painted: { from: 0, to: 0 } });
    const found: Found[] = [];
    let lastEnd = 0;
    for (let from = 0; from < text.length; from += DETECT_WINDOW) {
      const to = Math.min(text.length, from + DETECT_WINDOW);
      // With a margin each side, so an identifier across the window's edge (and its cue) is seen whole;
      // it belongs to the window it starts in.
      const offset = Math.max(0, from - WINDOW_MARGIN);
      const detections = detect(text.slice(offset, Math.min(text.length, to + WINDOW_MARGIN)), { kinds, context })
        .map((detection) => ({ ...detection, start: detection.start + offset, end: detection.end + offset }))
        .filter((detection) => detection.start >= from && detection.start < to && detection.start >= lastEnd);
      lastEnd = detections.at(-1)?.end ?? lastEnd;
      if (detections.length > 0) for (const entry of record(block, detections, inView)) found.push(entry);
      if (to < text.length) yield;
    }
    return found;
  }

  /**
   * A number wrapped from the end of `before` to the start of `after` (the block just after it): the
   * two ends are read as two lines, and what is found across the break, overlapping nothing found in
   * either block, is recorded under `after`'s owner with a Range over both.
   */
  function paintAcross(before: TextBlock, beforeFound: readonly Found[], after: TextBlock, afterFound: readonly Found[], inView: boolean) {
    // Trimmed copies of a long text are slices of it, not copies, in V8 and SpiderMonkey.
    const tailEnd = before.text.trimEnd().length;
    const headStart = after.text.length - after.text.trimStart().length;
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
    /** Stops before the next block once this much was read, until `resume` (see FIRST_READ_BLOCKS). */
    budget?: { blocks: number; resume: (readOn: () => void) => void };
    onDone?: () => void;
  }

  /** Reads the blocks of `roots` in slices of at most SLICE_MS, painting as it goes. */
  function scan(roots: Node[], plan: ScanPlan = {}) {
    const mine = generation;
    const scanId = ++scans;
    let rootIndex = 0;
    let walker: Generator<TextBlock> | null = null;
    /** The block being read, when a slice ended in the middle of a long one. */
    let reading: { block: TextBlock; inView: boolean; windows: Generator<void, Found[]> } | null = null;
    /** The block read just before, for numbers wrapped across two blocks. */
    let previous: { block: TextBlock; found: Found[] } | null = null;
    let blocksRead = 0;
    let budget = plan.budget;
    const slice = () => {
      if (mine !== generation) return;
      scanning = scanId;
      const started = performance.now();
      const deadline = started + SLICE_MS;
      let finished = false;
      let paused = false;
      let sinceClock = 0;
      for (;;) {
        if (++sinceClock >= CLOCK_EVERY) {
          sinceClock = 0;
          if (performance.now() >= deadline) break;
        }
        if (!reading && budget && blocksRead >= budget.blocks) {
          paused = true;
          break;
        }
        if (!reading) {
          if (!walker) {
            const root = roots[rootIndex++];
            // Watched blocks are grouped as they follow each other in the page (near.ts): rows added
            // together, rescanned one root each, still make groups.
            if ((roots[rootIndex - 2] as Element | undefined)?.nextElementSibling !== root) near.close();
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
          // Read already: a change rescanned it while this reading waited (`budget`).
          const readBy = plan.budget ? recordedBy.get(next.value.owner) : undefined;
          if (readBy !== undefined && readBy !== scanId && byOwner.has(next.value.owner)) {
            previous = null;
            continue;
          }
          blocksRead += 1;
          const inView = plan.inView === true || stats.found < (plan.eagerUntil ?? 0);
          reading = { block: next.value, inView, windows: readBlock(next.value, inView) };
        }
        // A block's first window is read in the iteration that took it, the rest while time is left.
        const step = reading.windows.next();
        if (!step.done) {
          // A window of a long block was read: that is worth a look at the clock.
          sinceClock = CLOCK_EVERY;
          continue;
        }
        const { block, inView } = reading;
        reading = null;
        if (previous) paintAcross(previous.block, previous.found, block, step.value, inView);
        previous = { block, found: step.value };
        plan.record?.add(block.owner);
      }
      for (const owner of longToPaint) paintAroundViewport(owner);
      longToPaint.clear();
      const elapsed = performance.now() - started;
      stats.slices += 1;
      stats.longestSliceMs = Math.max(stats.longestSliceMs, elapsed);
      if (finished) plan.onDone?.();
      else if (paused && budget) {
        const { resume } = budget;
        budget = undefined;
        resume(() => options.defer(slice));
      } else options.defer(slice);
    };
    slice();
  }

  /**
   * Reads the blocks DOM changes touched. `inFrame`: called in an animation frame, before the browser
   * draws it: the blocks near the viewport are read and painted at once, so that their highlights go
   * on screen in the frame that shows the change. Apart, a CRM's new row cost two repaints of the
   * table instead of one, and every highlight change repaints the whole view (paint-batch.ts).
   */
  function flushMutations(inFrame: boolean) {
    if (!mutationTimer) return;
    mutationTimer = false;
    lastMutationFlush = performance.now();
    const owners = [...pendingOwners].filter((owner) => owner.isConnected);
    pendingOwners = new Set();
    contexts.forget();
    // An owner inside another changed owner is rescanned with it.
    const roots = owners.filter((owner) => !owners.some((other) => other !== owner && containsDeep(other, owner)));
    for (const owner of [...byOwner.keys()]) {
      if (!owner.isConnected || roots.some((root) => containsDeep(root, owner))) forget(owner);
    }
    if (!inFrame || roots.length > IN_FRAME_ROOTS_MAX) return scan(roots);
    // The page laid out now is the layout this frame needs anyway: highlights change no layout.
    const nearRoots: Node[] = [];
    const farRoots: Node[] = [];
    for (const root of roots) (root instanceof Element && inNearBand(root) ? nearRoots : farRoots).push(root);
    scan(nearRoots, {
      inView: true,
      onDone: () => {
        if (farRoots.length > 0) scan(farRoots);
      },
    });
    options.painter.flush?.();
  }

  /** The first reading, stopped after its budget: what reads it on (null once it goes on, or never stopped). */
  let readOn: (() => void) | null = null;
  let firstRead = { done: Promise.resolve(), finish: () => {} };
  const readTheRest = () => {
    const go = readOn;
    readOn = null;
    go?.();
  };

  return {
    stats,
    /**
     * Scans the whole root, viewport first. At the top of a freshly opened page, only its first
     * screens until the person scrolls (FIRST_READ_BLOCKS) or `readAll` is asked.
     */
    start() {
      generation += 1;
      contexts.forget();
      let finish = () => {};
      firstRead = { done: new Promise<void>((resolve) => (finish = resolve)), finish: () => finish() };
      readOn = null;
      // What is in view first, then everything else in document order, skipping what was read.
      // A page freshly opened without an anchor starts at its top, where document order is viewport
      // order: no need to ask the layout (even reading scrollY would make this task wait for the
      // whole layout of a big page). Elsewhere (an anchor, a reload, back/forward), ask.
      const atTop = startsAtTop();
      const inView = atTop ? [] : ownersInView(options.root);
      const seen = new WeakSet<Node>();
      const budget = atTop ? { blocks: FIRST_READ_BLOCKS, resume: (go: () => void) => (readOn = go) } : undefined;
      const rest: ScanPlan = { skip: seen, eagerUntil: inView.length === 0 ? EAGER_AT_TOP : 0, onDone: firstRead.finish, ...(budget && { budget }) };
      scan(inView, { record: seen, inView: true, onDone: () => scan([options.root], rest) });
    },
    /** Reads the rest of the page now, if the first reading stopped at its budget; resolves once the whole page is read. */
    readAll(): Promise<void> {
      readTheRest();
      return firstRead.done;
    },
    /**
     * The viewport moved, a box in the page scrolled, or a scroll ended (`event`: a scroll, resize or
     * scrollend event, at the window, the scrolled element or the document): long blocks near the
     * viewport paint what is now around it.
     */
    viewportMoved({ type, target }: Event) {
      // The person scrolls (the page or a box in it): the rest of the page comes near.
      if (type === 'scroll') readTheRest();
      // Scroll and resize events come once a frame, before the observer's work in it.
      if (type === 'scrollend') near.settled();
      // The window resized, or a box scrolled (the document's own scroll moves nothing apart).
      else if (target && target !== document) near.wake(target);
      if (viewportFrame || longBlocks.size === 0) return;
      viewportFrame = true;
      requestAnimationFrame(() => {
        viewportFrame = false;
        for (const owner of longBlocks.keys()) {
          const element = elementOf(owner);
          if (!element || near.has(element)) paintAroundViewport(owner);
        }
      });
    },
    /** Queues the blocks touched by DOM changes for a batched rescan. */
    changed(nodes: Iterable<Node>) {
      for (const node of nodes) {
        if (options.ignore?.contains(node)) continue;
        pendingOwners.add(ownerOf(node));
      }
      if (!mutationTimer && pendingOwners.size > 0) {
        mutationTimer = true;
        // The first change after a quiet spell is read in the next frame; changes that keep coming
        // are gathered. A hidden tab draws no frames: the timer reads them there.
        if (performance.now() - lastMutationFlush >= MUTATION_BATCH_MS) requestAnimationFrame(() => flushMutations(true));
        options.defer(() => flushMutations(false), MUTATION_BATCH_MS);
      }
    },
    /** Forgets everything painted (pause, kinds changed). */
    clear() {
      generation += 1;
      readOn = null;
      firstRead.finish();
      for (const owner of [...byOwner.keys()]) forget(owner);
      longBlocks.clear();
      near.disconnect();
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
