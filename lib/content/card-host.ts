/**
 * The one element Atalaia adds to a page: a host with a closed shadow root holding the hover card, an
 * extension-origin frame (the page cannot read what it shows nor click it), and the layer the
 * fallback painter draws in. Placed next to the identifier with @floating-ui/dom.
 */
import { computePosition, flip, offset, shift } from '@floating-ui/dom';
import { browser } from 'wxt/browser';

export const CARD_WIDTH = 340;
const INITIAL_HEIGHT = 150;

export interface CardHost {
  host: HTMLElement;
  /** Where the fallback painter draws. */
  layer: HTMLElement;
  frame: HTMLIFrameElement;
  show(range: Range, cardId: string): Promise<void>;
  /** Places the open card next to its identifier again (after the identifier moved: the reader's scroll). */
  reposition(): Promise<void>;
  hide(): void;
  isOpen(): boolean;
  resize(height: number): void;
  remove(): void;
}

export function createCardHost(document: Document): CardHost {
  const host = document.createElement('atalaia-host');
  // No page style reaches in, none leaks out; the host itself takes no room.
  host.style.cssText = 'all: initial; position: fixed; top: 0; left: 0; width: 0; height: 0; z-index: 2147483647;';
  const shadow = host.attachShadow({ mode: 'closed' });
  const layer = document.createElement('div');
  const frame = document.createElement('iframe');
  frame.title = 'Atalaia';
  frame.setAttribute('allow', 'clipboard-write');
  frame.style.cssText = `position: fixed; top: 0; left: 0; width: ${CARD_WIDTH}px; height: ${INITIAL_HEIGHT}px; border: 0; border-radius: 10px;
    box-shadow: 0 6px 24px rgba(0, 0, 0, 0.28); display: none; color-scheme: normal; background: transparent;`;
  shadow.append(layer, frame);
  document.documentElement.append(host);
  let open = false;
  let anchorRange: Range | null = null;

  const place = async (range: Range) => {
    const anchor = { getBoundingClientRect: () => range.getBoundingClientRect(), getClientRects: () => range.getClientRects() };
    const { x, y } = await computePosition(anchor, frame, { strategy: 'fixed', placement: 'bottom-start', middleware: [offset(6), flip(), shift({ padding: 8 })] });
    frame.style.transform = `translate(${Math.round(x)}px, ${Math.round(y)}px)`;
  };

  return {
    host,
    layer,
    frame,
    async show(range, cardId) {
      open = true;
      frame.style.height = `${INITIAL_HEIGHT}px`;
      frame.src = `${browser.runtime.getURL('/card.html')}#${cardId}`;
      frame.style.display = 'block';
      anchorRange = range;
      await place(range);
    },
    async reposition() {
      if (open && anchorRange) await place(anchorRange);
    },
    hide() {
      open = false;
      anchorRange = null;
      frame.style.display = 'none';
      frame.removeAttribute('src');
    },
    isOpen: () => open,
    resize(height) {
      frame.style.height = `${Math.min(Math.max(height, 60), 520)}px`;
    },
    remove() {
      host.remove();
    },
  };
}
