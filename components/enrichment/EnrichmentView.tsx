import type { EnrichmentField } from '../../lib/api/schemas';
import type { ParsedContacts } from '../../lib/enrichment/csv';
import type { BatchProgress, ContactResult } from '../../lib/enrichment/progress';
import { t } from '../../lib/i18n';
import type { PageContact } from '../../lib/protocol/messages';
import { BatchCard } from './BatchCard';
import { ContactPicker } from './ContactPicker';
import { CsvPreview } from './CsvPreview';
import { FieldsChooser } from './FieldsChooser';

export interface BatchHandlers {
  onCancel: (batchId: string) => void;
  onRetryFailed: (batchId: string) => void;
  onExport: (batchId: string, format: 'csv' | 'json' | 'failed') => void;
  onOpen: (query: string) => void;
}

export interface EnrichmentViewProps extends BatchHandlers {
  fields: EnrichmentField[];
  onFields: (fields: EnrichmentField[]) => void;
  pageContacts: PageContact[] | null;
  onLoadPageContacts: () => void;
  onSendPageContacts: (contacts: PageContact[]) => void;
  csv: { fileName: string; parsed: ParsedContacts } | null;
  csvError: string | null;
  onCsvFile: (file: File) => void;
  onSendCsv: () => void;
  batches: BatchProgress[];
  results: Record<string, ContactResult[]>;
  notice: string | null;
}

/** Enrichment in the panel: the fields, the page's contacts, a CSV, and every batch with its results. */
export function EnrichmentView(props: EnrichmentViewProps) {
  return (
    <div class="enrichment-view">
      <FieldsChooser value={props.fields} onChange={props.onFields} />
      {props.notice && (
        <p class="notice" role="alert">
          {props.notice}
        </p>
      )}
      <section class="block" aria-labelledby="page-contacts-heading">
        <h3 id="page-contacts-heading">{t('pageContactsHeading')}</h3>
        {props.pageContacts === null ? (
          <button type="button" class="primary" onClick={props.onLoadPageContacts}>
            {t('pageContactsLoad')}
          </button>
        ) : (
          <ContactPicker contacts={props.pageContacts} onSend={props.onSendPageContacts} />
        )}
      </section>
      <section class="block" aria-labelledby="csv-heading">
        <h3 id="csv-heading">{t('csvHeading')}</h3>
        <label for="csv-file">{t('csvChoose')}</label>
        <input
          id="csv-file"
          type="file"
          accept=".csv,text/csv,text/plain"
          aria-describedby="csv-hint"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) props.onCsvFile(file);
          }}
        />
        <p class="hint" id="csv-hint">
          {t('csvHint')}
        </p>
        {props.csvError && (
          <p class="field-error" role="alert">
            {props.csvError}
          </p>
        )}
        {props.csv && <CsvPreview fileName={props.csv.fileName} parsed={props.csv.parsed} onSend={props.onSendCsv} />}
      </section>
      <section class="block" aria-labelledby="batches-heading">
        <h3 id="batches-heading">{t('batchesHeading')}</h3>
        {props.batches.length === 0 && <p class="empty">{t('batchesNone')}</p>}
        {props.batches.map((progress) => (
          <BatchCard
            key={progress.id}
            progress={progress}
            results={props.results[progress.id] ?? null}
            onCancel={() => props.onCancel(progress.id)}
            onRetryFailed={() => props.onRetryFailed(progress.id)}
            onExportCsv={() => props.onExport(progress.id, 'csv')}
            onExportJson={() => props.onExport(progress.id, 'json')}
            onExportFailed={() => props.onExport(progress.id, 'failed')}
            onOpen={props.onOpen}
          />
        ))}
      </section>
    </div>
  );
}
