import { useState } from 'preact/hooks';
import type { AuditEntry, AuditFilter, AuditKind } from '../../lib/audit/entries';
import { AUDIT_KIND_LABELS, AUDIT_ORIGIN_LABELS } from '../../lib/audit/labels';
import { formatDateTime, formatInteger } from '../../lib/format';
import { t } from '../../lib/i18n';
import { outcomeText } from '../../lib/options/audit-export';
import { ManagedNote } from './ManagedNote';

/** Rows drawn at once: the export has them all. */
const SHOWN = 200;

interface Props {
  /** The entries that pass the filter, newest first. */
  entries: AuditEntry[];
  total: number;
  filter: AuditFilter;
  /** The kinds and purposes found in the log, for the filter's choices. */
  kinds: AuditKind[];
  purposes: string[];
  retentionDays: number;
  /** The organization fixed the retention: nothing is erased by hand. */
  retentionLocked: boolean;
  requirePurpose: boolean;
  requirePurposeLocked: boolean;
  notice: string | null;
  onFilter: (filter: AuditFilter) => void;
  onExport: (format: 'csv' | 'json') => void;
  onRetention: (days: number) => void;
  onEraseOlder: (days: number) => void;
  onEraseAll: () => void;
  onRequirePurpose: (on: boolean) => void;
}

/**
 * "Registro de consultas": every request that reached the records API, with its purpose (LGPD arts. 6
 * and 37), filterable, exportable, erased by age or entirely unless the organization fixes the retention.
 */
export function AuditSection(props: Props) {
  const { filter, onFilter } = props;
  const [eraseDays, setEraseDays] = useState(30);
  const set = (patch: Partial<AuditFilter>) => onFilter({ ...filter, ...patch });
  const value = (event: Event) => (event.currentTarget as HTMLInputElement | HTMLSelectElement).value;
  return (
    <section aria-labelledby="audit-heading">
      <h2 id="audit-heading">{t('auditHeading')}</h2>
      <p class="hint">{t('auditIntro')}</p>

      <label class="check">
        <input type="checkbox" checked={props.requirePurpose} disabled={props.requirePurposeLocked} onChange={(event) => props.onRequirePurpose(event.currentTarget.checked)} />
        {t('auditRequirePurpose')}
      </label>
      {props.requirePurposeLocked && <ManagedNote />}

      <fieldset class="audit-filters">
        <legend>{t('auditFilters')}</legend>
        <label>
          {t('auditFilterFrom')} <input type="date" value={filter.from} onChange={(event) => set({ from: value(event) })} />
        </label>
        <label>
          {t('auditFilterTo')} <input type="date" value={filter.to} onChange={(event) => set({ to: value(event) })} />
        </label>
        <label>
          {t('auditColumnKind')}{' '}
          <select value={filter.kind} onChange={(event) => set({ kind: value(event) as AuditKind | '' })}>
            <option value="">{t('auditAll')}</option>
            {props.kinds.map((kind) => (
              <option key={kind} value={kind}>
                {t(AUDIT_KIND_LABELS[kind])}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('auditColumnPurpose')}{' '}
          <select value={filter.purpose} onChange={(event) => set({ purpose: value(event) })}>
            <option value="">{t('auditAll')}</option>
            {props.purposes.map((purpose) => (
              <option key={purpose} value={purpose}>
                {purpose}
              </option>
            ))}
          </select>
        </label>
        <label>
          {t('auditColumnOutcome')}{' '}
          <select value={filter.outcome} onChange={(event) => set({ outcome: value(event) as AuditFilter['outcome'] })}>
            <option value="">{t('auditAll')}</option>
            <option value="ok">{t('auditOutcomeOk')}</option>
            <option value="error">{t('auditOutcomeErrors')}</option>
          </select>
        </label>
      </fieldset>

      <p data-testid="audit-count">{t('auditCount', [formatInteger(props.entries.length), formatInteger(props.total)])}</p>
      <div class="actions">
        <button type="button" disabled={props.entries.length === 0} onClick={() => props.onExport('csv')}>
          {t('exportCsv')}
        </button>
        <button type="button" disabled={props.entries.length === 0} onClick={() => props.onExport('json')}>
          {t('exportJson')}
        </button>
      </div>

      {props.entries.length > 0 && (
        <div class="audit-table">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('auditColumnWhen')}</th>
                <th scope="col">{t('auditColumnKind')}</th>
                <th scope="col">{t('auditColumnIdentifier')}</th>
                <th scope="col">{t('auditColumnContacts')}</th>
                <th scope="col">{t('auditColumnOutcome')}</th>
                <th scope="col">{t('auditColumnOrigin')}</th>
                <th scope="col">{t('auditColumnPurpose')}</th>
              </tr>
            </thead>
            <tbody>
              {props.entries.slice(0, SHOWN).map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.at)}</td>
                  <td>{t(AUDIT_KIND_LABELS[entry.kind])}</td>
                  <td>{entry.subjects.length > 1 ? t('auditSubjectsMore', [entry.subjects[0] ?? '', formatInteger(entry.subjects.length - 1)]) : entry.subjects[0]}</td>
                  <td>{formatInteger(entry.contacts)}</td>
                  <td>{outcomeText(entry)}</td>
                  <td>{t(AUDIT_ORIGIN_LABELS[entry.origin])}</td>
                  <td>{entry.purpose ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {props.entries.length > SHOWN && <p class="hint">{t('auditShownFirst', formatInteger(SHOWN))}</p>}
        </div>
      )}

      <label for="audit-retention">{t('auditRetention')}</label>
      <input
        id="audit-retention"
        type="number"
        min={1}
        max={3650}
        value={props.retentionDays}
        disabled={props.retentionLocked}
        onChange={(event) => {
          const days = Number(value(event));
          if (Number.isInteger(days) && days >= 1) props.onRetention(days);
        }}
      />
      {props.retentionLocked ? (
        <ManagedNote />
      ) : (
        <div class="actions">
          <label>
            {t('auditEraseOlderThan')}{' '}
            <input type="number" min={0} max={3650} value={eraseDays} style={{ width: '5rem' }} onChange={(event) => setEraseDays(Math.max(0, Math.floor(Number(value(event)) || 0)))} />{' '}
            {t('auditDays')}
          </label>
          <button type="button" onClick={() => props.onEraseOlder(eraseDays)}>
            {t('auditEraseOlder')}
          </button>
          <button type="button" onClick={props.onEraseAll}>
            {t('auditEraseAll')}
          </button>
        </div>
      )}
      {props.notice && (
        <p class="hint" role="status">
          {props.notice}
        </p>
      )}
    </section>
  );
}
