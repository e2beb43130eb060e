import { fieldLabel, type FieldName } from '../../lib/field-labels';
import { CopyButton } from './CopyButton';
import { formatCell, type CellFormat, type CellValue } from './table-model';

export interface KeyValue {
  field: FieldName;
  value: CellValue;
  format?: CellFormat;
}

/** Label and value pairs, each value copyable. */
export function KeyValues({ items }: { items: KeyValue[] }) {
  return (
    <dl class="key-values">
      {items.map(({ field, value, format }) => {
        const text = formatCell(value, format);
        return (
          <div key={field}>
            <dt>{fieldLabel(field)}</dt>
            <dd>
              {text}
              {value !== null && value !== undefined && value !== '' && <CopyButton value={text} label={fieldLabel(field)} />}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
