import { defineContentScript } from 'wxt/utils/define-content-script';
import { startContent } from '../../lib/content/controller';
import { registerEarlyHighlights } from '../../lib/content/early-highlights';
import { startWhenFilled } from '../../lib/content/empty-frame';
import { reportPdfDocument } from '../../lib/content/pdf-document';
import './highlights.css';

export default defineContentScript({
  // WXT's compatibility postMessage would tell every page's message listeners that Atalaia runs here.
  noScriptStartedPostMessage: true,
  matches: ['<all_urls>'],
  // Same-origin and other frames get their own instance, so identifiers inside iframes are found too.
  allFrames: true,
  // Frames without a URL of their own (`about:blank`, `srcdoc`, where webmail renders messages) take the
  // page's origin: match_about_blank reaches about:blank and about:srcdoc, match_origin_as_fallback also
  // blob: and data: frames (Chrome 99+, Firefox 128+).
  matchAboutBlank: true,
  matchOriginAsFallback: true,
  // The highlight styles go in through the manifest, before the page's first styling.
  cssInjectionMode: 'manifest',
  // Before the page is first styled, for the highlights (lib/content/early-highlights.ts); the rest as
  // soon as the DOM is complete, so that what is in view is painted with the page's first frames. One
  // script, not an early one beside it: each would carry WXT's content-script runtime.
  runAt: 'document_start',
  main(ctx) {
    registerEarlyHighlights();
    reportPdfDocument();
    const startHere = () => startContent({
      setTimeout: (handler, timeout) => ctx.setTimeout(handler, timeout),
      clearTimeout: (id) => window.clearTimeout(id),
      addEventListener: (target, type, handler, options) => ctx.addEventListener(target as Window, type as 'click', handler, options),
      onInvalidated: (callback) => ctx.onInvalidated(callback),
      get isValid() {
        return ctx.isValid;
      },
    });
    // A sub-frame with nothing in it (an ad slot's about:blank) starts once it gets content.
    const start = () => {
      if (window === window.top) return startHere();
      const waiting = startWhenFilled(document, startHere);
      if (waiting) ctx.onInvalidated(() => waiting.disconnect());
    };
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start, { once: true });
    else start();
  },
});
