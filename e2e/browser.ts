/**
 * Which Chromium runs the e2e suite: $CHROMIUM_PATH, then Debian's /usr/bin/chromium, then the one
 * Playwright installs on machines that can download it.
 */
import { existsSync } from 'node:fs';
import { chromium, expect, type Browser, type BrowserContext, type Worker } from '@playwright/test';
import { bounded } from './bounded';

export function resolveChromium(): string {
  const candidates = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'];
  for (const candidate of candidates) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  const bundled = chromium.executablePath();
  if (existsSync(bundled)) return bundled;
  throw new Error(
    'Nenhum Chromium encontrado. Instale com `apt-get install chromium` ou `npx playwright install chromium`, ou defina CHROMIUM_PATH.',
  );
}

/**
 * Chromium with the built extension loaded, headless, speaking pt-BR like Atalaia's users (or, for the
 * English interface's checks, `language`).
 */
export function launchWithExtension(extensionDir: string, profileDir: string, language: 'pt-BR' | 'en-US' = 'pt-BR'): Promise<BrowserContext> {
  return launchChromium(profileDir, language, {
    args: [`--disable-extensions-except=${extensionDir}`, `--load-extension=${extensionDir}`],
  });
}

/** The same Chromium with no extension at all: what a page costs without Atalaia (bench/web). */
export function launchWithoutExtension(profileDir: string, language: 'pt-BR' | 'en-US' = 'pt-BR'): Promise<BrowserContext> {
  return launchChromium(profileDir, language, { args: [] });
}

/** A headless Chromium on `profileDir` whose interface, and so the extension's locale, is `language`; with `extra` launch options. */
function launchChromium(profileDir: string, language: 'pt-BR' | 'en-US', extra: { args: string[]; ignoreDefaultArgs?: string[] }): Promise<BrowserContext> {
  const posix = language.replace('-', '_');
  return chromium.launchPersistentContext(profileDir, {
    executablePath: resolveChromium(),
    headless: true,
    // The browser's UI language decides the extension's locale.
    locale: language,
    env: { ...process.env, LANGUAGE: posix, LANG: `${posix}.UTF-8` },
    ignoreDefaultArgs: extra.ignoreDefaultArgs,
    args: [
      ...extra.args,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--lang=${language}`,
    ],
  });
}

/** What a BrowserContext is at run time, and its types leave out: an event emitter. */
interface ListenerRegistry {
  eventNames(): (string | symbol)[];
  listeners(name: string | symbol): ((...args: unknown[]) => void)[];
  off(name: string | symbol, listener: (...args: unknown[]) => void): void;
}

/** A Chromium kept for a whole Playwright worker, into which each test installs the extension anew. */
export interface ReinstallingBrowser {
  context: BrowserContext;
  /**
   * Installs the extension as a person does, after erasing the site data of `origins`; answers the
   * install's service worker.
   */
  install(origins: readonly string[]): Promise<Worker>;
  /**
   * Leaves the browser as a new launch leaves it: the test's pages and listeners gone, the extension
   * uninstalled (which erases its storage, IndexedDB, permissions and rules) and its worker gone.
   */
  uninstall(): Promise<void>;
  close(): Promise<void>;
}

/**
 * A browser launch and close cost a test 1.7-3 s, a new install of the extension 0.2-0.7 s. An unpacked
 * extension installed over CDP (`Extensions.loadUnpacked`) can be uninstalled over it, unlike one
 * given on the command line, and keeps its id.
 */
export async function launchForReinstalls(extensionDir: string, profileDir: string, language: 'pt-BR' | 'en-US'): Promise<ReinstallingBrowser> {
  const context = await launchChromium(profileDir, language, {
    args: ['--enable-unsafe-extension-debugging'],
    // Playwright turns extensions off unless it is given one to load.
    ignoreDefaultArgs: ['--disable-extensions'],
  });
  const browserSession = await (context.browser() as Browser).newBrowserCDPSession();
  // Playwright's own listeners are there from the launch; a test's are dropped with the test.
  const emitter = context as unknown as ListenerRegistry;
  const ownListeners = new Map(emitter.eventNames().map((name) => [name, new Set(emitter.listeners(name))]));
  let installedId: string | undefined;
  // The old and the new install have the same id, so the same worker address.
  const isExtensionWorker = (worker: Worker) => installedId !== undefined && worker.url().startsWith(`chrome-extension://${installedId}/`);

  return {
    context,
    async install(origins) {
      await context.clearCookies();
      const [blank] = context.pages();
      const session = await context.newCDPSession(blank ?? (await context.newPage()));
      for (const origin of origins) await session.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
      await session.detach();
      const started = context.waitForEvent('serviceworker', { predicate: (worker) => worker.url().startsWith('chrome-extension://'), timeout: 15_000 });
      const { id } = await browserSession.send('Extensions.loadUnpacked', { path: extensionDir });
      installedId = id;
      return started;
    },
    async uninstall() {
      if (!installedId) return;
      for (const name of emitter.eventNames()) {
        for (const listener of emitter.listeners(name)) if (!ownListeners.get(name)?.has(listener)) emitter.off(name, listener);
      }
      // One tab stays, as a new launch has one: the browser would close with its last.
      const [kept, ...others] = context.pages();
      await bounded("closing the test's tabs", 15_000, Promise.all(others.map((page) => page.close())));
      if (kept && kept.url() !== 'about:blank') await kept.goto('about:blank');
      await browserSession.send('Extensions.uninstall', { id: installedId });
      // Closing tabs can wake a worker the test had stopped, and it may be reported after the uninstall.
      await expect
        .poll(() => context.serviceWorkers().some(isExtensionWorker), { message: "the uninstalled extension's service worker going", timeout: 15_000 })
        .toBe(false);
      installedId = undefined;
    },
    close: () => context.close(),
  };
}
