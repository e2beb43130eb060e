import { KIND_TITLES } from '../../lib/identifiers/kinds';
import { ageFrom } from '../../lib/format';
import { formatQueryValue } from '../../lib/format/query';
import { formatAge, t } from '../../lib/i18n';
import { plural } from '../../lib/i18n/plural';
import type { QueryKind } from '../../lib/panel/query';
import { Breakable } from './Breakable';
import { CopyButton } from './CopyButton';

interface Props {
  kind: QueryKind;
  value: string;
  name?: string | null;
  /** The name is still on its way: its line is kept so that nothing below moves when it comes. */
  namePending?: boolean;
  birthDate?: string | null;
  place?: string | null;
  fetchedAt: number | null;
  now?: number;
  onRefresh: () => void;
  onExportJson: () => void;
  onPrint: () => void;
}

/**
 * Who or what is being looked at, in three short lines so that the record's first data shows on a
 * 600 px panel: the name, the identifier with its key facts (age, place), and the actions with the
 * answer's age. Each family's count is on its tab, the one place that knows whether it was looked up.
 */
export function RecordHeader({ kind, value, name, namePending = false, birthDate, place, fetchedAt, now, onRefresh, onExportJson, onPrint }: Props) {
  const shown = formatQueryValue(kind, value);
  const age = birthDate ? ageFrom(birthDate) : null;
  const kindTitle = t(KIND_TITLES[kind]);
  return (
    <section class="record-header" aria-label={kindTitle}>
      {name ? <h1>{name}</h1> : namePending && <p class="name-pending" aria-hidden="true" />}
      <p class="identifier">
        <span class="kind">{kindTitle}</span>{' '}
        <span data-testid="record-identifier">
          <Breakable text={shown} tail={<CopyButton value={shown} label={kindTitle} />} />
        </span>
        {/* Each fact wraps as a whole: never "58" at a line's end and "anos" below it. */}
        {age !== null && (
          <>
            {' '}
            <span class="nowrap">· {plural('ageYears', age)}</span>
          </>
        )}
        {place && (
          <>
            {' '}
            <span class="nowrap">· {place}</span>
          </>
        )}
      </p>
      <div class="actions no-print">
        <button type="button" class="small" onClick={onRefresh}>
          {t('refresh')}
        </button>
        {/* Below 300 px two labels shorten so that the actions keep one row; their names stay whole. */}
        <button type="button" class="small" onClick={onExportJson} title={t('exportJson')}>
          <span class="narrow-hidden">{t('exportJson')}</span>
          <span class="narrow-only" aria-hidden="true">
            {t('exportJsonShort')}
          </span>
        </button>
        <button type="button" class="small" onClick={onPrint} title={t('print')}>
          <span class="narrow-hidden">{t('print')}</span>
          <span class="narrow-only" aria-hidden="true">
            {t('printShort')}
          </span>
        </button>
        {fetchedAt !== null && <span class="hint">{t('fetchedAgo', formatAge(fetchedAt, now))}</span>}
      </div>
    </section>
  );
}
