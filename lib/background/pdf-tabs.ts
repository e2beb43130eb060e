/**
 * Tabs that show a PDF in the browser's own viewer: Atalaia's toolbar button gets a "PDF" badge, and
 * its menu's first item, "Abrir no leitor do Atalaia" (./reader-menus.ts), opens that PDF in the reader.
 * How a tab is known to show a PDF differs by browser:
 *   - Chrome runs the content script in the document around its PDF viewer, whose `contentType` is
 *     `application/pdf`: the content script says so (`page.pdfShown`), from the tab's top frame only;
 *   - Firefox runs no content script in its pdf.js viewer: a webRequest listener reads the Content-Type
 *     of each tab's main document (`application/pdf`, or a generic binary type on an address ending in
 *     `.pdf`, which Firefox's viewer opens too) and marks the tab once it has loaded. The same listener is
 *     Firefox's opt-in redirect, which declarativeNetRequest cannot do there (./pdf-redirect.ts).
 * Both browsers clear a tab's badge when the tab goes to another page.
 */
import { browser, type Browser } from 'wxt/browser';
import { t } from '../i18n';
import { readerPath } from '../reader/source';
import { isBlockedSite, isDisabled, type ManagedConfig } from '../settings/managed';
import type { Settings } from '../settings';
import type { DiagnosticLog } from './log';
import { viewerAllowed } from './pdf-redirect';

export const PDF_BADGE_TEXT = 'PDF';
const PDF_BADGE_COLOR = '#1d4ed8';

type HttpHeaders = { name: string; value?: string | undefined }[] | undefined;

/** Whether a main document's response is a PDF the browser's viewer would show. */
export function isPdfResponse(url: string, headers: HttpHeaders): boolean {
  const type = headers?.find((header) => header.name.toLowerCase() === 'content-type')?.value?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (type === 'application/pdf' || type === 'application/x-pdf') return true;
  const generic = type === 'application/octet-stream' || type === 'binary/octet-stream' || type === 'application/x-download' || type === '';
  return generic && /\.pdf$/i.test(new URL(url).pathname);
}

/**
 * The badge and title of a tab showing the PDF at `url`; none where the organization switched the
 * reader off or blocked the PDF's site (the reader would refuse it).
 */
export async function markPdfTab(tabId: number, url: string, policy: ManagedConfig): Promise<void> {
  if (isDisabled(policy, 'reader') || !/^https?:/i.test(url) || isBlockedSite(policy, new URL(url).host)) return;
  await Promise.all([
    browser.action.setBadgeText({ tabId, text: PDF_BADGE_TEXT }),
    browser.action.setBadgeBackgroundColor({ tabId, color: PDF_BADGE_COLOR }),
    browser.action.setTitle({ tabId, title: t('actionPdfBadgeTitle') }),
  ]);
}

export interface PdfResponseContext {
  settings: () => Promise<Settings>;
  policy: () => Promise<ManagedConfig>;
  viewerAllowed: (url: string, tabId: number) => Promise<boolean>;
  readerUrl: (url: string) => string;
}

/**
 * What to do with a tab's main document that is a PDF: send it to the reader (the option on, its site
 * not blocked, no exception for it) or leave it to the browser's viewer.
 */
export async function pdfResponseAction(url: string, tabId: number, context: PdfResponseContext): Promise<{ redirectUrl: string } | 'viewer'> {
  const [settings, policy] = await Promise.all([context.settings(), context.policy()]);
  // `openPdfsInReader` is in force already (the policy's switch for the reader turns it off).
  if (!settings.openPdfsInReader || isBlockedSite(policy, new URL(url).host)) return 'viewer';
  if (await context.viewerAllowed(url, tabId)) return 'viewer';
  return { redirectUrl: context.readerUrl(url) };
}

type HeadersDetails = Browser.webRequest.OnHeadersReceivedDetails;

/** Firefox only: the redirect by Content-Type and the badge of tabs left to the pdf.js viewer. */
export function watchPdfResponses(settings: { read: () => Promise<Settings>; policy: () => Promise<ManagedConfig> }, log: DiagnosticLog): void {
  /** Tabs whose PDF is loading in the browser's viewer, and its address: marked when loaded (a mark before would be reset). */
  const loading = new Map<number, string>();
  const context: PdfResponseContext = {
    settings: settings.read,
    policy: settings.policy,
    viewerAllowed,
    readerUrl: (url) => (browser.runtime.getURL as (path: string) => string)(`/${readerPath(url)}`),
  };
  const onHeaders = async (details: HeadersDetails) => {
    loading.delete(details.tabId);
    if (details.tabId < 0 || !isPdfResponse(details.url, details.responseHeaders)) return {};
    const action = await pdfResponseAction(details.url, details.tabId, context).catch((error: unknown) => {
      void log.error('reader', error);
      return 'viewer' as const;
    });
    if (action !== 'viewer') return action;
    loading.set(details.tabId, details.url);
    return {};
  };
  // Firefox's blocking listeners may answer a promise; Chrome's types do not say so.
  browser.webRequest.onHeadersReceived.addListener(onHeaders as unknown as Parameters<typeof browser.webRequest.onHeadersReceived.addListener>[0], { urls: ['http://*/*', 'https://*/*'], types: ['main_frame'] }, [
    'blocking',
    'responseHeaders',
  ]);
  browser.tabs.onUpdated.addListener((tabId, change) => {
    const url = loading.get(tabId);
    if (change.status !== 'complete' || url === undefined) return;
    loading.delete(tabId);
    log.background('reader', settings.policy().then((policy) => markPdfTab(tabId, url, policy)));
  });
  browser.tabs.onRemoved.addListener((tabId) => loading.delete(tabId));
}
