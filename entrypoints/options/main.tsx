import { render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import { CacheSection, subjectText } from '../../components/options/CacheSection';
import { ConnectionSection, type ConnectionValues, type StatusLine } from '../../components/options/ConnectionSection';
import { DetectionSection } from '../../components/options/DetectionSection';
import { PrivacySection } from '../../components/options/PrivacySection';
import '../../components/theme.css';
import { describeApiError, isApiError } from '../../lib/api/errors';
import type { CacheStats, CachedSubject } from '../../lib/background/cache';
import { describeConnectionReport } from '../../lib/options/connection-report';
import { localizeDocument, t } from '../../lib/i18n';
import { sendMessage } from '../../lib/protocol/send';
import { DEFAULT_SETTINGS, normalizeApiAddress, originPattern, type Settings } from '../../lib/settings';
import { readSettings, tokenItem, updateSettings, watchSettings } from '../../lib/storage';

/** The local sandbox as `npm start` and `npm run sandbox` serve it. */
const LOCAL_SANDBOX: ConnectionValues = { apiUrl: 'http://127.0.0.1:8787', baseUrl: 'http://127.0.0.1:8787', token: 'demo' };

function errorLine(error: unknown): StatusLine {
  return { ok: false, text: isApiError(error) ? describeApiError(error) : String(error) };
}

function OptionsApp() {
  const [settings, setSettings] = useState<Settings>(DEFAULT_SETTINGS);
  const [connection, setConnection] = useState<ConnectionValues>({ token: '', apiUrl: '', baseUrl: '' });
  const [status, setStatus] = useState<StatusLine[]>([]);
  const [busy, setBusy] = useState(false);
  const [stats, setStats] = useState<CacheStats | null>(null);
  const [subjects, setSubjects] = useState<CachedSubject[]>([]);
  const [cacheNotice, setCacheNotice] = useState<string | null>(null);

  const refreshStats = () =>
    Promise.all([sendMessage('cache.stats', {}).then(setStats, () => setStats(null)), sendMessage('cache.list', {}).then(setSubjects, () => setSubjects([]))]);

  useEffect(() => {
    void Promise.all([readSettings(), tokenItem.getValue()]).then(([stored, token]) => {
      setSettings(stored);
      setConnection({ token, apiUrl: stored.apiUrl, baseUrl: stored.baseUrl });
    });
    void refreshStats();
    return watchSettings(setSettings);
  }, []);

  const save = () => {
    const invalid = (['apiUrl', 'baseUrl'] as const).filter((field) => normalizeApiAddress(connection[field]) === null);
    if (invalid.length > 0) {
      setStatus(invalid.map((field) => ({ ok: false, text: t('saveInvalidAddress', field === 'apiUrl' ? t('apiUrlLabel') : t('baseUrlLabel')) })));
      return;
    }
    const addresses = [connection.apiUrl, connection.baseUrl].map((address) => normalizeApiAddress(address)).filter((address): address is string => Boolean(address));
    const origins = [...new Set(addresses.map(originPattern))];
    // Asked for inside the click: browsers grant host access only from a user gesture.
    const permission = origins.length > 0 ? browser.permissions.request({ origins }) : Promise.resolve(true);
    setBusy(true);
    void (async () => {
      try {
        await tokenItem.setValue(connection.token.trim());
        const saved = await updateSettings({ apiUrl: connection.apiUrl, baseUrl: connection.baseUrl });
        setConnection({ token: connection.token.trim(), apiUrl: saved.apiUrl, baseUrl: saved.baseUrl });
        setStatus([{ ok: true, text: t('saved') }]);
      } catch (error) {
        setStatus([errorLine(error)]);
      } finally {
        setBusy(false);
      }
      const granted = await permission.catch(() => false);
      if (!granted) setStatus((lines) => [...lines, { ok: false, text: t('permissionDenied', origins.join(', ')) }]);
    })();
  };

  const test = async () => {
    setBusy(true);
    setStatus([{ ok: true, text: t('testing') }]);
    try {
      setStatus(describeConnectionReport(await sendMessage('connection.test', connection)));
    } catch (error) {
      setStatus([errorLine(error)]);
    } finally {
      setBusy(false);
    }
  };

  const change = (patch: Partial<Settings>) => {
    void updateSettings(patch).then(setSettings, (error: unknown) => setStatus([errorLine(error)]));
  };

  return (
    <div style={{ maxWidth: '46rem', margin: '0 auto', padding: '1.5rem' }}>
      <h1>{t('optionsTitle')}</h1>
      <ConnectionSection
        values={connection}
        busy={busy}
        status={status}
        onChange={setConnection}
        onSave={save}
        onTest={() => void test()}
        onUseSandbox={() => setConnection(LOCAL_SANDBOX)}
      />
      <CacheSection
        ttlHours={settings.cacheTtlHours}
        stats={stats}
        subjects={subjects}
        notice={cacheNotice}
        onForget={(subject) =>
          void sendMessage('cache.purgeSubject', { subject }).then(() => {
            setCacheNotice(t('cacheForgotten', subjectText(subject)));
            return refreshStats();
          })
        }
        onTtlChange={(hours) => change({ cacheTtlHours: hours })}
        onClear={() =>
          void sendMessage('cache.purgeAll', {}).then(() => {
            setCacheNotice(t('cacheCleared'));
            return refreshStats();
          })
        }
      />
      <DetectionSection settings={settings} onChange={change} />
      <PrivacySection />
    </div>
  );
}

localizeDocument('optionsTitle');
const root = document.getElementById('app');
if (root) render(<OptionsApp />, root);
