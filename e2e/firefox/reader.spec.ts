/**
 * The document reader in Firefox: the scenarios of e2e/scenarios/reader.ts, and of
 * e2e/scenarios/reader-ways-in.ts (a PDF without .pdf in its address redirected by its Content-Type,
 * the toolbar's PDF badge on a tab in Firefox's pdf.js viewer); the menus are in reader-menus.spec.ts.
 * What stays in the Chromium suite: Alt+Shift+N, "Consultar todos", the odd PDFs,
 * the index's budget, the cookies and the blocked sites (e2e/reader-boundary.spec.ts, reader-policy.spec.ts).
 */
import { cardOnHighlightedCpf, configureForReader, demoGazetteByAddress, lyingDocumentRefused, twoPageScanReadSideBySide } from '../scenarios/reader';
import { SHARED_SCENARIOS, sharedTestBody } from '../scenarios/shared';
import { test } from './fixtures';

test.beforeEach(async ({ driver, sandbox, pages }) => {
  await configureForReader(driver, { sandbox, pages });
});

for (const scenario of [...SHARED_SCENARIOS.reader, ...SHARED_SCENARIOS.readerBoundary, ...SHARED_SCENARIOS.readerWaysIn]) test(scenario.title, sharedTestBody(scenario));

test('opens the demo gazette by address: page 1 highlighted as on pages, and an index of exactly what detect() finds', async ({ driver, sandbox, pages }) => {
  await demoGazetteByAddress(driver, { sandbox, pages });
});

test('the card opens on a highlighted CPF of the document, and the hover spends nothing', async ({ driver, sandbox, pages }) => {
  await cardOnHighlightedCpf(driver, { sandbox, pages });
});

test('a PDF whose page tree lists one page a million times is refused as broken, with pages only near the view', async ({ driver }) => {
  test.setTimeout(90_000);
  await lyingDocumentRefused(driver);
});

test('"Ler as 2 páginas sem texto" reads a two-page scan with two OCR engines side by side, names both pages and paints them', async ({ driver }) => {
  await twoPageScanReadSideBySide(driver);
});
