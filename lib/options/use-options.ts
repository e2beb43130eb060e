/**
 * The options page's state: the connection form and its save and test flows, the cache, the
 * detection settings and the diagnostic log. The page's sections get it as props.
 */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { CacheStats, CachedSubject } from '../background/cache';
import type { LogEntry } from '../background/log';
import { t } from '../i18n';
import { formatIdentifierKey } from '../identifiers/keys';
import { sendMessage } from '../protocol/send';
import { DEFAULT_SETTINGS, type Settings } from '../settings';
import { spendTotals, type SpendLog, type SpendTotals } from '../spend';
import { readSettings, spendItem, updateSettings, watchSettings } from '../storage';
import { diagnosticsReport } from './diagnostics-report';
import { useConnection } from './use-connection';

/** Every site a PDF may come from: the opt-in redirect needs host access to them all. */
export const PDF_REDIRECT_ORIGINS = ['http://*/*', 'https://*/*'];

export function useOptions() {
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  const connection = useConnection();
  const [stats, setStats] = useState<CacheStats | null>(null);
  const [subjects, setSubjects] = useState<CachedSubject[]>([]);
  const [cacheNotice, setCacheNotice] = useState<string | null>(null);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [logNotice, setLogNotice] = useState<string | null>(null);
  const [spend, setSpend] = useState<SpendTotals | null>(null);
  const [readerNotice, setReaderNotice] = useState<string | null>(null);

  const refreshStats = () =>
    Promise.all([
      sendMessage('cache.stats', {}).then(setStats, () => setStats(null)),
      sendMessage('cache.list', {}).then(setSubjects, () => setSubjects([])),
      sendMessage('diagnostics.entries', {}).then(setLog, () => setLog([])),
    ]);
  const fail = connection.showError;

  useEffect(() => {
    void readSettings().then(setSettings);
    void refreshStats();
    const showSpend = (log: SpendLog) => setSpend(spendTotals(log, Date.now()));
    void spendItem.getValue().then(showSpend);
    const unwatchSpend = spendItem.watch(showSpend);
    const unwatchSettings = watchSettings(setSettings);
    return () => {
      unwatchSpend();
      unwatchSettings();
    };
  }, []);

  return {
    connection,
    cache: {
      ttlHours: settings.cacheTtlHours,
      stats,
      subjects,
      notice: cacheNotice,
      onForget: (subject: string): void =>
        void sendMessage('cache.purgeSubject', { subject })
          .then(() => {
            setCacheNotice(t('cacheForgotten', formatIdentifierKey(subject)));
            return refreshStats();
          })
          .catch(fail),
      onTtlChange: (hours: number) => change({ cacheTtlHours: hours }),
      onClear: (): void =>
        void sendMessage('cache.purgeAll', {})
          .then(() => {
            setCacheNotice(t('cacheCleared'));
            return refreshStats();
          })
          .catch(fail),
    },
    detection: { settings, onChange: (patch: Partial<Settings>) => change(patch) },
    spend,
    reader: {
      openPdfsInReader: settings.openPdfsInReader,
      notice: readerNotice,
      readerUrl: (browser.runtime.getURL as (path: string) => string)('/reader.html'),
      onToggle: (on: boolean) => {
        setReaderNotice(null);
        if (!on) {
          change({ openPdfsInReader: false });
          return;
        }
        // Inside the click: the redirect works only where the user granted host access.
        void browser.permissions.request({ origins: PDF_REDIRECT_ORIGINS }).then(
          (granted) => (granted ? change({ openPdfsInReader: true }) : setReaderNotice(t('readerOptionDenied'))),
          () => setReaderNotice(t('readerOptionDenied')),
        );
      },
    },
    diagnostics: {
      entries: log,
      notice: logNotice,
      onCopy: (): void =>
        void navigator.clipboard
          .writeText(diagnosticsReport(log, browser.runtime.getManifest().version, navigator.userAgent))
          .then(() => setLogNotice(t('diagnosticsCopied')), fail),
      onClear: (): void => void sendMessage('diagnostics.clear', {}).then(() => setLog([]), fail),
    },
  };

  function change(patch: Partial<Settings>) {
    void updateSettings(patch).then(setSettings, fail);
  }
}

export type OptionsModel = ReturnType<typeof useOptions>;
