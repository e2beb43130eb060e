import type { AwaitingDecision } from '../../lib/enrichment/batches';
import { CHUNK_FAILURE_LABELS } from '../../lib/enrichment/labels';
import type { ContactResult, PendingDecision } from '../../lib/enrichment/progress';
import type { DecisionChoice } from '../../lib/enrichment/runner-rules';
import { formatInteger } from '../../lib/format';
import { t, type MessageKey } from '../../lib/i18n';
import { identifierOfContact } from '../../lib/identifiers/contacts';
import { formatIdentifier } from '../../lib/identifiers/kinds';

/** What happened, and what sending again risks. */
const HINTS = {
  outcome_unknown: 'decisionOutcomeUnknownHint',
  possibly_created: 'decisionPossiblyCreatedHint',
  storage_full: 'decisionStorageFullResendHint',
  failed_whole: 'decisionFailedWholeHint',
} as const satisfies Record<AwaitingDecision, MessageKey>;

interface Props {
  decisions: PendingDecision[];
  results: ContactResult[] | null;
  onDecide: (chunk: number, choice: DecisionChoice, event: MouseEvent) => void;
}

/** The button of one way on, with what it may cost in its own words. */
function choiceLabel(choice: DecisionChoice, decision: PendingDecision): string {
  const size = formatInteger(decision.size);
  switch (choice) {
    case 'refetch':
      return t('decisionFetchAgain');
    case 'resend':
      return t('decisionResend', size);
    case 'retry':
      return t('decisionRetryJob', size);
    case 'isolate':
      return t('decisionIsolate', formatInteger(decision.isolationCost));
    case 'leave':
      return t('decisionLeave', size);
  }
}

/**
 * Chunks that wait for the person: what happened, exactly which contacts, and the ways on with their
 * cost (fetch again, unbilled; send again, which may bill twice; isolate what fails, at most the
 * amount shown; leave them). Nothing here acts by itself.
 */
export function Decisions({ decisions, results, onDecide }: Props) {
  return (
    <div class="decisions">
      {decisions.map((decision) => {
        const contacts = results?.filter((result) => result.status === 'awaiting_decision' && result.chunk === decision.chunk) ?? [];
        const refetch = decision.choices.includes('refetch');
        return (
          <div key={decision.chunk} class="decision" data-failure={decision.failure}>
            <p class="emphasis">{t('decisionTitle', [String(decision.chunk + 1), formatInteger(decision.size), t(CHUNK_FAILURE_LABELS[decision.failure])])}</p>
            <p class="hint">{t(refetch ? 'decisionStorageFullHint' : HINTS[decision.failure])}</p>
            {decision.choices.includes('isolate') && <p class="hint">{t('decisionIsolateHint', [formatInteger(decision.isolationCost), formatInteger(decision.size)])}</p>}
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
            <div class="actions">
              {decision.choices.map((choice) => (
                <button key={choice} type="button" class={choice === 'refetch' ? 'primary' : ''} data-choice={choice} onClick={(event) => onDecide(decision.chunk, choice, event)}>
                  {choiceLabel(choice, decision)}
                </button>
              ))}
            </div>
          </div>
        );
      })}
    </div>
  );
}
