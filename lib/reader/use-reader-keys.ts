/** The reader's keyboard, and the extension's Alt+Shift+N command the background routes to this tab. */
import type { RefObject } from 'preact';
import { useEffect } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { ReaderCommand } from '../protocol/messages';
import { isFromBackground } from '../protocol/send';
import { keyAction, zoomStep, type KeyAction } from './keys';
import type { ReaderSession } from './session';

const isField = (target: EventTarget | null) =>
  target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement;

/** Does what a key asks of the open document. */
function act(session: ReaderSession, action: KeyAction, searchRef: RefObject<HTMLInputElement | null>, pagesRef: RefObject<HTMLDivElement | null>) {
  const { viewer } = session;
  switch (action) {
    case 'nextIdentifier':
      return session.step(1);
    case 'previousIdentifier':
      return session.step(-1);
    case 'nextPage':
      return viewer.scrollToPage(session.currentPage + 1);
    case 'previousPage':
      return viewer.scrollToPage(session.currentPage - 1);
    case 'firstPage':
      return viewer.scrollToPage(1);
    case 'lastPage':
      return viewer.scrollToPage(viewer.pageCount);
    case 'zoomIn':
      return viewer.setScale(zoomStep(viewer.scale, 1));
    case 'zoomOut':
      return viewer.setScale(zoomStep(viewer.scale, -1));
    case 'zoomReset':
      return viewer.setScale(1);
    case 'find':
      return searchRef.current?.focus();
    case 'escape':
      if (session.isCardOpen()) session.closeCard();
      else if (document.activeElement === searchRef.current) pagesRef.current?.focus();
      return;
  }
}

export function useReaderKeys(session: ReaderSession | null, searchRef: RefObject<HTMLInputElement | null>, pagesRef: RefObject<HTMLDivElement | null>, changed: () => void) {
  useEffect(() => {
    if (!session) return;
    const onKey = (event: KeyboardEvent) => {
      const action = keyAction({
        key: event.key,
        code: event.code,
        altKey: event.altKey,
        shiftKey: event.shiftKey,
        ctrlKey: event.ctrlKey,
        metaKey: event.metaKey,
        inField: isField(event.target),
      });
      if (!action) return;
      event.preventDefault();
      act(session, action, searchRef, pagesRef);
      changed();
    };
    let tabId: number | undefined;
    void browser.tabs.getCurrent().then((tab) => (tabId = tab?.id));
    const onCommand = (message: unknown, sender: { id?: string; url?: string }) => {
      const command = message as Partial<ReaderCommand> | null;
      // Only the background sends it; only this tab's reader acts on it.
      if (!isFromBackground(sender) || command?.payload?.tabId !== tabId) return;
      if (command?.type === 'reader.next') act(session, 'nextIdentifier', searchRef, pagesRef);
      if (command?.type === 'reader.closeCard') session.closeCard();
    };
    window.addEventListener('keydown', onKey);
    browser.runtime.onMessage.addListener(onCommand);
    return () => {
      window.removeEventListener('keydown', onKey);
      browser.runtime.onMessage.removeListener(onCommand);
    };
  }, [session, searchRef, pagesRef, changed]);
}
