import { formatIdentifier, KIND_TITLES } from '../../lib/identifiers/kinds';
import type { EnrichmentState } from '../../lib/pages/enrich-one';
import { formatAge, t } from '../../lib/i18n';
import type { CardSubject } from '../../lib/protocol/messages';
import type { IdentifierSummary } from '../../lib/background/summary';
import { lazyComponent } from '../lazy';
import type { FillOutcome } from '../../lib/card/actions';

/** Loaded after an enrichment answers: most cards are only looked at. */
const CardEnrichment = lazyComponent(() => import('./CardEnrichment').then((module) => module.CardEnrichment));
/** Firefox only: loaded when its sidebar could not open from the card. */
const PanelHint = lazyComponent(() => import('./PanelHint').then((module) => module.PanelHint));

interface Props {
  identifier: CardSubject;
  summary: IdentifierSummary | null;
  enrichment: EnrichmentState;
  notice: string | null;
  /** A neutral message, such as "Preenchido no campo da página". */
  status?: string | null;
  now?: number;
  /** Firefox's sidebar, which the card's click could not open, is set to this identifier: say how to open it. */
  panelHint?: { shortcut: string | null } | null;
  onOpenPanel: (event: MouseEvent) => void;
  /** The panel in a tab instead. */
  onOpenInTab?: (event: MouseEvent) => void;
  onEnrich: (event: MouseEvent) => void;
  onClose: () => void;
  onCopy: (text: string) => void;
  /** Unconfigured: the options, where the token and the service's addresses are set. */
  onOpenOptions?: () => void;
  /** Puts a value in the form field last focused on the page (CRM users). */
  onFill?: (value: string, event: MouseEvent) => void;
  /** What the last "Preencher" did, said next to its button. */
  fillOutcome?: FillOutcome | null;
}

/**
 * The hover card: kind, formatted value, validity, what the cache knows, and the three actions.
 * "Enriquecer" only where the background says so (`enrichable`: a contact, and the feature not
 * switched off by the organization).
 */
export function HoverCard({ identifier, summary, enrichment, notice, status, panelHint, now, onOpenPanel, onOpenInTab, onEnrich, onClose, onCopy, onOpenOptions, onFill, fillOutcome }: Props) {
  const masked = identifier.kind === 'masked_cpf';
  const text = formatIdentifier(identifier);
  const enriched = enrichment.status === 'done' ? enrichment.item : null;
  return (
    <article class="card" aria-label={`${t(KIND_TITLES[identifier.kind])} ${text}`}>
      <header>
        <span class="kind">{t(KIND_TITLES[identifier.kind])}</span>
        <span class={masked ? 'validity masked' : 'validity'}>{masked ? t('cardMasked') : `✓ ${t('cardValid')}`}</span>
        <button type="button" class="close" aria-label={t('close')} onClick={onClose}>
          ×
        </button>
      </header>
      <p class="value">{text}</p>
      {/* After "Enriquecer", the values a form takes come first: phones and e-mails in the first screen. */}
      {enriched && <CardEnrichment item={enriched} onFill={onFill} outcome={fillOutcome ?? null} />}
      {!identifier.configured && (
        // Before a token is set nothing can be looked up: say so, and where to set it, instead of
        // offering actions that could only fail.
        <p class="notice" role="status">
          {t('cardNotConfigured')}
        </p>
      )}
      {!masked &&
        identifier.configured &&
        (summary ? (
          <div class="summary">
            {summary.name && <p class="name">{summary.name}</p>}
            <p>
              {[summary.place, ...summary.counts].filter(Boolean).join(' · ')}
            </p>
            <p class="age">{t('fetchedAgo', formatAge(summary.fetchedAt, now))}</p>
          </div>
        ) : (
          // Nothing cached but the enrichment just shown (or kept from an earlier one): no "Nada guardado" above it.
          enrichment.status !== 'done' && <p class="hint">{t('cardNoSummary')}</p>
        ))}
      {notice && (
        <p class="notice" role="alert">
          {notice}
        </p>
      )}
      <div class="actions">
        {!identifier.configured && (
          <button type="button" class="primary" onClick={onOpenOptions}>
            {t('openOptions')}
          </button>
        )}
        {!masked && identifier.configured && (
          <button type="button" class="primary" onClick={onOpenPanel}>
            {t('openInPanel')}
          </button>
        )}
        {identifier.enrichable && identifier.configured && (
          <button type="button" onClick={onEnrich} disabled={enrichment.status === 'loading'}>
            {enrichment.status === 'loading' ? t('enriching') : t('enrich')}
          </button>
        )}
        <button type="button" onClick={() => onCopy(text)}>
          {t('copyIdentifier')}
        </button>
      </div>
      {panelHint && <PanelHint shortcut={panelHint.shortcut} onOpenInTab={onOpenInTab} />}
      {enrichment.status === 'error' && (
        <p class="notice" role="alert">
          {enrichment.message}
        </p>
      )}
      {status && <p role="status">{status}</p>}
    </article>
  );
}
