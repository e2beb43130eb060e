/**
 * Which fields "Preencher formulário" may touch: those of the form the person is working in. A page
 * often holds several (a React card beside a Vue form, a Lightning component in shadow DOM), and a
 * fill must not spill from one into another. The form is the nearest `<form>`, `role="form"` or
 * dialog around the field the person last went to, across open shadow roots; where the markup has
 * none, the nearest box that holds a button with its fields (a CRM card and its "Salvar").
 */

/** Controls a person fills, in the markup of any framework. */
export const CONTROL_SELECTOR = 'input, textarea, select, [contenteditable]:not([contenteditable="false"])';
const FORM_LIKE = 'form, [role="form"], dialog, [role="dialog"]';
const BUTTON = 'button, input[type="submit"], input[type="button"], [role="button"]';
const HEADING = 'legend, h1, h2, h3, h4, h5, h6, [role="heading"]';

/** The parent of an element, or the host of the shadow root it is the top of. */
export function composedParent(element: Element): Element | null {
  if (element.parentElement) return element.parentElement;
  const root = element.getRootNode() as Partial<ShadowRoot>;
  return root.host ?? null;
}

/** The elements matching `selector` in `root` and in every open shadow root inside it, in the order a person reads them. */
export function deepQueryAll(root: ParentNode, selector: string): Element[] {
  const found: Element[] = [];
  const walk = (scope: ParentNode) => {
    for (const element of scope.querySelectorAll('*')) {
      if (element.matches(selector)) found.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  const host = root as Partial<Element>;
  if (host.shadowRoot) walk(host.shadowRoot);
  walk(root);
  return found;
}

/** The form around `field`, or null when it sits in none (the whole document is then in use). */
export function formOf(field: Element): Element | null {
  for (let element: Element | null = field; element; element = composedParent(element)) {
    if (element.matches(FORM_LIKE)) return element;
  }
  const top = field.ownerDocument.body;
  for (let element = composedParent(field); element && element !== top && element !== field.ownerDocument.documentElement; element = composedParent(element)) {
    if (element.querySelector(BUTTON) && deepQueryAll(element, CONTROL_SELECTOR).length >= 2) return element;
  }
  return null;
}

const clean = (text: string | null | undefined) => (text ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);

/** The form's name as the person reads it: its label, else its first heading or legend. */
export function formName(form: Element): string | null {
  const labelledBy = form.getAttribute('aria-labelledby');
  const root = form.getRootNode() as Document | ShadowRoot;
  const name =
    clean(form.getAttribute('aria-label')) ||
    clean(labelledBy ? root.getElementById(labelledBy)?.textContent : null) ||
    clean(form.querySelector(HEADING)?.textContent) ||
    clean(form.getAttribute('title'));
  return name || null;
}
