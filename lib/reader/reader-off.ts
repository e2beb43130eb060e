/**
 * The reader page when the organization switched the reader off (`disabledFeatures: ["reader"]`):
 * it says so instead of opening the document, and offers the browser's own viewer for a PDF with an
 * address (the redirect of PDFs to the reader is off with it, lib/settings/managed.ts).
 */
import type { ReaderNoticeProps } from '../../components/reader/ReaderNotice';
import { t } from '../i18n';
import { sourceFromSearch } from './source';

export function readerOffNotice(search: string): ReaderNoticeProps {
  const source = sourceFromSearch(search);
  const url = source.kind === 'url' && /^https?:/.test(source.url) ? source.url : null;
  return {
    tone: 'info',
    title: t('readerOffTitle'),
    message: t('readerOffMessage'),
    actions: url ? [{ label: t('readerOffBrowserViewer'), onClick: () => location.assign(url), primary: true }] : [],
  };
}
