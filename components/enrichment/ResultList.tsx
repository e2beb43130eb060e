import { useState } from 'preact/hooks';
import type { ContactResult, ContactStatus } from '../../lib/enrichment/progress';
import { formatInteger } from '../../lib/format';
import { t } from '../../lib/i18n';
import { identifierOfContact } from '../../lib/identifiers/contacts';
import { formatCpf } from '../../lib/identifiers/format';
import { formatIdentifier } from '../../lib/identifiers/kinds';
import { CONTACT_STATUS_LABELS, describeReason } from '../../lib/enrichment/labels';
import { EnrichmentResult } from './EnrichmentResult';

const STATUSES: ContactStatus[] = ['ok', 'not_enriched', 'refused', 'failed', 'awaiting_decision', 'cancelled', 'pending'];
const PAGE = 50;

function ResultItem({ result, onOpen }: { result: ContactResult; onOpen: (query: string) => void }) {
  const sent = formatIdentifier(identifierOfContact(result.contact));
  const cpf = result.item?.cpf;
  const reason = describeReason(result.reason);
  return (
    <li class={`result status-${result.status}`}>
      <details>
        <summary>
          <span class="name">{result.item?.nome ?? sent}</span>
          {cpf && <span class="cpf"> · CPF {formatCpf(cpf)}</span>}
          <span class="status"> · {t(CONTACT_STATUS_LABELS[result.status])}</span>
          {reason && <span class="reason">: {reason}</span>}
        </summary>
        <p class="hint">
          {[sent, result.line ? t('resultInput', result.line) : null, result.others?.length ? t('resultOthers', result.others.map(formatIdentifier).join(', ')) : null]
            .filter(Boolean)
            .join(' · ')}
        </p>
        {result.item && result.status === 'ok' && <EnrichmentResult item={result.item} />}
        {cpf && (
          <button type="button" class="link" onClick={() => onOpen(cpf)}>
            {t('openInPanel')}
          </button>
        )}
      </details>
    </li>
  );
}

/** A batch's contacts at the panel's width: name, resolved CPF, status and reason; the rest on expand. */
export function ResultList({ results, onOpen }: { results: ContactResult[]; onOpen: (query: string) => void }) {
  const [filter, setFilter] = useState<ContactStatus | ''>('');
  const [shown, setShown] = useState(PAGE);
  const rows = results.filter((result) => filter === '' || result.status === filter);
  return (
    <div class="results">
      <h4>{t('resultsHeading')}</h4>
      <label class="filter">
        {t('statusFilter')}
        <select
          value={filter}
          onChange={(event) => {
            setFilter(event.currentTarget.value as ContactStatus | '');
            setShown(PAGE);
          }}
        >
          <option value="">
            {t('statusAll')} ({formatInteger(results.length)})
          </option>
          {STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(CONTACT_STATUS_LABELS[status])} ({formatInteger(results.filter((result) => result.status === status).length)})
            </option>
          ))}
        </select>
      </label>
      <ul class="result-list">
        {rows.slice(0, shown).map((result) => (
          <ResultItem key={result.key} result={result} onOpen={onOpen} />
        ))}
      </ul>
      {rows.length > shown && (
        <button type="button" class="small" onClick={() => setShown(shown + PAGE)}>
          {t('resultsShowMore', formatInteger(Math.min(PAGE, rows.length - shown)))}
        </button>
      )}
    </div>
  );
}
