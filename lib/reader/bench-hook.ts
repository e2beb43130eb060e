/**
 * Only in benchmark builds (WXT_BENCH): the anchor of bench/reader, pdf.js's own getTextContent()
 * over every page of a fresh copy of the same document, in the same page and worker as the reader.
 */
import { openDocument } from './pdf';

export function installBenchHook(): void {
  Object.assign(window, {
    atalaiaReaderBench: {
      /** Milliseconds from the document open to the last page's text, page after page. */
      async anchor(url: string): Promise<{ ms: number; pages: number; characters: number }> {
        const bytes = new Uint8Array(await (await fetch(url)).arrayBuffer());
        const pdf = await openDocument(bytes);
        const started = performance.now();
        let characters = 0;
        for (let number = 1; number <= pdf.numPages; number++) {
          const page = await pdf.getPage(number);
          const content = await page.getTextContent();
          for (const item of content.items) if ('str' in item) characters += item.str.length;
        }
        const ms = performance.now() - started;
        const pages = pdf.numPages;
        await pdf.destroy();
        return { ms, pages, characters };
      },
    },
  });
}
