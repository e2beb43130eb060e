/**
 * What only Firefox's card needs, loaded there alone (the card frame's first script must stay small):
 * with no IntersectionObserver v2, a spending action asks first in the browser's own dialog, which
 * the page can neither see, cover nor answer (see ./spend-guard.ts). The hint on opening the sidebar
 * is components/card/PanelHint.tsx.
 */
import { t } from '../i18n';
import { formatIdentifier, KIND_TITLES, type ContactKind, type Identifier } from '../identifiers/kinds';

export const confirmEnrich = (identifier: Identifier<ContactKind>): boolean =>
  window.confirm(t('cardConfirmEnrich', `${t(KIND_TITLES[identifier.kind])} ${formatIdentifier(identifier)}`));

/** "Abrir no painel" and "Abrir em aba" for an identifier the cache has nothing on: the panel looks it up. */
export const confirmOpen = (identifier: Identifier): boolean => window.confirm(t('cardConfirmOpen', `${t(KIND_TITLES[identifier.kind])} ${formatIdentifier(identifier)}`));

export const confirmFill = (value: string): boolean => window.confirm(t('cardConfirmFill', value));
