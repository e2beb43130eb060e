import type { FormFillState } from '../../lib/enrichment/form-fill-state';
import type { EnrichmentState } from '../../lib/pages/enrich-one';
import { t } from '../../lib/i18n';
import { lazyComponent } from '../lazy';
import { FormFillPreview } from './FormFillPreview';

/** Loaded after an enrichment answers, as in the card: most panels only look records up. */
const EnrichmentResult = lazyComponent(() => import('./EnrichmentResult').then((module) => module.EnrichmentResult));

interface Props {
  state: EnrichmentState;
  fillNotice: string | null;
  formFill: FormFillState;
  onEnrich: () => void;
  onFill: (value: string, event: MouseEvent) => void;
  onFormFillStart: (event: MouseEvent) => void;
  onFormFillToggle: (index: number, checked: boolean) => void;
  onFormFillConfirm: (event: MouseEvent) => void;
  onFormFillUndo: (event: MouseEvent) => void;
  onFormFillClose: () => void;
}

/** "Enriquecer" for the identifier in the panel; each value can go into the page's focused field, or all into its form. */
export function SingleEnrichment({ state, fillNotice, formFill, onEnrich, onFill, onFormFillStart, onFormFillToggle, onFormFillConfirm, onFormFillUndo, onFormFillClose }: Props) {
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
      {state.status === 'done' && (
        <>
          <FormFillPreview state={formFill} onStart={onFormFillStart} onToggle={onFormFillToggle} onConfirm={onFormFillConfirm} onUndo={onFormFillUndo} onClose={onFormFillClose} />
          <EnrichmentResult item={state.item} onFill={onFill} />
        </>
      )}
      {fillNotice && <p role="status">{fillNotice}</p>}
    </section>
  );
}
