import type { LogEntry } from '../../lib/background/log';
import { t } from '../../lib/i18n';

interface Props {
  entries: LogEntry[];
  notice: string | null;
  onCopy: () => void;
  onClear: () => void;
}

/** The background's diagnostic log: the latest errors, for support, with nothing personal in them. */
export function DiagnosticsSection({ entries, notice, onCopy, onClear }: Props) {
  return (
    <section aria-labelledby="diagnostics-heading">
      <h2 id="diagnostics-heading">{t('diagnosticsHeading')}</h2>
      <p>{t('diagnosticsIntro')}</p>
      {entries.length === 0 ? (
        <p class="empty">{t('diagnosticsEmpty')}</p>
      ) : (
        <ol class="diagnostics">
          {entries
            .slice(-20)
            .reverse()
            .map((entry, index) => (
              <li key={index}>
                <time dateTime={new Date(entry.time).toISOString()}>{new Date(entry.time).toLocaleString(document.documentElement.lang || undefined)}</time> {entry.context} · {entry.kind}
                {entry.message ? `: ${entry.message}` : ''}
              </li>
            ))}
        </ol>
      )}
      <button type="button" onClick={onCopy}>
        {t('diagnosticsCopy')}
      </button>{' '}
      <button type="button" onClick={onClear} disabled={entries.length === 0}>
        {t('diagnosticsClear')}
      </button>
      {notice && <p role="status">{notice}</p>}
    </section>
  );
}
