import type { AwaitingDecision } from '../../lib/enrichment/batches';
import { CHUNK_FAILURE_LABELS } from '../../lib/enrichment/labels';
import type { ContactResult, PendingDecision } from '../../lib/enrichment/progress';
import { formatInteger } from '../../lib/format';
import { t, type MessageKey } from '../../lib/i18n';
import { identifierOfContact } from '../../lib/identifiers/contacts';
import { formatIdentifier } from '../../lib/identifiers/kinds';

/** What happened, when the answer is sent again (may bill again). */
const RESEND_HINTS = {
  outcome_unknown: 'decisionOutcomeUnknownHint',
  possibly_created: 'decisionPossiblyCreatedHint',
  storage_full: 'decisionStorageFullResendHint',
} as const satisfies Record<AwaitingDecision, MessageKey>;

interface Props {
  decisions: PendingDecision[];
  results: ContactResult[] | null;
  onDecide: (chunk: number, event: MouseEvent) => void;
}

/**
 * Chunks that wait for the person: what happened, exactly which contacts, and the one action that
 * goes on (fetch again, unbilled; or send again, which may bill twice). Nothing here acts by itself.
 */
export function Decisions({ decisions, results, onDecide }: Props) {
  return (
    <div class="decisions">
      {decisions.map((decision) => {
        const contacts = results?.filter((result) => result.status === 'awaiting_decision' && result.chunk === decision.chunk) ?? [];
        return (
          <div key={decision.chunk} class="decision" data-failure={decision.failure}>
            <p class="emphasis">{t('decisionTitle', [String(decision.chunk + 1), formatInteger(decision.size), t(CHUNK_FAILURE_LABELS[decision.failure])])}</p>
            <p class="hint">{t(decision.refetch ? 'decisionStorageFullHint' : RESEND_HINTS[decision.failure])}</p>
            <details>
              <summary>{t('decisionContacts', formatInteger(contacts.length))}</summary>
              <ul class="decision-contacts">
                {contacts.map((result) => (
                  <li key={result.key}>
                    {formatIdentifier(identifierOfContact(result.contact))}
                    {result.line ? ` · ${t('resultInput', result.line)}` : ''}
                  </li>
                ))}
              </ul>
            </details>
            <button type="button" class={decision.refetch ? 'primary' : ''} onClick={(event) => onDecide(decision.chunk, event)}>
              {decision.refetch ? t('decisionFetchAgain') : t('decisionResend', formatInteger(decision.size))}
            </button>
          </div>
        );
      })}
    </div>
  );
}
