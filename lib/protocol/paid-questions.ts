/**
 * The two questions a paid action may need before the background makes requests (./paid.ts): which
 * purpose (finalidade) this session's look-ups serve, when one is required and none is given; and,
 * past the month's budget, whether to go on. Asked in the browser's own dialogs; the purpose is kept
 * for the session (`purposeItem`), and the panel shows it with a one-click change
 * (components/panel/AccountBar.tsx). Loaded when first needed: most look-ups ask neither.
 */
import { ApiError } from '../api/errors';
import { t } from '../i18n';
import { readManaged } from '../storage';
import { purposeItem } from '../audit/purpose';
import type { MessageAnswers, MessagePayload } from './messages';
import type { PaidAction, PaidMessage } from './paid';
import { sendMessage } from './send';

/** Asks for the session's purpose; answers whether one was given (and stored). */
export async function askPurpose(ask: (question: string) => string | null = (question) => window.prompt(question)): Promise<boolean> {
  const allowed = (await readManaged()).purposes ?? [];
  const answer = ask(allowed.length > 0 ? t('purposeAskFromList', allowed.join(' · ')) : t('purposeAsk'))?.trim();
  if (!answer) return false;
  // A choice is typed as listed, whatever its case: "cobrança" picks "Cobrança".
  const purpose = allowed.find((option) => option.toLowerCase() === answer.toLowerCase()) ?? answer;
  await purposeItem.setValue(purpose);
  return true;
}

/** Sends of one page that wait on the same question ask it once. */
let pendingPurpose: Promise<boolean> | null = null;

/**
 * Whether a purpose is there to send with: one given meanwhile (another send of this page asked), or
 * asked now. A stored purpose the organization's list does not hold is asked again.
 */
async function purposeGiven(): Promise<boolean> {
  if (pendingPurpose) return pendingPurpose;
  const [stored, managed] = await Promise.all([purposeItem.getValue(), readManaged()]);
  if (stored && (!managed.purposes?.length || managed.purposes.includes(stored))) return true;
  pendingPurpose = askPurpose().finally(() => (pendingPurpose = null));
  return pendingPurpose;
}

/**
 * Asks what the background's refusal needs and sends once more (a second refusal stands, with its
 * reason for the person). Past the budget, an action confirmed once stays confirmed for its sends.
 */
export async function answerAndResend<T extends PaidMessage>(refusal: ApiError, type: T, payload: MessagePayload<T>, action: PaidAction): Promise<MessageAnswers[T]> {
  if (refusal.details.blockedBy === 'purpose') {
    if (!(await purposeGiven())) throw refusal;
  } else if (!action.confirmed) {
    if (!window.confirm(t('budgetConfirm'))) throw refusal;
    action.confirmed = true;
  }
  try {
    return await sendMessage(type, action.confirmed ? { ...payload, confirmed: true } : payload);
  } catch (error) {
    // A purpose given, then the budget reached: that question too, once.
    if (refusal.details.blockedBy === 'purpose' && error instanceof ApiError && error.details.blockedBy === 'budget') return answerAndResend(error, type, payload, action);
    throw error;
  }
}
