/**
 * Whether a person can see a piece of the page's text or one of its fields: one rule for the page's
 * contacts, the form fields "Preencher formulário" lists and the field the card fills. A hostile page
 * can put identifiers and fields in the DOM that nobody sees, to have them enriched on the person's
 * credits or to receive the person's data. What counts as seen:
 * - rendered (not `display: none`, `visibility: hidden`, skipped by `content-visibility`);
 * - opacity of at least {@link MIN_OPACITY} along the ancestors, `filter: opacity()` included, and
 *   text whose colour is as opaque;
 * - a rendered size a person can read ({@link MIN_TEXT_PX} of text, {@link MIN_FIELD_PX} of field),
 *   transforms included, so `scale(.02)` is as small as it looks;
 * - not clipped away (`clip-path`, legacy `clip`, a box that cannot scroll), nor outside the part of
 *   the page that scrolling reaches;
 * - the point at the centre of its box, when in view, hitting the element itself or something
 *   transparent over it, not a painted box covering it (or the body, over a `z-index: -1`);
 * - text with a readable contrast against the background behind it.
 */
import type { HiddenReason } from '../protocol/messages';

/** Below this, text is not readable (font-size 0, 1 px tricks, scaled away). */
export const MIN_TEXT_PX = 6;
/** Below this in either direction, a field is not one a person sees (3 × 3 px inputs). */
export const MIN_FIELD_PX = 8;
/** The least opacity, multiplied along the ancestors, at which something is seen. */
export const MIN_OPACITY = 0.1;
/** Clipped to less than this share of its box, something counts as hidden (the "screen-reader only" pattern). */
const MIN_VISIBLE_SHARE = 0.5;
/** The least contrast between text and its background: white on white is 1, #ddd on white 1.4. */
const MIN_CONTRAST = 1.5;
/** Text smaller than this needs more contrast to be read. */
const SMALL_TEXT_PX = 9;
const MIN_SMALL_TEXT_CONTRAST = 2.5;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const area = (box: Box) => Math.max(0, box.right - box.left) * Math.max(0, box.bottom - box.top);
const intersection = (a: Box, b: Box): Box => ({ left: Math.max(a.left, b.left), top: Math.max(a.top, b.top), right: Math.min(a.right, b.right), bottom: Math.min(a.bottom, b.bottom) });

type Rgba = [number, number, number, number];

/** A computed colour as red, green, blue (0–255) and alpha (0–1); null for what is not `rgb()`/`rgba()`. */
export function parseColor(color: string): Rgba | null {
  if (color === 'transparent') return [0, 0, 0, 0];
  const match = /^rgba?\(([^)]+)\)$/.exec(color.trim());
  if (!match) return null;
  const parts = (match[1] ?? '').split(/[\s,/]+/).filter(Boolean);
  if (parts.length < 3) return null;
  const [red = 0, green = 0, blue = 0] = parts.slice(0, 3).map(Number);
  const alphaText = parts[3] ?? '1';
  const alpha = alphaText.endsWith('%') ? parseFloat(alphaText) / 100 : parseFloat(alphaText);
  return [red, green, blue, Number.isFinite(alpha) ? alpha : 1];
}

/** A computed colour a person cannot see: alpha below {@link MIN_OPACITY}. */
export function isTransparent(color: string): boolean {
  const rgba = parseColor(color);
  return rgba !== null && rgba[3] < MIN_OPACITY;
}

const luminance = ([red, green, blue]: Rgba) => {
  const channel = (value: number) => {
    const share = value / 255;
    return share <= 0.03928 ? share / 12.92 : ((share + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(red) + 0.7152 * channel(green) + 0.0722 * channel(blue);
};

/** WCAG's contrast ratio of two opaque colours, 1 to 21. */
export function contrastRatio(a: Rgba, b: Rgba): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** `front` over `back`, by its alpha. */
const over = (front: Rgba, back: Rgba): Rgba => [0, 1, 2].map((index) => (front[index] ?? 0) * front[3] + (back[index] ?? 0) * (1 - front[3])).concat(1) as Rgba;

/** The product of `filter: opacity(…)` factors; 1 without one. */
function filterOpacity(filter: string): number {
  let product = 1;
  for (const [, amount = '1', percent] of filter.matchAll(/opacity\(\s*([\d.]+)(%?)\s*\)/g)) product *= percent ? parseFloat(amount) / 100 : parseFloat(amount);
  return product;
}

/** A clip-path that leaves nothing: `inset(50%)` or more, a circle or ellipse of radius 0. */
function clipsAway(clipPath: string): boolean {
  if (!clipPath || clipPath === 'none') return false;
  const inset = /^inset\(\s*([\d.]+)(%|px)?/.exec(clipPath);
  if (inset) return inset[2] === '%' ? parseFloat(inset[1] ?? '0') >= 50 : false;
  return /^(circle|ellipse)\(\s*0(px|%)?[\s)]/.test(clipPath);
}

/** The legacy `clip: rect(…)` of an absolutely placed box, as a box in the viewport; null when none. */
function legacyClip(style: CSSStyleDeclaration, bounds: DOMRect): Box | null {
  if (!/^(absolute|fixed)$/.test(style.position) || !style.clip.startsWith('rect(')) return null;
  const sides = style.clip.slice(5, -1).split(/[\s,]+/);
  if (sides.length !== 4) return null;
  const [top, right, bottom, left] = sides.map((side, index) => (side === 'auto' ? [0, bounds.width, bounds.height, 0][index] : parseFloat(side))) as [number, number, number, number];
  return { left: bounds.left + left, top: bounds.top + top, right: bounds.left + right, bottom: bounds.top + bottom };
}

/** The element's parent, across a shadow root to its host. */
const parentOf = (element: Element): Element | null => element.parentElement ?? ((element.getRootNode() as ShadowRoot).host as Element | undefined) ?? null;

/** Answers why text or a field is hidden, reusing computed styles across the calls of one reading. */
export function createVisibilityCheck(view: Window = window, ignore: Element | null = null) {
  const styles = new Map<Element, CSSStyleDeclaration>();
  const styleOf = (element: Element) => {
    let style = styles.get(element);
    if (!style) {
      style = view.getComputedStyle(element);
      styles.set(element, style);
    }
    return style;
  };
  const root = view.document.documentElement;
  /** The page's own scrolling, as the person can use it: `overflow: hidden` on the root or body stops it. */
  const viewportScrolls = (axis: 'overflowX' | 'overflowY') => ![root, view.document.body].some((element) => element && /hidden|clip/.test(styleOf(element)[axis]));

  /** Why an element whose box is `box` is not seen, for what applies to text and fields alike. */
  function elementReason(element: Element, box: Box, isText: boolean): HiddenReason | null {
    const checkable = element as Element & { checkVisibility?: (options: Record<string, boolean>) => boolean };
    if (checkable.checkVisibility && !checkable.checkVisibility({ opacityProperty: true, visibilityProperty: true, contentVisibilityAuto: true })) return 'not_rendered';
    const style = styleOf(element);
    if (style.visibility !== 'visible' || style.display === 'none') return 'not_rendered';
    // Off the page: left or above its start, where no scrolling reaches.
    if (box.right + view.scrollX <= 0 || box.bottom + view.scrollY <= 0) return 'off_screen';
    // Copied field by field: a DOMRect's sides are getters, which spreading would drop.
    let visible: Box = { left: box.left, top: box.top, right: box.right, bottom: box.bottom };
    let opacity = 1;
    const scrollsInside = { overflowX: false, overflowY: false };
    for (let ancestor: Element | null = element; ancestor; ancestor = parentOf(ancestor)) {
      const ancestorStyle = styleOf(ancestor);
      opacity *= parseFloat(ancestorStyle.opacity) * filterOpacity(ancestorStyle.filter);
      if (opacity < MIN_OPACITY) return 'transparent';
      if (clipsAway(ancestorStyle.clipPath)) return 'clipped';
      if (ancestor === root) break;
      const bounds = ancestor.getBoundingClientRect();
      const clip = legacyClip(ancestorStyle, bounds);
      if (clip) visible = intersection(visible, clip);
      if (ancestorStyle.overflowX !== 'visible' || ancestorStyle.overflowY !== 'visible') {
        // A scrolling box shows its content by scrolling; only a box that cannot scroll clips it away.
        const scrolls = /auto|scroll/.test(ancestorStyle.overflowX + ancestorStyle.overflowY) && bounds.width > 1 && bounds.height > 1;
        if (scrolls) {
          scrollsInside.overflowX ||= /auto|scroll/.test(ancestorStyle.overflowX);
          scrollsInside.overflowY ||= /auto|scroll/.test(ancestorStyle.overflowY);
        } else if (ancestor !== view.document.body) visible = intersection(visible, bounds);
      }
    }
    if (area(visible) < area(box) * MIN_VISIBLE_SHARE) return 'clipped';
    // Past the right or bottom edge of a page that cannot scroll that way, nor any box around it.
    if (!scrollsInside.overflowX && !viewportScrolls('overflowX') && box.left >= view.innerWidth) return 'off_screen';
    if (!scrollsInside.overflowY && !viewportScrolls('overflowY') && box.top >= view.innerHeight) return 'off_screen';
    return coveredAtCentre(element, box, isText);
  }

  /**
   * 'covered' when, at the centre of its box (in view), a painted box lies over it: going down the
   * elements at that point, topmost first, one with an opaque background comes before the element
   * itself. Transparent boxes over it (stretched links, floating labels) leave it seen. For a field,
   * its own parts count as itself; for text, a box inside its element laid over it covers it too.
   */
  function coveredAtCentre(element: Element, box: Box, isText: boolean): HiddenReason | null {
    const x = (box.left + box.right) / 2;
    const y = (box.top + box.bottom) / 2;
    if (x < 0 || y < 0 || x >= view.innerWidth || y >= view.innerHeight) return null;
    // From the element's own tree: inside a shadow root, what covers it from outside comes as its host.
    const scope = element.getRootNode() as Document | ShadowRoot;
    for (const hit of scope.elementsFromPoint(x, y)) {
      if (ignore?.contains(hit)) continue;
      if (hit === element || (!isText && element.contains(hit))) return null;
      const style = styleOf(hit);
      if ((parseColor(style.backgroundColor)?.[3] ?? 1) >= 0.5 || style.backgroundImage !== 'none') return 'covered';
    }
    return null;
  }

  /** The colour behind an element: the first painted background up its ancestors; null over an image. */
  function backgroundBehind(element: Element): Rgba | null {
    const layers: Rgba[] = [];
    for (let ancestor: Element | null = element; ancestor; ancestor = parentOf(ancestor)) {
      const style = styleOf(ancestor);
      if (style.backgroundImage !== 'none') return null;
      const layer = parseColor(style.backgroundColor);
      if (!layer) return null;
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] >= 1) break;
    }
    // Below every layer, the browser's canvas: white.
    let color: Rgba = [255, 255, 255, 1];
    for (const layer of layers.reverse()) color = over(layer, color);
    return color;
  }

  return {
    /** Why the text of `range` is hidden, or null when a person can read it. */
    text(range: Range): HiddenReason | null {
      const element = range.startContainer.parentElement;
      if (!element) return 'not_rendered';
      const style = styleOf(element);
      const rect = [...range.getClientRects()].find((candidate) => candidate.width > 0 && candidate.height > 0);
      if (!rect) return 'not_rendered';
      const fontPx = parseFloat(style.fontSize);
      if (fontPx < MIN_TEXT_PX || rect.height < MIN_TEXT_PX) return 'tiny_text';
      if (isTransparent(style.color) || isTransparent(style.getPropertyValue('-webkit-text-fill-color'))) return 'transparent';
      const reason = elementReason(element, rect, true);
      if (reason) return reason;
      const color = parseColor(style.color);
      const background = backgroundBehind(element);
      if (!color || !background) return null;
      const contrast = contrastRatio(over(color, background), background);
      return contrast < (fontPx < SMALL_TEXT_PX ? MIN_SMALL_TEXT_CONTRAST : MIN_CONTRAST) ? 'low_contrast' : null;
    },
    /** Why a form field is hidden, or null when a person can see it. */
    field(element: Element): HiddenReason | null {
      const box = element.getBoundingClientRect();
      if (box.width < MIN_FIELD_PX || box.height < MIN_FIELD_PX) return box.width > 0 && box.height > 0 ? 'tiny_field' : 'not_rendered';
      return elementReason(element, box, false);
    },
  };
}

export type VisibilityCheck = ReturnType<typeof createVisibilityCheck>;
