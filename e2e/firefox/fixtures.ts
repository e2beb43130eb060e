/**
 * Fixtures of the Firefox suite: a Firefox ESR of its own for each test, on a copy of a profile the
 * worker started once, with `.output/firefox-mv3` installed, seen through the scenarios' driver; and
 * the servers of ../servers.ts. Prefs can be set
 * per file or per test with `test.use({ firefoxPrefs: {...} })`.
 */
import { test as base } from '@playwright/test';
import type { Browser, Page } from 'puppeteer-core';
import { firefoxDriver, waitUntil } from '../driver/firefox';
import type { ExtensionDriver } from '../driver/driver';
import { serverFixtures, type ServerFixtures } from '../servers';
import { createProfileTemplate, launchFirefox, type RunningFirefox } from './firefox';

export { SANDBOX_TOKEN } from '../servers';

interface FirefoxFixtures {
  /** After each test the shared sandbox drops its faults and its job duration, so that one test's never reaches the next. */
  sandboxFaultsReset: void;
  /** Preferences on top of the suite's own (firefox.ts); default none. */
  firefoxPrefs: Record<string, string | number | boolean>;
  /** The extension's managed configuration, as a policy sets it (firefox.ts); default none. */
  firefoxManaged: Record<string, unknown> | undefined;
  /** Leave the welcome page the product opens at install (e2e/firefox/welcome.spec.ts); default closed. */
  keepWelcome: boolean;
  firefox: RunningFirefox;
  driver: ReturnType<typeof firefoxDriver> & ExtensionDriver;
}

interface FirefoxWorkerFixtures extends ServerFixtures {
  /** A profile Firefox has started in once, for the worker's tests to copy (firefox.ts). */
  firefoxProfileTemplate: string;
}

/** Errors of the extension's own code, as Firefox prints them (never the pages'). */
export function extensionErrors(output: string[]): string[] {
  return output.filter((line) => /^JavaScript error: moz-extension:\/\//.test(line) || /^console\.error: .*moz-extension:\/\//.test(line));
}

/**
 * How long the welcome page may take to open: 210 ms on this machine, warm or with its caches dropped;
 * a first run on a fresh CI machine once took over 10 s. A third of the test's timeout
 * (playwright.firefox.config.ts).
 */
const WELCOME_MS = 30_000;

/** The tab of the welcome page the product opens at install (lib/background/welcome.ts), once it is there. */
export async function welcomeTab(browser: Browser): Promise<Page> {
  let found: Page | undefined;
  await waitUntil(
    async () => {
      const seen: string[] = [];
      for (const page of await browser.pages()) {
        const href = await page.evaluate(() => location.href).catch(() => page.url());
        if (href.endsWith('/welcome.html')) found = page;
        seen.push(href);
      }
      return Boolean(found) || `tabs: ${seen.join(', ')}`;
    },
    'the welcome page the extension opens at install',
    WELCOME_MS,
  );
  return found as Page;
}

export const test = base.extend<FirefoxFixtures, FirefoxWorkerFixtures>({
  ...serverFixtures,
  firefoxProfileTemplate: [
    async ({}, use) => {
      const template = await createProfileTemplate();
      try {
        await use(template.profile);
      } finally {
        template.remove();
      }
    },
    { scope: 'worker' },
  ],
  sandboxFaultsReset: [
    async ({ sandbox }, use) => {
      await use();
      sandbox.resetFaults();
      sandbox.setJobDuration(null);
    },
    { auto: true },
  ],
  firefoxPrefs: [{}, { option: true }],
  firefoxManaged: [undefined, { option: true }],
  keepWelcome: [false, { option: true }],
  firefox: async ({ firefoxPrefs, firefoxManaged, keepWelcome, firefoxProfileTemplate }, use, testInfo) => {
    const firefox = await launchFirefox({ prefs: firefoxPrefs, profileTemplate: firefoxProfileTemplate, ...(firefoxManaged ? { managed: firefoxManaged } : {}) });
    try {
      // Firefox opens an extension's sidebar when it is installed: every test starts with it closed.
      await waitUntil(async () => (await firefox.chrome.sidebar()).open, 'the sidebar Firefox opens at install', 5_000).catch(() => undefined);
      await firefox.chrome.closeSidebar();
      // And without the welcome page, which a new install opens: closed by the browser window, which
      // sees every tab (the remote agent once never reported it, and the test failed at its start).
      if (!keepWelcome) {
        const closed = async () => {
          const { closed, seen } = await firefox.chrome.closeTabs('/welcome.html');
          return closed > 0 || `tabs: ${seen.join(', ')}`;
        };
        await waitUntil(closed, 'the welcome page the extension opens at install', WELCOME_MS);
      }
    } catch (error) {
      // CI prints only the error: it carries what Firefox printed, the one trace of a failed start.
      await firefox.close();
      throw new Error(`${error instanceof Error ? error.message : String(error)}\nFirefox printed:\n${firefox.output.slice(-30).join('\n')}`, { cause: error });
    }
    try {
      await use(firefox);
    } finally {
      if (testInfo.status !== testInfo.expectedStatus) await testInfo.attach('firefox-output.txt', { body: firefox.output.join('\n'), contentType: 'text/plain' });
      await firefox.close();
    }
    // Uncaught errors of the extension fail the test even when its assertions passed.
    test.expect(extensionErrors(firefox.output), 'errors the extension printed').toEqual([]);
  },
  driver: async ({ firefox }, use) => {
    await use(firefoxDriver(firefox.browser, firefox.chrome));
  },
});

export const expect = test.expect;
