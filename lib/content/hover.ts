/**
 * Which identifier the pointer rests on. Hit-testing uses `CSS.highlights.highlightsFromPoint` as a
 * quick "is anything painted here" where the browser has it, then the caret position under the
 * pointer and the identifier's own rectangles.
 *
 * Inside an open shadow root the caret APIs stop at the host (they see the document's tree only), so
 * there the element under the pointer is followed down through shadow roots, and the identifiers over
 * its text nodes are tested by their rectangles.
 */
import type { Found, Scanner } from './scanner';

interface HighlightRegistryWithHitTest {
  highlightsFromPoint?: (x: number, y: number) => unknown[];
}

export function caretAt(x: number, y: number): { node: Node; offset: number } | null {
  const withPosition = document as Document & { caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null };
  const position = withPosition.caretPositionFromPoint?.(x, y);
  if (position) return { node: position.offsetNode, offset: position.offset };
  const range = document.caretRangeFromPoint?.(x, y);
  return range ? { node: range.startContainer, offset: range.startOffset } : null;
}

export function containsPoint(range: Range, x: number, y: number): boolean {
  for (const rect of range.getClientRects()) {
    if (x >= rect.left - 1 && x <= rect.right + 1 && y >= rect.top - 1 && y <= rect.bottom + 1) return true;
  }
  return false;
}

/** The innermost element under the point, followed into open shadow roots; `null` outside any shadow tree. */
function shadowElementAt(x: number, y: number): Element | null {
  let element = document.elementFromPoint(x, y);
  let inShadow = false;
  while (element?.shadowRoot) {
    const inner = element.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === element) break;
    element = inner;
    inShadow = true;
  }
  return inShadow ? element : null;
}

export function identifierAt(scanner: Scanner, x: number, y: number): Found | null {
  const inShadow = shadowElementAt(x, y);
  if (inShadow) {
    for (const child of inShadow.childNodes) {
      for (const found of scanner.foundIn(child)) if (containsPoint(found.range, x, y)) return found;
    }
    return null;
  }
  const registry = (typeof CSS !== 'undefined' ? CSS.highlights : undefined) as HighlightRegistryWithHitTest | undefined;
  if (registry?.highlightsFromPoint && registry.highlightsFromPoint(x, y).length === 0) return null;
  const caret = caretAt(x, y);
  if (!caret) return null;
  // The caret can sit just after the last character: try the offset before it too.
  const found = scanner.at(caret.node, caret.offset) ?? (caret.offset > 0 ? scanner.at(caret.node, caret.offset - 1) : null);
  return found && containsPoint(found.range, x, y) ? found : null;
}
