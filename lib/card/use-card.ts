/**
 * The hover card frame's state: which identifier it shows (asked of the background with the card id
 * in its URL), what the cache knows of it, and its actions behind the spending guard. It never
 * posts to the page: closing goes through the background to the content script that opened it.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { markAt, markOnScreen } from '../pages/bench-marks';
import type { IdentifierSummary } from '../background/summary';
import type { EnrichmentState } from '../pages/enrich-one';
import { t } from '../i18n';
import { isContactKind } from '../identifiers/kinds';
import type { CardSubject } from '../protocol/messages';
import { sendMessage } from '../protocol/send';
import type * as CardActions from './actions';
import { createSpendGuard, tracksVisibility, type SpendGuard } from './spend-guard';

export function useCard(cardId: string) {
  const [identifier, setIdentifier] = useState<CardSubject | null>(null);
  const [expired, setExpired] = useState(false);
  const [summary, setSummary] = useState<IdentifierSummary | null>(null);
  const [enrichment, setEnrichment] = useState<EnrichmentState>({ status: 'idle' });
  const [notice, setNotice] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  /** What the last "Preencher" did, said next to the button pressed (the value it was for). */
  const [fillOutcome, setFillOutcome] = useState<CardActions.FillOutcome | null>(null);
  /**
   * Firefox's sidebar, set to this identifier, waits for a gesture the card cannot make: the hint
   * saying how to open it (with the person's shortcut, if any) is shown.
   */
  const [panelHint, setPanelHint] = useState<{ shortcut: string | null } | null>(null);
  const guard = useRef<SpendGuard | null>(null);
  const close = useCallback(() => void sendMessage('card.close', { cardId }).catch(() => setExpired(true)), [cardId]);

  useEffect(() => {
    // Visibility where the browser reports it (IntersectionObserver v2), intersection only elsewhere.
    const spendGuard = createSpendGuard(document.body, IntersectionObserver);
    guard.current = spendGuard;
    const changes = new MutationObserver(() => spendGuard.contentChanged());
    changes.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
    // The page does not see the pointer in this frame: the frame tells the content script that opened
    // it, which keeps the card open meanwhile (lib/content/card-hover.ts).
    let pointerIn = false;
    const tellPointer = (over: boolean) => {
      if (pointerIn === over) return;
      pointerIn = over;
      void sendMessage('card.pointer', { cardId, over }).catch(() => undefined);
    };
    const onPointer = (event: PointerEvent) => {
      spendGuard.pointerEntered(event);
      if (event.isTrusted) tellPointer(true);
    };
    const onPointerLeave = () => {
      spendGuard.pointerLeft();
      tellPointer(false);
    };
    document.documentElement.addEventListener('pointermove', onPointer);
    document.documentElement.addEventListener('pointerleave', onPointerLeave);
    // Readied hidden before the hover delay ends (lib/content/card-hover.ts), the card is on screen once
    // it meets the viewport: only the content script shows it. From then on a click may count (after
    // SETTLE_MS), and a look-up on hover may run.
    const onScreen = new Promise<number>((resolve) => {
      new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          spendGuard.contentChanged();
          resolve(entry.time);
        }
      }).observe(document.documentElement);
    });
    void (async () => {
      try {
        const [shown, cached, enriched] = await Promise.all([
          sendMessage('card.get', { cardId }),
          sendMessage('card.summary', { cardId }),
          sendMessage('card.enrichment', { cardId }),
        ]);
        setIdentifier(shown);
        // Opened by the person's shortcut: the focus goes into the card, and Tab stays in it (loaded only then).
        if (shown.keyboard) void import('./keyboard').then((keyboard) => keyboard.takeKeyboardFocus(document.body));
        setSummary(cached);
        // A paid result is shown again from the cache, unless a new one is on its way.
        if (enriched && shown.enrichable) setEnrichment((now) => (now.status === 'idle' ? { status: 'done', item: enriched } : now));
        if (import.meta.env.WXT_BENCH) {
          // Shown with its summary already drawn: the frame that showed it; otherwise the next one.
          const shownAt = await Promise.race([onScreen, null]);
          if (shownAt === null) markAt('atalaia:card-summary', await onScreen);
          else markOnScreen('atalaia:card-summary');
        }
        // Nothing cached: a CPF whose card is on screen may be looked up (when the person turned that on).
        if (!cached && shown.kind === 'cpf') {
          await onScreen;
          setSummary(await sendMessage('card.summary', { cardId, onScreen: true }));
        }
      } catch {
        setExpired(true);
      }
    })();
    // On the key's release: closing removes this frame, and a frame removed while the release is on
    // its way to it leaves Chromium's input routing waiting for an answer that never comes.
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && close();
    window.addEventListener('keyup', onKey);
    return () => {
      spendGuard.dispose();
      changes.disconnect();
      document.documentElement.removeEventListener('pointermove', onPointer);
      document.documentElement.removeEventListener('pointerleave', onPointerLeave);
      window.removeEventListener('keyup', onKey);
    };
  }, [cardId, close]);

  const outcome: CardActions.CardOutcome = { setStatus, setNotice, setEnrichment };
  /** The code of "Enriquecer" and "Preencher", loaded on the click: most cards are only looked at. */
  const withActions = (run: (actions: typeof CardActions) => Promise<void>) => () => import('./actions').then(run, () => setNotice(t('errorViewNotLoaded')));

  /**
   * Spending and writing actions run only for a real click on a settled card the person can see.
   * `sayAt`: a refusal is said there instead (next to the "Preencher" pressed).
   */
  const guarded = (action: () => void | Promise<void>, sayAt?: (text: string) => void) => (event: MouseEvent) => {
    const refusal = guard.current ? guard.current.refusal(event) : 'forged';
    const refuse = (reason: string) => (sayAt ?? setNotice)(t(reason === 'changed' ? 'cardJustChanged' : 'cardNotVisible'));
    if (refusal) return refuse(refusal);
    // Without the browser's visibility report (Firefox), the action runs within the click, as its
    // sidebar requires, and asks the browser's own dialog first where it spends (./firefox.ts).
    if (!tracksVisibility()) {
      setNotice(null);
      void action();
      return;
    }
    // This frame's own report cannot see a box the page lays over the card (Chromium does not report
    // an out-of-process frame covered): the top document, where the card's box is, tells.
    void sendMessage('card.uncovered', { cardId }).then(
      (uncovered) => {
        if (!uncovered) return refuse('hidden');
        setNotice(null);
        void action();
      },
      () => refuse('hidden'),
    );
  };

  /**
   * Opening the panel on an identifier the cache has nothing on makes it look the identifier up: a
   * spend like "Enriquecer". Where the browser cannot prove the card was seen (Firefox), the browser's
   * own dialog asks first; elsewhere the open goes at once, inside the click (Chrome opens its side
   * panel only from a gesture).
   */
  const openPanel = (inTab: boolean): void | Promise<void> => {
    if (!identifier) return;
    const subject = identifier;
    const open = () => {
      if (inTab) {
        setPanelHint(null);
        void sendMessage('panel.open', { query: subject.value, inTab });
      } else void sendMessage('panel.open', { query: subject.value }).then(({ opened, shortcut }) => setPanelHint(opened ? null : { shortcut }));
    };
    if (summary !== null || tracksVisibility()) return open();
    return import('./firefox').then(
      (firefox) => void (firefox.confirmOpen(subject) && open()),
      () => setNotice(t('errorViewNotLoaded')),
    );
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
    fillOutcome,
    onFill: (value: string, event: MouseEvent) => {
      setFillOutcome(null);
      const say = (failed: boolean) => (text: string) => setFillOutcome({ value, text, failed });
      const nextToButton: CardActions.CardOutcome = { ...outcome, setStatus: say(false), setNotice: say(true) };
      guarded(
        withActions((actions) => actions.fillFromCard(value, nextToButton)),
        say(true),
      )(event);
    },
    onOpenOptions: (): void => void browser.runtime.openOptionsPage(),
    onOpenPanel: guarded(() => openPanel(false)),
    onOpenInTab: guarded(() => openPanel(true)),
    onEnrich: guarded(
      withActions(async (actions) => {
        if (identifier && isContactKind(identifier.kind)) await actions.enrichFromCard({ kind: identifier.kind, value: identifier.value }, outcome);
      }),
    ),
  };
}
