import { render } from 'preact';
import { useEffect, useRef, useState } from 'preact/hooks';
import { HoverCard, type EnrichmentState } from '../../components/card/HoverCard';
import '../../components/card/card.css';
import '../../components/theme.css';
import { describeApiError, isApiError } from '../../lib/api/errors';
import { localizeDocument, t } from '../../lib/i18n';
import type { CardIdentifier } from '../../lib/protocol/messages';
import { sendMessage } from '../../lib/protocol/send';
import { enrichmentFieldsItem, readSettings } from '../../lib/storage';
import type { IdentifierSummary } from '../../lib/background/summary';

const cardId = location.hash.slice(1);

/** Tells the content script how tall the card is, or that it should close. Nothing else crosses. */
const toPage = (message: { atalaia: 'card-size'; height: number } | { atalaia: 'card-close' }) => window.parent.postMessage(message, '*');

/**
 * Whether the card is really visible to the person (not covered, not transparent), by
 * IntersectionObserver v2 where the browser has it: actions that spend credits need it.
 */
function useTrulyVisible(): { current: boolean } {
  const visible = useRef(true);
  useEffect(() => {
    if (!('IntersectionObserver' in window)) return;
    try {
      const observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) visible.current = (entry as IntersectionObserverEntry & { isVisible?: boolean }).isVisible ?? entry.isIntersecting;
        },
        { threshold: [1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
      );
      observer.observe(document.body);
      return () => observer.disconnect();
    } catch {
      return undefined;
    }
  }, []);
  return visible;
}

function contactOf(identifier: CardIdentifier) {
  if (identifier.kind === 'cpf') return { cpf: identifier.value };
  if (identifier.kind === 'phone') return { telefone: identifier.value };
  return { email: identifier.value };
}

function CardApp() {
  const [identifier, setIdentifier] = useState<CardIdentifier | null>(null);
  const [expired, setExpired] = useState(false);
  const [summary, setSummary] = useState<IdentifierSummary | null>(null);
  const [enrichment, setEnrichment] = useState<EnrichmentState>({ status: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const visible = useTrulyVisible();

  useEffect(() => {
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
    const observer = new ResizeObserver(() => toPage({ atalaia: 'card-size', height: Math.ceil(document.body.getBoundingClientRect().height) + 2 }));
    observer.observe(document.body);
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && toPage({ atalaia: 'card-close' });
    window.addEventListener('keydown', onKey);
    return () => {
      observer.disconnect();
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  /** Spending actions run only for a real click on a card the person can see. */
  const guarded = (action: () => void) => (event: MouseEvent) => {
    if (!event.isTrusted || !visible.current) {
      setNotice(t('cardNotVisible'));
      return;
    }
    setNotice(null);
    action();
  };

  if (expired) return <p class="card">{t('cardExpired')}</p>;
  if (!identifier) return null;
  return (
    <HoverCard
      identifier={identifier}
      summary={summary}
      enrichment={enrichment}
      notice={notice}
      onClose={() => toPage({ atalaia: 'card-close' })}
      status={status}
      onFill={(value) => void sendMessage('page.fill', { value }).then(({ filled }) => (filled ? setStatus(t('filled')) : setNotice(t('fillFailed'))))}
      onOpenPanel={guarded(() => void sendMessage('panel.open', { query: identifier.value }))}
      onEnrich={guarded(() => {
        setEnrichment({ status: 'loading' });
        enrichmentFieldsItem
          .getValue()
          .then((campos) => sendMessage('enrich.one', { contact: contactOf(identifier), ...(campos.length ? { campos } : {}) }))
          .then(
          (answer) => {
            const item = answer.resultados[0];
            if (item?.status === 'ok') setEnrichment({ status: 'done', item });
            else setEnrichment({ status: 'error', message: t('enrichNotOk', item?.mensagem ?? item?.status ?? '?') });
          },
          (error: unknown) => setEnrichment({ status: 'error', message: isApiError(error) ? describeApiError(error) : t('errorNetwork') }),
        );
      })}
    />
  );
}

localizeDocument();
const root = document.getElementById('app');
if (root) render(<CardApp />, root);
