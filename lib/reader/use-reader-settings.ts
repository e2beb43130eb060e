/** The person's settings and the organization's policy, as the reader follows them live; null until read. */
import { useEffect, useState } from 'preact/hooks';
import type { Settings } from '../settings';
import { readManaged, readSettings, watchSettings, type ManagedMirror } from '../storage';

export interface ReaderSettings {
  settings: Settings;
  managed: ManagedMirror;
}

export function useReaderSettings(): ReaderSettings | null {
  const [current, setCurrent] = useState<ReaderSettings | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([readSettings(), readManaged()]).then(([settings, managed]) => {
      if (live) setCurrent((known) => known ?? { settings, managed });
    });
    const unwatch = watchSettings((settings, managed) => setCurrent({ settings, managed }));
    return () => {
      live = false;
      unwatch();
    };
  }, []);
  return current;
}
