import type { CacheStats, CachedSubject } from '../../lib/background/cache';
import type { OcrDocument } from '../../lib/background/ocr-store';
import { formatBytes, formatInteger } from '../../lib/format';
import { formatIdentifierKey } from '../../lib/identifiers/keys';
import { formatAge, t } from '../../lib/i18n';
import { plural } from '../../lib/i18n/plural';

/** The TTL choices offered, in hours (0 = no cache; 720 = 30 days, the maximum). */
export const TTL_CHOICES_HOURS = [0, 1, 6, 24, 72, 168, 720];

function ttlLabel(hours: number): string {
  if (hours === 0) return t('ttlNone');
  return hours < 48 ? t('ttlHours', hours) : t('ttlDays', hours / 24);
}

const LISTED = 50;

interface Props {
  ttlHours: number;
  /** The organization's cap on the TTL, if any: longer choices are not offered. */
  ttlCapHours?: number | undefined;
  stats: CacheStats | null;
  subjects: CachedSubject[];
  notice: string | null;
  now?: number;
  onTtlChange: (hours: number) => void;
  onClear: () => void;
  onForget: (subject: string) => void;
  /** Scanned documents whose OCR text is kept (by the reader), and erasing one. */
  ocrDocuments: OcrDocument[];
  onForgetOcr: (hash: string) => void;
}

/** How long records are kept, what is kept now, and erasing it. */
export function CacheSection({ ttlHours, ttlCapHours, stats, subjects, notice, now, onTtlChange, onClear, onForget, ocrDocuments, onForgetOcr }: Props) {
  const offered = TTL_CHOICES_HOURS.filter((hours) => ttlCapHours === undefined || hours <= ttlCapHours);
  const choices = offered.includes(ttlHours) ? offered : [...offered, ttlHours].sort((a, b) => a - b);
  return (
    <section aria-labelledby="cache-heading">
      <h2 id="cache-heading">{t('cacheHeading')}</h2>
      <label for="cache-ttl">{t('cacheTtlLabel')}</label>
      <select id="cache-ttl" value={String(ttlHours)} onChange={(event) => onTtlChange(Number(event.currentTarget.value))}>
        {choices.map((hours) => (
          <option key={hours} value={String(hours)}>
            {ttlLabel(hours)}
          </option>
        ))}
      </select>
      {ttlCapHours !== undefined && (
        <p class="hint managed" data-testid="managed-note">
          🔒 {t('cacheTtlCapped', ttlLabel(ttlCapHours))}
        </p>
      )}
      <p data-testid="cache-summary">
        {stats === null || stats.entries === 0
          ? t('cacheEmpty')
          : t('cacheSummary', [plural('people', stats.people), plural('companies', stats.companies), formatBytes(stats.bytes)])}
      </p>
      <button type="button" onClick={onClear}>
        {t('cacheClear')}
      </button>
      {subjects.length > 0 && (
        <details>
          <summary>
            {t('cacheListHeading')} ({formatInteger(subjects.length)})
          </summary>
          <ul class="subjects">
            {subjects.slice(0, LISTED).map((entry) => (
              <li key={entry.subject}>
                {formatIdentifierKey(entry.subject)} · {formatAge(entry.fetchedAt, now)}{' '}
                <button type="button" class="small" aria-label={t('cacheForgetLabel', formatIdentifierKey(entry.subject))} onClick={() => onForget(entry.subject)}>
                  {t('cacheForget')}
                </button>
              </li>
            ))}
          </ul>
          {subjects.length > LISTED && <p class="hint">{t('cacheMore', formatInteger(subjects.length - LISTED))}</p>}
        </details>
      )}
      {ocrDocuments.length > 0 && (
        <details data-testid="ocr-documents">
          <summary>
            {t('ocrCacheHeading')} ({formatInteger(ocrDocuments.length)})
          </summary>
          <p class="hint">{t('ocrCacheHint')}</p>
          <ul class="subjects">
            {ocrDocuments.map((document) => (
              <li key={document.hash}>
                {document.title || t('ocrCacheUntitled')} · {plural('pages', document.pages)} · {formatBytes(document.size)} · {formatAge(document.savedAt, now)}{' '}
                <button type="button" class="small" aria-label={t('ocrCacheForgetLabel', document.title || t('ocrCacheUntitled'))} onClick={() => onForgetOcr(document.hash)}>
                  {t('cacheForget')}
                </button>
              </li>
            ))}
          </ul>
        </details>
      )}
      {notice && (
        <p class="hint" role="status">
          {notice}
        </p>
      )}
    </section>
  );
}
