/**
 * The side panel's layout checks (docs/contracts.md, 6), measured in the page and shared by both
 * suites: nothing wider than the panel, no value cut, no word broken mid-word, and the record's first
 * data on the first screen. Each returns what is wrong, as text; `[]` when all is well.
 */
import { expect } from '@playwright/test';
import type { DriverPage, ExtensionDriver } from '../driver/driver';
import { openPanel } from './panel';

/** From Firefox's sidebar (252 px) through Chrome's side panel (360 px) to a panel dragged wider. */
export const PANEL_WIDTHS = [252, 320, 360, 420] as const;
/** The height of a side panel on a small laptop screen. */
export const PANEL_HEIGHT = 600;

/**
 * What is wrong with the layout now. Runs inside the page (so it is self-contained): `firstScreen`
 * also asks that the shown record's first data starts in the top 60% of the viewport.
 */
export function layoutProblems(firstScreen: boolean, view: Window = window): string[] {
  /**
   * The first row of data starts in the top 60% of the screen, leaving the rest of it to more data (at
   * 252 px it sat at 78%, below four rows of tabs). Declared here: the function runs in the page.
   */
  const FIRST_DATA_BY = 0.6;
  const problems: string[] = [];
  // Everything is read from `view`: in Firefox's sidebar the function runs in another page (DriverPage.evaluate).
  const { document } = view;
  const realm = view as Window & typeof globalThis;
  const root = document.documentElement;
  const describe = (element: Element) => {
    const text = (element.textContent ?? '').trim().slice(0, 40);
    return `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${text}"`;
  };
  // A virtual table of operations (thousands of rows) scrolls inside its own box, on purpose. What a
  // closed <details> holds is not shown (Firefox keeps its boxes at the width they last had).
  // A label hidden below 300 px (.narrow-hidden) still names its control; the tabs scroll sideways in
  // one row, on purpose, and are checked apart: the selected tab whole in view.
  const exempt = (element: Element) =>
    Boolean(element.closest('.table-scroll.virtual, .visually-hidden, .visually-hidden-cell, .narrow-hidden, svg, [hidden]') || element.closest('details:not([open])')?.querySelector(':scope > summary')?.contains(element) === false);
  const shown = (element: Element) => {
    const rect = element.getBoundingClientRect();
    return rect.width > 1 && rect.height > 1;
  };
  if (root.scrollWidth > root.clientWidth) problems.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth} px`);

  // A value is cut when its box clips what it holds (an ellipsis, a hidden or scrolling overflow).
  for (const element of document.querySelectorAll('body *')) {
    if (!(element instanceof realm.HTMLElement) || exempt(element) || !shown(element)) continue;
    const style = view.getComputedStyle(element);
    const clips = (style.overflowX !== 'visible' || style.textOverflow === 'ellipsis') && element.getAttribute('role') !== 'tablist';
    if (element.getBoundingClientRect().right > root.clientWidth + 0.5 && !element.closest('.skip-link, [role=tablist]')) problems.push(`past the right edge: ${describe(element)}`);
    if (clips && element.scrollWidth > element.clientWidth + 1 && element.tagName !== 'INPUT') problems.push(`cut: ${describe(element)} (${element.scrollWidth} px in ${element.clientWidth} px)`);
  }

  // A word is broken when its letters sit on two lines (identifiers, e-mails and addresses may wrap).
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || exempt(parent) || !shown(parent)) continue;
    for (const match of (node.textContent ?? '').matchAll(/\p{L}+/gu)) {
      const start = match.index ?? 0;
      const word = match[0];
      // Words of more than 20 letters are not words (a long name run together, a code).
      if (word.length < 2 || word.length > 20) continue;
      range.setStart(node, start);
      range.setEnd(node, start + word.length);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (tops.size > 1) problems.push(`word broken: "${word}" in ${describe(parent)}`);
    }
    // Nor may a formatted code break inside: a CEP, CPF, CNPJ, phone, date or amount ("01310-" / "100").
    for (const match of (node.textContent ?? '').matchAll(/(?:\(\d{2}\)\s)?[0-9A-Z]*\d[0-9A-Z]*(?:[.,/:-][0-9A-Z]+)+/g)) {
      const start = match.index ?? 0;
      range.setStart(node, start);
      range.setEnd(node, start + match[0].length);
      const tops = new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top)));
      if (tops.size > 1) problems.push(`code broken: "${match[0]}" in ${describe(parent)}`);
    }
  }

  const tablist = document.querySelector('[role=tablist]');
  const selected = tablist?.querySelector('[aria-selected=true]');
  if (tablist && selected) {
    const strip = tablist.getBoundingClientRect();
    const tab = selected.getBoundingClientRect();
    if (tab.left < strip.left - 0.5 || tab.right > strip.right + 0.5) problems.push(`the selected tab is not whole in view: ${describe(selected)}`);
    if (strip.height > 48) problems.push(`the tabs take more than one row: ${Math.round(strip.height)} px tall`);
  }

  if (firstScreen) {
    // The first row of data: a label and its value, an item, a table's row, or what says there is none.
    const first = document.querySelector('.section-body dl > div, .section-body .item, .section-body .empty, .section-body li, .section-body tr:has(td), .error-box');
    const top = first?.getBoundingClientRect().top;
    if (top === undefined) problems.push('no data shown');
    else if (top > FIRST_DATA_BY * view.innerHeight) problems.push(`first data at ${Math.round(top)} px, below ${FIRST_DATA_BY * 100}% of a ${view.innerHeight} px screen`);
  }
  return problems;
}

/** Waits until the shown family has its answer (an error box counts: it is what there is to read). */
async function loaded(page: DriverPage): Promise<void> {
  await page.expectHidden({ css: '[aria-busy="true"]' }, { timeout: 15_000 });
  await page.expectVisible({ css: '.section-body, .error-box' }, { timeout: 15_000 });
}

/**
 * Every tab of each identifier's record at every width, one page per identifier resized in place:
 * what is wrong, by identifier, tab and width. The first tab, as the panel opens, must show data on
 * the first screen. `open` gives the panel at a query: by default its page in a tab; Firefox's suite
 * passes its real sidebar (e2e/firefox/panel.spec.ts).
 */
export async function panelLayoutProblems(
  driver: ExtensionDriver,
  queries: string[],
  widths: readonly number[] = PANEL_WIDTHS,
  open: (query: string) => Promise<DriverPage> = (query) => openPanel(driver, query, widths[0]),
): Promise<string[]> {
  const found: string[] = [];
  for (const query of queries) {
    const page = await open(query);
    await page.setViewport(widths[0] ?? 360, PANEL_HEIGHT);
    await page.expectVisible({ testId: 'record-identifier' });
    const tabs = await page.evaluate((_, view = window) => [...view.document.querySelectorAll('[role=tab]')].map((tab) => tab.id), undefined);
    let first = true;
    for (const tab of tabs.length > 0 ? tabs : [null]) {
      // The first tab as the panel opens it: a click could scroll the page before it is measured.
      if (tab && !first) await page.click({ css: `#${tab}` });
      await loaded(page);
      for (const width of widths) {
        await page.setViewport(width, PANEL_HEIGHT);
        // What the page does about its new size (the tabs bring the selected one back into view) runs
        // in the frame that follows the resize: measured after two.
        await page.evaluate((_, view = window) => new Promise((done) => view.requestAnimationFrame(() => view.requestAnimationFrame(done))), undefined);
        expect(await page.evaluate((_, view = window) => [view.innerWidth, view.innerHeight], undefined)).toEqual([width, PANEL_HEIGHT]);
        // The function itself goes to the page (it is self-contained), as both drivers serialize it.
        const problems = await page.evaluate(layoutProblems, first);
        found.push(...problems.map((problem) => `${query} ${tab ?? '(one family)'} @${width}: ${problem}`));
      }
      first = false;
    }
    await page.close();
  }
  return found;
}
