import { defineContentScript } from 'wxt/utils/define-content-script';
import { registerEarlyHighlights } from '../../lib/content/early-highlights';

// Before the page is styled: see lib/content/early-highlights.ts.
export default defineContentScript({
  // WXT's compatibility postMessage would tell every page's message listeners that Atalaia runs here.
  noScriptStartedPostMessage: true,
  matches: ['<all_urls>'],
  allFrames: true,
  // The same frames as the content script (see there).
  matchAboutBlank: true,
  matchOriginAsFallback: true,
  runAt: 'document_start',
  main() {
    registerEarlyHighlights();
  },
});
