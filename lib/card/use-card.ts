/**
 * The hover card frame's state: which identifier it shows (asked of the background with the card id
 * in its URL), what the cache knows of it, and its actions behind the spending guard. It never
 * posts to the page: closing goes through the background to the content script that opened it.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import type { IdentifierSummary } from '../background/summary';
import type { EnrichmentState } from '../enrichment/single';
import { t } from '../i18n';
import { formatIdentifier, isContactKind, KIND_TITLES } from '../identifiers/kinds';
import type { CardSubject } from '../protocol/messages';
import { sendMessage } from '../protocol/send';
import { createSpendGuard, tracksVisibility, type SpendGuard } from './spend-guard';

/** Visibility where the browser reports it (IntersectionObserver v2), intersection only elsewhere. */
const Observer = 'IntersectionObserver' in window ? IntersectionObserver : undefined;

export function useCard(cardId: string) {
  const [identifier, setIdentifier] = useState<CardSubject | null>(null);
  const [expired, setExpired] = useState(false);
  const [summary, setSummary] = useState<IdentifierSummary | null>(null);
  const [enrichment, setEnrichment] = useState<EnrichmentState>({ status: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  /** Firefox's sidebar, set to this identifier, waits for a gesture the card cannot make: how to open it. */
  const [panelHint, setPanelHint] = useState<string | null>(null);
  const guard = useRef<SpendGuard | null>(null);
  const close = () => void sendMessage('card.close', { cardId }).catch(() => setExpired(true));

  useEffect(() => {
    const spendGuard = createSpendGuard(
      document.body,
      Observer,
      undefined,
      // No IntersectionObserver v2 (Firefox): spending asks in the browser's own dialog first.
      tracksVisibility() ? undefined : (question) => window.confirm(question),
    );
    guard.current = spendGuard;
    const changes = new MutationObserver(() => spendGuard.contentChanged());
    changes.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    const onPointer = (event: PointerEvent) => spendGuard.pointerEntered(event);
    const onPointerLeave = () => spendGuard.pointerLeft();
    document.documentElement.addEventListener('pointermove', onPointer);
    document.documentElement.addEventListener('pointerleave', onPointerLeave);
    void (async () => {
      try {
        const shown = await sendMessage('card.get', { cardId });
        setIdentifier(shown);
        setSummary(await sendMessage('card.summary', { cardId }));
      } catch {
        setExpired(true);
      }
    })();
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keydown', onKey);
    return () => {
      spendGuard.dispose();
      changes.disconnect();
      document.documentElement.removeEventListener('pointermove', onPointer);
      document.documentElement.removeEventListener('pointerleave', onPointerLeave);
      window.removeEventListener('keydown', onKey);
    };
  }, []);

  /** Spending and writing actions run only for a real click on a settled card the person can see. */
  const guarded = (action: () => void) => (event: MouseEvent) => {
    const refusal = guard.current ? guard.current.refusal(event) : 'forged';
    if (refusal) {
      setNotice(t(refusal === 'changed' ? 'cardJustChanged' : 'cardNotVisible'));
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
    panelHint,
    onClose: close,
    onCopy: (text: string) => void navigator.clipboard.writeText(text).then(() => setStatus(t('copied'))),
    onFill: (value: string, event: MouseEvent) =>
      guarded(() => {
        if (!guard.current?.confirms(t('cardConfirmFill', value))) return;
        void sendMessage('page.fill', { value }).then(({ filled }) => (filled ? setStatus(t('filled')) : setNotice(t('fillFailed'))));
      })(event),
    onOpenPanel: guarded(() => {
      if (!identifier) return;
      void sendMessage('panel.open', { query: identifier.value }).then(({ opened, shortcut }) =>
        setPanelHint(opened ? null : shortcut ? t('cardSidebarHint', shortcut) : t('cardSidebarHintNoShortcut')),
      );
    }),
    onOpenInTab: guarded(() => {
      if (!identifier) return;
      setPanelHint(null);
      void sendMessage('panel.open', { query: identifier.value, inTab: true });
    }),
    onEnrich: guarded(() => {
      if (!identifier || !isContactKind(identifier.kind)) return;
      const described = `${t(KIND_TITLES[identifier.kind])} ${formatIdentifier(identifier)}`;
      if (!guard.current?.confirms(t('cardConfirmEnrich', described))) return;
      setEnrichment({ status: 'loading' });
      const contact = { kind: identifier.kind, value: identifier.value };
      // Loaded on the click: most cards are only looked at. Its questions (purpose, budget) are guarded too.
      void import('../enrichment/single').then(({ enrichOne }) => enrichOne(contact, { confirmed: false, guard: (dialog) => createSpendGuard(dialog, Observer) })).then(setEnrichment, () => setEnrichment({ status: 'error', message: t('errorViewNotLoaded') }));
    }),
  };
}
