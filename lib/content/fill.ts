/**
 * Writing into the page's fields the way typing does, so that nothing the person wrote is lost:
 * text goes at the caret or over the selection, through `execCommand('insertText')`, which keeps the
 * browser's undo stack (Ctrl+Z takes it back) and fires the `input` event that React and Vue
 * controlled inputs listen to; a `change` follows. Only a field the person's own pointer or key
 * press went to, visible (./visibility.ts), enabled and writable, is ever written to.
 */
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
 * The field a trusted pointer or key press went to: its target, through open shadow roots; the
 * control of a label clicked; the editable element around a click inside one.
 */
function fieldOfGesture(event: Event): WritableField | null {
  const target = (event.composedPath()[0] ?? event.target) as Element | null;
  if (!target || typeof target.closest !== 'function') return null;
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
export function createFieldMemory(document: Document) {
  let field: WeakRef<WritableField> | null = null;
  let selection: SavedSelection = null;

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
      if (!target || target === field?.deref()) return;
      field = new WeakRef(target);
      selection = null;
    },
    /** On every selection change and when focus leaves: the caret as the person left it. */
    onSelectionMoved(event: Event) {
      if (event.type === 'focusout' ? event.target === field?.deref() : document.activeElement === field?.deref() || document.activeElement?.contains(field?.deref() ?? null)) saveSelection();
    },
    /** The remembered field, if it is still on the page and still writable. */
    current(): { field: WritableField; selection: SavedSelection } | null {
      const current = field?.deref();
      return current?.isConnected && isWritable(current) ? { field: current, selection } : null;
    },
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
  field.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: value }));
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
  const before = valueOf(field);
  const inserted = document.execCommand('insertText', false, value);
  if (!inserted || valueOf(field) === before) insertByHand(field, value);
  field.dispatchEvent(new Event('change', { bubbles: true }));
  return valueOf(field).includes(value);
}

/** A control whose value is picked, not typed (select, date): set through its prototype's setter, then input and change. */
export function setControlValue(control: HTMLSelectElement | HTMLInputElement, value: string): boolean {
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')?.set?.call(control, value);
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
  return control.value === value;
}
