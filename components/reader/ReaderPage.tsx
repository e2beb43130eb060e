import type { Ref } from 'preact';
import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { DocumentIndex, type DocumentIndexProps } from './DocumentIndex';
import { OpenDocument } from './OpenDocument';
import { ReaderNotice, type ReaderNoticeProps } from './ReaderNotice';
import { ReaderToolbar, type ReaderToolbarProps } from './ReaderToolbar';
import { ReportPrint, type ReportPrintProps } from './ReportPrint';

export interface ReaderPageProps {
  phase: 'choose' | 'loading' | 'problem' | 'open';
  toolbar: ReaderToolbarProps;
  notice: ReaderNoticeProps | null;
  index: DocumentIndexProps | null;
  report: ReportPrintProps | null;
  pagesRef?: Ref<HTMLDivElement>;
  onFile: (file: File) => void;
}

/** The document reader: the bar, the pages (drawn by lib/reader), the index; a PDF dropped anywhere opens. */
export function ReaderPage({ phase, toolbar, notice, index, report, pagesRef, onFile }: ReaderPageProps) {
  const [dragging, setDragging] = useState(false);
  return (
    <div
      class={dragging ? 'reader dragging' : 'reader'}
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        const file = event.dataTransfer?.files[0];
        if (file) onFile(file);
      }}
    >
      <ReaderToolbar {...toolbar} />
      <div class="reader-body">
        <main class="reader-main">
          {notice && <ReaderNotice {...notice} />}
          {phase === 'choose' && <OpenDocument onFile={onFile} />}
          {phase === 'loading' && (
            <p class="loading" role="status">
              {t('readerLoading')}
            </p>
          )}
          <div class="reader-pages" ref={pagesRef} tabIndex={0} role="document" aria-label={t('readerPages')} hidden={phase !== 'open'} />
        </main>
        {index && <DocumentIndex {...index} />}
      </div>
      {report && <ReportPrint {...report} />}
      {dragging && <div class="drop-overlay">{t('readerDropHint')}</div>}
    </div>
  );
}
