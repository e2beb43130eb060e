/**
 * An extension page's own bugs, logged: an error nothing caught, or a promise rejected with nobody
 * waiting, goes to the background's diagnostic log ("Diagnóstico"), which scrubs it of anything
 * personal before keeping it. The person is pointed to that report when something breaks.
 */
import type { MessagePayload } from '../protocol/messages';
import { sendMessage } from '../protocol/send';

type Page = MessagePayload<'diagnostics.report'>['page'];

/** The report of one error: its class name and message, never its stack (which names nothing of ours). */
export function errorReport(page: Page, error: unknown): MessagePayload<'diagnostics.report'> {
  const kind = error instanceof Error && /^[A-Za-z_$][\w$]{0,59}$/.test(error.name) ? error.name : 'Error';
  const message = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
  return { page, kind, message: message.slice(0, 1_000) };
}

/** Starts sending this page's uncaught errors to the log. */
export function reportUncaughtErrors(page: Page): void {
  // A report that cannot be sent (the background restarting) is dropped: reporting it would loop.
  const report = (error: unknown) => void sendMessage('diagnostics.report', errorReport(page, error)).catch(() => undefined);
  addEventListener('error', (event) => report(event.error ?? event.message));
  addEventListener('unhandledrejection', (event) => report(event.reason));
}
