/**
 * The hover card frame's state: which identifier it shows (asked of the background with the card id
 * in its URL), what the cache knows of it, and its actions behind the spending guard. It tells the
 * content script only its height and when to close; nothing else crosses to the page.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { IdentifierSummary } from '../background/summary';
import { enrichOne, type EnrichmentState } from '../enrichment/single';
import { t } from '../i18n';
import { isContactKind } from '../identifiers/kinds';
import type { CardIdentifier } from '../protocol/messages';
import { sendMessage } from '../protocol/send';
import { readSettings } from '../storage';
import { createSpendGuard, type SpendGuard } from './spend-guard';

type ToPage = { atalaia: 'card-size'; height: number } | { atalaia: 'card-close' };
const toPage = (message: ToPage) => window.parent.postMessage(message, '*');

export function useCard(cardId: string) {
  const [identifier, setIdentifier] = useState<CardIdentifier | null>(null);
  const [expired, setExpired] = useState(false);
  const [summary, setSummary] = useState<IdentifierSummary | null>(null);
  const [enrichment, setEnrichment] = useState<EnrichmentState>({ status: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const guard = useRef<SpendGuard | null>(null);

  useEffect(() => {
    guard.current = createSpendGuard(document.body, 'IntersectionObserver' in window ? IntersectionObserver : undefined);
    void (async () => {
      try {
        const shown = await sendMessage('card.get', { cardId });
        setIdentifier(shown);
        if (shown.kind === 'masked_cpf') return;
        const cached = await sendMessage('summary.peek', { kind: shown.kind, value: shown.value });
        setSummary(cached);
        // With prefetch on (off by default), resting the pointer is gesture enough to look a CPF up.
        if (!cached && shown.kind === 'cpf' && (await readSettings()).prefetchOnHover) {
          await sendMessage('lookup', { request: { resource: 'personProfile', cpf: shown.value } });
          setSummary(await sendMessage('summary.peek', { kind: shown.kind, value: shown.value }));
        }
      } catch {
        setExpired(true);
      }
    })();
    // The content's height (the body is the frame's viewport, and scrolls what the frame cannot hold).
    const content = document.getElementById('app') ?? document.body;
    const observer = new ResizeObserver(() => toPage({ atalaia: 'card-size', height: Math.ceil(content.getBoundingClientRect().height) + 2 }));
    observer.observe(content);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && toPage({ atalaia: 'card-close' });
    window.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      guard.current?.dispose();
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  /** Spending actions run only for a real click on a card the person can see. */
  const guarded = (action: () => void) => (event: MouseEvent) => {
    if (!guard.current?.allows(event)) {
      setNotice(t('cardNotVisible'));
      return;
    }
    setNotice(null);
    action();
  };

  return {
    identifier,
    expired,
    summary,
    enrichment,
    notice,
    status,
    onClose: () => toPage({ atalaia: 'card-close' }),
    /** Writes into the page: guarded like the actions that spend. */
    onFill: (value: string, event: MouseEvent) =>
      guarded(() => void sendMessage('page.fill', { value }).then(({ filled }) => (filled ? setStatus(t('filled')) : setNotice(t('fillFailed')))))(event),
    onOpenPanel: guarded(() => identifier && void sendMessage('panel.open', { query: identifier.value })),
    onEnrich: guarded(() => {
      if (!identifier || !isContactKind(identifier.kind)) return;
      setEnrichment({ status: 'loading' });
      void enrichOne({ kind: identifier.kind, value: identifier.value }).then(setEnrichment);
    }),
  };
}
