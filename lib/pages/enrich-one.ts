/**
 * Enriching one contact with a click (the card's and the panel's "Enriquecer"). The background adds
 * the fields last chosen, so the card frame needs no storage code.
 */
import { describeError } from '../api/describe-error';
import type { EnrichmentResultItem } from '../api/schemas';
import { t } from '../i18n';
import type { ContactKind, Identifier } from '../identifiers/kinds';
import { enrichmentContactOf } from '../identifiers/contacts';
import type { PaidAction } from './paid';


export type EnrichmentState = { status: 'idle' } | { status: 'loading' } | { status: 'done'; item: EnrichmentResultItem } | { status: 'error'; message: string };

/**
 * The answer of one enrichment of a single contact, as the card and the panel show it. `action`: the
 * card's carries the guard that its questions (purpose, budget) answer through.
 */
export async function enrichOne(contact: Identifier<ContactKind>, action?: PaidAction): Promise<EnrichmentState> {
  try {
    // The paid send is loaded with the click, not named among the card's lazy chunks.
    const { sendPaid } = await import('./paid');
    const answer = await sendPaid('enrich.one', { contact: enrichmentContactOf(contact) }, action);
    const item = answer.resultados[0];
    return item?.status === 'ok' ? { status: 'done', item } : { status: 'error', message: t('enrichNotOk', item?.mensagem ?? item?.status ?? '?') };
  } catch (error) {
    return { status: 'error', message: describeError(error) };
  }
}

