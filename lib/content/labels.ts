/**
 * What a page says a block of text is, outside the text itself: the column header of a table cell (its
 * `headers`, the header row, the row's `th`), the term (`dt`) of a definition (`dd`), the label of what
 * a `label` names, an ARIA label. The scanner hands it to `detect(text, { context })`, whose cue words
 * then settle bare numbers: `6933020602` under a "Telefone" column is a phone, `12ABC34501DE35` under
 * "CNPJ" a CNPJ. (`Telefone: 6933020602` inside one block needs none of this: the cue word is in the
 * text.)
 *
 * Read from attributes and the table's structure only (no layout, no styles). A reader caches what it
 * read (header rows, the `label[for]` of each document or shadow root) until `forget`: the scanner keeps
 * one and forgets after DOM changes.
 */

/** The longest label kept: a header is a few words; a longer text is content, not a label. */
const LABEL_MAX = 120;

function labelText(element: Element | null | undefined): string {
  const text = (element?.getAttribute('aria-label') ?? element?.textContent ?? '').trim();
  return text.length > LABEL_MAX ? '' : text;
}

/** Texts of the row's cells, one entry per column it covers (a cell with `colspan=2` fills two). */
function columnTexts(row: HTMLTableRowElement): string[] {
  const texts: string[] = [];
  for (const cell of row.cells) for (let span = 0; span < Math.max(1, cell.colSpan); span++) texts.push(labelText(cell));
  return texts;
}

/** The column a cell starts in, counting the colspans before it. */
function columnOf(cell: HTMLTableCellElement): number {
  let column = 0;
  for (let previous = cell.previousElementSibling; previous; previous = previous.previousElementSibling) {
    if (previous instanceof HTMLTableCellElement) column += Math.max(1, previous.colSpan);
  }
  return column;
}

/**
 * The header row of the table a row belongs to: the last row of its `thead`, or else its first row
 * (pages put their headers there, in `th` or plain `td`); none for a row of the header itself.
 */
function headerRowOf(row: HTMLTableRowElement): HTMLTableRowElement | null {
  const table = row.closest('table');
  if (!table) return null;
  const head = table.tHead?.rows;
  if (head && head.length > 0) return row.parentElement === table.tHead ? null : (head[head.length - 1] ?? null);
  const first = table.rows[0];
  return first && first !== row ? first : null;
}

/** The terms (`dt`) right before a definition (`dd`): `<dt>Telefone</dt><dd>6933020602</dd>`. */
function termLabels(definition: Element): string[] {
  const labels: string[] = [];
  let previous = definition.previousElementSibling;
  while (previous && previous.tagName === 'DD') previous = previous.previousElementSibling;
  while (previous && previous.tagName === 'DT') {
    labels.push(labelText(previous));
    previous = previous.previousElementSibling;
  }
  return labels;
}

/** The document or shadow root an element's ids are looked up in. */
function scopeOf(element: Element): Document | ShadowRoot | null {
  const root = element.getRootNode();
  return root instanceof Document || root instanceof ShadowRoot ? root : null;
}

export interface ContextReader {
  /**
   * The context of the text of `owner` (a block-level element; a shadow root has none): the labels the
   * page gives it, joined, or `undefined` when there are none.
   */
  contextOf(owner: Node): string | undefined;
  /** Drops what was cached: the page changed. */
  forget(): void;
}

/** A row's header row's texts by column (null when it has none), and its own header cells. */
interface RowLabels {
  header: string[] | null;
  rowHeaders: HTMLTableCellElement[];
}

export function createContextReader(): ContextReader {
  /** Header texts by column, per header row. */
  let headerRows = new WeakMap<HTMLTableRowElement, string[]>();
  let rows = new WeakMap<HTMLTableRowElement, RowLabels>();
  /** The `label[for]` of a document or shadow root, by the id they name: one query per root, not per block. */
  let labelsFor = new WeakMap<Node, Map<string, Element>>();

  function headerTexts(row: HTMLTableRowElement): string[] {
    let texts = headerRows.get(row);
    if (!texts) {
      texts = columnTexts(row);
      headerRows.set(row, texts);
    }
    return texts;
  }

  function labelFor(scope: Document | ShadowRoot, id: string): Element | undefined {
    let labels = labelsFor.get(scope);
    if (!labels) {
      labels = new Map();
      for (const label of scope.querySelectorAll('label[for]')) labels.set(label.getAttribute('for') ?? '', label);
      labelsFor.set(scope, labels);
    }
    return labels.get(id);
  }

  /** Labels of a table cell: the cells its `headers` name, its column header, its row's `th`. */
  function cellLabels(cell: HTMLTableCellElement): string[] {
    const labels: string[] = [];
    const ids = cell.getAttribute('headers');
    const scope = scopeOf(cell);
    if (ids && scope) for (const id of ids.split(/\s+/)) labels.push(labelText(scope.getElementById(id)));
    const row = cell.parentElement instanceof HTMLTableRowElement ? cell.parentElement : null;
    if (row) {
      const { header, rowHeaders } = rowOf(row);
      if (header) labels.push(header[columnOf(cell)] ?? '');
      const rowHeader = rowHeaders.find((other) => other !== cell);
      if (rowHeader) labels.push(labelText(rowHeader));
    }
    return labels;
  }

  /** What every cell of a row shares, read once per row (a big table has tens of thousands of cells). */
  function rowOf(row: HTMLTableRowElement): RowLabels {
    let labels = rows.get(row);
    if (!labels) {
      const header = headerRowOf(row);
      labels = { header: header && headerTexts(header), rowHeaders: [...row.querySelectorAll<HTMLTableCellElement>(':scope > th')] };
      rows.set(row, labels);
    }
    return labels;
  }

  /** Labels the element has: `aria-labelledby`, `aria-label`, a `<label for>` naming it, a `label` just before it. */
  function ownLabels(element: Element): string[] {
    const labels: string[] = [];
    const scope = scopeOf(element);
    const labelledBy = element.getAttribute('aria-labelledby');
    if (labelledBy && scope) for (const id of labelledBy.split(/\s+/)) labels.push(labelText(scope.getElementById(id)));
    const aria = element.getAttribute('aria-label');
    if (aria) labels.push(aria);
    if (element.id && scope) labels.push(labelText(labelFor(scope, element.id)));
    const previous = element.previousElementSibling;
    if (previous?.tagName === 'LABEL') labels.push(labelText(previous));
    return labels;
  }

  return {
    contextOf(owner) {
      if (!(owner instanceof Element)) return undefined;
      const labels = ownLabels(owner);
      const holder = owner.closest('td, th, dd');
      if (holder instanceof HTMLTableCellElement) labels.push(...cellLabels(holder));
      else if (holder) labels.push(...termLabels(holder));
      const context = labels.filter((label) => label !== '').join(' | ');
      return context === '' ? undefined : context;
    },
    forget() {
      headerRows = new WeakMap();
      rows = new WeakMap();
      labelsFor = new WeakMap();
    },
  };
}
