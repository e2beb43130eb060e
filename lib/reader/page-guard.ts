/**
 * The pages pdf.js answers, checked: a page tree that lists the same page object under two numbers is
 * a file lying about its size (six bytes per reference make a million "pages" of 6 MB), and the
 * document is refused as broken the first time it shows.
 */
import type { PDFPageProxy } from 'pdfjs-dist';
import { ReaderError } from './source';

type PageRef = { num: number; gen: number } | null;

/** `getPage` with the check; `onRepeated` is told once, whichever page shows it first. */
export function guardPages(getPage: (page: number) => Promise<Pick<PDFPageProxy, 'ref'> & PDFPageProxy>, pageCount: number, onRepeated: (error: ReaderError) => void) {
  const numberOf = new Map<string, number>();
  let told = false;
  return async (page: number): Promise<PDFPageProxy> => {
    const proxy = await getPage(page);
    const ref = proxy.ref as PageRef;
    if (!ref) return proxy;
    const key = `${ref.num} ${ref.gen}`;
    const other = numberOf.get(key);
    if (other !== undefined && other !== page) {
      const error = new ReaderError({ kind: 'repeatedPages', pageCount });
      if (!told) onRepeated(error);
      told = true;
      throw error;
    }
    numberOf.set(key, page);
    return proxy;
  };
}
