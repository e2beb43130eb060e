import type { ParsedContacts } from '../../lib/enrichment/csv';
import { ROW_PROBLEM_LABELS } from '../../lib/enrichment/labels';
import { t } from '../../lib/i18n';

const PREVIEW_ROWS = 5;

/** What a CSV holds before anything is sent: counts, columns used, first rows, and the rows skipped. */
export function CsvPreview({ fileName, parsed, onSend }: { fileName: string; parsed: ParsedContacts; onSend: () => void }) {
  const used = Object.values(parsed.columns).join(', ');
  return (
    <div class="csv-preview">
      <p role="status">{t('csvSummary', [fileName, String(parsed.rows.length), String(parsed.invalid.length), String(parsed.duplicates)])}</p>
      <p class="hint">{t('csvColumns', used)}</p>
      <h4>{t('csvPreview')}</h4>
      <div class="table-scroll">
        <table>
          <thead>
            <tr>
              {parsed.header.map((name) => (
                <th scope="col" key={name}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {parsed.rows.slice(0, PREVIEW_ROWS).map((row) => (
              <tr key={row.line}>
                {parsed.header.map((name) => (
                  <td key={name}>{row.original[name]}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {parsed.invalid.length > 0 && (
        <details open={parsed.invalid.length <= 20}>
          <summary>
            {t('csvInvalidHeading')} ({parsed.invalid.length})
          </summary>
          <ul class="invalid-rows">
            {parsed.invalid.map((row) => (
              <li key={row.line}>{t('csvLine', [String(row.line), t(ROW_PROBLEM_LABELS[row.problem], row.value ?? '')])}</li>
            ))}
          </ul>
        </details>
      )}
      <button type="button" class="primary" disabled={parsed.rows.length === 0} onClick={onSend}>
        {t('sendContacts', parsed.rows.length)}
      </button>
    </div>
  );
}
