/** Helpers to drive the loaded extension: settings and token, messages from an extension page, worker restarts. */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import { applySettingsChange, DEFAULT_SETTINGS, parseSettings, type Settings } from '../lib/settings';
import { DATABASE_NAME, SETTINGS_KEY, TOKEN_CHANGED_KEY, TOKEN_RECORD, USER_SETTINGS_RECORD } from '../lib/storage/keys';

/** The name in `chrome.storage.local` of a WXT item key: `local:settings` → `settings`. */
function localName(key: string): string {
  const [area, name, ...rest] = key.split(':');
  if (area !== 'local' || !name || rest.length > 0) throw new Error(`not a storage.local item key: ${key}`);
  return name;
}

/**
 * Where the product keeps the settings and token: the background's database (lib/storage/trusted.ts),
 * and the copies in `chrome.storage.local` that pages read and follow (lib/storage/index.ts).
 */
export const STORED = {
  database: DATABASE_NAME,
  settings: USER_SETTINGS_RECORD,
  token: TOKEN_RECORD,
  settingsCopy: localName(SETTINGS_KEY),
  tokenChanged: localName(TOKEN_CHANGED_KEY),
} as const;

export interface StoredConfiguration {
  settings: unknown;
  token: unknown;
}

/**
 * Reads, and with `write` first writes, the settings and token where the background keeps them, then
 * the copies pages read, as the background does after a change (lib/storage/trusted.ts). Runs in the
 * extension's own origin (Chromium's service worker, a Firefox extension page), sent there as source:
 * it names nothing outside itself, and no function of its own either (tsx would wrap it in a helper
 * the worker does not have). It waits for the background to have opened its database and moved in
 * what earlier versions kept (the settings record is there by then).
 */
export async function inExtensionDatabase({ names, write }: { names: typeof STORED; write?: { settings: Settings; token?: string | undefined } }): Promise<StoredConfiguration> {
  const deadline = Date.now() + 10_000;
  let database: IDBDatabase | null = null;
  while (!database) {
    if ((await indexedDB.databases()).some((known) => known.name === names.database)) {
      const opened = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(names.database);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      const [records] = opened.objectStoreNames.contains(names.settings.store)
        ? await Promise.all(
            [opened.transaction(names.settings.store).objectStore(names.settings.store).count(names.settings.key)].map(
              (request) => new Promise<number>((resolve) => (request.onsuccess = () => resolve(request.result))),
            ),
          )
        : [0];
      if (records) database = opened;
      else opened.close();
    }
    if (!database) {
      if (Date.now() > deadline) throw new Error(`the background has not set up its database ${names.database}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  try {
    if (write) {
      const transaction = database.transaction([names.settings.store, names.token.store], 'readwrite');
      transaction.objectStore(names.settings.store).put(write.settings, names.settings.key);
      if (write.token) transaction.objectStore(names.token.store).put(write.token, names.token.key);
      else if (write.token === '') transaction.objectStore(names.token.store).delete(names.token.key);
      await new Promise((resolve, reject) => {
        transaction.oncomplete = resolve;
        transaction.onabort = () => reject(transaction.error);
      });
      await chrome.storage.local.set({ [names.settingsCopy]: write.settings, ...(write.token === undefined ? {} : { [names.tokenChanged]: Date.now() }) });
    }
    const transaction = database.transaction([names.settings.store, names.token.store]);
    const [settings, token] = await Promise.all(
      [transaction.objectStore(names.settings.store).get(names.settings.key), transaction.objectStore(names.token.store).get(names.token.key)].map(
        (request) => new Promise<unknown>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        }),
      ),
    );
    return { settings, token };
  } finally {
    database.close();
  }
}

/** The settings and token as the background keeps them, raw. */
export async function readStored(worker: Worker): Promise<StoredConfiguration> {
  return worker.evaluate(inExtensionDatabase, { names: STORED });
}

/**
 * The settings as they will be after `change`, the way the background makes them (lib/storage/trusted.ts
 * `update`): the stored settings, repaired by the product's parser, with the change applied by the
 * product's `applySettingsChange`. A value the product would refuse throws (InvalidSettingError), and
 * so does a field it does not have, so a test cannot set up a state the product could never be in.
 */
export function settingsAfter(stored: unknown, change: Partial<Settings>): Settings {
  const unknown = Object.keys(change).filter((field) => !Object.hasOwn(DEFAULT_SETTINGS, field));
  if (unknown.length > 0) throw new Error(`not settings of the product: ${unknown.join(', ')}`);
  return applySettingsChange(parseSettings(stored), change);
}

/**
 * Changes settings (and the token) as the options page does through the background: in the
 * background's database, then the copies pages read. The background reads its database at each
 * use, so the change holds from the next one.
 */
export async function configureExtension(worker: Worker, change: Partial<Settings> & { token?: string }): Promise<void> {
  const { token, ...settingsChange } = change;
  const settings = settingsAfter((await readStored(worker)).settings, settingsChange);
  await worker.evaluate(inExtensionDatabase, { names: STORED, write: { settings, token } });
}

export async function openExtensionPage(context: BrowserContext, extensionId: string, path: string): Promise<Page> {
  const page = await context.newPage();
  await page.goto(`chrome-extension://${extensionId}/${path}`);
  return page;
}

/** Sends a protocol message from an extension page, as the side panel and options page do. */
export async function sendFromPage<T = unknown>(page: Page, type: string, payload: unknown): Promise<T> {
  return page.evaluate(([type, payload]) => chrome.runtime.sendMessage({ atalaia: 1, type, payload }), [type, payload] as const);
}

/** Stops every service worker of the context, as Chrome does after 30 s idle, and waits for none to run. */
export async function stopServiceWorkers(context: BrowserContext, page: Page): Promise<void> {
  const session = await context.newCDPSession(page);
  await session.send('ServiceWorker.enable');
  await session.send('ServiceWorker.stopAllWorkers');
  await session.detach();
}

interface ExecutionContext {
  id: number;
  origin: string;
  auxData?: { type?: string; frameId?: string };
}

/** The extension's content-script world in a web page's top frame, where `chrome.runtime` is the content script's. */
export interface ContentScriptWorld {
  /** Runs `fn(arg)` in that world and answers its (awaited, JSON-serializable) result. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R>;
  detach(): Promise<void>;
}

/**
 * Playwright evaluates only in a page's main world; the content script runs in an isolated world of
 * its own. This finds that world over CDP (an `isolated` execution context of the top frame whose
 * origin is the extension's) and evaluates there, so that a test can send messages exactly as the
 * content script would. The content script must have started on the page.
 */
export async function contentScriptWorld(context: BrowserContext, page: Page, extensionId: string): Promise<ContentScriptWorld> {
  const session = await context.newCDPSession(page);
  const contexts: ExecutionContext[] = [];
  session.on('Runtime.executionContextCreated', ({ context }) => void contexts.push(context as ExecutionContext));
  // Enabling the domain reports every context that already exists.
  await session.send('Runtime.enable');
  const { frameTree } = await session.send('Page.getFrameTree');
  const isContentScript = (candidate: ExecutionContext) =>
    candidate.auxData?.type === 'isolated' && candidate.auxData.frameId === frameTree.frame.id && candidate.origin === `chrome-extension://${extensionId}`;
  const deadline = Date.now() + 5_000;
  let world = contexts.find(isContentScript);
  while (!world) {
    if (Date.now() > deadline) {
      await session.detach();
      throw new Error('the content script has no isolated world on this page');
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    world = contexts.find(isContentScript);
  }
  const contextId = world.id;
  return {
    async evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg?: A): Promise<R> {
      const { result, exceptionDetails } = await session.send('Runtime.evaluate', {
        expression: `(${fn.toString()})(${JSON.stringify(arg) ?? 'undefined'})`,
        contextId,
        awaitPromise: true,
        returnByValue: true,
      });
      if (exceptionDetails) throw new Error(`in the content script's world: ${exceptionDetails.exception?.description ?? exceptionDetails.text}`);
      return result.value as R;
    },
    detach: () => session.detach(),
  };
}

/** A running-status change of one of the extension's service workers, as CDP reported it, and when. */
export interface WorkerStatus {
  status: string;
  at: number;
}

/**
 * Watches the extension's service worker over a CDP session of `page` (any page: a plain web page
 * will do, so that no extension page needs to be open): every running-status change
 * (`stopped`, `starting`, `running`, `stopping`) with the time it was reported, and a way to stop it.
 */
export async function watchServiceWorker(context: BrowserContext, page: Page, extensionId: string) {
  const session = await context.newCDPSession(page);
  const statuses: WorkerStatus[] = [];
  session.on('ServiceWorker.workerVersionUpdated', ({ versions }) => {
    for (const version of versions) {
      if (!version.scriptURL.startsWith(`chrome-extension://${extensionId}/`)) continue;
      if (statuses.at(-1)?.status !== version.runningStatus) statuses.push({ status: version.runningStatus, at: Date.now() });
    }
  });
  await session.send('ServiceWorker.enable');
  return {
    statuses,
    /** Stops every service worker, as Chrome does after 30 s idle. */
    stop: async () => {
      await session.send('ServiceWorker.stopAllWorkers');
    },
    detach: () => session.detach(),
  };
}
