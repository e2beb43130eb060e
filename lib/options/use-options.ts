/**
 * The options page's state: the connection form and its save and test flows, the cache, the
 * detection settings and the diagnostic log. The page's sections get it as props.
 */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { ConnectionValues, StatusLine } from '../../components/options/ConnectionSection';
import { describeError } from '../api/describe-error';
import type { CacheStats, CachedSubject } from '../background/cache';
import type { LogEntry } from '../background/log';
import { t } from '../i18n';
import { formatInteger } from '../format';
import { formatIdentifierKey } from '../identifiers/keys';
import { sendMessage } from '../protocol/send';
import { EMPTY_AUDIT_FILTER, filterEntries, type AuditEntry, type AuditFilter, type AuditKind } from '../audit/entries';
import { downloadText } from '../download';
import { isDisabled } from '../managed';
import { DEFAULT_SETTINGS, type Settings } from '../settings';
import { spendTotals, type SpendLog, type SpendTotals } from '../spend';
import { readManaged, readSettings, spendItem, tokenItem, updateSettings, watchSettings, type ManagedMirror } from '../storage';
import { auditCsv, auditJson } from './audit-export';
import { lockedSettings } from './locks';
import { describeConnectionReport } from './connection-report';
import { diagnosticsReport } from './diagnostics-report';
import { saveConnection } from './save';

/** Every site a PDF may come from: the opt-in redirect needs host access to them all. */
export const PDF_REDIRECT_ORIGINS = ['http://*/*', 'https://*/*'];

/** The local sandbox as `npm start` and `npm run sandbox` serve it. */
export const LOCAL_SANDBOX: ConnectionValues = { apiUrl: 'http://127.0.0.1:8787', baseUrl: 'http://127.0.0.1:8787', token: 'demo' };

export function useOptions() {
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  const [connection, setConnection] = useState<ConnectionValues>({ token: '', apiUrl: '', baseUrl: '' });
  const [status, setStatus] = useState<StatusLine[]>([]);
  const [busy, setBusy] = useState(false);
  const [stats, setStats] = useState<CacheStats | null>(null);
  const [subjects, setSubjects] = useState<CachedSubject[]>([]);
  const [cacheNotice, setCacheNotice] = useState<string | null>(null);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [logNotice, setLogNotice] = useState<string | null>(null);
  const [spend, setSpend] = useState<SpendTotals | null>(null);
  const [readerNotice, setReaderNotice] = useState<string | null>(null);
  const [managed, setManaged] = useState<ManagedMirror>({});
  const [audit, setAudit] = useState<AuditEntry[]>([]);
  const [auditFilter, setAuditFilter] = useState<AuditFilter>(EMPTY_AUDIT_FILTER);
  const [auditNotice, setAuditNotice] = useState<string | null>(null);
  const locked = new Set(lockedSettings(managed));

  const refreshStats = () =>
    Promise.all([
      sendMessage('cache.stats', {}).then(setStats, () => setStats(null)),
      sendMessage('cache.list', {}).then(setSubjects, () => setSubjects([])),
      sendMessage('diagnostics.entries', {}).then(setLog, () => setLog([])),
      sendMessage('audit.entries', {}).then(setAudit, () => setAudit([])),
    ]);
  const fail = (error: unknown) => setStatus([{ ok: false, text: describeError(error) }]);

  useEffect(() => {
    void Promise.all([readSettings(), tokenItem.getValue(), readManaged()]).then(([stored, token, policy]) => {
      setSettings(stored);
      setManaged(policy);
      setConnection({ token, apiUrl: stored.apiUrl, baseUrl: stored.baseUrl });
    });
    void refreshStats();
    const showSpend = (log: SpendLog) => setSpend(spendTotals(log, Date.now()));
    void spendItem.getValue().then(showSpend);
    // Usage follows the log: a change of the counts is a new entry to show.
    const unwatchSpend = spendItem.watch((log) => {
      showSpend(log);
      void sendMessage('audit.entries', {}).then(setAudit, () => undefined);
    });
    // A policy change applies at once: locked fields and managed addresses follow it.
    const unwatchSettings = watchSettings((next, policy) => {
      setSettings(next);
      setManaged(policy);
      if (policy.apiUrl || policy.baseUrl) setConnection((previous) => ({ ...previous, apiUrl: next.apiUrl, baseUrl: next.baseUrl }));
    });
    return () => {
      unwatchSpend();
      unwatchSettings();
    };
  }, []);

  const auditKinds: AuditKind[] = [...new Set(audit.map((entry) => entry.kind))];
  const auditShown = filterEntries(audit, auditFilter);

  return {
    connection: {
      values: connection,
      locked: { token: managed.tokenSet === true, apiUrl: locked.has('apiUrl'), baseUrl: locked.has('baseUrl') },
      busy,
      status,
      onChange: setConnection,
      onSave: () => {
        const saving = saveConnection(connection, {
          requestHostAccess: (origins) => browser.permissions.request({ origins }),
          // What the organization sets is not the person's to store: it would outlive the policy.
          saveToken: (token) => (managed.tokenSet ? Promise.resolve() : tokenItem.setValue(token)),
          saveAddresses: (addresses) =>
            updateSettings({ ...(locked.has('apiUrl') ? {} : { apiUrl: addresses.apiUrl }), ...(locked.has('baseUrl') ? {} : { baseUrl: addresses.baseUrl }) }),
        });
        setBusy(true);
        void saving.then(({ lines, saved, permission }) => {
          if (saved) setConnection(saved);
          setStatus(lines);
          setBusy(false);
          void permission.then((refusal) => refusal && setStatus((previous) => [...previous, refusal]));
        });
      },
      onTest: () => {
        setBusy(true);
        setStatus([{ ok: true, text: t('testing') }]);
        void sendMessage('connection.test', connection)
          .then((report) => setStatus(describeConnectionReport(report)), fail)
          .finally(() => setBusy(false));
      },
      onUseSandbox: () => setConnection(LOCAL_SANDBOX),
    },
    cache: {
      ttlHours: settings.cacheTtlHours,
      ttlCapHours: managed.cacheTtlHoursMax,
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
    detection: { settings, prefetchLocked: locked.has('prefetchOnHover'), onChange: (patch: Partial<Settings>) => change(patch) },
    spend: {
      spend,
      budget: settings.monthlyBudget,
      budgetLocked: locked.has('monthlyBudget'),
      onBudget: (budget: number) => change({ monthlyBudget: budget }),
    },
    audit: {
      entries: auditShown,
      total: audit.length,
      filter: auditFilter,
      kinds: auditKinds,
      purposes: [...new Set(audit.flatMap((entry) => (entry.purpose ? [entry.purpose] : [])))].sort(),
      retentionDays: settings.auditRetentionDays,
      retentionLocked: locked.has('auditRetentionDays'),
      requirePurpose: settings.requirePurpose,
      requirePurposeLocked: locked.has('requirePurpose'),
      notice: auditNotice,
      onFilter: setAuditFilter,
      onExport: (format: 'csv' | 'json') =>
        format === 'csv'
          ? downloadText('atalaia-registro-de-consultas.csv', auditCsv(auditShown), 'text/csv;charset=utf-8')
          : downloadText('atalaia-registro-de-consultas.json', auditJson(auditShown), 'application/json'),
      onRetention: (days: number) => change({ auditRetentionDays: days }),
      onEraseOlder: (days: number) => erase(days),
      onEraseAll: () => erase(undefined),
      onRequirePurpose: (on: boolean) => change({ requirePurpose: on }),
    },
    reader: {
      disabled: isDisabled(managed, 'reader'),
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

  function erase(olderThanDays: number | undefined) {
    setAuditNotice(null);
    void sendMessage('audit.erase', olderThanDays === undefined ? {} : { olderThanDays })
      .then(({ erased }) => {
        setAuditNotice(t('auditErased', formatInteger(erased)));
        return sendMessage('audit.entries', {}).then(setAudit);
      })
      .catch((error: unknown) => setAuditNotice(describeError(error)));
  }

  function change(patch: Partial<Settings>) {
    void updateSettings(patch).then(setSettings, fail);
  }
}

export type OptionsModel = ReturnType<typeof useOptions>;
