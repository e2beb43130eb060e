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

export function useWelcome() {
  const connection = useConnection();
  const [shortcuts, setShortcuts] = useState<Shortcuts>({ openPanel: null, nextIdentifier: null });

  useEffect(() => {
    void browser.commands.getAll().then((commands) => {
      const keys = (name: string) => commands.find((command) => command.name === name)?.shortcut || null;
      setShortcuts({ openPanel: keys('open-panel'), nextIdentifier: keys('next-identifier') });
    });
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
