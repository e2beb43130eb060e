/** The scenarios' driver for Chromium: Playwright's locators and web-first assertions. */
import { expect, type BrowserContext, type Frame, type Locator, type Page, type Worker } from '@playwright/test';
import { configureExtension, openExtensionPage, readStored, sendFromPage } from '../extension';
import { answerDialogs, type DriverPage, type ExtensionDriver, type Target, type WaitOptions } from './driver';

const timeoutOf = (options?: WaitOptions) => ({ timeout: options?.timeout ?? 10_000 });

function locate(scope: Page | Frame, target: Target): Locator {
  const root = target.within ? scope.locator(target.within).first() : scope;
  if ('role' in target) {
    return root
      .getByRole(target.role, {
        ...(target.name === undefined ? {} : { name: target.name }),
        ...(target.exact === undefined ? {} : { exact: target.exact }),
        ...(target.level === undefined ? {} : { level: target.level }),
      })
      .first();
  }
  if ('label' in target) return root.getByLabel(target.label, target.exact === undefined ? {} : { exact: target.exact }).first();
  if ('text' in target) return root.getByText(target.text, target.exact === undefined ? {} : { exact: target.exact }).first();
  if ('testId' in target) return root.getByTestId(target.testId).first();
  return root.locator(target.css).first();
}

/**
 * The frames of `page` whose address contains `address` and that are displayed: a hover card readied
 * out of sight before the hover delay ends (lib/content/card-hover.ts) has no size until it is shown.
 */
export async function shownFrames(page: Page, address: string): Promise<Frame[]> {
  const candidates = page.frames().filter((frame) => frame.url().includes(address));
  const shown = await Promise.all(candidates.map((frame) => frame.evaluate(() => innerWidth > 0).catch(() => false)));
  return candidates.filter((_, index) => shown[index]);
}

/** A Playwright page or frame as a DriverPage; `page` is the tab that holds it (keyboard, mouse). */
export function chromiumPage(scope: Page | Frame, page: Page): DriverPage & { raw: Page | Frame } {
  return {
    raw: scope,
    url: async () => scope.url(),
    goto: async (url) => void (await page.goto(url)),
    reload: async () => void (await page.reload()),
    bringToFront: () => page.bringToFront(),
    setViewport: (width, height) => page.setViewportSize({ width, height }),
    click: (target) => locate(scope, target).click(),
    doubleClick: (target) => locate(scope, target).dblclick(),
    fill: (target, value) => locate(scope, target).fill(value),
    check: (target, checked) => locate(scope, target).setChecked(checked),
    selectOption: async (target, value) => void (await locate(scope, target).selectOption(value)),
    upload: (target, file) => locate(scope, target).setInputFiles(file),
    press: (key) => page.keyboard.press(key),
    type: (text) => page.keyboard.type(text),
    clickAt: (x, y) => page.mouse.click(x, y),
    moveMouse: (x, y) => page.mouse.move(x, y, { steps: 3 }),
    focus: (target) => locate(scope, target).focus(),
    expectVisible: (target, options) => expect(locate(scope, target)).toBeVisible(timeoutOf(options)),
    expectHidden: (target, options) => expect(locate(scope, target)).toBeHidden(timeoutOf(options)),
    expectText: (target, expected, options) => expect(locate(scope, target)).toContainText(expected, timeoutOf(options)),
    expectValue: (target, value, options) => expect(locate(scope, target)).toHaveValue(value, timeoutOf(options)),
    expectAttribute: (target, name, value, options) => expect(locate(scope, target)).toHaveAttribute(name, value, timeoutOf(options)),
    evaluate: <A, R>(fn: (arg: A) => R | Promise<R>, arg: A) => scope.evaluate(fn as (arg: unknown) => unknown, arg) as Promise<R>,
    answerDialogs: (accept) => answerDialogs(page, accept),
    close: () => page.close(),
  };
}

export function chromiumDriver(context: BrowserContext, extensionId: string, serviceWorker: Worker): ExtensionDriver {
  const pageOf = (page: DriverPage) => (page as ReturnType<typeof chromiumPage>).raw as Page;
  let messenger: Page | null = null;
  return {
    browserName: 'chromium',
    configure: (change) => configureExtension(serviceWorker, change),
    readStored: () => readStored(serviceWorker),
    async send<T>(type: string, payload: unknown) {
      messenger ??= await openExtensionPage(context, extensionId, 'options.html');
      return sendFromPage<T>(messenger, type, payload);
    },
    async openExtensionPage(path) {
      const page = await openExtensionPage(context, extensionId, path);
      return chromiumPage(page, page);
    },
    async openWebPage(url) {
      const page = await context.newPage();
      await page.goto(url);
      return chromiumPage(page, page);
    },
    async panelBeside(driverPage, query) {
      const panel = await openExtensionPage(context, extensionId, `sidepanel.html?q=${encodeURIComponent(query)}`);
      await panel.setViewportSize({ width: 900, height: 1000 });
      await pageOf(driverPage).bringToFront();
      return chromiumPage(panel, panel);
    },
    async frame(driverPage, address) {
      const page = pageOf(driverPage);
      await expect.poll(async () => (await shownFrames(page, address)).length, { timeout: 5_000 }).toBeGreaterThan(0);
      return chromiumPage((await shownFrames(page, address))[0] as Frame, page);
    },
    hasFrame: async (driverPage, address) => pageOf(driverPage).frames().some((frame) => frame.url().includes(address)),
    async panelShown() {
      // The side panel is no tab: it shows among the browser's targets, which any page's session lists
      // (a page opened for this would take the focus from the one under test).
      const page = context.pages()[0] ?? (await context.newPage());
      const session = await context.newCDPSession(page);
      try {
        const { targetInfos } = await session.send('Target.getTargets');
        return targetInfos.find((target) => target.type === 'page' && target.url.includes('/sidepanel.html'))?.url ?? null;
      } finally {
        await session.detach();
      }
    },
  };
}

/** The Playwright page behind a DriverPage of this driver, for what only the Chromium suite checks. */
export function playwrightPage(page: DriverPage): Page {
  return (page as ReturnType<typeof chromiumPage>).raw as Page;
}
