import { describe, expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import type { PanelCommand, ReaderCommand } from './messages';
import { isFromBackground } from './send';

/** Every command the background sends to extension pages, each acted on only when it comes from the background. */
const COMMANDS: (PanelCommand | ReaderCommand)['type'][] = ['panel.show', 'reader.next', 'reader.closeCard'];

describe('isFromBackground', () => {
  const id = browser.runtime.id;
  const chromeWorker = { id, url: `${browser.runtime.getURL('/')}background.js` };
  const firefoxEventPage = { id, url: `${browser.runtime.getURL('/')}_generated_background_page.html` };
  const forged = {
    'a content script on a page whose address has no ".html"': { id, url: 'https://evil.example/login', tab: { id: 7 } },
    'a content script on a page named like the event page': { id, url: 'https://evil.example/_generated_background_page.html', tab: { id: 7 } },
    'a content script in a frame of an extension-looking address': { id, url: `${browser.runtime.getURL('/')}background.js`, tab: { id: 7 } },
    'another extension page (the side panel)': { id, url: browser.runtime.getURL('/sidepanel.html') },
    'another extension page in a tab (the reader)': { id, url: browser.runtime.getURL('/reader.html'), tab: { id: 3 } },
    'another extension': { id: 'someone-else', url: 'chrome-extension://someone-else/background.js' },
    'a sender without an address': { id },
  };

  for (const command of COMMANDS) {
    describe(command, () => {
      it("is taken from Chrome's service worker and Firefox's event page", () => {
        expect(isFromBackground(chromeWorker)).toBe(true);
        expect(isFromBackground(firefoxEventPage)).toBe(true);
      });
      for (const [who, sender] of Object.entries(forged)) {
        it(`is refused from ${who}`, () => expect(isFromBackground(sender)).toBe(false));
      }
    });
  }
});
