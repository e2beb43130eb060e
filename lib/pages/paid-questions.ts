/**
 * The two questions a paid action may need before the background makes requests (./paid.ts): which
 * purpose (finalidade) this session's look-ups serve, when one is required and none is given; and,
 * past the month's budget, whether to go on. Asked in the extension's own dialogs
 * (components/questions/), over whichever page sends: the side panel, the reader, the hover card's
 * frame. The purpose is kept for the session by the background (`purpose.get`, `purpose.set`: Firefox
 * gives the card's frame no `storage.session`), and the panel shows it with a one-click change
 * (components/panel/AccountBar.tsx). Loaded when first needed: most look-ups ask neither, and
 * the card's first script has no room for it.
 */
import { h, render, type ComponentChild } from 'preact';
import { BudgetDialog } from '../../components/questions/BudgetDialog';
import { PurposeDialog } from '../../components/questions/PurposeDialog';
import { ApiError } from '../api/errors';
import type { SpendGuard } from '../card/spend-guard';
import { watchQuestion } from '../card/question-guard';
import { t } from '../i18n';
import { readManaged } from '../storage';
import type { MessageAnswers, MessagePayload } from '../protocol/messages';
import type { PaidAction, PaidMessage } from './paid';
import { sendMessage } from '../protocol/send';

type RefuseClick = (event: MouseEvent) => string | null;

/**
 * Shows a question over the page until it is answered (null: cancelled), then takes it away. With a
 * `guard` (the hover card's), a click on its confirming button counts only as a click on the card's
 * own buttons does: trusted, on a question fully visible and settled, with the pointer in it.
 */
function ask<T>(question: (answer: (value: T | null) => void, refuseClick?: RefuseClick) => ComponentChild, makeGuard: PaidAction['guard']): Promise<T | null> {
  return new Promise((resolve) => {
    const host = document.body.appendChild(document.createElement('div'));
    let guard: SpendGuard | undefined;
    let unwatch: (() => void) | undefined;
    const answer = (value: T | null) => {
      // Unmounting closes the dialog first, which gives the focus back to where it was.
      render(null, host);
      host.remove();
      unwatch?.();
      resolve(value);
    };
    const refuseClick: RefuseClick | undefined = makeGuard
      ? (event) => {
          const refusal = guard?.refusal(event) ?? null;
          return refusal === null ? null : t(refusal === 'changed' ? 'questionJustShown' : 'questionNotVisible');
        }
      : undefined;
    render(question(answer, refuseClick), host);
    const dialog = host.querySelector('dialog');
    if (makeGuard && dialog) {
      guard = makeGuard(dialog);
      unwatch = watchQuestion(dialog, guard);
    }
  });
}

/** Asks for the session's purpose, showing the one in force; answers whether one was given (and stored). */
export async function askPurpose(guard?: PaidAction['guard']): Promise<boolean> {
  const [managed, { purpose: current }] = await Promise.all([readManaged(), sendMessage('purpose.get', {})]);
  const purpose = await ask<string>(
    (answer, refuseClick) => h(PurposeDialog, { purposes: managed.purposes ?? [], current, refuseClick, onAnswer: answer, onCancel: () => answer(null) }),
    guard,
  );
  if (!purpose) return false;
  await sendMessage('purpose.set', { purpose });
  return true;
}

/**
 * Past the month's budget, or about to cross it: whether the person goes on, after reading how far
 * the month is and what this action adds (the background's refusal says both, from the spend ledger).
 */
async function confirmBudget(refusal: ApiError, guard: PaidAction['guard']): Promise<boolean> {
  const { month, incoming, limit } = refusal.details.budget ?? { month: 0, incoming: 1, limit: 0 };
  const answer = await ask<true>(
    (answered, refuseClick) => h(BudgetDialog, { month, incoming, budget: limit, refuseClick, onConfirm: () => answered(true), onCancel: () => answered(null) }),
    guard,
  );
  return answer === true;
}

/** Sends of one page that wait on the same question ask it once: one dialog, one answer for all. */
let pendingPurpose: Promise<boolean> | null = null;
let pendingBudget: Promise<boolean> | null = null;

/**
 * Whether a purpose is there to send with: one given meanwhile (another send of this page asked), or
 * asked now. A stored purpose the organization's list does not hold is asked again.
 */
async function purposeGiven(guard: PaidAction['guard']): Promise<boolean> {
  if (pendingPurpose) return pendingPurpose;
  const [{ purpose: stored }, managed] = await Promise.all([sendMessage('purpose.get', {}), readManaged()]);
  if (stored && (!managed.purposes?.length || managed.purposes.includes(stored))) return true;
  pendingPurpose = askPurpose(guard).finally(() => (pendingPurpose = null));
  return pendingPurpose;
}

function budgetConfirmed(refusal: ApiError, guard: PaidAction['guard']): Promise<boolean> {
  pendingBudget ??= confirmBudget(refusal, guard).finally(() => (pendingBudget = null));
  return pendingBudget;
}

/**
 * Asks what the background's refusal needs and sends once more (a second refusal stands, with its
 * reason for the person). Past the budget, an action confirmed once stays confirmed for its sends.
 */
export async function answerAndResend<T extends PaidMessage>(refusal: ApiError, type: T, payload: MessagePayload<T>, action: PaidAction): Promise<MessageAnswers[T]> {
  if (refusal.details.blockedBy === 'purpose') {
    if (!(await purposeGiven(action.guard))) throw refusal;
  } else if (!action.confirmed) {
    if (!(await budgetConfirmed(refusal, action.guard))) throw refusal;
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
