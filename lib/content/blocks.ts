/**
 * The page's visible text as blocks: the text of one block-level element (a paragraph, a table cell,
 * a list item), inline elements included, so `123.456.<b>789</b>-09` reads as one identifier. Each
 * block keeps its text nodes and where each starts, to turn a match back into a DOM Range.
 *
 * Left out: scripts, styles, form fields, editable regions, and our own card host. Open shadow roots
 * are read as blocks of their own, the root's own one included (a host rescanned after a change), and
 * each is reported to `onShadowRoot` so its later changes can be watched: a page's MutationObserver does
 * not see inside shadow trees. (Frames get their own content script.)
 *
 * A `label` ends with a space when the text after it would touch it: `<label>Telefone</label><span>
 * 6933020602</span>` reads `Telefone 6933020602`, not one glued word.
 */
import { partitionPoint } from '../sorted/partition-point';

/** Elements whose text is never read (a skipped element's subtree is skipped). */
export const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'INPUT', 'SELECT', 'OPTION', 'TEMPLATE', 'IFRAME', 'OBJECT', 'CANVAS', 'SVG', 'MATH', 'HEAD', 'TITLE']);

/** Elements that flow inside a line: their text belongs to the surrounding block (a BR breaks the line, not the block). */
const INLINE = new Set([
  'A', 'ABBR', 'B', 'BDI', 'BDO', 'CITE', 'CODE', 'DATA', 'DFN', 'EM', 'FONT', 'I', 'KBD', 'MARK', 'Q', 'S', 'SAMP',
  'SMALL', 'SPAN', 'STRONG', 'SUB', 'SUP', 'TIME', 'U', 'VAR', 'WBR', 'LABEL', 'NOBR', 'TT', 'BIG', 'STRIKE', 'DEL', 'INS', 'BR',
]);

/** Whether a node is an element that flows inside a line (its text belongs to the block around it). */
export function isInline(node: Node): boolean {
  return node.nodeType === Node.ELEMENT_NODE && INLINE.has((node as Element).tagName.toUpperCase());
}

/** The block-level element a changed node belongs to. */
export function ownerOf(node: Node): Node {
  let current: Node | null = node.nodeType === Node.ELEMENT_NODE ? node : node.parentNode;
  while (current && isInline(current)) {
    current = current.parentNode;
  }
  return current ?? node;
}

export interface TextBlock {
  /** The block-level element (or shadow root) whose text this is. */
  owner: Node;
  text: string;
  nodes: Text[];
  /** Offset in `text` where each of `nodes` starts. */
  starts: number[];
}

export interface CollectOptions {
  /** An element whose subtree is never read (the card host). */
  ignore?: Element | null;
  /** Called with every open shadow root read. */
  onShadowRoot?: (root: ShadowRoot) => void;
}

/**
 * An editable region, read from its attribute: `isContentEditable` would make the browser compute the
 * styles of the whole page first, a long task on a big page. Skipping the element skips its subtree.
 */
function isEditable(element: Element): boolean {
  const value = element.getAttribute('contenteditable');
  return value !== null && value.toLowerCase() !== 'false';
}

/** An element or shadow root whose children are being walked, and what follows once they are done. */
interface Frame {
  next: Node | null;
  /** The block its text belongs to. */
  owner: Node;
  /** When done: an inline element (a LABEL gets its space), a block (its owner's text resumes), a shadow root (its host's). */
  then: 'inline' | 'label' | 'resume';
  /** With `resume`: whose text goes on after it. */
  resumes: Node;
}

/**
 * Walks `root` in document order and yields its blocks, one at a time, so a caller can stop between
 * two blocks and go on later (time slicing). One generator with a stack of its own: a generator per
 * element, delegating with `yield*`, cost the walk more than the reading of the text did.
 */
export function* textBlocks(root: Node, options: CollectOptions = {}): Generator<TextBlock> {
  let current: TextBlock = { owner: root, text: '', nodes: [], starts: [] };
  const stack: Frame[] = [];
  const enter = (parent: Node, owner: Node, then: Frame['then'], resumes: Node) => stack.push({ next: parent.firstChild, owner, then, resumes });
  /** The block read so far, if it holds text, and a new one for `nextOwner`. */
  const take = (nextOwner: Node): TextBlock | null => {
    const done = current.nodes.length > 0 && /\S/.test(current.text) ? current : null;
    current = { owner: nextOwner, text: '', nodes: [], starts: [] };
    return done;
  };
  /** A shadow tree as blocks of its own: on the stack above its host, so it is read first. */
  const enterShadow = (shadowRoot: ShadowRoot, host: Element) => {
    options.onShadowRoot?.(shadowRoot);
    enter(shadowRoot, shadowRoot, 'resume', host);
  };

  enter(root, root, 'resume', root);
  const rootShadow = root.nodeType === Node.ELEMENT_NODE ? (root as Element).shadowRoot : null;
  if (rootShadow) {
    enterShadow(rootShadow, root as Element);
    current.owner = rootShadow;
  }
  while (stack.length > 0) {
    const frame = stack[stack.length - 1] as Frame;
    const child = frame.next;
    if (!child) {
      stack.pop();
      if (frame.then === 'resume') {
        const block = take(frame.resumes);
        if (block) yield block;
      } else if (frame.then === 'label' && current.text.length > 0 && !/\s$/.test(current.text)) {
        current.text += ' ';
      }
      continue;
    }
    frame.next = child.nextSibling;
    if (child.nodeType === Node.TEXT_NODE) {
      const text = (child as Text).data;
      if (text.length === 0) continue;
      current.starts.push(current.text.length);
      current.nodes.push(child as Text);
      current.text += text;
      continue;
    }
    if (child.nodeType !== Node.ELEMENT_NODE) continue;
    const element = child as Element;
    const tag = element.tagName.toUpperCase();
    if (SKIPPED.has(tag) || element === options.ignore || isEditable(element) || element.hasAttribute('hidden')) {
      // A skipped element still separates the text around it.
      if (current.nodes.length > 0) current.text += '\n';
      continue;
    }
    if (tag === 'BR') {
      current.text += '\n';
      continue;
    }
    if (INLINE.has(tag) && !element.shadowRoot) {
      enter(element, frame.owner, tag === 'LABEL' ? 'label' : 'inline', frame.owner);
      continue;
    }
    const block = take(element);
    if (block) yield block;
    enter(element, element, 'resume', frame.owner);
    if (element.shadowRoot) {
      enterShadow(element.shadowRoot, element);
      current.owner = element.shadowRoot;
    }
  }
}

/** The DOM Range of `[start, end)` in a block's text. */
export function rangeOf(block: TextBlock, start: number, end: number): Range | null {
  const startIndex = nodeIndexAt(block, start, false);
  const endIndex = nodeIndexAt(block, end, true);
  const startNode = block.nodes[startIndex];
  const endNode = block.nodes[endIndex];
  if (!startNode || !endNode) return null;
  const range = document.createRange();
  range.setStart(startNode, Math.min(start - (block.starts[startIndex] ?? 0), startNode.length));
  range.setEnd(endNode, Math.min(end - (block.starts[endIndex] ?? 0), endNode.length));
  return range;
}

/** The text nodes `[start, end)` of a block's text runs over, found by binary search (a block can hold thousands). */
export function nodesOf(block: TextBlock, start: number, end: number): Text[] {
  return block.nodes.slice(nodeIndexAt(block, start, false), nodeIndexAt(block, end, true) + 1);
}

/** Index of the text node holding offset `offset` (for an end offset, the node it ends in). */
function nodeIndexAt(block: TextBlock, offset: number, isEnd: boolean): number {
  const { starts } = block;
  return Math.max(0, partitionPoint(starts.length, (index) => (isEnd ? (starts[index] as number) < offset : (starts[index] as number) <= offset)) - 1);
}
