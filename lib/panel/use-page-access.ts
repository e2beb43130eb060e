/**
 * The panel's watch on Atalaia's access to pages (../site-access.ts): asked of the background when
 * the panel opens, when the person switches or loads tabs, and when permissions change. Access is
 * asked for straight from the person's click (both browsers want a gesture, and Firefox's does not
 * survive a message). A page loaded before the grant has no content script until it is reloaded.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { PageAccess } from '../protocol/messages';
import { sendMessage } from '../protocol/send';
import { SITE_ORIGINS } from '../permissions/site-access';

/** What the panel shows about access, if anything. `page`: about the page beside the panel, else sites in general. */
export type PageAccessView =
  | { kind: 'none' }
  | { kind: 'blocked'; page: boolean; refused: boolean }
  | { kind: 'granted'; page: boolean };

export function pageAccessView(access: PageAccess | null, justGranted: boolean, refused: boolean): PageAccessView {
  if (!access) return { kind: 'none' };
  const page = access.page !== null;
  if (access.page?.reached) return { kind: 'none' };
  if (!access.allSites) return { kind: 'blocked', page, refused };
  // Access to every site, and a page that predates it: it needs a reload (other unread pages, such as
  // the browser's own, say nothing).
  return justGranted ? { kind: 'granted', page } : { kind: 'none' };
}

export function usePageAccess() {
  const [access, setAccess] = useState<PageAccess | null>(null);
  const [justGranted, setJustGranted] = useState(false);
  const [refused, setRefused] = useState(false);
  const windowId = useRef<number | undefined>(undefined);

  useEffect(() => {
    let live = true;
    const refresh = () =>
      void sendMessage('page.access', windowId.current === undefined ? {} : { windowId: windowId.current }).then(
        (answer) => live && setAccess(answer),
        () => undefined,
      );
    const onUpdated = (_tabId: number, change: { status?: string }) => change.status === 'complete' && refresh();
    void browser.windows.getCurrent().then(
      (window) => {
        windowId.current = window.id;
        refresh();
      },
      () => refresh(),
    );
    browser.permissions.onAdded.addListener(refresh);
    browser.permissions.onRemoved.addListener(refresh);
    browser.tabs.onActivated.addListener(refresh);
    browser.tabs.onUpdated.addListener(onUpdated);
    return () => {
      live = false;
      browser.permissions.onAdded.removeListener(refresh);
      browser.permissions.onRemoved.removeListener(refresh);
      browser.tabs.onActivated.removeListener(refresh);
      browser.tabs.onUpdated.removeListener(onUpdated);
    };
  }, []);

  return {
    view: pageAccessView(access, justGranted, refused),
    /** From the click itself: nothing is awaited before the request. */
    onGrant: (): void =>
      void browser.permissions.request({ origins: SITE_ORIGINS }).then(
        (granted) => {
          setRefused(!granted);
          setJustGranted(granted);
        },
        () => setRefused(true),
      ),
    onReload: (): void => {
      const tabId = access?.page?.tabId;
      setJustGranted(false);
      if (tabId !== undefined) void browser.tabs.reload(tabId);
    },
  };
}
