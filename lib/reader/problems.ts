/**
 * Telling the file's faults from ours. A file pdf.js cannot read is "corrompido"; anything else that
 * stops a document (pdf.js's worker or a packaged file missing, a bug of ours) is said to be the
 * reader's own failure, never blamed on the file.
 */
import { ReaderError, type ReaderProblem } from './source';

/** What pdf.js (5.6) names the failures that come from a file's content. */
const FILE_FAULTS = new Set(['InvalidPDFException', 'FormatError', 'UnknownErrorException']);
/** pdf.js's `PasswordResponses.INCORRECT_PASSWORD` (problems.test.ts checks it against pdf.js). */
export const INCORRECT_PASSWORD = 2;

/** A failure to open a document, told apart: a password asked for, the file's fault, or ours. */
export function openingProblem(error: unknown): ReaderError {
  const { name, code } = (error ?? {}) as { name?: string; code?: number };
  if (name === 'PasswordException') return new ReaderError({ kind: 'password', wrong: code === INCORRECT_PASSWORD });
  return name && FILE_FAULTS.has(name) ? new ReaderError({ kind: 'broken' }) : new ReaderError({ kind: 'ours' }, { cause: error });
}

/** Addresses other than the extension's own: a document's path can name a person (`file:///home/maria/…`). */
const FOREIGN_ADDRESS = /(?<![\w+.-])(?!(?:chrome|moz)-extension:)[a-z][a-z0-9+.-]*:\/\/\S*/gi;

/**
 * What the diagnostic log gets of a failure of ours: the error's class and message, without the
 * addresses of documents (the background's log scrubs digits, e-mail addresses and query strings too).
 */
export function failureReport(error: unknown): { kind: string; message: string } {
  const cause = error instanceof ReaderError && error.cause !== undefined ? error.cause : error;
  if (!(cause instanceof Error)) return { kind: typeof cause, message: '' };
  return { kind: (cause.name || 'Error').slice(0, 64), message: cause.message.replace(FOREIGN_ADDRESS, '<endereço>').slice(0, 500) };
}

/** Any failure as the reader says it: what a ReaderError names, else ours. */
export function problemOf(error: unknown): ReaderProblem {
  return error instanceof ReaderError ? error.problem : { kind: 'ours' };
}
