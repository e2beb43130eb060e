/**
 * What the cache knows of the document's CPFs and CNPJs (asked once the index is complete, no
 * request), and "Consultar todos": a plan counted first, then the look-ups after a second trusted
 * click, at a bounded rate, the index's facts filling in as the answers arrive.
 */
import { useCallback, useEffect, useRef, useState } from 'preact/hooks';
import { describeError } from '../api/describe-error';
import type { IdentifierReview } from '../background/review';
import { t } from '../i18n';
import { MAX_REVIEW_BATCH } from '../protocol/messages';
import { sendPaid, type PaidAction } from '../pages/paid';
import { sendMessage } from '../protocol/send';
import { planLookups, runLookups, type LookupPlan, type LookupProgress, type LookupRunResult } from './lookup-all';
import type { ReaderSession } from './session';

export type LookupState =
  | { phase: 'idle' }
  | { phase: 'planning' }
  | { phase: 'confirm'; plan: LookupPlan }
  | { phase: 'running'; progress: LookupProgress }
  | { phase: 'done'; result: LookupRunResult }
  | { phase: 'error'; message: string };

/** Answers refreshed in the index every so many look-ups. */
const REFRESH_EVERY = 8;

export function useLookupAll(session: ReaderSession | null, forThisDocument: () => () => boolean) {
  const [reviews, setReviews] = useState<ReadonlyMap<string, IdentifierReview>>(new Map());
  const [lookup, setLookup] = useState<LookupState>({ phase: 'idle' });
  const lookupAbortRef = useRef<AbortController | null>(null);

  // Another document: nothing of the last one's facts or run stays.
  useEffect(
    () => () => {
      lookupAbortRef.current?.abort();
      setReviews(new Map());
      setLookup({ phase: 'idle' });
    },
    [session],
  );

  /** What the cache knows about the document's CPFs and CNPJs, or some of them (no request). */
  const refreshReviews = useCallback(
    async (only?: ReadonlySet<string>): Promise<IdentifierReview[]> => {
      if (!session) return [];
      const stillOpen = forThisDocument();
      const subjects = session.index
        .entries()
        .filter((entry) => (entry.kind === 'cpf' || entry.kind === 'cnpj') && (!only || only.has(entry.key)))
        .map((entry) => ({ kind: entry.kind as 'cpf' | 'cnpj', value: entry.value }));
      const answers: IdentifierReview[] = [];
      for (let start = 0; start < subjects.length; start += MAX_REVIEW_BATCH) {
        answers.push(...(await sendMessage('reader.review', { identifiers: subjects.slice(start, start + MAX_REVIEW_BATCH) })));
      }
      if (!stillOpen()) return answers;
      setReviews((previous) => {
        const next = new Map(only ? previous : []);
        for (const review of answers) next.set(`${review.kind}:${review.value}`, review);
        return next;
      });
      return answers;
    },
    [session, forThisDocument],
  );

  const complete = session?.index.isComplete() ?? false;
  useEffect(() => {
    if (!complete) return;
    void refreshReviews()
      .catch(() => undefined)
      .then(() => performance.mark('atalaia-reader:reviewed'));
  }, [complete, refreshReviews]);

  return {
    reviews,
    lookup,
    /** "Consultar todos", step one: count the requests (cached ones are free) and ask to confirm. */
    onLookupAll: (event: MouseEvent) => {
      if (!event.isTrusted || !session) return;
      const stillOpen = forThisDocument();
      setLookup({ phase: 'planning' });
      void refreshReviews().then(
        (answers) => stillOpen() && setLookup({ phase: 'confirm', plan: planLookups(answers) }),
        (error: unknown) => stillOpen() && setLookup({ phase: 'error', message: describeError(error) }),
      );
    },
    /** Step two, a second trusted click: the look-ups, at a bounded rate. */
    onConfirmLookup: (event: MouseEvent) => {
      if (!event.isTrusted || lookup.phase !== 'confirm') return;
      const controller = new AbortController();
      lookupAbortRef.current = controller;
      const stillOpen = forThisDocument();
      const { pending } = lookup.plan;
      setLookup({ phase: 'running', progress: { done: 0, failed: 0, total: pending.length } });
      // The index's facts fill in as the answers arrive, a few identifiers at a time.
      let answered = new Set<string>();
      const refreshAnswered = () => {
        const keys = answered;
        answered = new Set();
        return keys.size > 0 ? refreshReviews(keys).catch(() => []) : Promise.resolve([]);
      };
      // One action: past the month's budget, confirmed once for all its look-ups.
      const paid: PaidAction = { confirmed: false };
      void runLookups(pending, {
        lookup: (request) => sendPaid('lookup', { request }, paid),
        signal: controller.signal,
        onProgress: (progress, request) => {
          // Look-ups already under way when the document went still end here.
          if (!stillOpen()) return;
          setLookup({ phase: 'running', progress });
          answered.add('cnpj' in request ? `cnpj:${request.cnpj}` : 'cpf' in request ? `cpf:${request.cpf}` : '');
          if (answered.size >= REFRESH_EVERY) void refreshAnswered();
        },
      }).then(async (result) => {
        if (!stillOpen()) return;
        await refreshAnswered();
        if (!stillOpen()) return;
        setLookup(result.stoppedBy ? { phase: 'error', message: t('lookupAllStopped', describeError(result.stoppedBy)) } : { phase: 'done', result });
      });
    },
    onCancelLookup: () => {
      lookupAbortRef.current?.abort();
      if (lookup.phase === 'confirm' || lookup.phase === 'error') setLookup({ phase: 'idle' });
    },
  };
}
