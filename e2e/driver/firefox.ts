/**
 * The scenarios' driver for Firefox: puppeteer-core over WebDriver BiDi. Targets are found in the
 * page (./find.ts) and acted on with BiDi's real input (pointer and keys), so a click is trusted
 * and counts as a user gesture, as Playwright's are in Chromium. Waits poll the page until the
 * condition holds or the timeout passes; nothing sleeps for a fixed time.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, ElementHandle, Frame, Page } from 'puppeteer-core';
import type { WxtBrowser } from 'wxt/browser';
import { inExtensionDatabase, settingsAfter, STORED } from '../extension';
import { EXTENSION_ORIGIN, FIREFOX_EXTENSION_DIR, navigateMozExtension, openMozExtensionPage, sidebarId, waitForDocument, type ChromeWindow } from '../firefox/firefox';
import { answerDialogs, type DriverPage, type ExtensionDriver, type Target, type WaitOptions } from './driver';
import { describeTarget, findTarget, toWire } from './find';

const DEFAULT_TIMEOUT = 10_000;
const POLL_MS = 100;

/** Polls `check` until it answers true; the error says what was awaited and what was last seen. */
export async function waitUntil(check: () => Promise<boolean | string>, what: string, timeout = DEFAULT_TIMEOUT): Promise<void> {
  const deadline = Date.now() + timeout;
  let last: unknown;
  for (;;) {
    try {
      const answer = await check();
      if (answer === true) return;
      last = answer;
    } catch (error) {
      last = error instanceof Error ? error.message : error;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}${last ? ` (last seen: ${String(last).slice(0, 300)})` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

type Scope = Page | Frame;

async function find(scope: Scope, target: Target): Promise<ElementHandle<Element> | null> {
  const handle = await scope.evaluateHandle(findTarget, toWire(target));
  const element = handle.asElement() as ElementHandle<Element> | null;
  if (!element) await handle.dispose();
  return element;
}

async function required(scope: Scope, target: Target, timeout = DEFAULT_TIMEOUT): Promise<ElementHandle<Element>> {
  let found: ElementHandle<Element> | null = null;
  try {
    await waitUntil(async () => Boolean((found = await find(scope, target))), describeTarget(target), timeout);
  } catch (error) {
    // What the page showed instead: the Firefox suite has no trace viewer to tell.
    const shown = await scope.evaluate(() => document.body?.innerText.replace(/\s+/g, ' ').slice(0, 800) ?? '').catch(() => '(unreadable)');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nThe page showed: ${shown}`, { cause: error });
  }
  return found as unknown as ElementHandle<Element>;
}

/**
 * Waits, as Playwright's actionability checks do in Chromium, until the element keeps its box over
 * two frames and is what a pointer at its centre would hit (itself, a descendant or one of its
 * labels): a tab bar that shifts as a record arrives must not take the click meant for its neighbour.
 */
async function actionable(element: ElementHandle<Element>, target: Target): Promise<void> {
  await waitUntil(
    () =>
      element.evaluate(async (node) => {
        node.scrollIntoView({ block: 'center', inline: 'center' });
        const before = node.getBoundingClientRect();
        // A tab in the background gets no frames: 50 ms stands in for one there.
        for (let frame = 0; frame < 2; frame++) await new Promise<void>((settle) => (requestAnimationFrame(() => settle()), setTimeout(settle, 50)));
        const box = node.getBoundingClientRect();
        if (box.x !== before.x || box.y !== before.y || box.width !== before.width || box.height !== before.height) return 'still moving';
        if (box.width === 0 || box.height === 0) return 'without a box';
        const root = node.getRootNode() as Document | ShadowRoot;
        const hit = root.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        const labels = node instanceof HTMLInputElement ? [...(node.labels ?? [])] : [];
        if (hit && (node.contains(hit) || labels.some((label) => label.contains(hit)))) return true;
        return `covered by ${hit ? `<${hit.tagName.toLowerCase()}${hit.className ? ` class="${String(hit.className)}"` : ''}>` : 'nothing'}`;
      }),
    `${describeTarget(target)} to stand still and receive the pointer`,
  );
}

/**
 * Arms, at the element's window, the check Playwright makes at the moment of a click: the press's
 * first trusted pointer event decides whether it landed on the element (or one of its labels). If it
 * did not, that event and the rest of the press are stopped before the page sees them. Answers a
 * function that disarms the check and says how the press went.
 */
function armHitCheck(node: Element): () => string {
  const win = node.ownerDocument.defaultView as Window;
  const labels: Node[] = node instanceof HTMLInputElement ? [...(node.labels ?? [])] : [];
  const inside = (target: EventTarget | undefined): boolean => {
    for (let at = target instanceof Node ? target : null; at; at = at.parentNode ?? (at instanceof ShadowRoot ? at.host : null)) {
      if (at === node || labels.includes(at)) return true;
    }
    return false;
  };
  let verdict = 'reached nothing';
  let pressed = false;
  const types = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'];
  const listener = (event: Event) => {
    if (!event.isTrusted) return;
    if (!pressed) {
      pressed = true;
      const hit = event.composedPath()[0];
      verdict = inside(hit) ? 'hit' : `landed on ${hit instanceof Element ? `<${hit.tagName.toLowerCase()}>${(hit.textContent ?? '').trim().slice(0, 40)}` : String(hit)}`;
    }
    if (verdict !== 'hit') {
      event.preventDefault();
      event.stopImmediatePropagation();
    }
  };
  for (const type of types) win.addEventListener(type, listener, true);
  return () => {
    for (const type of types) win.removeEventListener(type, listener, true);
    return verdict;
  };
}

/**
 * Clicks the element once the press is sure to land on it. Between the checks of `actionable` and
 * the press, a record arriving can still push the element away (a header that grows): the press then
 * reaches something else, which the armed check keeps from the page, and the click is tried again.
 */
async function clickWhereMeant(element: ElementHandle<Element>, target: Target): Promise<void> {
  await waitUntil(async () => {
    await actionable(element, target);
    const disarm = await element.evaluateHandle(armHitCheck);
    await element.click();
    // A click that closes its page or frame has landed: nothing is left to ask.
    const verdict = await disarm.evaluate((answer) => answer()).catch(() => 'hit');
    await disarm.dispose().catch(() => undefined);
    return verdict === 'hit' || `the press ${verdict}`;
  }, `a click on ${describeTarget(target)}`);
}

/** Runs `check` on the first match until it answers true. */
async function expectOn(scope: Scope, target: Target, what: string, check: (element: Element, arg: unknown) => boolean | string, arg: unknown, options?: WaitOptions) {
  await waitUntil(
    async () => {
      const element = await find(scope, target);
      if (!element) return 'no match';
      try {
        return await element.evaluate(check as (element: Element, arg: unknown) => boolean | string, arg);
      } finally {
        await element.dispose();
      }
    },
    `${describeTarget(target)} ${what}`,
    options?.timeout ?? DEFAULT_TIMEOUT,
  );
}

/** Folders of the files handed to file inputs, erased when this test process ends. */
const uploadFolders: string[] = [];

/**
 * A folder for one uploaded file. Firefox reads a picked file from disk only when the page asks for
 * its bytes, which on a busy machine can come after the upload returned: the file must outlive it.
 */
function uploadFolder(): string {
  if (uploadFolders.length === 0) process.once('exit', () => uploadFolders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));
  const folder = mkdtempSync(join(tmpdir(), 'atalaia-upload-'));
  uploadFolders.push(folder);
  return folder;
}

export function firefoxPage(scope: Scope, page: Page): DriverPage & { raw: Scope; tab: Page } {
  const url = () => scope.evaluate(() => location.href);
  return {
    raw: scope,
    tab: page,
    url,
    async goto(address) {
      if (address.startsWith('moz-extension:')) return navigateMozExtension(page, address.slice(EXTENSION_ORIGIN.length));
      await page.goto(address);
    },
    async reload() {
      const address = await url();
      if (!address.startsWith('moz-extension:')) {
        await page.reload();
        return;
      }
      // reload() of a moz-extension:// page never resolves either (see ../firefox/firefox.ts).
      const marker = `reload-${Date.now()}`;
      await page.evaluate((marker) => ((window as unknown as Record<string, boolean>)[marker] = true), marker);
      await page.evaluate(() => location.reload());
      await waitUntil(async () => !(await page.evaluate((marker) => (window as unknown as Record<string, boolean>)[marker] === true, marker)), 'the page to reload');
      await waitForDocument(page, address);
    },
    bringToFront: () => page.bringToFront(),
    setViewport: (width, height) => page.setViewport({ width, height }),
    async click(target) {
      const element = await required(scope, target);
      await clickWhereMeant(element, target);
      await element.dispose();
    },
    async doubleClick(target) {
      const element = await required(scope, target);
      await actionable(element, target);
      await element.click({ count: 2 });
      await element.dispose();
    },
    async fill(target, value) {
      const element = await required(scope, target);
      // Select what is there, then type over it (or delete it), as Playwright's fill() does.
      await element.evaluate((field) => {
        (field as HTMLElement).focus();
        (field as HTMLInputElement).select?.();
      });
      if (value === '') await page.keyboard.press('Backspace');
      else await page.keyboard.type(value);
      await element.dispose();
    },
    async check(target, checked) {
      const element = await required(scope, target);
      if ((await element.evaluate((box) => (box as HTMLInputElement).checked)) !== checked) {
        await clickWhereMeant(element, target);
      }
      await element.dispose();
    },
    async selectOption(target, value) {
      const element = await required(scope, target);
      await (element as ElementHandle<HTMLSelectElement>).select(value);
      await element.dispose();
    },
    async upload(target, file) {
      const element = await required(scope, target);
      const path = join(uploadFolder(), file.name);
      writeFileSync(path, file.buffer);
      try {
        await (element as ElementHandle<HTMLInputElement>).uploadFile(path);
      } finally {
        await element.dispose();
      }
    },
    async press(chord) {
      // `Shift+Tab`: puppeteer presses one key; the modifiers are held around it.
      const keys = chord.split('+') as Parameters<Page['keyboard']['press']>[0][];
      const key = keys.pop() as (typeof keys)[number];
      for (const modifier of keys) await page.keyboard.down(modifier);
      await page.keyboard.press(key);
      for (const modifier of keys.reverse()) await page.keyboard.up(modifier);
    },
    type: (text) => page.keyboard.type(text),
    clickAt: (x, y) => page.mouse.click(x, y),
    moveMouse: (x, y) => page.mouse.move(x, y, { steps: 3 }),
    async focus(target) {
      const element = await required(scope, target);
      await element.focus();
      await element.dispose();
    },
    expectVisible: async (target, options) => void (await (await required(scope, target, options?.timeout)).dispose()),
    expectHidden: (target, options) =>
      waitUntil(
        async () => {
          const element = await find(scope, target);
          await element?.dispose();
          return element === null;
        },
        `${describeTarget(target)} to be hidden`,
        options?.timeout,
      ),
    expectText: (target, expected, options) =>
      expectOn(
        scope,
        target,
        `to contain ${String(expected)}`,
        (element, wanted) => {
          const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
          const pattern = wanted as { source: string; flags: string } | string;
          const ok = typeof pattern === 'string' ? text.includes(pattern.replace(/\s+/g, ' ').trim()) : new RegExp(pattern.source, pattern.flags).test(text);
          return ok || text;
        },
        expected instanceof RegExp ? { source: expected.source, flags: expected.flags } : expected,
        options,
      ),
    expectValue: (target, value, options) =>
      expectOn(scope, target, `to have the value ${value}`, (element, wanted) => (element as HTMLInputElement).value === wanted || (element as HTMLInputElement).value, value, options),
    expectAttribute: (target, name, value, options) =>
      expectOn(
        scope,
        target,
        `to have ${name}=${value}`,
        (element, wanted) => {
          const [attribute, expected] = wanted as [string, string];
          const actual = element.getAttribute(attribute);
          return actual === expected || `${attribute}=${actual}`;
        },
        [name, value],
        options,
      ),
    evaluate: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) => scope.evaluate(fn as (arg: unknown) => unknown, arg) as Promise<R>,
    answerDialogs: (accept) => answerDialogs(page, accept),
    close: () => page.close(),
  };
}

/**
 * An extension page the driver cannot reach as a tab (Firefox's sidebar; a card frame inside another
 * extension page, which Firefox's BiDi leaves out of the frame tree puppeteer reads) as a DriverPage:
 * found and read from the suite's control tab (extension pages of one add-on see each other's
 * documents: `extension.getViews`), clicked through `click` where the page can be clicked. What a
 * scenario needs of a panel or a card; the rest is not offered there.
 */
function extensionViewPage(
  control: () => Promise<Page>,
  view: { name: string; pick: string; click?: (x: number, y: number) => Promise<void>; resize?: (width: number, height: number) => Promise<void>; close?: () => Promise<void> },
): DriverPage {
  const where = view.name;
  /** Runs `find(document)` in the control tab on the view's document (BiDi evaluates it, past the page's CSP). */
  const onView = async <T>(body: string): Promise<T | null> =>
    (await control()).evaluate(`(() => {
      const document = (${view.pick})(browser.extension.getViews())?.document;
      return document ? (${body})(document) : null;
    })()`) as Promise<T | null>;
  const found = (target: Target, then: string) =>
    onView<unknown>(`(document) => {
      const element = (${findTarget.toString()})(${JSON.stringify(toWire(target))}, document);
      return element ? (${then})(element) : null;
    }`);
  const unsupported = (what: string) => () => Promise.reject(new Error(`${what} is not offered in ${where}`));
  return {
    url: async () => (await onView<string>('(document) => document.location.href')) ?? '',
    goto: unsupported('goto'),
    reload: unsupported('reload'),
    bringToFront: unsupported('bringToFront'),
    setViewport: view.resize ?? unsupported('setViewport'),
    doubleClick: unsupported('doubleClick'),
    async click(target) {
      // As Playwright's actionability checks: the native click goes to the element's centre only once
      // it was scrolled into view and then, without scrolling again, held still until the next poll with
      // the element being what is there. A view still laying out (a panel whose records arrive above
      // the button) moves it after it was found; scrolling on every poll would hide that.
      let center: { x: number; y: number } | null = null;
      let previous: { x: number; y: number } | null = null;
      await waitUntil(
        async () => {
          const seen = (await found(
            target,
            `(element) => {
              if (${JSON.stringify(previous === null)}) element.scrollIntoView({ block: 'center' });
              const box = element.getBoundingClientRect();
              const x = Math.round(box.left + box.width / 2);
              const y = Math.round(box.top + box.height / 2);
              const hit = element.getRootNode().elementFromPoint(x, y);
              return { x, y, hit: Boolean(hit && (hit === element || element.contains(hit))) };
            }`,
          )) as { x: number; y: number; hit: boolean } | null;
          const still = seen !== null && seen.hit && previous !== null && previous.x === seen.x && previous.y === seen.y;
          if (still) center = previous;
          // Found in place: compared at the next poll; moved, covered or gone: scrolled to again.
          previous = seen?.hit && !still ? { x: seen.x, y: seen.y } : null;
          return still || (seen ? 'moving or covered' : 'not found');
        },
        `${describeTarget(target)} in ${where}`,
      );
      if (!view.click) throw new Error(`clicks are not offered in ${where}`);
      const { x, y } = center as unknown as { x: number; y: number };
      await view.click(x, y);
    },
    fill: unsupported('fill'),
    check: unsupported('check'),
    selectOption: unsupported('selectOption'),
    upload: unsupported('upload'),
    press: unsupported('press'),
    type: unsupported('type'),
    clickAt: unsupported('clickAt'),
    moveMouse: unsupported('moveMouse'),
    focus: unsupported('focus'),
    expectVisible: (target, options) => waitUntil(async () => (await found(target, '() => true')) === true, `${describeTarget(target)} in ${where}`, options?.timeout),
    expectHidden: (target, options) => waitUntil(async () => (await found(target, '() => true')) === null, `${describeTarget(target)} gone from ${where}`, options?.timeout),
    expectText: (target, expected, options) =>
      waitUntil(
        async () => {
          const text = ((await found(target, '(element) => element.textContent')) as string | null)?.replace(/\s+/g, ' ').trim() ?? null;
          if (text === null) return 'no match';
          return (typeof expected === 'string' ? text.includes(expected) : expected.test(text)) || text;
        },
        `${describeTarget(target)} in ${where} to contain ${String(expected)}`,
        options?.timeout,
      ),
    expectValue: unsupported('expectValue'),
    expectAttribute: unsupported('expectAttribute'),
    // The function's text is placed where `document` names the view's document, and it gets the view's
    // window as its second argument (DriverPage.evaluate): it runs in the control tab, on the view.
    evaluate: async <A, R>(fn: (arg: A, view?: Window) => R | Promise<R>, arg: A) =>
      (await control()).evaluate(`(async () => {
        const view = (${view.pick})(browser.extension.getViews());
        if (!view) throw new Error('${where} is not open');
        const document = view.document;
        return (${fn.toString()})(${JSON.stringify(arg) ?? 'undefined'}, view);
      })()`) as Promise<R>,
    // The view's dialogs (the card's confirm() before spending) are not reported to the driver: its
    // frame is outside BiDi's tree. They are answered in the view itself, and their messages kept.
    answerDialogs(accept) {
      const messages: string[] = [];
      const answer = JSON.stringify(accept);
      const armed = onView(`(document) => {
        const view = document.defaultView;
        view.__atalaiaAsked = [];
        view.confirm = (message) => (view.__atalaiaAsked.push(String(message)), ${answer});
        return true;
      }`);
      const poll = setInterval(() => {
        void onView<string[]>('(document) => document.defaultView.__atalaiaAsked ?? []')
          .then((asked) => messages.splice(0, messages.length, ...(asked ?? [])))
          .catch(() => undefined);
      }, 100);
      void armed.catch(() => undefined);
      return { messages, stop: () => clearInterval(poll) };
    },
    close: view.close ?? unsupported('close'),
  };
}

/** Firefox's sidebar, clicked with native mouse events through the browser window. */
const sidebarPage = (control: () => Promise<Page>, chrome: ChromeWindow) =>
  extensionViewPage(control, {
    name: 'the sidebar',
    pick: "(views) => browser.extension.getViews({ type: 'sidebar' })[0]",
    click: (x, y) => chrome.clickSidebar(x, y),
    async resize(width, height) {
      const size = await chrome.resizeSidebar(width, height);
      if (size.width !== width || size.height !== height) throw new Error(`the sidebar is ${size.width} × ${size.height} px, not ${width} × ${height}`);
    },
    close: () => chrome.closeSidebar(),
  });

/**
 * What picks, among the add-on's views, a frame (not a tab) whose address contains `address`;
 * `shown`: only a displayed one (a hover card is readied hidden, with no size, before it is shown).
 */
const framedView = (address: string, shown = false) =>
  `(views) => views.find((view) => view !== view.top && view.location.href.includes(${JSON.stringify(address)})${shown ? ' && view.innerWidth > 0' : ''})`;

/** A command's shortcut as Firefox has it (the manifest's suggestion, unless changed). */
async function commandShortcut(command: string): Promise<string> {
  const manifest = JSON.parse(readFileSync(join(FIREFOX_EXTENSION_DIR, 'manifest.json'), 'utf8')) as {
    commands?: Record<string, { suggested_key?: { default?: string } }>;
  };
  const shortcut = manifest.commands?.[command]?.suggested_key?.default;
  if (!shortcut) throw new Error(`no shortcut for the command ${command} in the manifest`);
  return shortcut;
}

/**
 * The frame of `page` whose address contains `address`, or null; `shown`: only a displayed one (see
 * framedView). Puppeteer does not follow the address of frames from another origin under BiDi (a
 * moz-extension:// frame reads `about:blank`), so each frame is asked.
 */
async function frameOf(page: Page, address: string, shown = false): Promise<Frame | null> {
  for (const frame of page.frames()) {
    if (frame === page.mainFrame()) continue;
    // A frame removed meanwhile (a card closing) throws at once rather than rejecting: it is not there.
    const [href, width] = await Promise.resolve()
      .then(() => frame.evaluate(() => [location.href, innerWidth] as const))
      .catch(() => ['', 0] as const);
    if (href.includes(address) && (!shown || width > 0)) return frame;
  }
  return null;
}

/**
 * Firefox with the extension: settings are written and messages sent from an extension tab of its
 * own (the background is an event page with no handle of its own under BiDi), opened first and left
 * behind the tabs a scenario opens.
 */
export function firefoxDriver(firefox: Browser, chrome: ChromeWindow) {
  let control: Promise<Page> | null = null;
  const controlPage = () => (control ??= openMozExtensionPage(firefox, 'options.html'));
  const tabOf = (page: DriverPage) => (page as ReturnType<typeof firefoxPage>).tab;
  /** A frame inside another extension page (the reader's card), which only the add-on's views list. */
  const hasFramedView = async (address: string, shown = false) =>
    (await controlPage()).evaluate(`Boolean((${framedView(address, shown)})(browser.extension.getViews()))`) as Promise<boolean>;
  const readStored = async () => (await controlPage()).evaluate(inExtensionDatabase, { names: STORED });
  const driver = {
    browserName: 'firefox' as const,
    control: controlPage,
    /** The host permissions the extension holds now. */
    grantedOrigins: async (): Promise<string[]> => (await controlPage()).evaluate(async () => (await browser.permissions.getAll()).origins ?? []),
    /** The address of every tab, as the browser reports it. */
    async tabUrls(): Promise<string[]> {
      const pages = await firefox.pages();
      return Promise.all(pages.map((page) => page.evaluate(() => location.href).catch(() => page.url())));
    },
    readStored,
    async configure(change) {
      const { token, ...settingsChange } = change;
      const settings = settingsAfter((await readStored()).settings, settingsChange);
      await (await controlPage()).evaluate(inExtensionDatabase, { names: STORED, write: { settings, token } });
    },
    async send<T>(type: string, payload: unknown) {
      return (await controlPage()).evaluate(
        ([type, payload]) => browser.runtime.sendMessage({ atalaia: 1, type, payload }) as Promise<T>,
        [type, payload] as const,
      ) as Promise<T>;
    },
    async openExtensionPage(path) {
      await controlPage();
      const page = await openMozExtensionPage(firefox, path);
      return firefoxPage(page, page);
    },
    async openWebPage(url) {
      await controlPage();
      const page = await firefox.newPage();
      await page.goto(url);
      return firefoxPage(page, page);
    },
    async panelBeside(driverPage: DriverPage, query: string) {
      await driverPage.bringToFront();
      // The background points the sidebar at the query; only a gesture in Firefox's own UI opens it.
      const answer = await driver.send<{ ok: boolean; value: { opened: boolean } }>('panel.open', { query });
      if (!answer.value.opened) await driver.pressShortcut('open-panel');
      await waitUntil(async () => (await driver.panelShown())?.endsWith(`/sidepanel.html?q=${encodeURIComponent(query)}`) ?? false, `the sidebar at ${query}`);
      return sidebarPage(controlPage, chrome);
    },
    async frame(driverPage, address) {
      const page = tabOf(driverPage);
      let frame: Frame | null = null;
      await waitUntil(async () => Boolean((frame = await frameOf(page, address, true))) || (await hasFramedView(address, true)), `a frame at ${address}`, 5_000);
      if (frame) return firefoxPage(frame as unknown as Frame, page);
      const pick = framedView(address, true);
      return extensionViewPage(controlPage, {
        name: `the frame at ${address}`,
        pick,
        // The frame is in the tab's own page: BiDi's pointer, at the frame's place in that page plus the
        // point inside it, presses there as a hand would (a trusted click, a user gesture).
        async click(x, y) {
          const place = (await (await controlPage()).evaluate(`(() => {
            const box = (${pick})(browser.extension.getViews())?.frameElement?.getBoundingClientRect();
            return box ? { left: box.left, top: box.top } : null;
          })()`)) as { left: number; top: number } | null;
          if (!place) throw new Error(`the frame at ${address} is gone`);
          await page.bringToFront();
          await page.mouse.click(place.left + x, place.top + y);
        },
      });
    },
    hasFrame: async (driverPage, address) => (await frameOf(tabOf(driverPage), address)) !== null || (await hasFramedView(address)),
    async panelShown() {
      const sidebar = await chrome.sidebar();
      return sidebar.open && sidebar.panel === sidebarId() ? sidebar.url : null;
    },
    pressShortcut: async (command: string) => chrome.press(await commandShortcut(command)),
    /** The extension page in Firefox's sidebar (see sidebarPage). */
    sidebar: sidebarPage(controlPage, chrome),
  } satisfies ExtensionDriver & Record<string, unknown>;
  return driver;
}

declare const browser: WxtBrowser;
