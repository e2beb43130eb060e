/**
 * The hover card frame's state: which identifier it shows (asked of the background with the card id
 * in its URL), what the cache knows of it, and its actions behind the spending guard. It never
 * posts to the page: closing goes through the background to the content script that opened it.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { markOnScreen } from '../bench-marks';
import type { IdentifierSummary } from '../background/summary';
import type { EnrichmentState } from '../enrichment/single';
import { t } from '../i18n';
import { isContactKind } from '../identifiers/kinds';
import type { CardSubject } from '../protocol/messages';
import { sendMessage } from '../protocol/send';
import { createSpendGuard, tracksVisibility, type SpendGuard } from './spend-guard';
import type * as FirefoxCard from './firefox';

/** Visibility where the browser reports it (IntersectionObserver v2), intersection only elsewhere. */
const Observer = 'IntersectionObserver' in window ? IntersectionObserver : undefined;

export function useCard(cardId: string) {
  const [identifier, setIdentifier] = useState<CardSubject | null>(null);
  const [expired, setExpired] = useState(false);
  const [summary, setSummary] = useState<IdentifierSummary | null>(null);
  const [enrichment, setEnrichment] = useState<EnrichmentState>({ status: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  /**
   * Firefox's sidebar, set to this identifier, waits for a gesture the card cannot make: the hint
   * saying how to open it (with the person's shortcut, if any) is shown.
   */
  const [panelHint, setPanelHint] = useState<{ shortcut: string | null } | null>(null);
  const guard = useRef<SpendGuard | null>(null);
  const close = () => void sendMessage('card.close', { cardId }).catch(() => setExpired(true));

  useEffect(() => {
    const spendGuard = createSpendGuard(document.body, Observer);
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
        // Opened by the person's shortcut: the focus goes into the card, and Tab stays in it (loaded only then).
        if (shown.keyboard) void import('./keyboard').then((keyboard) => keyboard.takeKeyboardFocus(document.body));
        const [cached, enriched] = await Promise.all([sendMessage('card.summary', { cardId }), shown.enrichable ? sendMessage('card.enrichment', { cardId }) : null]);
        setSummary(cached);
        if (import.meta.env.WXT_BENCH) markOnScreen('atalaia:card-summary');
        // A paid result is shown again from the cache, unless a new one is on its way.
        if (enriched) setEnrichment((now) => (now.status === 'idle' ? { status: 'done', item: enriched } : now));
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

  /**
   * Whether a spending action the click was allowed for may go on: at once where the browser tracks
   * visibility; where it does not (Firefox, no IntersectionObserver v2), after the person's yes in the
   * browser's own dialog, whose code loads only there.
   */
  const spendConfirmed = async (ask: (firefox: typeof FirefoxCard) => boolean): Promise<boolean> => tracksVisibility() || ask(await import('./firefox'));

  /** Spending and writing actions run only for a real click on a settled card the person can see. */
  const guarded = (action: () => void | Promise<void>) => (event: MouseEvent) => {
    const refusal = guard.current ? guard.current.refusal(event) : 'forged';
    if (refusal) {
      setNotice(t(refusal === 'changed' ? 'cardJustChanged' : 'cardNotVisible'));
      return;
    }
    setNotice(null);
    void action();
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
      guarded(async () => {
        if (!(await spendConfirmed((firefox) => firefox.confirmFill(value)))) return;
        const { filled } = await sendMessage('page.fill', { value });
        if (filled) setStatus(t('filled'));
        else setNotice(t('fillFailed'));
      })(event),
    onOpenPanel: guarded(() => {
      if (!identifier) return;
      void sendMessage('panel.open', { query: identifier.value }).then(({ opened, shortcut }) => setPanelHint(opened ? null : { shortcut }));
    }),
    onOpenInTab: guarded(() => {
      if (!identifier) return;
      setPanelHint(null);
      void sendMessage('panel.open', { query: identifier.value, inTab: true });
    }),
    onEnrich: guarded(async () => {
      if (!identifier || !isContactKind(identifier.kind)) return;
      const contact = { kind: identifier.kind, value: identifier.value };
      if (!(await spendConfirmed((firefox) => firefox.confirmEnrich(contact)))) return;
      setEnrichment({ status: 'loading' });
      // Loaded on the click: most cards are only looked at. Its questions (purpose, budget) are guarded too.
      void import('../enrichment/single')
        .then(({ enrichOne }) => enrichOne(contact, { confirmed: false, guard: (dialog) => createSpendGuard(dialog, Observer) }))
        .then(setEnrichment, () => setEnrichment({ status: 'error', message: t('errorViewNotLoaded') }));
    }),
  };
}
