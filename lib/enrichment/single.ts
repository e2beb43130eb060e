/** Enriching one contact with a click (the card's and the panel's "Enriquecer"), with the fields last chosen. */
import { describeError } from '../api/errors';
import type { EnrichmentResultItem } from '../api/schemas';
import { t } from '../i18n';
import { enrichmentContactOf, type ContactKind, type Identifier } from '../identifiers/kinds';
import { sendMessage } from '../protocol/send';
import { readEnrichmentFields } from '../storage';

export type EnrichmentState = { status: 'idle' } | { status: 'loading' } | { status: 'done'; item: EnrichmentResultItem } | { status: 'error'; message: string };

/** The answer of one enrichment of a single contact, as the card and the panel show it. */
export async function enrichOne(contact: Identifier<ContactKind>): Promise<EnrichmentState> {
  try {
    const campos = await readEnrichmentFields();
    const answer = await sendMessage('enrich.one', { contact: enrichmentContactOf(contact), campos });
    const item = answer.resultados[0];
    return item?.status === 'ok' ? { status: 'done', item } : { status: 'error', message: t('enrichNotOk', item?.mensagem ?? item?.status ?? '?') };
  } catch (error) {
    return { status: 'error', message: describeError(error) };
  }
}

