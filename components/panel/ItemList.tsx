import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { formatInteger } from '../../lib/format';
import { fieldLabel, type FieldName } from '../../lib/i18n/field-labels';
import { t } from '../../lib/i18n';
import { Breakable } from './Breakable';
import { CopyButton } from './CopyButton';
import { TableHead } from './DataTable';
import { copiable, formatCell, type Column } from './table-model';

/** Items shown at first; the rest come a page at a time, so a long list stays light. */
export const ITEMS_PAGE = 50;

interface Props<Row> {
  title: string;
  columns: Column<Row>[];
  rows: Row[];
  /** The fields each item shows folded, in order: the few a person decides on. */
  keyFields: FieldName[];
  /** File name of the CSV export, without extension. */
  fileName: string;
  onOpen: (query: string) => void;
  /** Whether the whole item deserves attention (a restriction, a case in court). */
  flagged?: (row: Row) => boolean;
  /** The heading level of the title: 4 for a group under another heading (a relative's properties). */
  level?: 3 | 4;
  /** What an item opens below itself (a transport partner's operations), with its button's label. */
  detail?: Detail<Row>;
  /** Items shown at first and added by "Mostrar mais" (ITEMS_PAGE unless given). */
  pageSize?: number;
  /** The identifier the panel is about: a folded item leaves out the fields that only name it again. */
  subject?: string;
}

interface Detail<Row> {
  render: (row: Row) => ComponentChildren;
  toggleLabel: (row: Row, open: boolean) => string;
}

/** One record as text, a line per field: what "Copiar registro" puts on the clipboard. */
export function recordText<Row>(columns: Column<Row>[], row: Row): string {
  return columns
    .filter((column) => {
      const value = column.value(row);
      return value !== null && value !== undefined && value !== '';
    })
    .map((column) => `${fieldLabel(column.field)}: ${formatCell(column.value(row), column.format, column.unit?.(row))}`)
    .join('\n');
}

function Value<Row>({ row, column, onOpen }: { row: Row; column: Column<Row>; onOpen: (query: string) => void }) {
  const text = formatCell(column.value(row), column.format, column.unit?.(row));
  const query = column.link?.(row);
  return (
    <span class={column.emphasis?.(row) ? 'value emphasis' : 'value'}>
      {query ? (
        <button type="button" class="link" onClick={() => onOpen(query)}>
          <Breakable text={text} />
        </button>
      ) : (
        <Breakable text={text} />
      )}
    </span>
  );
}

interface ItemProps<Row> {
  row: Row;
  columns: Column<Row>[];
  keyColumns: Column<Row>[];
  onOpen: (query: string) => void;
  flagged: boolean;
  detail: Detail<Row> | undefined;
  subject: string | undefined;
}

function Item<Row>({ row, columns, keyColumns: allKeyColumns, onOpen, flagged, detail, subject }: ItemProps<Row>) {
  const [open, setOpen] = useState(false);
  const keyColumns = subject === undefined ? allKeyColumns : allKeyColumns.filter((column) => column.link?.(row) !== subject);
  const [detailOpen, setDetailOpen] = useState(false);
  // One identifier of the item gets its own copy button (a CPF, a CNPJ); the rest copy with the record.
  const identifier = keyColumns.find((column) => copiable({ ...column, copy: false }, row));
  return (
    <li class={flagged ? 'item flagged' : 'item'}>
      <dl class="facts">
        {keyColumns.map((column) => (
          <div key={column.field} class="fact" data-field={column.field}>
            <dt>{fieldLabel(column.field)}</dt>
            <dd>
              <Value row={row} column={column} onOpen={onOpen} />
            </dd>
          </div>
        ))}
      </dl>
      <div class="item-actions">
        {detail && (
          <button type="button" class="small" aria-expanded={detailOpen} onClick={() => setDetailOpen(!detailOpen)}>
            {detail.toggleLabel(row, detailOpen)}
          </button>
        )}
        <button type="button" class="small" aria-expanded={open} onClick={() => setOpen(!open)}>
          {open ? t('fewerFields') : t('allFields')}
        </button>
        <CopyButton value={recordText(columns, row)} label={t('copyRecord')} text={t('copyRecord')} />
        {identifier && <CopyButton value={formatCell(identifier.value(row), identifier.format)} label={fieldLabel(identifier.field)} />}
      </div>
      {open && (
        <dl class="all-fields">
          {columns.map((column) => (
            <div key={column.field} data-field={column.field}>
              <dt>{fieldLabel(column.field)}</dt>
              <dd>
                <Value row={row} column={column} onOpen={onOpen} />
              </dd>
            </div>
          ))}
        </dl>
      )}
      {detail && detailOpen && <div class="item-detail">{detail.render(row)}</div>}
    </li>
  );
}

/**
 * Records as compact items for a narrow panel: each shows its key fields, all of them on demand, and
 * copies as a whole; the list exports as CSV like a table, and long lists show a page at a time.
 */
export function ItemList<Row>({ title, columns, rows, keyFields, fileName, onOpen, flagged, level = 3, detail, pageSize = ITEMS_PAGE, subject }: Props<Row>) {
  const [shown, setShown] = useState(pageSize);
  const keyColumns = keyFields.flatMap((field) => columns.filter((column) => column.field === field));
  const rest = rows.length - shown;
  return (
    <div class="table-block">
      <TableHead title={title} columns={columns} rows={rows} fileName={fileName} level={level} />
      <ul class="items">
        {rows.slice(0, shown).map((row, index) => (
          <Item key={index} row={row} columns={columns} keyColumns={keyColumns} onOpen={onOpen} flagged={flagged?.(row) ?? false} detail={detail} subject={subject} />
        ))}
      </ul>
      {rest > 0 && (
        <button type="button" class="small" onClick={() => setShown(shown + pageSize)}>
          {t('showMoreItems', formatInteger(Math.min(rest, pageSize)))}
        </button>
      )}
    </div>
  );
}
