import { t } from '../../lib/i18n';
import { plural } from '../../lib/i18n/plural';
import { FORM_ROLE_LABELS, HIDDEN_REASON_LABELS } from '../../lib/enrichment/labels';
import { scopeText, type FormFillState } from '../../lib/enrichment/form-fill-state';

interface Props {
  state: FormFillState;
  onStart: (event: MouseEvent) => void;
  onToggle: (index: number, checked: boolean) => void;
  onConfirm: (event: MouseEvent) => void;
  onUndo: (event: MouseEvent) => void;
  onClose: () => void;
}

/**
 * "Preencher formulário": the fields of the form in use (named), each with the value it would get,
 * to tick before writing; once written, "Desfazer" puts them back.
 */
export function FormFillPreview({ state, onStart, onToggle, onConfirm, onUndo, onClose }: Props) {
  if (state.status !== 'preview') {
    return (
      <div class="form-fill">
        <button type="button" onClick={onStart} disabled={state.status === 'loading'}>
          {t('formFill')}
        </button>
        {(state.status === 'message' || state.status === 'filled') && <p role="status">{state.message}</p>}
        {state.status === 'filled' && (
          <button type="button" onClick={onUndo}>
            {t('formFillUndo')}
          </button>
        )}
      </div>
    );
  }
  const checked = state.plan.filter((fill) => fill.checked).length;
  return (
    <fieldset class="form-fill">
      <legend>{t('formFillPreview')}</legend>
      <p class="fill-scope">{scopeText(state.scope)}</p>
      <ul class="fill-plan">
        {state.plan.map((fill, index) => (
          <li key={fill.field.id} class={fill.field.hidden ? 'hidden-field' : undefined}>
            <label class="check">
              <input type="checkbox" checked={fill.checked} onChange={(event) => onToggle(index, event.currentTarget.checked)} />
              <span>
                <strong>{fill.field.label}</strong> ← {fill.value}
                <span class="hint"> ({t(FORM_ROLE_LABELS[fill.field.role])}{fill.field.filled ? ` · ${t('formFillOverwrite')}` : ''})</span>
                {fill.field.hidden && <span class="hidden-warning"> {t('formFillHidden', t(HIDDEN_REASON_LABELS[fill.field.hidden]))}</span>}
              </span>
            </label>
          </li>
        ))}
      </ul>
      <div class="actions">
        <button type="button" class="primary" disabled={checked === 0} onClick={onConfirm}>
          {plural('formFillConfirm', checked)}
        </button>
        <button type="button" onClick={onClose}>
          {t('cancel')}
        </button>
      </div>
    </fieldset>
  );
}
