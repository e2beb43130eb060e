/** Helpers to drive the loaded extension: settings, messages from an extension page, worker restarts. */
import type { BrowserContext, Page, Worker } from '@playwright/test';
import type { Settings } from '../lib/settings';

export async function configureExtension(
  worker: Worker,
  settings: Partial<Settings> & { token?: string },
): Promise<void> {
  const { token, ...rest } = settings;
  await worker.evaluate(
    async ({ token, rest }) => {
      const stored = (await chrome.storage.local.get('settings')).settings ?? {};
      await chrome.storage.local.set({ settings: { ...stored, ...rest } });
      if (token !== undefined) await chrome.storage.local.set({ token });
    },
    { token, rest },
  );
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
