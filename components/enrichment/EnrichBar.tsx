import type { Ref } from 'preact';
import type { EnrichmentState } from '../../lib/pages/enrich-one';
import { t } from '../../lib/i18n';

interface Props {
  state: EnrichmentState;
  onEnrich: () => void;
  /** Its button, which the focus goes back to when the outcome is put away. */
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * The panel's "Enriquecer" for the identifier it shows, in a bar held at the bottom of the panel's view:
 * a person's record runs to thousands of pixels at 252 px, and the action stays in reach wherever it is
 * scrolled to, without taking a row from the record's first screen. What it gives appears under the
 * record's header (SingleEnrichment).
 */
export function EnrichBar({ state, onEnrich, buttonRef }: Props) {
  return (
    <div class="enrich-bar no-print">
      <button type="button" ref={buttonRef} onClick={onEnrich} disabled={state.status === 'loading'}>
        {state.status === 'loading' ? t('enriching') : t('enrich')}
      </button>
    </div>
  );
}
