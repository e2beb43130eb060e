/**
 * How a sub-frame's card reaches the top frame at its identifier's position (the model:
 * birchill/10ten-ja-reader, whose popup shows in the topmost frame). A frame cannot read where its
 * parent put it, and a cross-origin parent cannot be read at all; so the position climbs: the frame
 * posts its identifier's box to its parent, and each parent's content script, finding the frame
 * element the message came from (`event.source`), moves the box by that element's offset and posts
 * it on, up to the top frame. The card itself is asked for through the background (`card.show`),
 * which names the position by its request id.
 *
 * Only boxes and an opaque, random request id cross the page's messaging, never a record or a card's
 * id. A frame cannot prove its position to a hostile parent, nor the parent its own: each box is kept
 * inside the frame element it came through, so a page can only misplace a card over its own frame.
 */
import type { Edges } from './card-place';

type Box = [left: number, top: number, right: number, bottom: number];

/** What crosses frames: the identifier's box, the focused field's (which the card must not cover), and how far they moved. */
interface Relayed {
  atalaiaCardAt: string;
  rect: Box;
  field: Box | null;
  offset: [x: number, y: number];
}

/** A position that reached the top frame. */
export interface CardPosition {
  rect: Edges;
  field: Edges | null;
  /** How far the opener frame's viewport sits from the top's: for the card's box in the opener's pixels. */
  offset: { x: number; y: number };
  /** The frame element of the top document it came through (the focus goes back through it). */
  frame: HTMLIFrameElement | HTMLFrameElement;
}

const toBox = (rect: Edges): Box => [rect.left, rect.top, rect.right, rect.bottom];
const toEdges = ([left, top, right, bottom]: Box): Edges => ({ left, top, right, bottom });
const isNumbers = (value: unknown, length: number) => Array.isArray(value) && value.length === length && value.every(Number.isFinite);

function isRelayed(data: unknown): data is Relayed {
  const relayed = data as Partial<Relayed> | null;
  return typeof relayed?.atalaiaCardAt === 'string' && relayed.atalaiaCardAt.length <= 64 && isNumbers(relayed.rect, 4) && (relayed.field === null || isNumbers(relayed.field, 4)) && isNumbers(relayed.offset, 2);
}

/** Posts a position on to the parent frame. */
const postUp = (requestId: string, rect: Edges, field: Edges | null, offset: [x: number, y: number]) => {
  const relayed: Relayed = { atalaiaCardAt: requestId, rect: toBox(rect), field: field && toBox(field), offset };
  window.parent.postMessage(relayed, '*');
};

/** A box of a frame's viewport, seen from its parent: moved by the frame's content box, and kept inside it. */
export function throughFrame(rect: Edges, frame: Edges): Edges {
  const clamp = (value: number, low: number, high: number) => Math.min(Math.max(value, low), high);
  const x = (value: number) => clamp(value + frame.left, frame.left, frame.right);
  const y = (value: number) => clamp(value + frame.top, frame.top, frame.bottom);
  return { left: x(rect.left), top: y(rect.top), right: x(rect.right), bottom: y(rect.bottom) };
}

/** Where a frame element shows its document: its box inside border and padding. */
function contentBox(frame: HTMLIFrameElement | HTMLFrameElement): Edges {
  const box = frame.getBoundingClientRect();
  const style = getComputedStyle(frame);
  const inset = (side: 'Left' | 'Top' | 'Right' | 'Bottom') => parseFloat(style[`border${side}Width`]) + parseFloat(style[`padding${side}`]);
  return { left: box.left + inset('Left'), top: box.top + inset('Top'), right: box.right - inset('Right'), bottom: box.bottom - inset('Bottom') };
}

/** A fresh request id: random, and telling nothing about the card (`crypto.randomUUID` needs a secure page). */
export const newRequestId = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** A sub-frame: sends its identifier's box (and the focused field's) up towards the top frame. */
export const postCardPosition = (requestId: string, rect: Edges, field: Edges | null) => postUp(requestId, rect, field, [0, 0]);

/**
 * Every frame's relay of positions from its own frames: a sub-frame passes them on to its parent;
 * the top frame keeps them for `positionOf`, which the background's `content.showCard` asks.
 */
export function createFrameRelay() {
  const arrived = new Map<string, CardPosition>();
  const waiting = new Map<string, (position: CardPosition) => void>();
  return {
    onMessage(event: Event) {
      const { data, source } = event as MessageEvent;
      if (!isRelayed(data) || source === null) return;
      const frame = [...document.querySelectorAll<HTMLIFrameElement | HTMLFrameElement>('iframe, frame')].find((element) => element.contentWindow === source);
      if (!frame) return;
      const box = contentBox(frame);
      const rect = throughFrame(toEdges(data.rect), box);
      const field = data.field && throughFrame(toEdges(data.field), box);
      const offset = { x: data.offset[0] + box.left, y: data.offset[1] + box.top };
      if (window !== window.top) return postUp(data.atalaiaCardAt, rect, field, [offset.x, offset.y]);
      const position = { rect, field, offset, frame };
      // The first position for an id holds: one posted later under the same id is no newer truth. A
      // page posting positions of its own fills no memory: only the last few are kept.
      if (arrived.has(data.atalaiaCardAt)) return;
      if (arrived.size >= 16) arrived.delete(arrived.keys().next().value!);
      arrived.set(data.atalaiaCardAt, position);
      waiting.get(data.atalaiaCardAt)?.(position);
    },
    /** The position relayed under `requestId`, once it arrives (it may come after the background's request); null after a second. */
    positionOf(requestId: string, timers: { setTimeout(handler: () => void, timeout: number): number }): Promise<CardPosition | null> {
      const known = arrived.get(requestId);
      if (known) return Promise.resolve(known);
      return new Promise((resolve) => {
        waiting.set(requestId, resolve);
        timers.setTimeout(() => {
          waiting.delete(requestId);
          resolve(arrived.get(requestId) ?? null);
        }, 1000);
      });
    },
    /** Forgets a position once its card was shown (or given up). */
    forget(requestId: string) {
      arrived.delete(requestId);
      waiting.delete(requestId);
    },
  };
}
