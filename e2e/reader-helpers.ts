/**
 * What the Chromium reader specs (reader.spec.ts, reader-boundary.spec.ts, reader-policy.spec.ts)
 * do to the reader page: its address, its index's status, its file picker and a link's menu item.
 */
import type { Page, Worker } from '@playwright/test';
import { expect } from './fixtures';

/** The menu item id of lib/background/reader-menus.ts (importing it would load wxt/browser here). */
export const READER_LINK_MENU = 'atalaia-reader-link';

export const readerUrl = (extensionId: string, pdf?: string) => `chrome-extension://${extensionId}/reader.html${pdf ? `?url=${encodeURIComponent(pdf)}` : ''}`;

export const indexStatus = (page: Page) => page.locator('.document-index [role="status"]').first();

export const waitForIndex = (page: Page) => expect(indexStatus(page)).toContainText('identificadores em', { timeout: 15_000 });

/** Chooses a PDF from "disk" with the toolbar's file picker. */
export const chooseFile = (page: Page, name: string, bytes: Uint8Array) =>
  page.locator('.reader-toolbar input[type="file"]').setInputFiles({ name, mimeType: 'application/pdf', buffer: Buffer.from(bytes) });

/** Fires "Abrir no leitor do Atalaia" on a link, as Chrome's context menu would, in the active tab. */
export async function clickLinkMenu(worker: Worker, linkUrl: string, pageUrl: string) {
  await worker.evaluate(
    async ({ menuItemId, linkUrl, pageUrl }) => {
      const onClicked = chrome.contextMenus.onClicked as typeof chrome.contextMenus.onClicked & { dispatch?: (...args: unknown[]) => void };
      if (typeof onClicked.dispatch !== 'function') throw new Error('chrome.contextMenus.onClicked.dispatch is gone: this Chrome needs another way to fire the menu.');
      const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
      onClicked.dispatch({ menuItemId, linkUrl, pageUrl, editable: false }, tab);
    },
    { menuItemId: READER_LINK_MENU, linkUrl, pageUrl },
  );
}
