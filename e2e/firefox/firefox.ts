/**
 * A real Firefox (Debian's ESR) with the built extension installed, driven by puppeteer-core over
 * WebDriver BiDi: no geckodriver, no display (docs/testing.md, "Firefox").
 *
 * Besides the pages, BiDi with `--remote-allow-system-access` reaches the browser window itself
 * (`moz:scope: chrome`): where a test needs the browser's own UI (is the sidebar open, which page
 * does it show, a keyboard shortcut), it asks or acts there, as a person at the window would.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join, resolve } from 'node:path';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

export const FIREFOX_EXTENSION_DIR = resolve(import.meta.dirname, '../../.output/firefox-mv3');
/** The per-install id Firefox gives the add-on, fixed here so its pages have a known address. */
export const EXTENSION_UUID = '6e0f6e2a-7a1a-4c55-9d1e-a7a1a1a0e2e0';
export const EXTENSION_ORIGIN = `moz-extension://${EXTENSION_UUID}`;
/** Firefox's name for the extension's sidebar: its gecko id made an identifier, plus a suffix. */
export function sidebarId(): string {
  return `${geckoId().toLowerCase().replace(/[^a-z0-9_-]/g, '_')}-sidebar-action`;
}

/** Which Firefox runs the suite: $FIREFOX_PATH, then Debian's firefox-esr, then a `firefox` on the path. */
export function resolveFirefox(): string {
  for (const candidate of [process.env.FIREFOX_PATH, '/usr/bin/firefox-esr', '/usr/bin/firefox']) {
    if (candidate && existsSync(candidate)) return candidate;
  }
  throw new Error('Nenhum Firefox encontrado. Instale com `apt-get install firefox-esr firefox-esr-l10n-pt-br` ou defina FIREFOX_PATH.');
}

/** The add-on's id, as the built manifest declares it (storage and the fixed uuid need it). */
export function geckoId(extensionDir = FIREFOX_EXTENSION_DIR): string {
  const manifest = JSON.parse(readFileSync(join(extensionDir, 'manifest.json'), 'utf8')) as {
    browser_specific_settings?: { gecko?: { id?: string } };
  };
  const id = manifest.browser_specific_settings?.gecko?.id;
  if (!id) throw new Error(`no gecko id in ${extensionDir}/manifest.json: build with \`wxt build -b firefox --mv3\``);
  return id;
}

export interface LaunchOptions {
  /** Extra preferences, e.g. `extensions.originControls.grantByDefault: false`. */
  prefs?: Record<string, string | number | boolean>;
  /**
   * The extension's managed configuration (`storage.managed`), as an organization's policy sets it:
   * written as the native manifest Firefox reads without root, `$HOME/.mozilla/managed-storage/<gecko
   * id>.json`, with HOME this launch's own folder (docs/testing.md), so that no other test sees it.
   */
  managed?: Record<string, unknown>;
  /** A profile to start from, copied (`createProfileTemplate`); default a new one. */
  profileTemplate?: string;
}

export interface RunningFirefox {
  browser: Browser;
  /** Everything Firefox printed, pages' and the extension's console included, in order. */
  output: string[];
  chrome: ChromeWindow;
  close(): Promise<void>;
}

const BASE_PREFS: Record<string, string | number | boolean> = {
  // The browser's language decides the extension's (the l10n package must be installed).
  'intl.locale.requested': 'pt-BR',
  'intl.accept_languages': 'pt-BR, pt',
  // Console output of pages and of the extension on Firefox's stdout: errors are caught there.
  'devtools.console.stdout.content': true,
  'devtools.console.stdout.chrome': true,
  // A clean, quiet profile.
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.homepage_override.mstone': 'ignore',
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
  'app.update.disabledForTesting': true,
  'extensions.getAddons.cache.enabled': false,
  'browser.tabs.warnOnClose': false,
};

/** The files a running Firefox keeps in its profile to say it is in use. */
const PROFILE_LOCKS = new Set(['lock', '.parentlock']);

/** Firefox headless on the profile in `profileParent` (its HOME too), with the suite's preferences and `prefs`. */
function startFirefox(profileParent: string, prefs: Record<string, string | number | boolean> = {}): Promise<Browser> {
  return puppeteer.launch({
    browser: 'firefox',
    executablePath: resolveFirefox(),
    headless: true,
    // Needed to open moz-extension:// pages and to reach the browser window (docs/testing.md).
    args: ['--remote-allow-system-access'],
    userDataDir: join(profileParent, 'profile'),
    env: { ...process.env, LANG: 'pt_BR.UTF-8', LANGUAGE: 'pt_BR', HOME: profileParent },
    extraPrefsFirefox: { ...BASE_PREFS, ...prefs },
    pipe: false,
    dumpio: false,
    protocolTimeout: 30_000,
  });
}

/**
 * A profile that Firefox has started in once, with no extension: each test's Firefox starts from a
 * copy. A new profile's first start creates its databases and caches: on an idle two-core machine a
 * launch took 5.2–6.2 s on a new profile and 2.6–3.4 s on a copy (copied in under 0.1 s), and closing
 * 0.8–1.3 s against 0.6–0.7 s.
 */
export async function createProfileTemplate(): Promise<{ profile: string; remove(): void }> {
  const parent = mkdtempSync(join(tmpdir(), 'atalaia-firefox-template-'));
  const browser = await startFirefox(parent);
  await browser.close();
  return { profile: join(parent, 'profile'), remove: () => rmSync(parent, { recursive: true, force: true }) };
}

/** Launches Firefox headless with the built extension installed as a temporary add-on. */
export async function launchFirefox(options: LaunchOptions = {}, extensionDir = FIREFOX_EXTENSION_DIR): Promise<RunningFirefox> {
  const profileParent = mkdtempSync(join(tmpdir(), 'atalaia-firefox-'));
  if (options.managed) {
    const id = geckoId(extensionDir);
    mkdirSync(join(profileParent, '.mozilla', 'managed-storage'), { recursive: true });
    writeFileSync(join(profileParent, '.mozilla', 'managed-storage', `${id}.json`), JSON.stringify({ name: id, description: 'Atalaia e2e policy', type: 'storage', data: options.managed }));
  }
  // Without the template's lock files: Firefox can still be shutting down when puppeteer is done with it.
  if (options.profileTemplate) cpSync(options.profileTemplate, join(profileParent, 'profile'), { recursive: true, filter: (path) => !PROFILE_LOCKS.has(basename(path)) });
  const output: string[] = [];
  const browser = await startFirefox(profileParent, { 'extensions.webextensions.uuids': JSON.stringify({ [geckoId(extensionDir)]: EXTENSION_UUID }), ...options.prefs });
  const process_ = browser.process();
  const collect = (chunk: Buffer) => output.push(...chunk.toString('utf8').split('\n').filter((line) => line.trim() !== ''));
  process_?.stdout?.on('data', collect);
  process_?.stderr?.on('data', collect);
  await browser.installExtension(extensionDir);
  const chrome = await chromeWindow(browser);
  return {
    browser,
    output,
    chrome,
    async close() {
      await browser.close().catch(() => undefined);
      rmSync(profileParent, { recursive: true, force: true });
    },
  };
}

interface BidiConnection {
  send(method: string, params: object): Promise<{ result: unknown }>;
}

function connectionOf(browser: Browser): BidiConnection {
  return (browser as unknown as { connection: BidiConnection }).connection;
}

/** The browser window (`browser.xhtml`), reached with system access: its sidebar and its keys. */
export interface ChromeWindow {
  /** Evaluates an expression with the window's privileges and answers its JSON-serializable value. */
  evaluate<T>(expression: string): Promise<T>;
  /** Whether the sidebar is open, with which panel, and the address of the extension page in it. */
  sidebar(): Promise<{ open: boolean; panel: string | null; url: string | null }>;
  /** Closes the sidebar (Firefox opens an extension's sidebar when it is installed). */
  closeSidebar(): Promise<void>;
  /**
   * Closes the window's tabs whose address ends with `suffix`, as the window sees them (not through
   * the remote agent, which has once lost track of a tab the extension opened: "context is null").
   * Answers how many it closed, and the addresses of all the tabs it saw.
   */
  closeTabs(suffix: string): Promise<{ closed: number; seen: string[] }>;
  /**
   * Gives the open sidebar's page a viewport of `width` × `height` CSS pixels, as a person dragging
   * its edge would, on a window made as tall as that needs (the toolbars and the sidebar's own header
   * take the rest). Answers the size the page then has.
   */
  resizeSidebar(width: number, height: number): Promise<{ width: number; height: number }>;
  /**
   * Presses a shortcut such as `Alt+Shift+N` the way a keyboard does: native key events through the
   * window (nsITextInputProcessor), so the browser's own key handling (menus, add-on shortcuts) sees
   * them. BiDi's input actions only reach pages, never the browser's UI.
   */
  press(shortcut: string): Promise<void>;
  /**
   * Clicks the sidebar's page at `x`, `y` (CSS pixels of that page's viewport) with native mouse
   * events through the window: a trusted click that counts as a user gesture, as a hand's would.
   */
  clickSidebar(x: number, y: number): Promise<void>;
}

async function chromeWindow(browser: Browser): Promise<ChromeWindow> {
  const connection = connectionOf(browser);
  const { result } = (await connection.send('browsingContext.getTree', { 'moz:scope': 'chrome', maxDepth: 0 })) as {
    result: { contexts: { context: string; url: string }[] };
  };
  const window = result.contexts.find((context) => context.url === 'chrome://browser/content/browser.xhtml');
  if (!window) throw new Error('no browser window in the chrome scope');

  const evaluate = async <T>(expression: string): Promise<T> => {
    const { result } = (await connection.send('script.evaluate', {
      expression: `(async () => JSON.stringify(await (${expression})))()`,
      target: { context: window.context },
      awaitPromise: true,
      resultOwnership: 'none',
    })) as { result: { type: string; result?: { value?: string }; exceptionDetails?: { text: string } } };
    if (result.type !== 'success') throw new Error(`in the browser window: ${result.exceptionDetails?.text ?? 'failed'}`);
    const value = result.result?.value;
    return (value === undefined ? undefined : JSON.parse(value)) as T;
  };

  return {
    evaluate,
    sidebar: () =>
      evaluate(`(() => {
        const inner = SidebarController.browser?.contentDocument?.getElementById('webext-panels-browser');
        return { open: SidebarController.isOpen, panel: SidebarController.currentID ?? null, url: inner?.currentURI?.spec ?? null };
      })()`),
    closeSidebar: () => evaluate('SidebarController.hide()'),
    closeTabs: (suffix) =>
      evaluate(`(() => {
        const seen = gBrowser.tabs.map((tab) => tab.linkedBrowser.currentURI.spec);
        const matching = gBrowser.tabs.filter((tab) => tab.linkedBrowser.currentURI.spec.endsWith(${JSON.stringify(suffix)}));
        // Never the window with it, were it the last tab.
        for (const tab of matching) gBrowser.removeTab(tab, { closeWindowWithLastTab: false, skipPermitUnload: true });
        return { closed: matching.length, seen };
      })()`),
    resizeSidebar: (width, height) =>
      evaluate(`(async () => {
        const inner = () => SidebarController.browser?.contentDocument?.getElementById('webext-panels-browser');
        if (!SidebarController.isOpen || !inner()) throw new Error('no sidebar');
        const size = () => inner().getBoundingClientRect();
        const frame = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
        // The sidebar's box carries the width a drag of its splitter would leave (its style), and
        // the window grows or shrinks by what its height lacks.
        document.getElementById('sidebar-box').style.width = '${width}px';
        for (let attempt = 0; attempt < 20 && (Math.round(size().width) !== ${width} || Math.round(size().height) !== ${height}); attempt++) {
          const lacking = ${height} - Math.round(size().height);
          if (lacking !== 0) window.resizeTo(window.outerWidth, window.outerHeight + lacking);
          await frame();
        }
        return { width: Math.round(size().width), height: Math.round(size().height) };
      })()`),
    async clickSidebar(x, y) {
      const answer = await evaluate<string>(`(() => {
        const inner = SidebarController.browser?.contentDocument?.getElementById('webext-panels-browser');
        if (!SidebarController.isOpen || !inner) return 'no sidebar';
        const outer = SidebarController.browser.getBoundingClientRect();
        const box = inner.getBoundingClientRect();
        // Native events take screen coordinates in device pixels.
        const scale = window.devicePixelRatio;
        const left = (window.mozInnerScreenX + outer.left + box.left + ${x}) * scale;
        const top = (window.mozInnerScreenY + outer.top + box.top + ${y}) * scale;
        const utils = window.windowUtils;
        utils.sendNativeMouseEvent(left, top, utils.NATIVE_MOUSE_MESSAGE_MOVE, 0, 0, window.document.documentElement, null);
        utils.sendNativeMouseEvent(left, top, utils.NATIVE_MOUSE_MESSAGE_BUTTON_DOWN, 0, 0, window.document.documentElement, null);
        utils.sendNativeMouseEvent(left, top, utils.NATIVE_MOUSE_MESSAGE_BUTTON_UP, 0, 0, window.document.documentElement, null);
        return 'clicked';
      })()`);
      if (answer !== 'clicked') throw new Error(`could not click the sidebar: ${answer}`);
    },
    async press(shortcut) {
      const parts = shortcut.split('+');
      const key = parts.pop() ?? '';
      const modifiers = parts.map((part) => ({ Alt: ['Alt', 'AltLeft', 18], Shift: ['Shift', 'ShiftLeft', 16], Ctrl: ['Control', 'ControlLeft', 17] })[part]);
      if (modifiers.some((modifier) => !modifier) || !/^[A-Z0-9]$/.test(key)) throw new Error(`unsupported shortcut ${shortcut}`);
      const main = [key, /\d/.test(key) ? `Digit${key}` : `Key${key}`, key.charCodeAt(0)];
      const answer = await evaluate<string>(`(() => {
        const processor = Cc['@mozilla.org/text-input-processor;1'].createInstance(Ci.nsITextInputProcessor);
        if (!processor.beginInputTransactionForTests(window)) return 'busy';
        const event = ([key, code, keyCode]) => new KeyboardEvent('', { key, code, keyCode });
        const down = ${JSON.stringify([...modifiers, main])}.map(event);
        for (const key of down) processor.keydown(key);
        for (const key of down.reverse()) processor.keyup(key);
        return 'pressed';
      })()`);
      if (answer !== 'pressed') throw new Error(`could not press ${shortcut}: ${answer}`);
    },
  };
}

/**
 * Opens an extension page in a new tab. `page.goto()` never resolves for moz-extension:// pages in
 * puppeteer 24 (docs/testing.md): navigate through the tab's BiDi browsing context, then wait for the
 * document.
 */
export async function openMozExtensionPage(browser: Browser, path: string): Promise<Page> {
  const page = await browser.newPage();
  await navigateMozExtension(page, path);
  return page;
}

export async function navigateMozExtension(page: Page, path: string): Promise<void> {
  const url = `${EXTENSION_ORIGIN}/${path.replace(/^\//, '')}`;
  const context = (page.mainFrame() as unknown as { browsingContext: { navigate(url: string, wait: string): Promise<unknown> } }).browsingContext;
  await context.navigate(url, 'none');
  await waitForDocument(page, url);
}

/** Waits until the tab shows `url` (without its hash) and its document has loaded. */
export async function waitForDocument(page: Page, url: string, timeoutMs = 15_000): Promise<void> {
  const wanted = url.split('#')[0];
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const state = await page.evaluate(() => ({ href: location.href.split('#')[0], ready: document.readyState })).catch(() => null);
    if (state && state.href === wanted && state.ready === 'complete') return;
    if (Date.now() > deadline) throw new Error(`the tab did not load ${url} (it shows ${state?.href ?? 'nothing yet'})`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
