/**
 * "Preencher formulário" as a small state machine shared by the panel and the card: read the page's
 * form, show the plan, write what the person ticked. Every step that writes needs a real click.
 */
import type { EnrichmentResultItem } from '../api/schemas';
import { t } from '../i18n';
import { plural } from '../i18n/plural';
import type { FormScan } from '../protocol/messages';
import { planFormFill, writesOf, type PlannedFill } from './form-plan';

export type FormFillState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'preview'; scanId: number; plan: PlannedFill[] }
  | { status: 'message'; message: string };

export interface FormFillPorts {
  readForm: () => Promise<FormScan | null>;
  fillForm: (scanId: number, writes: ReturnType<typeof writesOf>) => Promise<number>;
}

/** Reads the page's form and plans the fill, or says why there is nothing to fill. */
export async function previewFormFill(ports: FormFillPorts, item: EnrichmentResultItem): Promise<FormFillState> {
  const scan = await ports.readForm();
  if (!scan) return { status: 'message', message: t('formFillNoPage') };
  const plan = planFormFill(scan, item);
  if (plan.length === 0) return { status: 'message', message: t('formFillNoFields') };
  return { status: 'preview', scanId: scan.scanId, plan };
}

export function toggleFill(state: FormFillState, index: number, checked: boolean): FormFillState {
  if (state.status !== 'preview') return state;
  return { ...state, plan: state.plan.map((fill, position) => (position === index ? { ...fill, checked } : fill)) };
}

export async function confirmFormFill(ports: FormFillPorts, state: FormFillState): Promise<FormFillState> {
  if (state.status !== 'preview') return state;
  const filled = await ports.fillForm(state.scanId, writesOf(state.plan));
  return { status: 'message', message: filled > 0 ? plural('formFilled', filled) : t('formFillNothing') };
}
