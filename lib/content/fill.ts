/**
 * Writing into the page's fields the way typing does, so that nothing the person wrote is lost:
 * text goes at the caret or over the selection, through `execCommand('insertText')`, which keeps the
 * browser's undo stack (Ctrl+Z takes it back) and fires the `input` event that React and Vue
 * controlled inputs listen to; a `change` follows. Fields inside open shadow roots (Lightning Web
 * Components) are reached through `composedPath()`, and every event we fire is `composed`, so that a
 * component listening outside its shadow root hears it. Only a field the person's own pointer or key
 * press went to, visible (./visibility.ts), enabled and writable, is ever written to.
 */
import { isEditable, isTextField, type SavedSelection, type WritableField } from './field-memory';
import { separated } from './fill-spacing';
import { createVisibilityCheck } from './visibility';

const isRange = (saved: SavedSelection): saved is Range => saved !== null && 'startContainer' in saved;

/** Whether a person can see and write into this element. */
export function isWritable(element: Element): element is WritableField {
  const view = element.ownerDocument.defaultView;
  return isEditable(element) && view !== null && createVisibilityCheck(view).field(element) === null;
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
