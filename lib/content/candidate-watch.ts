/**
 * The content script's first pass: most pages people open hold no identifier, and on those Atalaia
 * should cost next to nothing. The page's text (`textContent`, one native call, and that of its open
 * shadow roots) is tested once against ./candidates.ts; with no candidate in it nothing is walked,
 * allocated or painted, and only a MutationObserver stays, testing the text that changes (added
 * content, shadow trees that come with it, a changed text node's block) the same way. The first
 * candidate, at once or later, hands the page to the scanner, which reads it all.
 *
 * `textContent` also holds the text of scripts, styles and `noscript`, which the scanner never reads
 * (./blocks.ts `SKIPPED`), and where numbers abound: a style's `56.00000000000001%`, a tracking
 * pixel's id in a `noscript`. When the whole text says yes and such elements are there, the yes is
 * checked again on the text the scanner would read, so that those pages too stay free.
 */
import { isInline, ownerOf, SKIPPED } from './blocks';
import { mayHoldIdentifier } from './candidates';

/** The open shadow roots inside `root` (not nested ones: their hosts' text is tested with them). */
function shadowRootsIn(root: ParentNode): ShadowRoot[] {
  const found: ShadowRoot[] = [];
  const elements = (root as Element | Document | DocumentFragment).querySelectorAll('*');
  for (let index = 0; index < elements.length; index++) {
    const shadowRoot = (elements[index] as Element).shadowRoot;
    if (shadowRoot) found.push(shadowRoot);
  }
  return found;
}

const SKIPPED_SELECTOR = [...SKIPPED].map((tag) => tag.toLowerCase()).join(',');

const isSkipped = (node: Node) => node.nodeType === Node.ELEMENT_NODE && SKIPPED.has((node as Element).tagName.toUpperCase());

/**
 * `text` (the `textContent` of `root`) without the text of the skipped elements inside `root`, or null
 * when none of it is theirs (most added nodes, a CRM's table). A skipped element's text is one run of
 * its ancestor's `textContent`, and they come in document order: each is cut at its first place after
 * the previous cut. Walking the text nodes instead, with a filter, took 70 ms on a long Wikipedia
 * article; this takes a few.
 */
function withoutSkipped(root: ParentNode, text: string): string | null {
  const kept: string[] = [];
  let cursor = 0;
  let outer: Element | null = null;
  for (const element of root.querySelectorAll(SKIPPED_SELECTOR)) {
    // Inside one already cut (a style in an svg).
    if (outer?.contains(element)) continue;
    outer = element;
    const skipped = element.textContent ?? '';
    const at = skipped ? text.indexOf(skipped, cursor) : -1;
    if (at < 0) continue;
    kept.push(text.slice(cursor, at));
    cursor = at + skipped.length;
  }
  if (kept.length === 0) return null;
  kept.push(text.slice(cursor));
  // A skipped element separates the text around it, as in the scanner's blocks.
  return kept.join('\n');
}

/** Whether the text of `node` may hold an identifier, leaving out what the scanner never reads. */
function textHoldsCandidate(node: Node): boolean {
  if (isSkipped(node) || (node.nodeType === Node.TEXT_NODE && node.parentNode && isSkipped(node.parentNode))) return false;
  const text = node.textContent ?? '';
  if (!mayHoldIdentifier(text)) return false;
  if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return true;
  // The whole text was tested just above: only a text with something cut out needs another test.
  const readable = withoutSkipped(node as ParentNode, text);
  return readable === null || mayHoldIdentifier(readable);
}

/** Whether `node`, its open shadow trees included, may hold an identifier; every shadow root met goes to `onShadowRoot`. */
function holdsCandidate(node: Node, onShadowRoot: (shadowRoot: ShadowRoot) => void): boolean {
  if (textHoldsCandidate(node)) return true;
  if (node.nodeType !== Node.ELEMENT_NODE && node.nodeType !== Node.DOCUMENT_FRAGMENT_NODE) return false;
  const own = node instanceof Element && node.shadowRoot ? [node.shadowRoot] : [];
  for (const shadowRoot of [...own, ...shadowRootsIn(node as ParentNode)]) {
    onShadowRoot(shadowRoot);
    if (holdsCandidate(shadowRoot, onShadowRoot)) return true;
  }
  return false;
}

export interface CandidateWatch {
  disconnect(): void;
}

/**
 * Tests `root` now; if it may hold an identifier, calls `onCandidate` at once and answers null.
 * Otherwise watches it (and its shadow trees) until a change brings a candidate, then stops watching
 * and calls `onCandidate`. `ignore`: Atalaia's own host, whose changes are not the page's.
 */
export function watchForCandidates(root: Node, ignore: () => Element | null, onCandidate: () => void): CandidateWatch | null {
  const watched: MutationObserverInit = { childList: true, subtree: true, characterData: true };
  const shadows: ShadowRoot[] = [];
  if (holdsCandidate(root, (shadowRoot) => shadows.push(shadowRoot))) {
    onCandidate();
    return null;
  }
  const observer = new MutationObserver((records) => {
    const host = ignore();
    const observe = (shadowRoot: ShadowRoot) => observer.observe(shadowRoot, watched);
    // Each block and each added subtree once, however many records touched it.
    const touched = new Set<Node>();
    for (const record of records) {
      if (host?.contains(record.target)) continue;
      // Text added inside a line (or taken out of it) can complete an identifier begun beside it: the block is tested whole.
      const lineChanged =
        record.type === 'characterData' || [...record.addedNodes, ...record.removedNodes].some((node) => node.nodeType === Node.TEXT_NODE || isInline(node));
      if (lineChanged) touched.add(ownerOf(record.target));
      record.addedNodes.forEach((node) => touched.add(node));
    }
    for (const node of touched) {
      if (!node.isConnected || !holdsCandidate(node, observe)) continue;
      observer.disconnect();
      onCandidate();
      return;
    }
  });
  observer.observe(root, watched);
  for (const shadowRoot of shadows) observer.observe(shadowRoot, watched);
  return { disconnect: () => observer.disconnect() };
}
