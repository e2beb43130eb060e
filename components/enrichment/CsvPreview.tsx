import type { ParsedContacts } from '../../lib/enrichment/csv';
import { ROW_PROBLEM_LABELS } from '../../lib/enrichment/labels';
import { countOutcomes } from '../../lib/enrichment/csv-outcomes';
import { t } from '../../lib/i18n';
import { plural } from '../../lib/i18n/plural';
import { AlreadyEnriched } from './AlreadyEnriched';

const PREVIEW_ROWS = 5;
const SEPARATOR_NAMES: Record<string, string> = { ';': ';', ',': ',', '\t': 'tab', '|': '|' };

interface Props {
  fileName: string;
  parsed: ParsedContacts;
  /** What sending costs, the contacts already enriched left out unless the person sends them again. */
  cost: string;
  /** Contacts of the file enriched within the cache's TTL, and whether to pay for them again. */
  known: number;
  resendKnown: boolean;
  onResendKnown: (resend: boolean) => void;
  disabled?: boolean;
  onSend: (event: MouseEvent) => void;
}

/** What a CSV holds before anything is sent: counts, columns used, first rows, the rows left out, and the cost. */
export function CsvPreview({ fileName, parsed, cost, known, resendKnown, onResendKnown, disabled = false, onSend }: Props) {
  const counts = countOutcomes(parsed);
  const used = Object.values(parsed.columns).map((index) => parsed.header[index]).join(', ');
  const invalid = parsed.rows.filter((row) => row.outcome.kind === 'invalid');
  return (
    <div class="csv-preview">
      <p role="status">{t('csvSummary', [fileName, plural('validContacts', counts.contact), plural('invalidRows', counts.invalid), plural('mergedDuplicates', counts.duplicate)])}</p>
      <p class="hint">
        {t('csvColumns', used)} {t('csvEncoding', [parsed.encoding.toUpperCase(), SEPARATOR_NAMES[parsed.separator] ?? parsed.separator])}
      </p>
      <h4>{t('csvPreview')}</h4>
      <div class="table-scroll">
        <table>
          <thead>
            <tr>
              {parsed.header.map((name, index) => (
                <th scope="col" key={index}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {parsed.rows
              .filter((row) => row.outcome.kind === 'contact')
              .slice(0, PREVIEW_ROWS)
              .map((row) => (
                <tr key={row.line}>
                  {parsed.header.map((_, index) => (
                    <td key={index}>{row.fields[index]}</td>
                  ))}
                </tr>
              ))}
          </tbody>
        </table>
      </div>
      {invalid.length > 0 && (
        <details open={invalid.length <= 20}>
          <summary>
            {t('csvInvalidHeading')} ({invalid.length})
          </summary>
          <ul class="invalid-rows">
            {invalid.map((row) =>
              row.outcome.kind === 'invalid' ? <li key={row.line}>{t('csvLine', [String(row.line), t(ROW_PROBLEM_LABELS[row.outcome.problem], row.outcome.value ?? '')])}</li> : null,
            )}
          </ul>
        </details>
      )}
      <AlreadyEnriched count={known} resend={resendKnown} onResend={onResendKnown} />
      <p class="cost">{cost}</p>
      <button type="button" class="primary" disabled={disabled || counts.contact === 0} onClick={onSend}>
        {plural('sendContacts', counts.contact)}
      </button>
    </div>
  );
}
