import type { EnrichmentState } from '../../lib/enrichment/single';
import { t } from '../../lib/i18n';
import { EnrichmentResult } from './EnrichmentResult';

interface Props {
  state: EnrichmentState;
  fillNotice: string | null;
  onEnrich: () => void;
  onFill: (value: string) => void;
}

/** "Enriquecer" for the identifier in the panel; each value can be put in the page's focused field. */
export function SingleEnrichment({ state, fillNotice, onEnrich, onFill }: Props) {
  return (
    <section class="single-enrichment" aria-label={t('enrich')}>
      <button type="button" onClick={onEnrich} disabled={state.status === 'loading'}>
        {state.status === 'loading' ? t('enriching') : t('enrich')}
      </button>
      {state.status === 'error' && (
        <p class="notice" role="alert">
          {state.message}
        </p>
      )}
      {state.status === 'done' && <EnrichmentResult item={state.item} onFill={onFill} fillLabel={t('fill')} />}
      {fillNotice && <p role="status">{fillNotice}</p>}
    </section>
  );
}
