import type { BatchProgress, ChunkProgress, ContactResult } from '../../lib/enrichment/progress';
import { BATCH_STATE_LABELS, CHUNK_FAILURE_LABELS, CHUNK_MODE_LABELS, CHUNK_STATE_LABELS } from '../../lib/enrichment/labels';
import { isRetriable } from '../../lib/enrichment/progress';
import { formatInteger, formatWait } from '../../lib/format';
import { t } from '../../lib/i18n';
import { Decisions } from './Decisions';
import { plural } from '../../lib/i18n/plural';
import { ResultList } from './ResultList';
import type { DecisionChoice } from '../../lib/enrichment/runner-rules';

export type ExportFormat = 'csv' | 'xlsx' | 'json' | 'failed';

/** Failures that no wait mends: the person's token, addresses or rules, or a choice to leave them. */
const SET_UP_FAILURES: ReadonlySet<string> = new Set(['not_configured', 'unauthorized', 'forbidden', 'blocked', 'not_recorded', 'left']);

interface Props {
  progress: BatchProgress;
  results: ContactResult[] | null;
  /** What a retry of the contacts that may succeed costs. */
  costOf: (count: number) => string;
  onCancel: () => void;
  onRetryFailed: (event: MouseEvent) => void;
  /** The person's decision on a chunk that waits for one (see Decisions). */
  onDecide: (chunk: number, choice: DecisionChoice, event: MouseEvent) => void;
  onExport: (format: ExportFormat) => void;
  onOpen: (query: string) => void;
}

function ChunkLine({ chunk }: { chunk: ChunkProgress }) {
  const ended = chunk.state === 'completed' || chunk.state === 'failed' || chunk.state === 'cancelled' || (chunk.state === 'split' && chunk.splitJobs?.running === 0);
  return (
    <li>
      <label>
        {chunk.cached ? t('chunkCached', plural('contacts', chunk.size)) : t('jobLabel', [String(chunk.index + 1), t(CHUNK_MODE_LABELS[chunk.mode]), plural('contacts', chunk.size), t(CHUNK_STATE_LABELS[chunk.state])])}
        {chunk.splitJobs && <span> ({plural('chunkSplit', chunk.splitJobs.total, [formatInteger(chunk.splitJobs.running)])})</span>}
        {chunk.isolation && <span> ({t('isolationLine', [formatInteger(chunk.isolation.sent), formatInteger(chunk.isolation.allowed)])})</span>}
        {chunk.failure && chunk.state === 'failed' && (
          <span class="emphasis">
            {' '}
            ({t(CHUNK_FAILURE_LABELS[chunk.failure])}
            {chunk.failureMessage ? `: ${chunk.failureMessage}` : ''})
          </span>
        )}
        <progress max={1} value={ended ? 1 : chunk.state === 'polling' || chunk.state === 'split' ? 0.5 : 0} />
      </label>
    </li>
  );
}

/** One batch: progress per request and overall, time left, Cancelar; when done, results, exports and a retry with its cost. */
export function BatchCard({ progress, results, costOf, onCancel, onRetryFailed, onDecide, onExport, onOpen }: Props) {
  const running = progress.state === 'running';
  const retriable = results?.filter(isRetriable).length ?? 0;
  const unsent = results?.filter((result) => result.status === 'cancelled').length ?? 0;
  const refused = results?.filter((result) => result.status === 'refused').length ?? 0;
  const failedCount = retriable + refused;
  // Each reason said only for the contacts it applies to: a cancel is no network failure.
  const setUp = results?.filter((result) => result.status === 'failed' && SET_UP_FAILURES.has(result.reason ?? '')).length ?? 0;
  const transient = retriable - unsent - setUp;
  const retryReasons = [
    ...(transient > 0 ? [plural('retriable', transient)] : []),
    ...(setUp > 0 ? [plural('retrySetUpHint', setUp)] : []),
    ...(unsent > 0 ? [plural('retryUnsentHint', unsent)] : []),
    ...(refused > 0 ? [plural('refused', refused)] : []),
  ];
  const { spend } = progress;
  return (
    <section class="batch" aria-label={progress.label} data-batch-state={progress.state}>
      <header class="batch-head">
        <strong>{progress.label}</strong> <span class={`badge state-${progress.state}`}>{t(BATCH_STATE_LABELS[progress.state])}</span>
      </header>
      <label class="progress-label">
        {plural('batchProgress', progress.total, [formatInteger(progress.finished)])}
        {progress.cancelled > 0 && ` · ${plural('batchCancelledCount', progress.cancelled)}`}
        {running && ` · ${progress.etaMs === null ? t('batchEtaCalculating') : t('batchEta', formatWait(progress.etaMs))}`}
        <progress max={progress.total} value={progress.finished} />
      </label>
      <p class="spend-line" data-sent={spend.sent}>
        {plural('batchSpentLine', spend.sent)}
        {spend.unanswered > 0 && `, ${plural('batchUnansweredLine', spend.unanswered)}`}
        {progress.unsent > 0 && ` · ${plural('batchUnsentLine', progress.unsent)}`}
      </p>
      {progress.chunks.length > 1 || progress.chunks[0]?.mode === 'async' || progress.chunks[0]?.state === 'split' ? (
        <ul class="jobs">
          {progress.chunks.map((chunk) => (
            <ChunkLine key={chunk.index} chunk={chunk} />
          ))}
        </ul>
      ) : null}
      {running && (
        <div class="actions">
          <button type="button" onClick={onCancel}>
            {t('cancel')}
          </button>
        </div>
      )}
      {!running && progress.decisions.length > 0 && <Decisions decisions={progress.decisions} results={results} onDecide={onDecide} />}
      {!running && failedCount > 0 && (
        <div class="retry">
          <p class="hint">{retryReasons.join('; ')}.</p>
          {retriable > 0 && (
            <>
              <p class="cost">{costOf(retriable)}</p>
              <button type="button" class="primary" onClick={onRetryFailed}>
                {plural('retryWhich', retriable)}
              </button>
            </>
          )}
        </div>
      )}
      {results && !running && (
        <>
          <div class="actions exports">
            <button type="button" class="small" onClick={() => onExport('csv')}>
              {t('exportResultsCsv')}
            </button>
            <button type="button" class="small" onClick={() => onExport('xlsx')}>
              {t('exportResultsXlsx')}
            </button>
            <button type="button" class="small" onClick={() => onExport('json')}>
              {t('exportResultsJson')}
            </button>
            {failedCount > 0 && (
              <button type="button" class="small" onClick={() => onExport('failed')}>
                {t('exportFailedCsv')}
              </button>
            )}
          </div>
          <ResultList results={results} onOpen={onOpen} />
        </>
      )}
    </section>
  );
}
