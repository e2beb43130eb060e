/** The report's exports (CSV, XLSX, print) and the print view, which exists only while printing. */
import { useEffect, useState } from 'preact/hooks';
import type { IdentifierReview } from '../background/review';
import { downloadBlob, downloadText } from '../files/download';
import { safeFileName } from '../files/formats';
import { t } from '../i18n';
import { buildReport, reportCsv, reportXlsx, type Report } from './report';
import type { ReaderSession } from './session';

export function useReportExport(session: ReaderSession | null, title: string | null, reviews: ReadonlyMap<string, IdentifierReview>) {
  const [exportNotice, setExportNotice] = useState<string | null>(null);
  /** The report being printed: the print view is rendered only for that (a long report in the page would slow every change). */
  const [printing, setPrinting] = useState<Report | null>(null);

  useEffect(() => () => setExportNotice(null), [session]);

  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(null);
    window.addEventListener('afterprint', done, { once: true });
    const frame = requestAnimationFrame(() => window.print());
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', done);
    };
  }, [printing]);

  const fileBase = safeFileName(`atalaia-${title?.replace(/\.pdf$/i, '') ?? 'documento'}`);
  return {
    printing,
    exportNotice,
    onExport: (format: 'csv' | 'xlsx' | 'print') => {
      if (!session) return;
      const report = buildReport(session.index.entries(), reviews);
      setExportNotice(null);
      if (format === 'csv') downloadText(`${fileBase}.csv`, reportCsv(report), 'text/csv;charset=utf-8');
      else if (format === 'xlsx') {
        void reportXlsx(report).then(
          (blob) => downloadBlob(`${fileBase}.xlsx`, blob),
          () => setExportNotice(t('exportFailed')),
        );
      } else setPrinting(report);
    },
  };
}
