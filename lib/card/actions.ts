/**
 * What the card's "Enriquecer" and "Preencher" do once the spending guard let the click through
 * (./use-card.ts): loaded with the first such click, as most cards are only looked at.
 */
import type { EnrichmentState } from '../pages/enrich-one';
import { t } from '../i18n';
import type { ContactKind, Identifier } from '../identifiers/kinds';
import { sendMessage } from '../protocol/send';
import type * as FirefoxCard from './firefox';
import { createSpendGuard, tracksVisibility } from './spend-guard';

/** What the card says about the last "Preencher": its words, next to the button pressed (`value`). */
export interface FillOutcome {
  value: string;
  text: string;
  /** A refusal or a failure, said as an alert. */
  failed: boolean;
}

/** How an action shows its outcome in the card. */
export interface CardOutcome {
  setStatus(text: string): void;
  setNotice(text: string): void;
  setEnrichment(state: EnrichmentState): void;
}

/**
 * Whether a spending action may go on: at once where the browser tracks visibility; where it does
 * not (Firefox, no IntersectionObserver v2), after the person's yes in the browser's own dialog,
 * whose code loads only there.
 */
const spendConfirmed = async (ask: (firefox: typeof FirefoxCard) => boolean): Promise<boolean> => tracksVisibility() || ask(await import('./firefox'));

/** Puts `value` in the page's form field the person last focused. */
export async function fillFromCard(value: string, card: CardOutcome): Promise<void> {
  if (!(await spendConfirmed((firefox) => firefox.confirmFill(value)))) return;
  const { filled, closedField } = await sendMessage('page.fill', { value });
  if (filled) card.setStatus(t('filled'));
  else card.setNotice(t(closedField ? 'fillClosedField' : 'fillFailed'));
}

export async function enrichFromCard(contact: Identifier<ContactKind>, card: CardOutcome): Promise<void> {
  if (!(await spendConfirmed((firefox) => firefox.confirmEnrich(contact)))) return;
  card.setEnrichment({ status: 'loading' });
  try {
    const { enrichOne } = await import('../pages/enrich-one');
    // Its questions (purpose, budget) are guarded too.
    card.setEnrichment(await enrichOne(contact, { confirmed: false, guard: (dialog) => createSpendGuard(dialog, IntersectionObserver) }));
  } catch {
    card.setEnrichment({ status: 'error', message: t('errorViewNotLoaded') });
  }
}
