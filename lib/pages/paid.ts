/**
 * Sending a paid action (a look-up, an enrichment) from an extension page. The background may answer
 * with a question instead of making requests (no purpose given, or the month's budget reached): then
 * the questions' module, loaded only then, asks and sends again (./paid-questions.ts).
 */
import { ApiError } from '../api/errors';
import type { SpendGuard } from '../card/spend-guard';
import type { MessageAnswers, MessagePayload } from '../protocol/messages';
import { sendMessage } from '../protocol/send';

export type PaidMessage = 'lookup' | 'enrich.one' | 'enrich.start' | 'enrich.decide';

/** Shared by the sends of one action (the reader's "Consultar todos"): confirmed once, confirmed for all. */
export interface PaidAction {
  confirmed: boolean;
  /**
   * The hover card's: its frame sits in a page that may cover it or aim clicks at it, so a question's
   * answer is a click its spending guard accepts, made here for the question's dialog.
   */
  guard?: (dialog: HTMLElement) => SpendGuard;
}

export async function sendPaid<T extends PaidMessage>(type: T, payload: MessagePayload<T>, action: PaidAction = { confirmed: false }): Promise<MessageAnswers[T]> {
  try {
    return await sendMessage(type, action.confirmed ? { ...payload, confirmed: true } : payload);
  } catch (error) {
    if (!(error instanceof ApiError && (error.details.blockedBy === 'purpose' || error.details.blockedBy === 'budget'))) throw error;
    return (await import('./paid-questions')).answerAndResend(error, type, payload, action);
  }
}
