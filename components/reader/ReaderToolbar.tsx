import type { Ref } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { FileButton } from './OpenDocument';

export interface ReaderToolbarProps {
  title: string | null;
  /** Null until a document is open. */
  document: {
    page: number;
    pageCount: number;
    zoomPercent: number;
    searchStatus: string;
    /** The document came from an address: offer the browser's own viewer. */
    fromAddress: boolean;
    /** A local file: say it stays here. */
    local: boolean;
  } | null;
  searchRef?: Ref<HTMLInputElement>;
  onFile: (file: File) => void;
  onPage: (page: number) => void;
  onZoom: (direction: 1 | -1) => void;
  onSearch: (query: string) => void;
  onSearchStep: (direction: 1 | -1) => void;
  onBrowserViewer: () => void;
}

/** The reader's bar: open a file, go to a page, zoom, search, back to the browser's viewer. */
export function ReaderToolbar({ title, document, searchRef, onFile, onPage, onZoom, onSearch, onSearchStep, onBrowserViewer }: ReaderToolbarProps) {
  const [pageInput, setPageInput] = useState(String(document?.page ?? 1));
  useEffect(() => setPageInput(String(document?.page ?? 1)), [document?.page]);
  return (
    <header class="reader-toolbar">
      <span class="brand">Atalaia</span>
      <FileButton onFile={onFile} label={t('readerOpenFile')} />
      {title && (
        <span class="doc-title" title={title}>
          {title}
        </span>
      )}
      {document && (
        <>
          <form
            class="page-nav"
            onSubmit={(event) => {
              event.preventDefault();
              onPage(Number(pageInput));
            }}
          >
            <button type="button" aria-label={t('readerPreviousPage')} title={`${t('readerPreviousPage')} (p)`} onClick={() => onPage(document.page - 1)} disabled={document.page <= 1}>
              ‹
            </button>
            <label class="inline">
              <span class="visually-hidden">{t('readerPageNumber')}</span>
              <input type="text" inputMode="numeric" size={4} value={pageInput} onInput={(event) => setPageInput(event.currentTarget.value)} />
            </label>
            <span>{t('readerOfPages', document.pageCount)}</span>
            <button type="button" aria-label={t('readerNextPage')} title={`${t('readerNextPage')} (n)`} onClick={() => onPage(document.page + 1)} disabled={document.page >= document.pageCount}>
              ›
            </button>
          </form>
          <div class="zoom" role="group" aria-label={t('readerZoom')}>
            <button type="button" aria-label={t('readerZoomOut')} title={`${t('readerZoomOut')} (-)`} onClick={() => onZoom(-1)}>
              −
            </button>
            <span aria-live="polite">{document.zoomPercent}%</span>
            <button type="button" aria-label={t('readerZoomIn')} title={`${t('readerZoomIn')} (+)`} onClick={() => onZoom(1)}>
              +
            </button>
          </div>
          <form
            class="search"
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              onSearchStep(1);
            }}
          >
            <label class="inline">
              <span class="visually-hidden">{t('readerSearch')}</span>
              <input
                ref={searchRef}
                type="search"
                placeholder={t('readerSearchPlaceholder')}
                onInput={(event) => onSearch(event.currentTarget.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter' && event.shiftKey) {
                    event.preventDefault();
                    onSearchStep(-1);
                  }
                }}
              />
            </label>
            <button type="button" aria-label={t('readerSearchPrevious')} onClick={() => onSearchStep(-1)}>
              ↑
            </button>
            <button type="submit" aria-label={t('readerSearchNext')}>
              ↓
            </button>
            <span class="search-status" role="status">
              {document.searchStatus}
            </span>
          </form>
          {document.fromAddress && (
            <button type="button" class="link" onClick={onBrowserViewer}>
              {t('readerBrowserViewer')}
            </button>
          )}
          {document.local && <span class="hint">{t('readerLocalShort')}</span>}
        </>
      )}
    </header>
  );
}
