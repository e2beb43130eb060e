/**
 * The field the person last went to, remembered from her own (trusted) pointer and key presses, in
 * the frame where they happened and as they happen: this part stays in the content script of every
 * page, while the writing itself (./fill.ts) is loaded only when the person asks for a fill
 * (./page-actions-load.ts). Fields inside open shadow roots (Lightning Web Components) are reached
 * through `composedPath()`.
 */
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

export function isEditableElement(element: Element): element is HTMLElement {
  return (element as HTMLElement).isContentEditable === true;
}

/** Whether the page lets anyone write into this element: an enabled, writable text field or editable element. */
export function isEditable(element: Element): element is WritableField {
  return isTextField(element) ? !element.disabled && !element.readOnly : isEditableElement(element);
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

/** A field the person went to, and the caret or selection she left in it. */
export interface RememberedField {
  field: WritableField;
  selection: SavedSelection;
}

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
    /**
     * The remembered field, if it is still on the page; whether a person can still see and write into
     * it is checked where it is written (./fill.ts `isWritable`).
     */
    current(): RememberedField | null {
      const current = field?.deref();
      return current?.isConnected ? { field: current, selection } : null;
    },
    /** Whether the person last went to a field the page closed off (a closed shadow root). */
    wentToClosedField: () => closed,
  };
}

