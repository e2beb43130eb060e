/**
 * Chrome shows a PDF inside a document of its own whose type is the PDF's, and runs content scripts
 * there (Firefox runs none in its pdf.js viewer; lib/background/pdf-tabs.ts watches its responses
 * instead). The tab's top frame tells the background, which badges the toolbar button: its menu opens
 * the PDF in Atalaia's reader.
 */
import { sendFromContent } from '../protocol/send';

export function reportPdfDocument(doc: Pick<Document, 'contentType'> = document, win: Pick<Window, 'top'> = window, send: () => unknown = () => sendFromContent('page.pdfShown', {})): void {
  if (win.top !== win || doc.contentType !== 'application/pdf') return;
  void send();
}
