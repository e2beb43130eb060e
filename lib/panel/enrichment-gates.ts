/**
 * What the panel checks before enrichment work starts: a CSV small enough to read, a batch small
 * enough to send, and the contacts a page shows turned into batch entries. Each gate answers with the
 * message to show, or nothing when the work may go on.
 */
import type { BatchContact } from '../enrichment/batches';
import { costOf } from '../enrichment/plan';
import { isRetriable, type ContactResult } from '../enrichment/progress';
import { formatInteger } from '../format';
import { t } from '../i18n';
import { plural } from '../i18n/plural';
import { identifierKey } from '../identifiers/keys';
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

/** A person of the page as a batch entry: the strongest identifier is sent, the others kept beside it. */
export function pageContactToBatch({ primary, others }: PageContact): BatchContact {
  return { key: identifierKey(primary), contact: enrichmentContactOf(primary), ...(others.length > 0 ? { others } : {}) };
}

/** "Tentar novamente": only the contacts that may succeed now, with their original rows. */
export function retryContacts(results: ContactResult[]): BatchContact[] {
  return results
    .filter(isRetriable)
    .map((row) => ({ key: row.key, contact: row.contact, ...(row.line ? { line: row.line } : {}), ...(row.fields ? { fields: row.fields } : {}), ...(row.others ? { others: row.others } : {}) }));
}

/** What sending `contacts` costs, said before anything is sent: "500 contatos → 500 consultas (1 tarefa)". */
export function costText(contacts: number): string {
  if (contacts === 0) return t('costNothing');
  const cost = costOf(contacts);
  const plan = cost.mode === 'sync' ? t('costPlanSync') : plural('costPlanJobs', cost.requests);
  return t('costLine', [plural('contacts', cost.contacts), plural('lookups', cost.consultas), plan]);
}
