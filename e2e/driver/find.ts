/**
 * Finds a Target's first visible match inside the page, for drivers without Playwright's locators
 * (Firefox over BiDi). It runs in the page: self-contained, no imports, no closures. Roles and
 * accessible names follow what Playwright computes for the markup this extension renders (native
 * elements, `role`, `aria-label`, `aria-labelledby`, `<label>`), not the whole ARIA specification.
 */
import type { AriaRole, Target } from './driver';

/** A Target flattened, its RegExps made serializable. */
export interface WireTarget {
  role?: AriaRole;
  name?: WireText;
  exact?: boolean;
  level?: number;
  label?: WireText;
  text?: WireText;
  testId?: string;
  css?: string;
  within?: string;
}
export type WireText = { source: string; flags: string } | string;

export function toWire(target: Target): WireTarget {
  const wire = (value: string | RegExp) => (value instanceof RegExp ? { source: value.source, flags: value.flags } : value);
  const copy = { ...target } as Record<string, unknown>;
  for (const key of ['name', 'label', 'text']) if (copy[key] !== undefined) copy[key] = wire(copy[key] as string | RegExp);
  return copy as WireTarget;
}

export function describeTarget(target: Target): string {
  const { within, ...rest } = target;
  const text = Object.entries(rest)
    .map(([key, value]) => `${key}=${value instanceof RegExp ? String(value) : JSON.stringify(value)}`)
    .join(' ');
  return within ? `${text} within ${within}` : text;
}

/**
 * Runs in the page. Answers the first visible element the target names in `doc` (by default the
 * page's own document; another window's document works too, e.g. Firefox's sidebar seen from a tab of
 * the extension), or null.
 */
export function findTarget(target: WireTarget, doc?: Document): Element | null {
  const scope = doc ?? document;
  const view = (scope.defaultView ?? window) as typeof globalThis;
  const ROLES: Record<string, string> = {
    alert: '[role=alert]',
    button: 'button, [role=button], input[type=button], input[type=submit], input[type=reset]',
    checkbox: 'input[type=checkbox], [role=checkbox]',
    combobox: 'select, [role=combobox]',
    dialog: 'dialog, [role=dialog]',
    heading: 'h1, h2, h3, h4, h5, h6, [role=heading]',
    link: 'a[href], [role=link]',
    radio: 'input[type=radio], [role=radio]',
    searchbox: 'input[type=search], [role=searchbox]',
    status: '[role=status], output',
    tab: '[role=tab]',
    textbox:
      'input:not([type]), input[type=text], input[type=email], input[type=tel], input[type=url], input[type=number], input[type=password], textarea, [role=textbox]',
  };
  const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
  const matches = (actual: string, expected: WireText, exact: boolean | undefined) => {
    if (typeof expected !== 'string') return new RegExp(expected.source, expected.flags).test(actual);
    return exact ? actual === normalize(expected) : actual.toLowerCase().includes(normalize(expected).toLowerCase());
  };
  const hidden = (element: Element) => {
    if (element.closest('[aria-hidden="true"], [hidden]')) return true;
    const box = element.getBoundingClientRect();
    const visible = (element as HTMLElement).checkVisibility?.({ checkOpacity: false, checkVisibilityCSS: true }) ?? true;
    return !visible || (box.width === 0 && box.height === 0);
  };
  const textOf = (node: Node): string => {
    if (node.nodeType === Node.TEXT_NODE) return (node as Text).data;
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    const element = node as Element;
    if (element.getAttribute('aria-hidden') === 'true' || ['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName)) return '';
    const label = element.getAttribute('aria-label');
    if (label) return ` ${label} `;
    if (element instanceof view.HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type)) return element.value;
    if (element instanceof view.HTMLImageElement) return element.alt;
    return [...element.childNodes].map(textOf).join('');
  };
  const byIds = (ids: string) =>
    ids
      .split(/\s+/)
      .map((id) => scope.getElementById(id))
      .filter((element): element is HTMLElement => element !== null)
      .map((element) => textOf(element))
      .join(' ');
  const accessibleName = (element: Element): string => {
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy) return normalize(byIds(labelledBy));
    const label = element.getAttribute('aria-label');
    if (label) return normalize(label);
    const labels = (element as HTMLInputElement).labels;
    if (labels && labels.length > 0) return normalize([...labels].map(textOf).join(' '));
    if (element instanceof view.HTMLInputElement || element instanceof view.HTMLTextAreaElement || element instanceof view.HTMLSelectElement) {
      return normalize(element.getAttribute('title') ?? element.getAttribute('placeholder') ?? '');
    }
    return normalize(textOf(element));
  };

  const root: ParentNode = target.within ? (scope.querySelector(target.within) ?? scope.createElement('div')) : scope;
  let candidates: Element[];
  if (target.role !== undefined) {
    const selector = ROLES[target.role];
    if (!selector) throw new Error(`unknown role ${target.role}`);
    candidates = [...root.querySelectorAll(selector)].filter((element) => {
      if (target.level !== undefined) {
        const level = Number(element.getAttribute('aria-level') ?? element.tagName.replace(/^H/, ''));
        if (level !== target.level) return false;
      }
      return target.name === undefined || matches(accessibleName(element), target.name, target.exact);
    });
  } else if (target.label !== undefined) {
    const label = target.label;
    candidates = [...root.querySelectorAll('input, textarea, select, [role=textbox], [role=searchbox], [role=combobox], [role=checkbox]')].filter((element) =>
      matches(accessibleName(element), label, target.exact),
    );
  } else if (target.text !== undefined) {
    const text = target.text;
    const all = [...root.querySelectorAll('body *')].filter(
      (element) => !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(element.tagName) && matches(normalize(textOf(element)), text, target.exact),
    );
    // The innermost elements that match, as Playwright's getByText does.
    candidates = all.filter((element) => !all.some((other) => other !== element && element.contains(other)));
  } else if (target.testId !== undefined) {
    candidates = [...root.querySelectorAll(`[data-testid="${CSS.escape(target.testId)}"]`)];
  } else if (target.css !== undefined) {
    candidates = [...root.querySelectorAll(target.css)];
  } else {
    throw new Error('empty target');
  }
  return candidates.find((element) => !hidden(element)) ?? null;
}
