import { defineContentScript } from 'wxt/utils/define-content-script';
import { startContent } from '../../lib/content/controller';

export default defineContentScript({
  matches: ['<all_urls>'],
  // Same-origin and other frames get their own instance, so identifiers inside iframes are found too.
  allFrames: true,
  runAt: 'document_idle',
  main(ctx) {
    startContent({
      setTimeout: (handler, timeout) => ctx.setTimeout(handler, timeout),
      clearTimeout: (id) => window.clearTimeout(id),
      addEventListener: (target, type, handler, options) => ctx.addEventListener(target as Window, type as 'click', handler, options),
      onInvalidated: (callback) => ctx.onInvalidated(callback),
      get isValid() {
        return ctx.isValid;
      },
    });
  },
});
