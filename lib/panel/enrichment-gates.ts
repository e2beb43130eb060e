/**
 * What the panel checks before enrichment work starts: a CSV small enough to read, a batch small
 * enough to send, and the contacts a page shows turned into batch entries. Each gate answers with the
 * message to show, or nothing when the work may go on.
 */
import type { BatchContact } from '../enrichment/batches';
import type { ContactResult } from '../enrichment/progress';
import { formatInteger } from '../format';
import { t } from '../i18n';
import { identifierKey } from '../identifiers/kinds';
import { enrichmentContactOf } from '../identifiers/contacts';
import { MAX_BATCH_CONTACTS, type PageContact } from '../protocol/messages';

/** Larger files would freeze the panel while read; a 20 MB CSV holds about 200,000 contacts. */
export const MAX_CSV_BYTES = 20 * 1024 * 1024;

export function csvSizeProblem(bytes: number): string | null {
  return bytes > MAX_CSV_BYTES ? t('csvTooBig') : null;
}

export function batchSizeProblem(contacts: number): string | null {
  return contacts > MAX_BATCH_CONTACTS ? t('batchTooBig', formatInteger(MAX_BATCH_CONTACTS)) : null;
}

export function pageContactToBatch(contact: PageContact): BatchContact {
  return { key: identifierKey(contact), contact: enrichmentContactOf(contact) };
}

/** "Tentar novamente": the contacts that failed or were cancelled, with their original rows. */
export function retryContacts(results: ContactResult[]): BatchContact[] {
  return results
    .filter((row) => row.status === 'failed' || row.status === 'cancelled')
    .map((row) => ({ key: row.key, contact: row.contact, ...(row.line ? { line: row.line } : {}), ...(row.original ? { original: row.original } : {}) }));
}
