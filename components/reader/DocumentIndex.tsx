import { Component } from 'preact';
import { t } from '../../lib/i18n';
import { plural } from '../../lib/i18n/plural';

export interface IndexEntryView {
  key: string;
  /** The identifier as people write it. */
  label: string;
  /** `p. 1, 4, 7` */
  pages: string;
  occurrences: number;
  /** What the cache knows: the name found, and the flags a reviewer looks for. */
  name: string | null;
  flags: string[];
  /** `consultado há 2 horas`, or null when never looked up. */
  lookedUp: string | null;
}

export interface IndexGroupView {
  kind: string;
  title: string;
  /** How many identifiers of this kind the document holds; `entries` may show only the first ones. */
  total: number;
  entries: IndexEntryView[];
}

export type LookupView =
  | { phase: 'idle'; available: boolean }
  | { phase: 'planning' }
  | { phase: 'confirm'; text: string; free: string }
  | { phase: 'running'; text: string; done: number; total: number }
  | { phase: 'done'; text: string }
  | { phase: 'error'; text: string };

export interface DocumentIndexProps {
  groups: IndexGroupView[];
  /** "Lendo a página 12 de 300…" or "48 identificadores em 300 páginas". */
  status: string;
  reading: boolean;
  /** The index stopped at its budget of pages: the person's click reads the rest. */
  onReadOn: ((event: MouseEvent) => void) | null;
  lookup: LookupView;
  exportNotice: string | null;
  onVisit: (key: string) => void;
  onLookupAll: (event: MouseEvent) => void;
  onConfirmLookup: (event: MouseEvent) => void;
  onCancelLookup: () => void;
  onExport: (format: 'csv' | 'xlsx' | 'print') => void;
  /** Lists more of a kind's identifiers (a long group shows its first ones). */
  onShowMore: (kind: string) => void;
}

function LookupControls({ lookup, onLookupAll, onConfirmLookup, onCancelLookup }: Pick<DocumentIndexProps, 'lookup' | 'onLookupAll' | 'onConfirmLookup' | 'onCancelLookup'>) {
  switch (lookup.phase) {
    case 'idle':
      return (
        <button type="button" class="primary" onClick={onLookupAll} disabled={!lookup.available}>
          {t('lookupAll')}
        </button>
      );
    case 'planning':
      return <p role="status">{t('lookupAllPlanning')}</p>;
    case 'confirm':
      return (
        <div class="lookup-confirm" role="alertdialog" aria-label={t('lookupAll')}>
          <p>{lookup.text}</p>
          <p class="hint">{lookup.free}</p>
          <div class="row">
            <button type="button" class="primary" onClick={onConfirmLookup}>
              {t('lookupAllConfirm')}
            </button>
            <button type="button" onClick={onCancelLookup}>
              {t('cancel')}
            </button>
          </div>
        </div>
      );
    case 'running':
      return (
        <div class="lookup-progress">
          <progress max={lookup.total} value={lookup.done} aria-label={t('lookupAll')} />
          <p role="status">{lookup.text}</p>
          <button type="button" onClick={onCancelLookup}>
            {t('cancel')}
          </button>
        </div>
      );
    case 'done':
      return (
        <div>
          <p role="status">{lookup.text}</p>
          <button type="button" onClick={onLookupAll}>
            {t('lookupAll')}
          </button>
        </div>
      );
    case 'error':
      return (
        <div>
          <p class="notice" role="alert">
            {lookup.text}
          </p>
          <button type="button" onClick={onCancelLookup}>
            {t('close')}
          </button>
        </div>
      );
  }
}

/** What the index shows; the callbacks do not change what it shows. */
const SHOWN: (keyof DocumentIndexProps)[] = ['groups', 'status', 'reading', 'lookup', 'exportNotice', 'onReadOn'];

/**
 * The document's index, drawn again only when what it shows changes: it lists hundreds of
 * identifiers, and the reader re-renders on every page turned while scrolling.
 */
export class DocumentIndex extends Component<DocumentIndexProps> {
  override shouldComponentUpdate(next: DocumentIndexProps): boolean {
    return SHOWN.some((prop) => next[prop] !== this.props[prop]);
  }

  override render() {
    return <IndexList {...this.props} />;
  }
}

/** Every identifier by kind, with pages, occurrences and what the cache knows. */
function IndexList(props: DocumentIndexProps) {
  const { groups, status, reading, onReadOn, exportNotice, onVisit, onExport, onShowMore } = props;
  const total = groups.reduce((sum, group) => sum + group.total, 0);
  return (
    <aside class="document-index" aria-label={t('indexTitle')}>
      <h2>{t('indexTitle')}</h2>
      <p class="hint" role="status" aria-busy={reading}>
        {status}
      </p>
      {onReadOn && (
        <button type="button" class="read-on" onClick={onReadOn}>
          {t('indexReadOn')}
        </button>
      )}
      <div class="index-actions">
        <LookupControls {...props} />
      </div>
      {groups.map((group) => (
        <section key={group.kind} class="index-group" aria-label={`${group.title} (${group.total})`}>
          <h3>
            {group.title} <span class="count">({group.total})</span>
          </h3>
          <ul>
            {group.entries.map((entry) => (
              <li key={entry.key}>
                <button type="button" class="index-entry" data-key={entry.key} onClick={() => onVisit(entry.key)}>
                  <span class="identifier">{entry.label}</span>
                  <span class="where">
                    {entry.pages} · {t('indexOccurrences', entry.occurrences)}
                  </span>
                </button>
                {entry.name && <p class="name">{entry.name}</p>}
                {entry.flags.length > 0 && (
                  <ul class="flags">
                    {entry.flags.map((flag) => (
                      <li key={flag}>{flag}</li>
                    ))}
                  </ul>
                )}
                {entry.lookedUp && <p class="hint">{entry.lookedUp}</p>}
              </li>
            ))}
          </ul>
          {group.total > group.entries.length && (
            <button type="button" class="link" onClick={() => onShowMore(group.kind)}>
              {plural('indexShowMore', group.total - group.entries.length)}
            </button>
          )}
        </section>
      ))}
      {total === 0 && !reading && <p>{t('indexEmpty')}</p>}
      <div class="index-export" role="group" aria-label={t('reportExport')}>
        <span>{t('reportExport')}</span>
        <button type="button" onClick={() => onExport('csv')} disabled={total === 0}>
          CSV
        </button>
        <button type="button" onClick={() => onExport('xlsx')} disabled={total === 0}>
          XLSX
        </button>
        <button type="button" onClick={() => onExport('print')} disabled={total === 0}>
          {t('print')}
        </button>
      </div>
      {exportNotice && (
        <p class="notice" role="alert">
          {exportNotice}
        </p>
      )}
    </aside>
  );
}
