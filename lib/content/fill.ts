/**
 * Writing into the page's fields the way typing does, so that nothing the person wrote is lost:
 * text goes at the caret or over the selection, through `execCommand('insertText')`, which keeps the
 * browser's undo stack (Ctrl+Z takes it back) and fires the `input` event that React and Vue
 * controlled inputs listen to; a `change` follows. Fields inside open shadow roots (Lightning Web
 * Components) are reached through `composedPath()`, and every event we fire is `composed`, so that a
 * component listening outside its shadow root hears it. Only a field the person's own pointer or key
 * press went to, visible (./visibility.ts), enabled and writable, is ever written to.
 */
import { separated } from './fill-spacing';
import { createVisibilityCheck } from './visibility';

export type TextField = HTMLInputElement | HTMLTextAreaElement;
export type WritableField = TextField | HTMLElement;

/** Input types whose value is text typed by a person. */
const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'tel', 'url', 'number']);

/**
 * By tag name, not `instanceof`: a field in a same-origin frame belongs to that frame's realm, whose
 * constructors are not ours.
 */
export function isTextField(element: Element): element is TextField {
  return element.localName === 'textarea' || (element.localName === 'input' && TEXT_INPUT_TYPES.has((element as HTMLInputElement).type));
}

function isEditableElement(element: Element): element is HTMLElement {
  return (element as HTMLElement).isContentEditable === true;
}

const isRange = (saved: SavedSelection): saved is Range => saved !== null && 'startContainer' in saved;

/** Whether the page lets anyone write into this element: an enabled, writable text field or editable element. */
export function isEditable(element: Element): element is WritableField {
  return isTextField(element) ? !element.disabled && !element.readOnly : isEditableElement(element);
}

/** Whether a person can see and write into this element. */
export function isWritable(element: Element): element is WritableField {
  const view = element.ownerDocument.defaultView;
  return isEditable(element) && view !== null && createVisibilityCheck(view).field(element) === null;
}

/**
 * The shadow root a page closed around an element, which a content script alone may open (Firefox's
 * `openOrClosedShadowRoot`, Chrome's `chrome.dom`); null when the root is open or there is none.
 */
function closedShadowRootOf(element: Element): ShadowRoot | null {
  if (element.shadowRoot) return null;
  const firefox = (element as Element & { openOrClosedShadowRoot?: ShadowRoot | null }).openOrClosedShadowRoot;
  const chromeDom = (globalThis as { chrome?: { dom?: { openOrClosedShadowRoot?: (element: Element) => ShadowRoot | null } } }).chrome?.dom;
  return firefox ?? chromeDom?.openOrClosedShadowRoot?.(element) ?? null;
}

/** What a trusted gesture went to: a field we may write, a field the page closed off, or neither. */
type GestureTarget = WritableField | 'closed' | null;

/**
 * The field a trusted pointer or key press went to: its target, through open shadow roots; the
 * control of a label clicked; the editable element around a click inside one. A closed shadow root
 * shows only its host: when that host holds a field, the gesture went to a field we may not reach.
 */
function fieldOfGesture(event: Event): GestureTarget {
  const target = (event.composedPath()[0] ?? event.target) as Element | null;
  if (!target || typeof target.closest !== 'function') return null;
  if (closedShadowRootOf(target)?.querySelector('input, textarea, [contenteditable]')) return 'closed';
  const control = target.localName === 'label' ? (target as HTMLLabelElement).control : null;
  const candidate = control ?? target;
  if (isTextField(candidate)) return candidate;
  const editable = (candidate as HTMLElement).isContentEditable ? candidate.closest('[contenteditable]:not([contenteditable="false"])') : null;
  return editable && isEditableElement(editable) ? editable : null;
}

/** Where the caret was in a field when the person left it for the extension's window. */
export type SavedSelection = { start: number; end: number } | Range | null;

/**
 * The field the person last went to and the caret or selection it had, kept as they left it: clicking
 * in the panel or the card takes the focus away from the page. Only the target of the person's own
 * (trusted) pointer or key press counts: focus events are trusted even when the page's script calls
 * focus(), so a page could otherwise move the target into a field of its choosing after a click
 * elsewhere. A key press counts on the field it lands on (after Tab, the key's release does).
 */
/** The element that has the focus, inside open shadow roots too (a document's own says only the host). */
export function deepActiveElement(document: Document): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

export function createFieldMemory(document: Document) {
  let field: WeakRef<WritableField> | null = null;
  let selection: SavedSelection = null;
  /** Whether the person's last gesture went to a field in a closed shadow root. */
  let closed = false;

  const saveSelection = () => {
    const current = field?.deref();
    if (!current) return;
    if (isTextField(current)) {
      // Inputs of type email and number have no selection API: their caret cannot be read.
      try {
        selection = current.selectionStart === null || current.selectionEnd === null ? null : { start: current.selectionStart, end: current.selectionEnd };
      } catch {
        selection = null;
      }
      return;
    }
    const range = document.getSelection()?.rangeCount ? document.getSelection()?.getRangeAt(0) : undefined;
    if (range && current.contains(range.startContainer) && current.contains(range.endContainer)) selection = range.cloneRange();
  };

  return {
    /** Trusted pointer and key presses (pointerdown, keydown, keyup): the person's own gestures. */
    onGesture(event: Event) {
      if (!event.isTrusted) return;
      const target = fieldOfGesture(event);
      if (target === 'closed') {
        closed = true;
        field = null;
        return;
      }
      if (!target || target === field?.deref()) return;
      closed = false;
      field = new WeakRef(target);
      selection = null;
    },
    /** On every selection change and when focus leaves: the caret as the person left it. */
    onSelectionMoved(event: Event) {
      const remembered = field?.deref();
      if (!remembered) return;
      const active = deepActiveElement(document);
      if (event.type === 'focusout' ? event.composedPath()[0] === remembered : active === remembered || active?.contains(remembered)) saveSelection();
    },
    /** The remembered field, if it is still on the page and still writable. */
    current(): { field: WritableField; selection: SavedSelection } | null {
      const current = field?.deref();
      return current?.isConnected && isWritable(current) ? { field: current, selection } : null;
    },
    /** Whether the person last went to a field the page closed off (a closed shadow root). */
    wentToClosedField: () => closed,
  };
}

function valueOf(field: WritableField): string {
  return isTextField(field) ? field.value : (field.textContent ?? '');
}

/** Puts the caret back where it was, or at the end. */
function restoreSelection(field: WritableField, saved: SavedSelection): void {
  const document = field.ownerDocument;
  if (isTextField(field)) {
    if (saved && !isRange(saved)) {
      try {
        field.setSelectionRange(saved.start, saved.end);
      } catch {
        // No selection API for this input type: the browser keeps its own caret.
      }
    }
    return;
  }
  const selection = document.getSelection();
  if (!selection) return;
  let range = isRange(saved) && field.contains(saved.startContainer) ? saved : null;
  if (!range) {
    range = document.createRange();
    range.selectNodeContents(field);
    range.collapse(false);
  }
  selection.removeAllRanges();
  selection.addRange(range);
}

/** When the editing command is refused (an old engine): the same insertion by hand, with the events typing fires. */
function insertByHand(field: WritableField, value: string): void {
  const document = field.ownerDocument;
  if (isTextField(field)) {
    const start = field.selectionStart ?? field.value.length;
    const end = field.selectionEnd ?? field.value.length;
    const next = field.value.slice(0, start) + value + field.value.slice(end);
    // The prototype's setter: a framework that tracks the value (React) then sees it change.
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, next);
  } else {
    const range = document.getSelection()?.rangeCount ? document.getSelection()?.getRangeAt(0) : null;
    if (!range) return;
    range.deleteContents();
    range.insertNode(document.createTextNode(value));
    range.collapse(false);
  }
  field.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'insertText', data: value }));
}

/** The characters just before and just after the caret or selection now in `field`, to space a value from them. */
function textAround(field: WritableField): [string, string] {
  if (isTextField(field)) {
    try {
      const { selectionStart, selectionEnd, value } = field;
      return selectionStart === null || selectionEnd === null ? ['', ''] : [value.charAt(selectionStart - 1), value.charAt(selectionEnd)];
    } catch {
      return ['', ''];
    }
  }
  const range = field.ownerDocument.getSelection()?.rangeCount ? field.ownerDocument.getSelection()?.getRangeAt(0) : undefined;
  if (!range) return ['', ''];
  return [edgeText(range.startContainer, range.startOffset, -1), edgeText(range.endContainer, range.endOffset, 1)];
}

/** The character next to a boundary point, in its own text node or the one beside it (-1: before, 1: after). */
function edgeText(container: Node, offset: number, side: -1 | 1): string {
  if (container.nodeType === Node.TEXT_NODE) {
    const data = (container as Text).data;
    return side < 0 ? data.charAt(offset - 1) : data.charAt(offset);
  }
  const beside = container.childNodes[side < 0 ? offset - 1 : offset];
  if (beside?.nodeType !== Node.TEXT_NODE) return beside?.nodeName === 'BR' ? '\n' : '';
  const data = (beside as Text).data;
  return side < 0 ? data.charAt(data.length - 1) : data.charAt(0);
}

/**
 * Inserts `value` into `field` at the saved caret or over the saved selection, as typing would. With
 * `replace`, the field's whole content is selected first (still one undoable step).
 */
export function insertText(field: WritableField, value: string, saved: SavedSelection, replace = false): boolean {
  const document = field.ownerDocument;
  field.focus({ preventScroll: true });
  if (replace) {
    if (isTextField(field)) field.select();
    else document.getSelection()?.selectAllChildren(field);
  } else restoreSelection(field, saved);
  // Next to the person's text, the value is set apart from it: never "…até sexta.(11) 98765-4321".
  const text = replace ? value : separated(...textAround(field), value);
  const before = valueOf(field);
  const inserted = document.execCommand('insertText', false, text);
  if (!inserted || valueOf(field) === before) insertByHand(field, text);
  field.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  return valueOf(field).includes(value);
}

/**
 * Sets a control's whole value (input, textarea, select) through its prototype's setter, then the
 * `input` and `change` events a person's edit fires, composed: React's value tracker, Vue's v-model
 * and a Lightning component in its shadow root all take the new value as the person's.
 */
export function setControlValue(control: HTMLSelectElement | HTMLInputElement | HTMLTextAreaElement, value: string): boolean {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  control.dispatchEvent(new Event('change', { bubbles: true, composed: true }));
  return control.value === value;
}
