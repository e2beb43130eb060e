import { KIND_TITLES } from '../../lib/identifiers/kinds';
import { ageFrom } from '../../lib/format';
import { formatDocument, formatPhone } from '../../lib/identifiers/format';
import { formatAge, t } from '../../lib/i18n';
import { plural } from '../../lib/i18n/plural';
import type { QueryKind } from '../../lib/panel/query';
import { CopyButton } from './CopyButton';


export interface FamilyCount {
  label: string;
  count: number | null;
  /** Opens the family's tab, to look it up when it has not been yet. */
  onShow?: () => void;
}

interface Props {
  kind: QueryKind;
  value: string;
  name?: string | null;
  /** The name is still on its way: its line is kept so that nothing below moves when it comes. */
  namePending?: boolean;
  birthDate?: string | null;
  place?: string | null;
  counts: FamilyCount[];
  fetchedAt: number | null;
  now?: number;
  onRefresh: () => void;
  onExportJson: () => void;
  onPrint: () => void;
}

/** Who or what is being looked at: name, formatted identifier, age, place, counts, freshness, actions. */
export function RecordHeader({ kind, value, name, namePending = false, birthDate, place, counts, fetchedAt, now, onRefresh, onExportJson, onPrint }: Props) {
  const shown = kind === 'phone' ? formatPhone(value) : kind === 'cpf' || kind === 'cnpj' ? formatDocument(value) : value;
  const age = birthDate ? ageFrom(birthDate) : null;
  return (
    <section class="record-header" aria-label={t(KIND_TITLES[kind])}>
      <p class="kind">{t(KIND_TITLES[kind])}</p>
      {name ? <h1>{name}</h1> : namePending && <p class="name-pending" aria-hidden="true" />}
      <p class="identifier">
        <span data-testid="record-identifier">{shown}</span>
        <CopyButton value={shown} label={t(KIND_TITLES[kind])} />
        {age !== null && <span> · {plural('ageYears', age)}</span>}
        {place && <span> · {place}</span>}
      </p>
      {counts.length > 1 && (
        <ul class="family-counts" aria-label={t('familyCounts')}>
          {counts.map((family) => (
            <li key={family.label}>
              {family.label}:{' '}
              {family.count !== null ? (
                <strong>{family.count}</strong>
              ) : family.onShow ? (
                <>
                  <button type="button" class="link no-print" onClick={family.onShow}>
                    {t('notLoadedOpen')}
                  </button>
                  <span class="print-only">{t('notLoaded')}</span>
                </>
              ) : (
                <span>{t('notLoaded')}</span>
              )}
            </li>
          ))}
        </ul>
      )}
      <div class="actions no-print">
        {fetchedAt !== null && <span class="hint">{t('fetchedAgo', formatAge(fetchedAt, now))}</span>}
        <button type="button" class="small" onClick={onRefresh}>
          {t('refresh')}
        </button>
        <button type="button" class="small" onClick={onExportJson}>
          {t('exportJson')}
        </button>
        <button type="button" class="small" onClick={onPrint}>
          {t('print')}
        </button>
      </div>
    </section>
  );
}
