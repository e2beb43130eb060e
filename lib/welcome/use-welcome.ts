/**
 * The welcome page's state: the connection form (the options page's, with its one-click local
 * sandbox), the demo page's address, and the panel's shortcuts as this browser has them.
 */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { LOCAL_SANDBOX, useConnection } from '../options/use-connection';

export interface Shortcuts {
  /** The keys that open the side panel (Chrome) or the sidebar (Firefox); null when the person removed them. */
  openPanel: string | null;
  nextIdentifier: string | null;
}

const SHORTCUT_RETRIES = 10;
const SHORTCUT_RETRY_MS = 300;

export function useWelcome() {
  const connection = useConnection();
  const [shortcuts, setShortcuts] = useState<Shortcuts>({ openPanel: null, nextIdentifier: null });

  useEffect(() => {
    let retries = SHORTCUT_RETRIES;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () =>
      void browser.commands.getAll().then((commands) => {
        const keys = (name: string) => commands.find((command) => command.name === name)?.shortcut || null;
        const found = { openPanel: keys('open-panel'), nextIdentifier: keys('next-identifier') };
        setShortcuts(found);
        // The install opens this page, and Firefox registers the manifest's shortcuts a moment later:
        // until they appear, the page asks again for a little while before saying there is none.
        // One wait at a time: a focus during the waits must not start a second series.
        clearTimeout(timer);
        if (!found.openPanel && !found.nextIdentifier && retries-- > 0) timer = setTimeout(read, SHORTCUT_RETRY_MS);
      });
    read();
    // Back from the browser's shortcuts page, the person sees the keys she just set.
    window.addEventListener('focus', read);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('focus', read);
    };
  }, []);

  return {
    connection,
    shortcuts,
    panelPlace: import.meta.env.FIREFOX ? ('sidebar' as const) : ('sidePanel' as const),
    /** The sandbox serves its demo page at the same origin as the API. */
    demoUrl: `${LOCAL_SANDBOX.baseUrl}/demo`,
    onOpenOptions: (): void => void browser.runtime.openOptionsPage(),
  };
}

export type WelcomeModel = ReturnType<typeof useWelcome>;
