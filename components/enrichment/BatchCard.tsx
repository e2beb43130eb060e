import { useState } from 'preact/hooks';
import {
  BATCH_STATE_LABELS,
  CHUNK_FAILURE_LABELS,
  CHUNK_MODE_LABELS,
  CHUNK_STATE_LABELS,
  CONTACT_STATUS_LABELS,
  isChunkFailure,
} from '../../lib/enrichment/labels';
import type { BatchProgress, ContactResult, ContactStatus } from '../../lib/enrichment/progress';
import { formatInteger } from '../../lib/format';
import { formatWait, t } from '../../lib/i18n';
import { DataTable } from '../panel/DataTable';
import type { Column } from '../panel/table-model';
import { identifierOfContact } from '../../lib/identifiers/contacts';
import { formatIdentifier } from '../../lib/identifiers/kinds';

const STATUSES: ContactStatus[] = ['ok', 'not_enriched', 'failed', 'cancelled', 'pending'];

function contactOf(result: ContactResult) {
  return formatIdentifier(identifierOfContact(result.contact));
}

function reasonOf(result: ContactResult): string | null {
  if (!result.reason) return null;
  return isChunkFailure(result.reason) ? t(CHUNK_FAILURE_LABELS[result.reason]) : result.reason;
}

const RESULT_COLUMNS: Column<ContactResult>[] = [
  { field: 'linha', value: (row) => row.line },
  { field: 'contato', value: contactOf },
  { field: 'situacao_enriquecimento', value: (row) => t(CONTACT_STATUS_LABELS[row.status]), emphasis: (row) => row.status === 'failed' },
  { field: 'nome', value: (row) => row.item?.nome },
  { field: 'cpf', value: (row) => row.item?.cpf, format: 'document', link: (row) => row.item?.cpf },
  { field: 'motivo', value: reasonOf },
];

interface Props {
  progress: BatchProgress;
  results: ContactResult[] | null;
  onCancel: () => void;
  onRetryFailed: () => void;
  onExportCsv: () => void;
  onExportJson: () => void;
  onExportFailed: () => void;
  onOpen: (query: string) => void;
}

/** One batch: progress per request and overall, time left, Cancelar; when done, results and exports. */
export function BatchCard({ progress, results, onCancel, onRetryFailed, onExportCsv, onExportJson, onExportFailed, onOpen }: Props) {
  const [filter, setFilter] = useState<ContactStatus | ''>('');
  const running = progress.state === 'running';
  const failedCount = results?.filter((result) => result.status === 'failed' || result.status === 'cancelled').length ?? 0;
  const shown = results?.filter((result) => filter === '' || result.status === filter) ?? [];
  return (
    <section class="batch" aria-label={progress.label} data-batch-state={progress.state}>
      <header class="batch-head">
        <strong>{progress.label}</strong> <span class={`badge state-${progress.state}`}>{t(BATCH_STATE_LABELS[progress.state])}</span>
      </header>
      <label class="progress-label">
        {t('batchProgress', [formatInteger(progress.finished), formatInteger(progress.total)])}
        {progress.etaMs !== null && ` · ${t('batchEta', formatWait(progress.etaMs))}`}
        <progress max={progress.total} value={progress.finished} />
      </label>
      {progress.chunks.length > 1 || progress.chunks[0]?.mode === 'async' ? (
        <ul class="jobs">
          {progress.chunks.map((chunk) => (
            <li key={chunk.index}>
              <label>
                {t('jobLabel', [String(chunk.index + 1), t(CHUNK_MODE_LABELS[chunk.mode]), formatInteger(chunk.size), t(CHUNK_STATE_LABELS[chunk.state])])}
                {chunk.failure && <span class="emphasis"> ({t(CHUNK_FAILURE_LABELS[chunk.failure])}{chunk.failureMessage ? `: ${chunk.failureMessage}` : ''})</span>}
                <progress max={1} value={chunk.state === 'completed' || chunk.state === 'failed' || chunk.state === 'cancelled' ? 1 : chunk.state === 'polling' ? 0.5 : 0} />
              </label>
            </li>
          ))}
        </ul>
      ) : null}
      <div class="actions">
        {running && (
          <button type="button" onClick={onCancel}>
            {t('cancel')}
          </button>
        )}
        {!running && failedCount > 0 && (
          <button type="button" class="primary" onClick={onRetryFailed}>
            {t('retryFailed')}
          </button>
        )}
      </div>
      {results && !running && (
        <div class="results">
          <div class="filters">
            <label>
              {t('statusFilter')}
              <select value={filter} onChange={(event) => setFilter(event.currentTarget.value as ContactStatus | '')}>
                <option value="">{t('statusAll')}</option>
                {STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(CONTACT_STATUS_LABELS[status])} ({results.filter((result) => result.status === status).length})
                  </option>
                ))}
              </select>
            </label>
            <button type="button" class="small" onClick={onExportCsv}>
              {t('exportResultsCsv')}
            </button>
            <button type="button" class="small" onClick={onExportJson}>
              {t('exportResultsJson')}
            </button>
            {failedCount > 0 && (
              <button type="button" class="small" onClick={onExportFailed}>
                {t('exportFailedCsv')}
              </button>
            )}
          </div>
          <DataTable title={t('resultsHeading')} columns={RESULT_COLUMNS} rows={shown} fileName={`atalaia-lote-${progress.id}`} onOpen={onOpen} />
        </div>
      )}
    </section>
  );
}
