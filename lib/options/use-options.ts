/**
 * The options page's state: the connection form and its save and test flows, the cache, the
 * detection settings and the diagnostic log. The page's sections get it as props.
 */
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { describeError } from '../api/describe-error';
import type { CacheStats, CachedSubject } from '../background/cache';
import type { OcrDocument } from '../background/ocr-store';
import type { LogEntry } from '../background/log';
import { t } from '../i18n';
import { formatInteger } from '../format';
import { formatIdentifierKey } from '../identifiers/keys';
import { sendMessage } from '../protocol/send';
import { EMPTY_AUDIT_FILTER, filterEntries, type AuditEntry, type AuditFilter, type AuditKind } from '../audit/entries';
import { downloadText } from '../files/download';
import { isDisabled } from '../settings/managed';
import { DEFAULT_SETTINGS, type Settings } from '../settings';
import { spendTotals, type SpendLog, type SpendTotals } from '../audit/spend';
import { forgetRecentQueries, readManaged, readSettings, spendItem, watchSettings, type ManagedMirror } from '../storage';
import { auditCsv, auditJson } from './audit-export';
import { lockedSettings } from './locks';
import { diagnosticsReport } from './diagnostics-report';
import { useConnection } from './use-connection';

/** Every site a PDF may come from: the opt-in redirect needs host access to them all. */
export const PDF_REDIRECT_ORIGINS = ['http://*/*', 'https://*/*'];

export function useOptions() {
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  const connection = useConnection();
  const [stats, setStats] = useState<CacheStats | null>(null);
  const [subjects, setSubjects] = useState<CachedSubject[]>([]);
  const [ocrDocuments, setOcrDocuments] = useState<OcrDocument[]>([]);
  const [cacheNotice, setCacheNotice] = useState<string | null>(null);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [logNotice, setLogNotice] = useState<string | null>(null);
  const [spend, setSpend] = useState<SpendTotals | null>(null);
  const [readerNotice, setReaderNotice] = useState<string | null>(null);
  /** Whether the browser grants the access the PDF redirect needs; null until it answered. */
  const [pdfAccess, setPdfAccess] = useState<boolean | null>(null);
  const [managed, setManaged] = useState<ManagedMirror>({});
  const [audit, setAudit] = useState<AuditEntry[]>([]);
  const [auditFilter, setAuditFilter] = useState<AuditFilter>(EMPTY_AUDIT_FILTER);
  const [auditNotice, setAuditNotice] = useState<string | null>(null);
  const locked = new Set(lockedSettings(managed));

  const refreshStats = () =>
    Promise.all([
      sendMessage('cache.stats', {}).then(setStats, () => setStats(null)),
      sendMessage('cache.list', {}).then(setSubjects, () => setSubjects([])),
      sendMessage('ocr.list', {}).then(setOcrDocuments, () => setOcrDocuments([])),
      sendMessage('diagnostics.entries', {}).then(setLog, () => setLog([])),
      sendMessage('audit.entries', {}).then(setAudit, () => setAudit([])),
    ]);
  const fail = connection.showError;

  useEffect(() => {
    void Promise.all([readSettings(), readManaged()]).then(([stored, policy]) => {
      setSettings(stored);
      setManaged(policy);
    });
    void refreshStats();
    // The redirect needs access to every site, which the person can take back in the browser at any time.
    const checkPdfAccess = () => void browser.permissions.contains({ origins: PDF_REDIRECT_ORIGINS }).then(setPdfAccess, () => setPdfAccess(false));
    checkPdfAccess();
    browser.permissions.onAdded.addListener(checkPdfAccess);
    browser.permissions.onRemoved.addListener(checkPdfAccess);
    const showSpend = (log: SpendLog) => setSpend(spendTotals(log, Date.now()));
    void spendItem.getValue().then(showSpend);
    // Usage follows the log: a change of the counts is a new entry to show.
    const unwatchSpend = spendItem.watch((log) => {
      showSpend(log);
      void sendMessage('audit.entries', {}).then(setAudit, () => undefined);
    });
    // A policy change applies at once: locked fields follow it (the connection form follows it itself).
    const unwatchSettings = watchSettings((next, policy) => {
      setSettings(next);
      setManaged(policy);
    });
    return () => {
      unwatchSpend();
      unwatchSettings();
      browser.permissions.onAdded.removeListener(checkPdfAccess);
      browser.permissions.onRemoved.removeListener(checkPdfAccess);
    };
  }, []);

  const auditKinds: AuditKind[] = [...new Set(audit.map((entry) => entry.kind))];
  const auditShown = filterEntries(audit, auditFilter);

  return {
    connection,
    cache: {
      ttlHours: settings.cacheTtlHours,
      ttlCapHours: managed.cacheTtlHoursMax,
      stats,
      subjects,
      notice: cacheNotice,
      onForget: (subject: string): void =>
        void sendMessage('cache.purgeSubject', { subject })
          .then(() => forgetRecentQueries(subject))
          .then(() => {
            setCacheNotice(t('cacheForgotten', formatIdentifierKey(subject)));
            return refreshStats();
          })
          .catch(fail),
      ocrDocuments,
      onForgetOcr: (hash: string): void =>
        void sendMessage('ocr.erase', { hash })
          .then(() => {
            setCacheNotice(t('ocrCacheForgotten'));
            return refreshStats();
          })
          .catch(fail),
      onTtlChange: (hours: number) => change({ cacheTtlHours: hours }),
      onClear: (): void =>
        void sendMessage('cache.purgeAll', {})
          .then(() => forgetRecentQueries())
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
      // Ticked only when stored and granted: a redirect without host access does nothing.
      openPdfsInReader: settings.openPdfsInReader && pdfAccess === true,
      notice: readerNotice ?? (settings.openPdfsInReader && pdfAccess === false ? t('readerOptionAccessGone') : null),
      ocrAutomatic: settings.ocrAutomatic,
      onOcrAutomatic: (on: boolean) => change({ ocrAutomatic: on }),
      readerUrl: (browser.runtime.getURL as (path: string) => string)('/reader.html'),
      onToggle: (on: boolean) => {
        setReaderNotice(null);
        if (!on) {
          change({ openPdfsInReader: false });
          return;
        }
        // Inside the click: the redirect works only where the user granted host access.
        const refused = () => {
          setPdfAccess(false);
          setReaderNotice(t('readerOptionDenied'));
          // Stored off too: a grant given later in the browser's settings turns nothing on behind the person's back.
          change({ openPdfsInReader: false });
        };
        void browser.permissions.request({ origins: PDF_REDIRECT_ORIGINS }).then((granted) => {
          if (!granted) return refused();
          setPdfAccess(true);
          change({ openPdfsInReader: true });
        }, refused);
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

  /** The background checks and keeps the change (lib/storage/trusted.ts), and answers the settings in force. */
  function change(patch: Partial<Settings>) {
    void sendMessage('settings.update', patch).then(setSettings, fail);
  }
}

export type OptionsModel = ReturnType<typeof useOptions>;
