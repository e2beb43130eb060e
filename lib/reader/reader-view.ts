/**
 * The reader's state in words: what each view shows, from the model of `use-reader.ts`. Kept apart so
 * the entry point only wires and the views only render.
 */
import { useMemo } from 'preact/hooks';
import type { IndexEntryView, IndexGroupView, LookupView } from '../../components/reader/DocumentIndex';
import type { ReaderNoticeProps } from '../../components/reader/ReaderNotice';
import type { ReaderPageProps } from '../../components/reader/ReaderPage';
import type { IdentifierReview } from '../background/review';
import { formatInteger } from '../format';
import { formatAge, t } from '../i18n';
import { plural } from '../i18n/plural';
import { formatIdentifier, KIND_PLURALS } from '../identifiers/kinds';
import type { IndexGroup } from './document-index';
import type { ReaderSession } from './session';
import type { LookupState, ReaderModel } from './use-reader';
import type { ReaderProblem } from './source';

/** The flags a reviewer looks for, from what the cache knows; an empty list when nothing stands out. */
export function flagsOf(review: IdentifierReview | undefined): string[] {
  const facts = review?.facts;
  if (!facts) return [];
  const flags: string[] = [];
  if (facts.debtsInCourt) flags.push(t('flagDebtsInCourt', facts.debtsInCourt));
  else if (facts.debts) flags.push(t('flagDebts', facts.debts));
  if (facts.restrictedVehicles) flags.push(t('flagRestrictedVehicles', facts.restrictedVehicles));
  if (facts.embargoes) flags.push(t('flagEmbargoes', facts.embargoes));
  if (facts.fiscalBenefits) flags.push(t('flagFiscalBenefits', facts.fiscalBenefits));
  return flags;
}

/** Identifiers listed per kind at first; "Mostrar mais" lists more (a gazette may hold thousands). */
export const INDEX_PAGE_SIZE = 100;

export function indexGroupsView(groups: IndexGroup[], reviews: ReadonlyMap<string, IdentifierReview>, limits: Readonly<Record<string, number>> = {}, now = Date.now()): IndexGroupView[] {
  return groups.map((group) => ({
    kind: group.kind,
    title: t(KIND_PLURALS[group.kind]),
    total: group.entries.length,
    entries: group.entries.slice(0, limits[group.kind] ?? INDEX_PAGE_SIZE).map((entry): IndexEntryView => {
      const review = reviews.get(entry.key);
      return {
        key: entry.key,
        label: formatIdentifier(entry),
        pages: t('indexPages', entry.pages.join(', ')),
        occurrences: entry.occurrences.length,
        name: review?.facts?.name ?? null,
        flags: flagsOf(review),
        lookedUp: review?.lookedUpAt ? t('fetchedAgo', formatAge(review.lookedUpAt, now)) : null,
      };
    }),
  }));
}

export function lookupView(state: LookupState, available: boolean): LookupView {
  switch (state.phase) {
    case 'idle':
      return { phase: 'idle', available };
    case 'planning':
      return { phase: 'planning' };
    case 'confirm': {
      const { plan } = state;
      return {
        phase: 'confirm',
        text: plan.pending.length === 0 ? t('lookupAllNothingToDo', plural('documentIdentifiers', plan.identifiers))
            : t('lookupAllPlan', [plural('documentIdentifiers', plan.identifiers), plural('requests', plan.pending.length)]),
        free: plural('lookupAllFree', plan.cached),
      };
    }
    case 'running':
      return { phase: 'running', text: plural('lookupAllProgress', state.progress.total, [state.progress.done + state.progress.failed]), done: state.progress.done + state.progress.failed, total: state.progress.total };
    case 'done':
      return {
        phase: 'done',
        text: state.result.cancelled
          ? plural('lookupAllCancelled', state.result.done)
          : state.result.failed > 0
            ? t('lookupAllDoneWithFailures', [plural('lookupsMade', state.result.done), plural('lookupsFailed', state.result.failed)])
            : t('lookupAllDone', plural('lookupsMade', state.result.done)),
      };
    case 'error':
      return { phase: 'error', text: state.message };
  }
}

const PROBLEM_TEXTS: Record<ReaderProblem['kind'], { title: Parameters<typeof t>[0]; message: Parameters<typeof t>[0] }> = {
  permission: { title: 'readerProblemPermissionTitle', message: 'readerProblemPermission' },
  network: { title: 'readerProblemDownloadTitle', message: 'readerProblemNetwork' },
  http: { title: 'readerProblemDownloadTitle', message: 'readerProblemHttp' },
  fileUrl: { title: 'readerProblemFileUrlTitle', message: 'readerProblemFileUrl' },
  notPdf: { title: 'readerProblemNotPdfTitle', message: 'readerProblemNotPdf' },
  broken: { title: 'readerProblemBrokenTitle', message: 'readerProblemBroken' },
  password: { title: 'readerProblemPasswordTitle', message: 'readerProblemPassword' },
  invalidAddress: { title: 'readerProblemAddressTitle', message: 'readerProblemAddress' },
  framed: { title: 'readerProblemFramedTitle', message: 'readerProblemFramed' },
  repeatedPages: { title: 'readerProblemRepeatedPagesTitle', message: 'readerProblemRepeatedPages' },
  fileUrlRefused: { title: 'readerProblemFileUrlRefusedTitle', message: 'readerProblemFileUrlRefused' },
  blockedSite: { title: 'readerProblemBlockedTitle', message: 'readerProblemBlocked' },
  ours: { title: 'readerProblemOursTitle', message: 'readerProblemOurs' },
};

/** What a problem's message names: the origin, the status, the pages claimed or the blocked site. */
function substitutionOf(problem: ReaderProblem): string | undefined {
  switch (problem.kind) {
    case 'permission':
      return problem.origin;
    case 'http':
      return String(problem.status);
    case 'repeatedPages':
      return formatInteger(problem.pageCount);
    case 'blockedSite':
      return problem.host;
    default:
      return undefined;
  }
}

/** Problems a site's login could explain: the answer was an error or a page instead of the PDF. */
const LOGIN_MAY_HELP: ReadonlySet<ReaderProblem['kind']> = new Set(['http', 'notPdf']);

export function problemNotice(problem: ReaderProblem, model: Pick<ReaderModel, 'onAllowOrigin' | 'onRetry' | 'onPassword' | 'onUseLogin' | 'onBrowserViewer' | 'url' | 'withLogin'>): ReaderNoticeProps {
  const texts = PROBLEM_TEXTS[problem.kind];
  const notice: ReaderNoticeProps = { tone: 'error', title: t(texts.title), message: t(texts.message, substitutionOf(problem)) };
  const fromTheWeb = model.url !== null && /^https?:/.test(model.url);
  if (problem.kind === 'permission') notice.actions = [{ label: t('readerAllowOrigin'), onClick: model.onAllowOrigin, primary: true }];
  if (problem.kind === 'network' || problem.kind === 'http' || problem.kind === 'ours') notice.actions = [{ label: t('retry'), onClick: model.onRetry }];
  if (problem.kind === 'blockedSite' && fromTheWeb) notice.actions = [{ label: t('readerOffBrowserViewer'), onClick: model.onBrowserViewer }];
  if (LOGIN_MAY_HELP.has(problem.kind) && fromTheWeb && !model.withLogin) {
    notice.message = `${notice.message} ${t('readerUseLoginHint')}`;
    notice.actions = [{ label: t('readerUseLogin'), onClick: model.onUseLogin, primary: true }, ...(notice.actions ?? [])];
  }
  if (problem.kind === 'password') {
    notice.password = { wrong: problem.wrong, onSubmit: model.onPassword };
    if (problem.wrong) notice.message = t('readerProblemPasswordWrong');
  }
  return notice;
}

/**
 * OCR of the pages without text: its progress and a cancel while it reads, or, on a page without
 * text, the offer to read it (and the other pages without text).
 */
export function ocrNotice(session: Pick<ReaderSession, 'ocr' | 'currentPage' | 'isImageOnly'>, model: Pick<ReaderModel, 'onOcrPage' | 'onOcrAll' | 'onOcrCancel'>): ReaderNoticeProps | null {
  const { ocr, currentPage } = session;
  const progress = ocr.progress();
  if (progress.running && progress.current !== null) {
    return {
      tone: 'info',
      title: t('readerOcrRunningTitle'),
      message:
        progress.reading.length === 2
          ? t('readerOcrProgressPair', [...progress.reading.map(formatInteger), formatInteger(progress.done), formatInteger(progress.total)])
          : t('readerOcrProgress', [formatInteger(progress.current), formatInteger(progress.done), formatInteger(progress.total)]),
      actions: [{ label: t('cancel'), onClick: model.onOcrCancel }],
    };
  }
  if (!ocr.needsReading(currentPage)) return null;
  const unread = ocr.unread().length;
  return {
    tone: 'info',
    title: session.isImageOnly ? t('readerImageOnlyTitle') : t('readerOcrOfferTitle', formatInteger(currentPage)),
    message: progress.failed > 0 ? t('readerOcrFailed') : `${session.isImageOnly ? `${t('readerImageOnly')} ` : ''}${t('readerOcrOffer')}`,
    actions: [
      { label: t('readerOcrPage'), onClick: model.onOcrPage, primary: true },
      ...(unread > 1 ? [{ label: plural('readerOcrAll', unread), onClick: model.onOcrAll }] : []),
    ],
  };
}

const NO_GROUPS: IndexGroup[] = [];

/** The views' props; the index's are kept from one render to the next while nothing it shows changed. */
export function useReaderView(model: ReaderModel): ReaderPageProps {
  const { session, phase } = model;
  const open = phase === 'open' && session !== null;
  // The index keeps its groups until a page adds to them: the same list while nothing changed.
  const groups = session?.index.groups() ?? NO_GROUPS;
  const reviewable = groups.some((group) => group.kind === 'cpf' || group.kind === 'cnpj');
  const groupViews = useMemo(() => indexGroupsView(groups, model.reviews, model.indexLimits), [groups, model.reviews, model.indexLimits]);
  const lookup = useMemo(() => lookupView(model.lookup, reviewable), [model.lookup, reviewable]);
  const index = session?.index;
  const search = session?.search;
  let notice: ReaderNoticeProps | null = model.problem ? problemNotice(model.problem, model) : null;
  if (!notice && session) notice = ocrNotice(session, model);
  if (!notice && session?.isImageOnly) notice = { tone: 'info', title: t('readerImageOnlyTitle'), message: t('readerImageOnly') };
  const total = index?.size() ?? 0;
  return {
    phase: phase === 'open' && !session ? 'open' : phase,
    pagesRef: model.pagesRef,
    onFile: model.onFile,
    notice,
    toolbar: {
      title: model.title,
      searchRef: model.searchRef,
      document: open
        ? {
            page: session.currentPage,
            pageCount: session.viewer.pageCount,
            zoomPercent: Math.round(session.viewer.scale * 100),
            searchStatus: !search?.query ? '' : search.matches.length === 0 ? t('readerSearchNone') : t('readerSearchCount', [search.current + 1, search.matches.length]),
            fromAddress: model.url !== null && /^https?:/.test(model.url),
            local: model.url === null,
          }
        : null,
      onFile: model.onFile,
      onPage: model.onPage,
      onZoom: model.onZoom,
      onSearch: model.onSearch,
      onSearchStep: model.onSearchStep,
      onBrowserViewer: model.onBrowserViewer,
    },
    index:
      open && index
        ? {
            groups: groupViews,
            reading: !index.isComplete(),
            status: index.isComplete()
              ? t('indexSummary', [plural('identifiers', total), plural('pages', index.pageCount)])
              : session.indexPaused
                ? t('indexPaused', [formatInteger(index.pagesRead()), formatInteger(index.pageCount)])
                : t('indexReading', [index.pagesRead(), index.pageCount]),
            onReadOn: session.indexPaused ? model.onReadOn : null,
            lookup,
            exportNotice: model.exportNotice,
            onVisit: model.onVisit,
            onLookupAll: model.onLookupAll,
            onConfirmLookup: model.onConfirmLookup,
            onCancelLookup: model.onCancelLookup,
            onExport: model.onExport,
            onShowMore: model.onShowMore,
          }
        : null,
    report: model.printing && model.title ? { title: model.title, header: model.printing.header, rows: model.printing.rows } : null,
  };
}
