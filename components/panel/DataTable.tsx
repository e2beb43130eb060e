import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { toCsv, safeFileName } from '../../lib/files/formats';
import { fieldLabel } from '../../lib/i18n/field-labels';
import { t } from '../../lib/i18n';
import { plural } from '../../lib/i18n/plural';
import { CopyButton } from './CopyButton';
import { downloadText } from '../../lib/files/download';
import { copiable, exportCell, formatCell, type Column } from './table-model';

/** Above this many rows only the rows in view are rendered, so 10,000 scroll smoothly. */
export const VIRTUALIZE_ABOVE = 60;
export const ROW_HEIGHT = 34;
const VIEWPORT_ROWS = 14;
const OVERSCAN = 8;
/** The narrowest a virtual table's column gets: its fixed layout would otherwise share out the panel's 360 px. */
const VIRTUAL_COLUMN_REM = 7.5;

interface Props<Row> {
  title: string;
  columns: Column<Row>[];
  rows: Row[];
  /** File name of the CSV export, without extension. */
  fileName: string;
  onOpen: (query: string) => void;
  /** Extra content under a row, shown on demand (a partner's operations). */
  detail?: (row: Row) => ComponentChildren;
  detailToggleLabel?: (row: Row, open: boolean) => string;
}

function Cell<Row>({ row, column, onOpen }: { row: Row; column: Column<Row>; onOpen: (query: string) => void }) {
  const raw = column.value(row);
  const text = formatCell(raw, column.format, column.unit?.(row));
  const query = column.link?.(row);
  return (
    <td class={column.emphasis?.(row) ? 'emphasis' : undefined} data-field={column.field}>
      {query ? (
        <button type="button" class="link" onClick={() => onOpen(query)}>
          {text}
        </button>
      ) : (
        text
      )}
      {copiable(column, row) && <CopyButton value={text} label={fieldLabel(column.field)} />}
    </td>
  );
}

/** A list's title with its count, and its CSV export (every column, as the table or list has them). */
export function TableHead<Row>({ title, columns, rows, fileName, level = 3 }: { title: string; columns: Column<Row>[]; rows: Row[]; fileName: string; level?: 3 | 4 }) {
  const Heading = level === 4 ? 'h4' : 'h3';
  const exportCsv = () =>
    downloadText(
      `${safeFileName(fileName)}.csv`,
      toCsv(
        columns.map((column) => fieldLabel(column.field)),
        rows.map((row) => columns.map((column) => exportCell(column.value(row), column.format))),
      ),
      'text/csv;charset=utf-8',
    );
  return (
    <div class="table-head">
      <Heading>
        {title} <span class="count">{plural('records', rows.length)}</span>
      </Heading>
      <button type="button" class="small" onClick={exportCsv} aria-label={`${t('exportCsv')}: ${title}`}>
        {t('exportCsv')}
      </button>
    </div>
  );
}

/** A table of records: identifiers and key values copyable, identifiers linked, exportable as CSV, virtualized when long. */
export function DataTable<Row>({ title, columns, rows, fileName, onOpen, detail, detailToggleLabel }: Props<Row>) {
  const [scrollTop, setScrollTop] = useState(0);
  const [openRows, setOpenRows] = useState<ReadonlySet<number>>(new Set());
  const virtual = rows.length > VIRTUALIZE_ABOVE && !detail;
  const first = virtual ? Math.max(0, Math.floor(scrollTop / ROW_HEIGHT) - OVERSCAN) : 0;
  const last = virtual ? Math.min(rows.length, first + VIEWPORT_ROWS + 2 * OVERSCAN) : rows.length;

  const toggle = (index: number) => {
    const next = new Set(openRows);
    if (next.has(index)) next.delete(index);
    else next.add(index);
    setOpenRows(next);
  };

  return (
    <div class="table-block">
      <TableHead title={title} columns={columns} rows={rows} fileName={fileName} />
      <div
        class={virtual ? 'table-scroll virtual' : 'table-scroll'}
        style={virtual ? { height: `${VIEWPORT_ROWS * ROW_HEIGHT}px` } : undefined}
        onScroll={virtual ? (event) => setScrollTop(event.currentTarget.scrollTop) : undefined}
        // A table wider than a 360 px panel scrolls sideways: the keyboard must reach its box to scroll it.
        tabIndex={0}
        role="region"
        aria-label={title}
      >
        {/* A virtual table keeps fixed columns (so scrolling does not lay them out again), each wide enough to read. */}
        <table style={virtual ? { minWidth: `${columns.length * VIRTUAL_COLUMN_REM}rem` } : undefined}>
          <thead>
            <tr>
              {detail && <th scope="col" class="visually-hidden-cell" />}
              {columns.map((column) => (
                <th scope="col" key={column.field}>
                  {fieldLabel(column.field)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {virtual && first > 0 && <tr style={{ height: `${first * ROW_HEIGHT}px` }} aria-hidden="true" />}
            {rows.slice(first, last).map((row, offset) => {
              const index = first + offset;
              const isOpen = openRows.has(index);
              return [
                <tr key={index} style={virtual ? { height: `${ROW_HEIGHT}px` } : undefined}>
                  {detail && (
                    <td>
                      <button type="button" class="small" aria-expanded={isOpen} onClick={() => toggle(index)}>
                        {detailToggleLabel?.(row, isOpen) ?? (isOpen ? '−' : '+')}
                      </button>
                    </td>
                  )}
                  {columns.map((column) => (
                    <Cell key={column.field} row={row} column={column} onOpen={onOpen} />
                  ))}
                </tr>,
                detail && isOpen ? (
                  <tr key={`${index}-detail`} class="detail">
                    <td colSpan={columns.length + 1}>{detail(row)}</td>
                  </tr>
                ) : null,
              ];
            })}
            {virtual && last < rows.length && <tr style={{ height: `${(rows.length - last) * ROW_HEIGHT}px` }} aria-hidden="true" />}
          </tbody>
        </table>
      </div>
    </div>
  );
}
