/**
 * The reader's keyboard: what a key press does, decided apart from the DOM so it can be tested.
 * Letters act only outside text fields; the Alt+Shift+N shortcut acts everywhere (it is also the
 * extension's command, which reaches the reader when the browser routes it there).
 */

export type KeyAction =
  | 'nextIdentifier'
  | 'previousIdentifier'
  | 'nextPage'
  | 'previousPage'
  | 'firstPage'
  | 'lastPage'
  | 'zoomIn'
  | 'zoomOut'
  | 'zoomReset'
  | 'find'
  | 'escape';

export interface KeyPress {
  key: string;
  code: string;
  altKey: boolean;
  shiftKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  /** The focus is in a text field (search, page number, password). */
  inField: boolean;
}

export function keyAction(press: KeyPress): KeyAction | null {
  const command = press.ctrlKey || press.metaKey;
  if (press.altKey && press.shiftKey && !command) {
    if (press.code === 'KeyN') return 'nextIdentifier';
    if (press.code === 'KeyP') return 'previousIdentifier';
    return null;
  }
  if (press.key === 'Escape') return 'escape';
  if (command && !press.altKey) {
    if (press.key === 'f' || press.key === 'F') return 'find';
    // The browser's page zoom would scale the toolbar too: zoom the document instead.
    if (press.key === '=' || press.key === '+') return 'zoomIn';
    if (press.key === '-') return 'zoomOut';
    if (press.key === '0') return 'zoomReset';
    return null;
  }
  if (press.inField || press.altKey) return null;
  switch (press.key) {
    case '/':
      return 'find';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
      return 'zoomOut';
    case '0':
      return 'zoomReset';
    case 'n':
    case 'j':
      return 'nextPage';
    case 'p':
    case 'k':
      return 'previousPage';
    case 'Home':
      return 'firstPage';
    case 'End':
      return 'lastPage';
    default:
      return null;
  }
}

/** The zoom steps, as scales of the PDF's own size (1 = 100 %). */
export const ZOOM_STEPS = [0.5, 0.67, 0.8, 1, 1.1, 1.25, 1.5, 1.75, 2, 2.5, 3, 4] as const;

export function zoomStep(scale: number, direction: 1 | -1): number {
  if (direction === 1) return ZOOM_STEPS.find((step) => step > scale + 0.001) ?? ZOOM_STEPS[ZOOM_STEPS.length - 1] ?? scale;
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - 0.001) ?? ZOOM_STEPS[0] ?? scale;
}
