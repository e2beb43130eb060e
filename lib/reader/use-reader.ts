/**
 * The reader page's state, put together from a hook per job: the settings and policy
 * (`use-reader-settings.ts`), where the PDF comes from and what went wrong getting it
 * (`use-document-source.ts`), the open document's session (`use-session.ts`), the keyboard
 * (`use-reader-keys.ts`), what the cache knows and "Consultar todos" (`use-lookup-all.ts`), and the
 * report's exports (`use-report-export.ts`). The views get it as props (`reader-view.ts`).
 */
import { useRef, useState } from 'preact/hooks';
import { sendMessage } from '../protocol/send';
import { zoomStep } from './keys';
import { INDEX_PAGE_SIZE } from './reader-view';
import { useDocumentSource } from './use-document-source';
import { useLookupAll } from './use-lookup-all';
import { useReaderKeys } from './use-reader-keys';
import { useReaderSettings } from './use-reader-settings';
import { useReportExport } from './use-report-export';
import { useSession } from './use-session';

export type { ReaderPhase } from './use-document-source';
export type { LookupState } from './use-lookup-all';

export function useReader() {
  const pagesRef = useRef<HTMLDivElement>(null);
  const searchRef = useRef<HTMLInputElement>(null);
  const current = useReaderSettings();
  const source = useDocumentSource(current);
  const { session, version, changed } = useSession(source.loaded, current?.settings ?? null, pagesRef, source.closeWith);
  useReaderKeys(session, searchRef, pagesRef, changed);
  const lookups = useLookupAll(session, source.forThisDocument);
  const title = source.loaded?.title ?? null;
  const report = useReportExport(session, title, lookups.reviews);
  const [indexLimits, setIndexLimits] = useState<{ session: unknown; limits: Record<string, number> }>({ session: null, limits: {} });

  return {
    phase: source.phase,
    problem: source.problem,
    title,
    url: source.url,
    withLogin: source.withLogin,
    session,
    version,
    reviews: lookups.reviews,
    lookup: lookups.lookup,
    printing: report.printing,
    /** How many of each kind the index lists, for this document only. */
    indexLimits: indexLimits.session === session ? indexLimits.limits : {},
    exportNotice: report.exportNotice,
    pagesRef,
    searchRef,
    onFile: source.onFile,
    onAllowOrigin: source.onAllowOrigin,
    onUseLogin: source.onUseLogin,
    onPassword: source.onPassword,
    onRetry: source.onRetry,
    /** The browser's own viewer, past the opt-in redirect for this one visit. */
    onBrowserViewer: () => {
      const { url } = source;
      if (!url || !/^https?:/.test(url)) return;
      void sendMessage('reader.viewer', { url })
        .catch(() => undefined)
        .then(() => location.assign(url));
    },
    onPage: (page: number) => session?.viewer.scrollToPage(page),
    onZoom: (direction: 1 | -1) => {
      if (!session) return;
      session.viewer.setScale(zoomStep(session.viewer.scale, direction));
      changed();
    },
    onSearch: (query: string) => session?.setSearch(query),
    onSearchStep: (direction: 1 | -1) => session?.stepSearch(direction),
    onVisit: (key: string) => session?.visitFirst(key),
    /** The index past its budget of pages, from the person's own click. */
    onReadOn: (event: MouseEvent) => {
      if (event.isTrusted) session?.readOn();
    },
    /** OCR of the page on screen, of every page without text, or stopping it. */
    onOcrPage: () => {
      if (session) session.ocr.read([session.currentPage]);
    },
    onOcrAll: () => {
      if (session) session.ocr.read(session.ocr.unread());
    },
    onOcrCancel: () => session?.ocr.cancel(),
    onLookupAll: lookups.onLookupAll,
    onConfirmLookup: lookups.onConfirmLookup,
    onCancelLookup: lookups.onCancelLookup,
    onShowMore: (kind: string) =>
      setIndexLimits((previous) => {
        const limits = previous.session === session ? previous.limits : {};
        return { session, limits: { ...limits, [kind]: (limits[kind] ?? INDEX_PAGE_SIZE) + 500 } };
      }),
    onExport: report.onExport,
  };
}

export type ReaderModel = ReturnType<typeof useReader>;
