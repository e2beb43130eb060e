import type { EnrichmentField } from '../../lib/api/schemas';
import type { ParsedContacts } from '../../lib/enrichment/csv';
import type { BatchProgress, ContactResult } from '../../lib/enrichment/progress';
import { formatInteger } from '../../lib/format';
import { t } from '../../lib/i18n';
import type { PageContact } from '../../lib/protocol/messages';
import type { SpendTotals } from '../../lib/audit/spend';
import { BatchCard, type ExportFormat } from './BatchCard';
import { ContactPicker } from './ContactPicker';
import { CsvPreview } from './CsvPreview';
import { FieldsChooser } from './FieldsChooser';
import type { DecisionChoice } from '../../lib/enrichment/runner-rules';

export interface BatchHandlers {
  onCancel: (batchId: string) => void;
  onRetryFailed: (batchId: string, event: MouseEvent) => void;
  onDecide: (batchId: string, chunk: number, choice: DecisionChoice, event: MouseEvent) => void;
  onExport: (batchId: string, format: ExportFormat) => void;
  onOpen: (query: string) => void;
}

export interface EnrichmentViewProps extends BatchHandlers {
  fields: EnrichmentField[];
  onFields: (fields: EnrichmentField[]) => void;
  spend: SpendTotals | null;
  /** "500 contatos → 500 consultas (1 tarefa)": shown before every send. */
  costOf: (count: number) => string;
  pageContacts: PageContact[] | null;
  onLoadPageContacts: () => void;
  onSendPageContacts: (contacts: PageContact[], event: MouseEvent) => void;
  csv: { fileName: string; parsed: ParsedContacts } | null;
  csvError: string | null;
  onCsvFile: (file: File) => void;
  onSendCsv: (event: MouseEvent) => void;
  /** Per section, keys of the contacts enriched within the cache's TTL: not sent unless `resendKnown`. */
  knownKeys: Record<'page' | 'csv', ReadonlySet<string>>;
  resendKnown: Record<'page' | 'csv', boolean>;
  onResendKnown: (section: 'page' | 'csv', resend: boolean) => void;
  batches: BatchProgress[];
  /** The batch each section sent: shown there, in place of the button that sent it, from the click on. */
  placed: Partial<Record<'page' | 'csv', string>>;
  results: Record<string, ContactResult[]>;
  notice: string | null;
  /** False where the organization switched the feature off: its section is gone. */
  pageEnrichment: boolean;
  csvImport: boolean;
}

/** Enrichment in the panel: the fields, what was spent, the page's people, a CSV, and every batch with its results. */
export function EnrichmentView(props: EnrichmentViewProps) {
  const noFields = props.fields.length === 0;
  const card = (progress: BatchProgress) => (
    <BatchCard
      key={progress.id}
      progress={progress}
      results={props.results[progress.id] ?? null}
      costOf={props.costOf}
      onCancel={() => props.onCancel(progress.id)}
      onRetryFailed={(event) => props.onRetryFailed(progress.id, event)}
      onDecide={(chunk, choice, event) => props.onDecide(progress.id, chunk, choice, event)}
      onExport={(format) => props.onExport(progress.id, format)}
      onOpen={props.onOpen}
    />
  );
  /** A section's batch, in place of its button: its card once the background answers, "Enviando…" before. */
  const inPlace = (origin: 'page' | 'csv') => {
    const id = props.placed[origin];
    if (id === undefined) return null;
    const progress = props.batches.find((batch) => batch.id === id);
    return progress ? (
      card(progress)
    ) : (
      <p class="notice" role="status">
        {t('batchSending')}
      </p>
    );
  };
  const placedIds = new Set(Object.values(props.placed));
  const csvContacts = props.csv?.parsed.rows.flatMap((row) => (row.outcome.kind === 'contact' ? [row.outcome.key] : [])) ?? [];
  const csvKnown = csvContacts.filter((key) => props.knownKeys.csv.has(key)).length;
  return (
    <div class="enrichment-view">
      <FieldsChooser value={props.fields} onChange={props.onFields} />
      {noFields && (
        <p class="field-error" role="alert">
          {t('fieldsNoneChosen')}
        </p>
      )}
      {props.spend && <p class="spend">{t('spendLine', [formatInteger(props.spend.today), formatInteger(props.spend.month)])}</p>}
      {props.notice && (
        <p class="notice" role="alert">
          {props.notice}
        </p>
      )}
      {props.pageEnrichment && (
        <section class="block" aria-labelledby="page-contacts-heading">
          <h3 id="page-contacts-heading">{t('pageContactsHeading')}</h3>
          {props.placed.page !== undefined ? (
            <>
              {inPlace('page')}
              <button type="button" class="small" onClick={props.onLoadPageContacts}>
                {t('pageContactsReload')}
              </button>
            </>
          ) : props.pageContacts === null ? (
            <button type="button" class="primary" onClick={props.onLoadPageContacts}>
              {t('pageContactsLoad')}
            </button>
          ) : (
            <ContactPicker
              contacts={props.pageContacts}
              costOf={props.costOf}
              disabled={noFields}
              knownKeys={props.knownKeys.page}
              resendKnown={props.resendKnown.page}
              onResendKnown={(resend) => props.onResendKnown('page', resend)}
              onSend={props.onSendPageContacts}
              onReload={props.onLoadPageContacts}
            />
          )}
        </section>
      )}
      {props.csvImport && (
        <section class="block" aria-labelledby="csv-heading">
          <h3 id="csv-heading">{t('csvHeading')}</h3>
          <label for="csv-file">{t('csvChoose')}</label>
          <input
            id="csv-file"
            type="file"
            accept=".csv,.tsv,.txt,text/csv,text/plain,text/tab-separated-values"
            aria-describedby="csv-hint"
            onChange={(event) => {
              const file = event.currentTarget.files?.[0];
              // Emptied, so that choosing the same file again (mended, or back where it was) is a change too.
              event.currentTarget.value = '';
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
          {inPlace('csv')}
          {props.csv && props.placed.csv === undefined && (
            <CsvPreview
              fileName={props.csv.fileName}
              parsed={props.csv.parsed}
              cost={props.costOf(csvContacts.length - (props.resendKnown.csv ? 0 : csvKnown))}
              known={csvKnown}
              resendKnown={props.resendKnown.csv}
              onResendKnown={(resend) => props.onResendKnown('csv', resend)}
              disabled={noFields}
              onSend={props.onSendCsv}
            />
          )}
          <p class="hint">{t('costSplitHint')}</p>
        </section>
      )}
      <section class="block" aria-labelledby="batches-heading">
        <h3 id="batches-heading">{t('batchesHeading')}</h3>
        {props.batches.length === 0 && <p class="empty">{t('batchesNone')}</p>}
        {props.batches.filter((progress) => !placedIds.has(progress.id)).map(card)}
      </section>
    </div>
  );
}
