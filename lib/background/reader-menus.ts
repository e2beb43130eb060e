/**
 * Getting a PDF into the document reader from the browser's UI: "Abrir no leitor do Atalaia" in the
 * toolbar button's menu (any tab; its first item, which the "PDF" badge of ./pdf-tabs.ts points to),
 * in the context menu of a PDF page and of any link: diário-oficial and court portals serve PDFs from
 * addresses like `/download?id=123`, so the reader fetches the link and says so when it is no PDF. Host
 * access to the PDF's origin is asked for inside the click (browsers grant it only there), since
 * the reader needs it to read the file from most servers; the reader then opens next to the tab.
 */
import { browser, type Browser } from 'wxt/browser';
import { t } from '../i18n';
import { withGrant } from '../storage/file-grants';
import { readerPath } from '../reader/source';
import { fileGrantsItem } from '../storage/session';

export const READER_PAGE_MENU = 'atalaia-reader-page';
export const READER_LINK_MENU = 'atalaia-reader-link';
export const READER_ACTION_MENU = 'atalaia-reader-action';

const READER_MENUS: ReadonlySet<string | number> = new Set([READER_PAGE_MENU, READER_LINK_MENU, READER_ACTION_MENU]);

/** Addresses that look like PDFs, for the page menu (the toolbar's and the link's items are always there). */
export const PDF_URL_PATTERNS = ['*://*/*.pdf', '*://*/*.pdf?*', '*://*/*.PDF', '*://*/*.PDF?*', 'file:///*.pdf', 'file:///*.PDF'];

/** Links the reader can fetch: any web address, or a file on the computer. */
export const LINK_URL_PATTERNS = ['http://*/*', 'https://*/*', 'file:///*'];

export function createReaderMenus(): void {
  const title = t('openInReaderMenu');
  browser.contextMenus.create({ id: READER_PAGE_MENU, title, contexts: ['page', 'frame'], documentUrlPatterns: PDF_URL_PATTERNS });
  browser.contextMenus.create({ id: READER_ACTION_MENU, title, contexts: ['action'] });
  browser.contextMenus.create({ id: READER_LINK_MENU, title, contexts: ['link'], targetUrlPatterns: LINK_URL_PATTERNS });
}

export const isReaderMenu = (menuItemId: string | number) => READER_MENUS.has(menuItemId);

/** Shows or hides the reader's menus: gone while the organization switches the reader off. */
export async function showReaderMenus(visible: boolean): Promise<void> {
  // Before the menus exist (a first start), there is nothing to update: they are created visible
  // and the next policy sync hides them.
  await Promise.all([...READER_MENUS].map((id) => browser.contextMenus.update(id, { visible }).catch(() => undefined)));
}

type ClickInfo = Pick<Browser.contextMenus.OnClickData, 'menuItemId' | 'linkUrl' | 'frameUrl' | 'pageUrl'>;
type ClickedTab = Pick<Browser.tabs.Tab, 'id' | 'index' | 'url' | 'windowId'> | undefined;

/** The PDF's address a click points at: the link, else the frame or page it was in, else the tab's. */
export function pdfAddressOf(info: ClickInfo, tab: ClickedTab): string | null {
  const candidates = info.menuItemId === READER_LINK_MENU ? [info.linkUrl] : [info.frameUrl, info.pageUrl, tab?.url];
  for (const candidate of candidates) {
    if (candidate && /^(https?|file):/i.test(candidate)) return candidate;
  }
  return null;
}

export interface ReaderOpening {
  requestHostAccess: (origins: string[]) => Promise<boolean>;
  /** Lets the reader open a `file:` address (lib/storage/file-grants.ts); answers the grant. */
  grantFile: (url: string) => Promise<string>;
  openTab: (properties: Browser.tabs.CreateProperties) => Promise<unknown>;
  extensionUrl: (path: string) => string;
}

const defaultOpening = (): ReaderOpening => ({
  requestHostAccess: (origins) => browser.permissions.request({ origins }),
  grantFile: async (url) => {
    const grant = crypto.randomUUID();
    await fileGrantsItem.setValue(withGrant(await fileGrantsItem.getValue(), { grant, url, at: Date.now() }));
    return grant;
  },
  openTab: (properties) => browser.tabs.create(properties),
  extensionUrl: (path) => (browser.runtime.getURL as (path: string) => string)(`/${path}`),
});

/**
 * Must run straight from the click: host access is requested before anything is awaited. The reader
 * opens whatever the answer (it says what is missing and offers to ask again).
 */
export async function openInReader(info: ClickInfo, tab: ClickedTab, opening: ReaderOpening = defaultOpening()): Promise<void> {
  const address = pdfAddressOf(info, tab);
  const asked = address && /^https?:/i.test(address) ? opening.requestHostAccess([`${new URL(address).origin}/*`]).catch(() => false) : Promise.resolve(true);
  await asked;
  const grant = address && /^file:/i.test(address) ? await opening.grantFile(address) : undefined;
  const path = address ? readerPath(address, grant) : 'reader.html';
  await opening.openTab({ url: opening.extensionUrl(path), ...(tab?.index === undefined ? {} : { index: tab.index + 1 }), ...(tab?.id === undefined ? {} : { openerTabId: tab.id }) });
}
