import { fieldLabel, type FieldName } from '../../lib/i18n/field-labels';
import { Breakable } from './Breakable';
import { CopyButton } from './CopyButton';
import { formatCell, type CellFormat, type CellValue } from './table-model';

export interface KeyValue {
  field: FieldName;
  value: CellValue;
  format?: CellFormat;
  /** The unit the number is in, from the record (`m³`). */
  unit?: string | null;
  /** A key value worth its own copy button; identifiers (documents, phones) always have one. */
  copy?: boolean;
}

/** Label and value pairs; identifiers and key values copyable. */
export function KeyValues({ items }: { items: KeyValue[] }) {
  return (
    <dl class="key-values">
      {items.map(({ field, value, format, unit, copy }) => {
        const text = formatCell(value, format, unit);
        return (
          <div key={field}>
            <dt>{fieldLabel(field)}</dt>
            <dd>
              <Breakable
                text={text}
                tail={value !== null && value !== undefined && value !== '' && (copy || format === 'document' || format === 'phone') && <CopyButton value={text} label={fieldLabel(field)} />}
              />
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
