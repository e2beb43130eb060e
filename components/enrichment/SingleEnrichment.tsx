import { useEffect, useRef } from 'preact/hooks';
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
  onFill: (value: string, event: MouseEvent) => void;
  onFormFillStart: (event: MouseEvent) => void;
  onFormFillToggle: (index: number, checked: boolean) => void;
  onFormFillConfirm: (event: MouseEvent) => void;
  onFormFillUndo: (event: MouseEvent) => void;
  onFormFillClose: () => void;
  /** Puts the outcome away (the record's tabs come back up); not offered while an enrichment or a form's preview is on its way. */
  onDismiss: () => void;
}

/**
 * What the panel's "Enriquecer" (EnrichBar) gave, under the record's header: the error, or each value,
 * which can go into the page's focused field, or all into its form. It is brought into view when the
 * answer arrives: the person asked for it from wherever the record was scrolled to. "Fechar" puts it
 * away: at 252 px it pushes the record's tabs a screen down.
 */
export function SingleEnrichment({ state, fillNotice, formFill, onFill, onFormFillStart, onFormFillToggle, onFormFillConfirm, onFormFillUndo, onFormFillClose, onDismiss }: Props) {
  const section = useRef<HTMLElement>(null);
  const answered = state.status === 'done' || state.status === 'error';
  useEffect(() => {
    const element = section.current;
    if (!element || !answered) return;
    // Focus follows the answer when it was on the bar's button (disabled while loading, so then on the
    // body): the keyboard is where the eyes are. Its top in view, not its bottom: it can be taller than
    // the screen.
    const focused = document.activeElement;
    if (!focused || focused === document.body || focused.closest('.enrich-bar')) element.focus({ preventScroll: true });
    element.scrollIntoView({ block: 'start' });
    // Each answer, not each render: `state` is new only when the enrichment moves on.
  }, [answered, state]);
  if (!answered && !fillNotice) return null;
  return (
    <section class="single-enrichment no-print" aria-label={t('enrichOutcome')} tabIndex={-1} ref={section}>
      {state.status !== 'loading' && formFill.status !== 'loading' && (
        <div class="single-enrichment-head">
          <button type="button" class="small" onClick={onDismiss}>
            {t('close')}
          </button>
        </div>
      )}
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
