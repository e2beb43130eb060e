/**
 * Whether a person can see a piece of the page's text. A hostile page can put identifiers in the DOM
 * that nobody sees (display:none, visibility:hidden, opacity 0, transparent colour, font-size 0,
 * off-screen, clipped to nothing) to have them enriched on the user's credits. Only text that is
 * rendered, visible, readable and not clipped away counts.
 */
import type { HiddenReason } from '../protocol/messages';

/** Below this, text is not readable (font-size 0, 1px tricks). */
const MIN_FONT_PX = 6;
/** Clipped to less than this share of its box, text counts as hidden (the "screen-reader only" pattern). */
const MIN_VISIBLE_SHARE = 0.5;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const area = (box: Box) => Math.max(0, box.right - box.left) * Math.max(0, box.bottom - box.top);
const intersection = (a: Box, b: Box): Box => ({ left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) });

/** A computed colour with alpha 0: `transparent`, `rgba(0, 0, 0, 0)`, `rgb(0 0 0 / 0%)`. */
export function isTransparent(color: string): boolean {
  if (color === 'transparent') return true;
  const components = color.match(/-?[\d.]+%?/g) ?? [];
  return components.length === 4 && parseFloat(components[3] ?? '1') === 0;
}

/** A clip-path that leaves nothing: `inset(50%)` or more, a circle or ellipse of radius 0. */
function clipsAway(clipPath: string): boolean {
  if (!clipPath || clipPath === 'none') return false;
  const inset = /^inset\(\s*([\d.]+)(%|px)?/.exec(clipPath);
  if (inset) return inset[2] === '%' ? parseFloat(inset[1] ?? '0') >= 50 : false;
  return /^(circle|ellipse)\(\s*0(px|%)?[\s)]/.test(clipPath);
}

/** Answers why text is hidden, reusing computed styles across the calls of one reading. */
export function createVisibilityCheck(view: Window = window) {
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) {
      style = view.getComputedStyle(element);
      styles.set(element, style);
    }
    return style;
  };

  return function hiddenReason(range: Range): HiddenReason | null {
    const element = range.startContainer.parentElement;
    if (!element) return 'not_rendered';
    const checkable = element as Element & { checkVisibility?: (options: Record<string, boolean>) => boolean };
    if (checkable.checkVisibility && !checkable.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) return 'not_rendered';
    const style = styleOf(element);
    if (style.visibility !== 'visible' || style.display === 'none') return 'not_rendered';
    if (parseFloat(style.fontSize) < MIN_FONT_PX) return 'tiny_text';
    if (isTransparent(style.color) || isTransparent(style.getPropertyValue('-webkit-text-fill-color'))) return 'transparent';
    const boxes = [...range.getClientRects()].filter((rect) => rect.width > 0 && rect.height > 0);
    const box = boxes[0];
    if (!box) return 'not_rendered';
    // Off the page: left or above its start, where no scrolling reaches.
    if (box.right + view.scrollX <= 0 || box.bottom + view.scrollY <= 0) return 'off_screen';
    let visible: Box = { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
    for (let ancestor: Element | null = element; ancestor && ancestor !== view.document.documentElement; ancestor = ancestor.parentElement) {
      const ancestorStyle = styleOf(ancestor);
      if (parseFloat(ancestorStyle.opacity) === 0) return 'not_rendered';
      if (clipsAway(ancestorStyle.clipPath)) return 'clipped';
      if (ancestorStyle.overflowX !== 'visible' || ancestorStyle.overflowY !== 'visible') {
        const bounds = ancestor.getBoundingClientRect();
        // A scrolling box shows its content by scrolling; only a box that cannot scroll clips it away.
        const scrolls = /auto|scroll/.test(ancestorStyle.overflowX + ancestorStyle.overflowY) && bounds.width > 1 && bounds.height > 1;
        if (!scrolls) visible = intersection(visible, bounds);
      }
    }
    return area(visible) < area(box) * MIN_VISIBLE_SHARE ? 'clipped' : null;
  };
}
