/**
 * The small driver layer under the scenarios both browser suites run (e2e/scenarios/): Chromium
 * through Playwright (./chromium.ts), Firefox through puppeteer-core over WebDriver BiDi
 * (./firefox.ts). A scenario says what a person does and sees; each driver does it with its own tool.
 *
 * Targets follow Playwright's locators (getByRole, getByLabel, getByText, getByTestId), and a target
 * always means its first match: a scenario that needs a particular one narrows it with `within`.
 */
import type { Settings } from '../../lib/settings';
import type { RunningSandbox } from '../../sandbox/server';

/** What a person points at, by what they read rather than by markup. */
export type Target = (
  | { role: AriaRole; name?: string | RegExp; exact?: boolean; level?: number }
  | { label: string | RegExp; exact?: boolean }
  | { text: string | RegExp; exact?: boolean }
  | { testId: string }
  | { css: string }
) & {
  /** Only inside the first element matching this CSS selector. */
  within?: string;
};

export type AriaRole = 'alert' | 'button' | 'checkbox' | 'combobox' | 'dialog' | 'heading' | 'link' | 'radio' | 'searchbox' | 'status' | 'tab' | 'textbox';

export interface WaitOptions {
  /** Milliseconds; default 10 s, like the Chromium suite's `expect` timeout. */
  timeout?: number;
}

export interface UploadFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

/** A tab, or a frame inside one (the hover card), seen through one driver. */
export interface DriverPage {
  /** Its current address. */
  url(): Promise<string>;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Makes its tab the active one of the window. */
  bringToFront(): Promise<void>;
  /** The page's viewport in CSS pixels; Firefox's sidebar: the sidebar's width and the window's height that give it. */
  setViewport(width: number, height: number): Promise<void>;
  click(target: Target): Promise<void>;
  /** Two presses in quick succession, as an impatient hand gives (the second may land on what the first brought). */
  doubleClick(target: Target): Promise<void>;
  fill(target: Target, value: string): Promise<void>;
  check(target: Target, checked: boolean): Promise<void>;
  selectOption(target: Target, value: string): Promise<void>;
  upload(target: Target, file: UploadFile): Promise<void>;
  /** A key pressed in the page (`Escape`, `ArrowRight`, `End`), modifiers held with `+` (`Shift+Tab`). */
  press(key: string): Promise<void>;
  /** Text typed key by key where the focus is. */
  type(text: string): Promise<void>;
  /** A real click at viewport coordinates: for what no target reaches (an input in a shadow root, in Firefox). */
  clickAt(x: number, y: number): Promise<void>;
  /** Moves the real pointer to viewport coordinates, in a few steps, as a hand would. */
  moveMouse(x: number, y: number): Promise<void>;
  focus(target: Target): Promise<void>;
  expectVisible(target: Target, options?: WaitOptions): Promise<void>;
  expectHidden(target: Target, options?: WaitOptions): Promise<void>;
  /** The first match's text contains `expected` (a string) or matches it (a RegExp). */
  expectText(target: Target, expected: string | RegExp, options?: WaitOptions): Promise<void>;
  expectValue(target: Target, value: string, options?: WaitOptions): Promise<void>;
  expectAttribute(target: Target, name: string, value: string, options?: WaitOptions): Promise<void>;
  /**
   * Runs `fn(arg)` in the page's own world and answers its JSON-serializable result. Firefox's sidebar
   * is read from another extension page, not evaluated in its own world: there `fn` is called as
   * `fn(arg, sidebarWindow)`, so a function meant for it too takes `(arg, view = window)` and reads
   * everything (document, styles, sizes) from `view`.
   */
  evaluate<A, R>(fn: (arg: A, view?: Window) => R | Promise<R>, arg: A): Promise<R>;
  /**
   * From now on, answers the browser's own dialogs (`confirm()`) of this tab, frames included, with
   * `accept`, and records their messages.
   */
  answerDialogs(accept: boolean): { messages: string[]; stop(): void };
  close(): Promise<void>;
}

/** One browser with the built extension, its records API configured by the scenario. */
export interface ExtensionDriver {
  browserName: 'chromium' | 'firefox';
  /** Changes settings and token the way the options page does (see e2e/extension.ts). */
  configure(change: Partial<Settings> & { token?: string }): Promise<void>;
  readStored(): Promise<{ settings: unknown; token: unknown }>;
  /** Sends a protocol message from an extension page, as the panel and options do; answers the raw reply. */
  send<T = unknown>(type: string, payload: unknown): Promise<T>;
  /** An extension page (`options.html`, `sidepanel.html?q=…`) in a new tab. */
  openExtensionPage(path: string): Promise<DriverPage>;
  /** A web page in a new tab. */
  openWebPage(url: string): Promise<DriverPage>;
  /**
   * The records panel at `query` beside `page`, which becomes the active tab: what the panel does to
   * "the page" (contacts, Preencher) goes to it. Chromium: the panel page in a tab of its own, behind.
   * Firefox: the real sidebar (a tab behind the active one cannot be clicked there).
   */
  panelBeside(page: DriverPage, query: string): Promise<DriverPage>;
  /**
   * The frame of `page` whose address contains `address` (`/card.html`, `frame-inner.html`), once it
   * is there and displayed (a hover card is readied hidden before it is shown).
   */
  frame(page: DriverPage, address: string): Promise<DriverPage>;
  /** Whether such a frame is on `page` now. */
  hasFrame(page: DriverPage, address: string): Promise<boolean>;
  /**
   * The address of the extension page the browser shows in its own side panel (Chrome) or sidebar
   * (Firefox), or null while it shows none.
   */
  panelShown(): Promise<string | null>;
  /**
   * Presses the shortcut of one of the manifest's commands where the test can reach the browser's
   * own key handling (Firefox, through its window); absent where it cannot (Chromium under Playwright).
   */
  pressShortcut?(command: string): Promise<void>;
}

interface Dialog {
  message(): string;
  accept(): Promise<void>;
  dismiss(): Promise<void>;
}

/** `DriverPage.answerDialogs` for a tab of either tool: Playwright's and puppeteer's pages both emit 'dialog'. */
export function answerDialogs(
  page: { on(event: 'dialog', listener: (dialog: Dialog) => void): unknown; off(event: 'dialog', listener: (dialog: Dialog) => void): unknown },
  accept: boolean,
): { messages: string[]; stop(): void } {
  const messages: string[] = [];
  const answer = (dialog: Dialog) => {
    messages.push(dialog.message());
    // A dialog whose tab closed before the answer reached it (the browser closing at the test's end)
    // has nothing left to answer; any other failure still fails the test.
    void (accept ? dialog.accept() : dialog.dismiss()).catch((error: Error) => {
      if (!/target closed/i.test(error.message)) throw error;
    });
  };
  page.on('dialog', answer);
  return { messages, stop: () => void page.off('dialog', answer) };
}

/** The hover card is an extension page framed into the web page. */
export const CARD_FRAME = '/card.html';

/** The suite's servers: the sandbox records API and the fixture pages of e2e/pages. */
export interface ScenarioServers {
  sandbox: RunningSandbox;
  /** `${pages}/static.html` */
  pages: string;
}
