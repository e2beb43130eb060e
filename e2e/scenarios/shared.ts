/**
 * The scenarios both browser suites run as they are, one table by area: the Chromium spec and the
 * Firefox spec of each area declare a test for every entry, under the entry's title. A scenario
 * that only one browser runs, or that one suite follows with steps of its own (an export checked by
 * content, the real sidebar's tabs), stays an explicit test of that suite: so do the audit log's
 * (./audit.ts), which Firefox runs under a policy of its own (e2e/firefox/policy.spec.ts).
 */
import type { ExtensionDriver, ScenarioServers } from '../driver/driver';
import {
  highlightsAfterJump,
  highlightsDemoPage,
  highlightsEveryKind,
  highlightsShadowAndFrames,
  highlightsUnderStrictPolicy,
  highlightsWhatComesToAQuietPage,
  highlightsSplitIdentifier,
  hoverCardEnrichesAndCloses,
  hoverCardFillsFocusedField,
} from './content';
import { cardsOfFramesShowInTheTopFrame, enrichedCardOfAFrameFillsThePage, pageSeesOnlyBoxesOfAFramesCard, wayToTheCardCrossesAnotherIdentifier } from './frames';
import { alreadyEnrichedAreNotChargedAgain, cancelTellsTheTruth, doubleClickSendsOnce, enrichOneAndFill } from './enrichment';
import { fillReachesEveryFramework, fillSpacesAndNamesClosedField, formFillHeldToItsFormAndUndone } from './fill';
import { cachePurge, connectionProblems, savesAndConnects } from './options';
import { bigRuralRecordOperations, cnpjFamilies, cpfFamilies, emailProfilesAndCompanies, phoneOwners, ruralDrillDowns, tabsStayAsTheRecordArrives } from './panel';
import { fileAddressRefused, localFileAndReport, pageDrawnAgainOnSpareCanvas, scannedPageReadAndLookedUp } from './reader';
import { pdfInBrowserViewerIsBadged, pdfWithoutExtensionOpensInReader } from './reader-ways-in';

export interface SharedScenario {
  title: string;
  run: (driver: ExtensionDriver, servers: ScenarioServers) => Promise<unknown>;
}

export const SHARED_SCENARIOS = {
  content: [
    { title: 'highlights every kind on a static page, skips the decoys, and leaves the DOM as it was', run: highlightsEveryKind },
    { title: 'highlights the demo page, an identifier split by inline tags included', run: highlightsDemoPage },
    { title: 'finds an identifier split across inline elements', run: highlightsSplitIdentifier },
    { title: 'reads open shadow roots and frames', run: highlightsShadowAndFrames },
    { title: 'highlights a page under a strict Content-Security-Policy and its sandboxed frame', run: highlightsUnderStrictPolicy },
    { title: 'a page with nothing to find at first: what is appended, typed into a line or put in a shadow tree later is found', run: highlightsWhatComesToAQuietPage },
    { title: 'a jump far down a long page, between lines that figures pushed apart after it was read, paints what it lands on', run: highlightsAfterJump },
    { title: 'the hover card shows the identifier, enriches it in place (in Firefox after the browser’s confirmation), and Escape closes it', run: hoverCardEnrichesAndCloses },
    { title: 'the card enriches in place and fills the form field the person had focused', run: hoverCardFillsFocusedField },
    { title: 'cards of identifiers in same-origin, cross-origin and srcdoc frames show whole in the top frame, one at a time; Escape gives the focus back to the frame', run: cardsOfFramesShowInTheTopFrame },
    { title: 'a frame\'s enriched card shows phones and e-mails first, fills the page\'s field and says so beside the button, without covering the field', run: enrichedCardOfAFrameFillsThePage },
    { title: 'the pointer crossing another identifier on its way into the card keeps the card', run: wayToTheCardCrossesAnotherIdentifier },
  ],
  pageBoundary: [
    {
      title: "a frame's card, in the top frame: the page reads only positions and a random id from the frames' messages, moving or restyling the card closes it before a click lands, and forged positions show nothing",
      run: pageSeesOnlyBoxesOfAFramesCard,
    },
  ],
  panel: [
    { title: 'a CPF opens from the URL with its profile, and each family loads when its tab opens', run: cpfFamilies },
    { title: 'rural drill-downs: NIRF, municipality and property code, from the search box and from links', run: ruralDrillDowns },
    { title: 'a phone lists the people it belongs to, one click from their profile', run: phoneOwners },
    { title: 'an e-mail shows digital profiles and associated companies with their partners', run: emailProfilesAndCompanies },
    { title: 'a CNPJ, alphanumeric too, shows urban properties and fiscal benefits with totals', run: cnpjFamilies },
    { title: 'the tabs stay where they are while the record comes: the header keeps the name\'s line', run: tabsStayAsTheRecordArrives },
    { title: 'a big rural record shows without its 10,000 operations; a partner\'s come from the cache when opened', run: bigRuralRecordOperations },
  ],
  enrichment: [
    { title: 'enriching the identifier in the panel beside the page fills the page’s field on request', run: enrichOneAndFill },
    { title: 'a double click on "Enviar" sends the contacts once, and the batch shows where the button was', run: doubleClickSendsOnce },
    { title: 'contacts enriched within the cache’s TTL are not sent or charged again, and the plan says so', run: alreadyEnrichedAreNotChargedAgain },
    { title: 'a cancel says what was sent and charged, in the sandbox’s own count, and retries only what was not sent', run: cancelTellsTheTruth },
  ],
  fill: [
    { title: 'Preencher reaches React, Vue and a Lightning input in its shadow root', run: fillReachesEveryFramework },
    { title: 'Preencher spaces a value from the text before it, and names a closed field', run: fillSpacesAndNamesClosedField },
    ...(['react', 'vue', 'lightning'] as const).map((form) => ({
      title: `Preencher formulário fills only the ${form} form in use, named, and Desfazer gives the framework its state back`,
      run: formFillHeldToItsFormAndUndone(form),
    })),
  ],
  options: [
    { title: 'saves the settings and the connection test succeeds against the sandbox', run: savesAndConnects },
    { title: 'the connection test says precisely what is wrong', run: connectionProblems },
    { title: 'the cache section counts what the background stored, lists it, and erases one identifier or everything', run: cachePurge },
  ],
  reader: [
    { title: 'page 1 left far behind and come back to is drawn again on a canvas given back, with its own pixels and highlights', run: pageDrawnAgainOnSpareCanvas },
    { title: 'opens a local file from the picker, says it stays in the browser, and exports the report', run: localFileAndReport },
    { title: 'a scanned PDF is read by OCR in the browser, highlighted and indexed, its CPF looked up from the card, and reopened read', run: scannedPageReadAndLookedUp },
  ],
  readerBoundary: [{ title: "reader.html?url=file: opened by anything but the reader's menu is refused", run: fileAddressRefused }],
  readerWaysIn: [
    { title: 'with "Abrir PDFs no leitor do Atalaia" on, a PDF served at /download?id=123 (no .pdf) opens in the reader', run: pdfWithoutExtensionOpensInReader },
    { title: "with the option off, a PDF in the browser's own viewer gets the toolbar button's PDF badge, and a page gets none", run: pdfInBrowserViewerIsBadged },
  ],
} satisfies Record<string, SharedScenario[]>;

/**
 * The body of a shared scenario's test, for either suite's `test`. Each spec file loops over its
 * area's entries itself: Playwright places a test where `test()` is called, so the spec, not this
 * file, is what its reports name.
 */
export function sharedTestBody({ run }: SharedScenario) {
  return async ({ driver, sandbox, pages }: { driver: ExtensionDriver } & ScenarioServers) => {
    await run(driver, { sandbox, pages });
  };
}
