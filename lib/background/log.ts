/**
 * The background's diagnostic log: the last 200 things that went wrong, for "Diagnóstico" in the
 * options page. An entry holds when, where, what kind and a short message, and never an identifier, a
 * token or record data: ApiError messages name endpoints by their templates, and any other text is
 * scrubbed of digits, e-mail addresses and query strings before it is kept. Kept in
 * `storage.session`, so it survives the worker's restarts but not the browser's.
 */
import { isApiError } from '../api/errors';
import { logItem } from '../storage/session';

export const MAX_LOG_ENTRIES = 200;

export interface LogEntry {
  /** Epoch ms. */
  time: number;
  /** Where it happened: `router`, `enrichment`, `sweep`, `menus`… */
  context: string;
  /** An ApiError kind, `dropped` for a refused message, or the error's class name. */
  kind: string;
  message: string;
}

/** Text with nothing in it that could name a person or carry a secret. */
export function scrub(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g, '<e-mail>')
    .replace(/\?\S*/g, '?<…>')
    // A word with four digits or more could be an identifier, a plate or a date of birth.
    .replace(/\S+/g, (word) => ((word.match(/\d/g)?.length ?? 0) >= 4 ? '<n>' : word))
    .slice(0, 300);
}

function describe(error: unknown): Pick<LogEntry, 'kind' | 'message'> {
  if (isApiError(error)) return { kind: error.kind, message: scrub(error.message) };
  if (error instanceof Error) return { kind: error.name || 'Error', message: scrub(error.message) };
  return { kind: typeof error, message: '' };
}

export function createLog(now: () => number = Date.now) {
  // Writes go one after another, so that entries logged together are all kept.
  let writing = Promise.resolve();
  const append = (entry: LogEntry) => {
    writing = writing
      .then(async () => logItem.setValue([...(await logItem.getValue()), entry].slice(-MAX_LOG_ENTRIES)))
      .catch(() => undefined);
    return writing;
  };
  return {
    /** Records a failure; never throws. */
    error: (context: string, error: unknown) => append({ time: now(), context, ...describe(error) }),
    /** Records an event that is not an exception (a dropped message). */
    note: (context: string, kind: string, message: string) => append({ time: now(), context, kind, message: scrub(message) }),
    entries: async () => {
      await writing;
      return logItem.getValue();
    },
    clear: () => logItem.setValue([]),
    /**
     * A promise started without waiting for it (a listener's work): its failure goes to the log
     * instead of becoming an unhandled rejection.
     */
    background: (context: string, work: Promise<unknown>) => {
      work.catch((error: unknown) => append({ time: now(), context, ...describe(error) }));
    },
  };
}

export type DiagnosticLog = ReturnType<typeof createLog>;
