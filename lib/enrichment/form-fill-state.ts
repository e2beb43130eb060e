/**
 * "Preencher formulário" as a small state machine: read the form the person is working in, show the
 * plan, write what she ticked, and offer "Desfazer", which puts back exactly the fields the fill
 * changed. Every step that writes needs a real click.
 */
import type { EnrichmentResultItem } from '../api/schemas';
import { t } from '../i18n';
import { plural } from '../i18n/plural';
import type { FormScan, FormScope, FormUndo } from '../protocol/messages';
import { planFormFill, writesOf, type PlannedFill } from './form-plan';

export type FormFillState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'preview'; scanId: number; scope: FormScope; plan: PlannedFill[] }
  /** Written: the message says how many fields, and "Desfazer" can put them back. */
  | { status: 'filled'; scanId: number; message: string }
  | { status: 'message'; message: string };

export interface FormFillPorts {
  readForm: () => Promise<FormScan | null>;
  fillForm: (scanId: number, writes: ReturnType<typeof writesOf>) => Promise<number>;
  undoFill: (scanId: number) => Promise<FormUndo>;
}

/** Reads the page's form and plans the fill, or says why there is nothing to fill. */
export async function previewFormFill(ports: FormFillPorts, item: EnrichmentResultItem): Promise<FormFillState> {
  const scan = await ports.readForm();
  if (!scan) return { status: 'message', message: t('formFillNoPage') };
  const plan = planFormFill(scan, item);
  if (plan.length === 0) return { status: 'message', message: t('formFillNoFields') };
  return { status: 'preview', scanId: scan.scanId, scope: scan.scope, plan };
}

export function toggleFill(state: FormFillState, index: number, checked: boolean): FormFillState {
  if (state.status !== 'preview') return state;
  return { ...state, plan: state.plan.map((fill, position) => (position === index ? { ...fill, checked } : fill)) };
}

export async function confirmFormFill(ports: FormFillPorts, state: FormFillState): Promise<FormFillState> {
  if (state.status !== 'preview') return state;
  const filled = await ports.fillForm(state.scanId, writesOf(state.plan));
  return filled > 0 ? { status: 'filled', scanId: state.scanId, message: plural('formFilled', filled) } : { status: 'message', message: t('formFillNothing') };
}

/** "Desfazer": what was put back, and what the person had changed since and was left as she made it. */
export async function undoFormFill(ports: FormFillPorts, state: FormFillState): Promise<FormFillState> {
  if (state.status !== 'filled') return state;
  const { restored, kept } = await ports.undoFill(state.scanId);
  if (restored === 0 && kept === 0) return { status: 'message', message: t('formUndoNothing') };
  const parts = [...(restored > 0 ? [plural('formUndone', restored)] : []), ...(kept > 0 ? [plural('formUndoKept', kept)] : [])];
  return { status: 'message', message: parts.join(' ') };
}

/** How the preview names where the values go: the form, by its name when the page gives one, or the whole page. */
export function scopeText(scope: FormScope): string {
  if (scope.kind === 'page') return t('formFillScopePage');
  return scope.name ? t('formFillScopeForm', scope.name) : t('formFillScopeUnnamed');
}
