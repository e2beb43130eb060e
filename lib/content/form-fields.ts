/**
 * The fields of a CRM form, recognised for "Preencher formulário": by their `autocomplete` tokens
 * first, then by their name, id, label, placeholder and aria-label, in Portuguese and English. The
 * form is the one around the field the person last focused (./form-scope.ts), open shadow roots
 * included; with no field focused, the whole page and its same-origin frames. The panel gets a
 * description of each field (what it asks for, its label, whether it has a value), never the values;
 * it sends back only what the person confirmed. What a fill changed is kept until the next reading,
 * so that "Desfazer" puts back exactly those fields, as they were.
 */
import type { FormField, FormRole, FormScan, FormUndo, FormWrite, HiddenReason } from '../protocol/messages';
import { isEditable, type WritableField } from './field-memory';
import { insertText, setControlValue } from './fill';
import { CONTROL_SELECTOR, deepQueryAll, formName, formOf } from './form-scope';
import { createVisibilityCheck, type VisibilityCheck } from './visibility';

const AUTOCOMPLETE_ROLES: Record<string, FormRole> = {
  name: 'name',
  bday: 'birth_date',
  sex: 'sex',
  email: 'email',
  tel: 'phone',
  'tel-national': 'phone',
  'street-address': 'address',
  'address-line1': 'street',
  'address-line2': 'complement',
  'address-level3': 'district',
  'address-level2': 'city',
  'address-level1': 'uf',
  'postal-code': 'cep',
};

/** Words in a field's name, label or placeholder (lower case, no accents), most specific first. */
const HINT_ROLES: [RegExp, FormRole][] = [
  [/\bcpf\b/, 'cpf'],
  [/\be ?mail\b|\bcorreio eletronico\b/, 'email'],
  [/\b(telefone|tel|fone|celular|cel|whatsapp|phone|mobile)\b/, 'phone'],
  [/\b(cep|zip|postal)\b/, 'cep'],
  [/\b(nascimento|nasc|birth|birthday|bday|dob)\b/, 'birth_date'],
  [/\b(sexo|genero|gender|sex)\b/, 'sex'],
  [/\b(uf|estado|state)\b/, 'uf'],
  [/\b(cidade|municipio|city|town)\b/, 'city'],
  [/\b(bairro|district|neighbou?rhood)\b/, 'district'],
  [/\b(complemento|complement|apto|apartamento)\b/, 'complement'],
  [/\b(numero|num|n|no|number)\b/, 'number'],
  [/\b(endereco|logradouro|rua|street|address)\b/, 'street'],
  [/\b(nome|name)\b/, 'name'],
];

/** Names of other people or things, not of the person: never filled with her name. */
const NOT_THE_PERSON = /\b(mae|pai|empresa|company|fantasia|razao|social|usuario|user|login|responsavel|contato de emergencia)\b/;

const words = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

type Control = WritableField | HTMLSelectElement;

function labelOf(control: Control): string {
  const labels = (control as HTMLInputElement).labels;
  const fromLabel = labels?.[0]?.textContent ?? '';
  const labelledBy = control.getAttribute('aria-labelledby');
  const root = control.getRootNode() as Document | ShadowRoot;
  const fromAria = control.getAttribute('aria-label') ?? (labelledBy ? (root.getElementById(labelledBy)?.textContent ?? '') : '');
  // A component's field (lightning-input) may carry its label on its host, outside its shadow root.
  const host = (root as Partial<ShadowRoot>).host;
  const fromHost = host ? (host.getAttribute('label') ?? host.getAttribute('aria-label') ?? '') : '';
  return (fromLabel || fromAria || fromHost).trim();
}

/** What a control asks for, or null when it asks for none of the person's data. */
export function roleOf(control: Control): FormRole | null {
  const tokens = (control.getAttribute('autocomplete') ?? '').toLowerCase().split(/\s+/);
  for (const token of tokens.reverse()) {
    const role = AUTOCOMPLETE_ROLES[token];
    if (role) return role;
  }
  if (control.localName === 'input' && (control as HTMLInputElement).type === 'email') return 'email';
  if (control.localName === 'input' && (control as HTMLInputElement).type === 'tel') return 'phone';
  const hints = words([control.getAttribute('name'), control.id, labelOf(control), control.getAttribute('placeholder')].filter(Boolean).join(' '));
  if (!hints) return null;
  for (const [pattern, role] of HINT_ROLES) {
    if (!pattern.test(hints)) continue;
    return role === 'name' && NOT_THE_PERSON.test(hints) ? null : role;
  }
  return null;
}

/** A control whose value is picked rather than typed: a select, a date input. */
function isPicked(element: Element): element is HTMLSelectElement | HTMLInputElement {
  return element.localName === 'select' || (element.localName === 'input' && (element as HTMLInputElement).type === 'date');
}

/** Whether the page lets anyone set this control: enabled, not read-only. Whether it is seen is asked apart. */
function isSettable(element: Element): boolean {
  if (!isPicked(element)) return isEditable(element);
  return !element.disabled && !(element as HTMLInputElement).readOnly;
}

function controlsOf(root: Document | Element): Control[] {
  return deepQueryAll(root, CONTROL_SELECTOR).filter(isSettable) as Control[];
}

/** Why a control is hidden, checked in its own document (a same-origin frame's). */
function hiddenReasonOf(control: Control, checks: Map<Document, VisibilityCheck>): HiddenReason | null {
  const document = control.ownerDocument;
  const view = document.defaultView;
  if (!view) return 'not_rendered';
  let check = checks.get(document);
  if (!check) {
    check = createVisibilityCheck(view);
    checks.set(document, check);
  }
  return check.field(control);
}

/** The page's documents: its own and those of its same-origin frames (others cannot be read, by design). */
function documentsOf(document: Document, depth = 0): Document[] {
  const documents = [document];
  if (depth >= 3) return documents;
  for (const frame of document.querySelectorAll('iframe, frame')) {
    try {
      const inner = (frame as HTMLIFrameElement).contentDocument;
      if (inner) documents.push(...documentsOf(inner, depth + 1));
    } catch {
      // A cross-origin frame: not ours to read.
    }
  }
  return documents;
}

function currentValue(control: Control): string {
  return 'value' in control && typeof control.value === 'string' ? control.value : (control.textContent ?? '');
}

/** A field a fill changed: what it held before (a contenteditable's nodes, a control's value) and what the fill left. */
interface Change {
  control: WeakRef<Control>;
  before: string | Node[];
  after: string;
}

/** Puts a field back as it was, through the same setter and events as the fill, so the page's framework follows. */
function restore(control: Control, before: string | Node[]): void {
  if (typeof before === 'string') {
    setControlValue(control as HTMLInputElement, before);
    return;
  }
  control.replaceChildren(...before);
  control.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true, inputType: 'historyUndo' }));
}

/** Reads the form and keeps the fields it described until the next reading, which replaces them. */
export function createFormFiller(document: Document) {
  let scanId = 0;
  let controls: WeakRef<Control>[] = [];
  let changes: Change[] = [];

  return {
    /** The fields of the form around `focused`, or of the whole page and its frames when none is focused. */
    scan(focused: Element | null): FormScan {
      scanId += 1;
      changes = [];
      const form = focused ? formOf(focused) : null;
      const all = form ? controlsOf(form) : focused ? controlsOf(focused.ownerDocument) : documentsOf(document).flatMap(controlsOf);
      const name = form ? formName(form) : null;
      const fields: FormField[] = [];
      const checks = new Map<Document, VisibilityCheck>();
      controls = [];
      for (const control of all) {
        const role = roleOf(control);
        if (!role) continue;
        const id = controls.length;
        controls.push(new WeakRef(control));
        const label = (labelOf(control) || control.getAttribute('placeholder') || control.getAttribute('name') || control.id || role).replace(/\s+/g, ' ').slice(0, 80);
        const select = control.localName === 'select' ? (control as HTMLSelectElement) : null;
        const isDate = !select && isPicked(control);
        const hidden = hiddenReasonOf(control, checks);
        fields.push({
          id,
          role,
          label,
          filled: currentValue(control).trim() !== '',
          control: select ? 'select' : isDate ? 'date' : 'text',
          ...(select ? { options: [...select.options].slice(0, 100).map((option) => ({ value: option.value, text: option.text.trim().slice(0, 80) })) } : {}),
          ...(hidden ? { hidden } : {}),
        });
      }
      return { scanId, scope: form ? { kind: 'form', ...(name ? { name } : {}) } : { kind: 'page' }, fields };
    },

    /**
     * Writes what the person confirmed; a field with a value is only written when `replace` says so.
     * A control's value goes through its setter (not the page-wide undo stack of editing commands,
     * where Ctrl+Z in one field would take back another's); a contenteditable is edited as typing.
     */
    fill(id: number, writes: FormWrite[]): number {
      if (id !== scanId) return 0;
      let written = 0;
      for (const write of writes) {
        const control = controls[write.id]?.deref();
        if (!control?.isConnected) continue;
        if (currentValue(control).trim() !== '' && !write.replace) continue;
        const editable = !('value' in control);
        const before = editable ? [...control.childNodes].map((node) => node.cloneNode(true)) : currentValue(control);
        const done = editable ? insertText(control, write.value, null, true) : setControlValue(control as HTMLInputElement, write.value);
        if (!done) continue;
        written += 1;
        changes.push({ control: new WeakRef(control), before, after: currentValue(control) });
      }
      return written;
    },

    /**
     * "Desfazer": puts back the fields the last fill of this scan changed. A field the person has
     * edited since is left as she made it, and counted apart.
     */
    undo(id: number): FormUndo {
      if (id !== scanId) return { restored: 0, kept: 0 };
      let restored = 0;
      let kept = 0;
      for (const { control: ref, before, after } of changes) {
        const control = ref.deref();
        if (!control?.isConnected || currentValue(control) !== after) {
          kept += 1;
          continue;
        }
        restore(control, before);
        restored += 1;
      }
      changes = [];
      return { restored, kept };
    },
  };
}
