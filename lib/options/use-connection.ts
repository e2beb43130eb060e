/**
 * The connection form (token and the two addresses) with its save and test flows and the local-sandbox
 * shortcut, as the options page and the welcome page show it.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { ConnectionValues, StatusLine } from '../../components/options/ConnectionSection';
import { describeError } from '../api/describe-error';
import { t } from '../i18n';
import { sendMessage } from '../protocol/send';
import { readManaged, readSettings, tokenItem, updateSettings, watchSettings, type ManagedMirror } from '../storage';
import { describeConnectionReport } from './connection-report';
import { lockedSettings } from './locks';
import { saveConnection } from './save';

/** The local sandbox as `npm start` and `npm run sandbox` serve it. */
export const LOCAL_SANDBOX: ConnectionValues = { apiUrl: 'http://127.0.0.1:8787', baseUrl: 'http://127.0.0.1:8787', token: 'demo' };

export function useConnection() {
  const [values, setValues] = useState<ConnectionValues>({ token: '', apiUrl: '', baseUrl: '' });
  const [status, setStatus] = useState<StatusLine[]>([]);
  const [busy, setBusy] = useState(false);
  const [managed, setManaged] = useState<ManagedMirror>({});
  const locked = new Set(lockedSettings(managed));
  /** Fields the person typed in: what is stored arrives after the page shows, and must not erase them. */
  const edited = useRef(new Set<keyof ConnectionValues>());

  useEffect(() => {
    void Promise.all([readSettings(), tokenItem.getValue(), readManaged()]).then(([stored, token, policy]) => {
      setManaged(policy);
      const loaded: ConnectionValues = { token, apiUrl: stored.apiUrl, baseUrl: stored.baseUrl };
      setValues((typed) => ({
        token: edited.current.has('token') ? typed.token : loaded.token,
        apiUrl: edited.current.has('apiUrl') ? typed.apiUrl : loaded.apiUrl,
        baseUrl: edited.current.has('baseUrl') ? typed.baseUrl : loaded.baseUrl,
      }));
    });
    // A policy change applies at once: the locks, and the addresses the organization sets.
    return watchSettings((next, policy) => {
      setManaged(policy);
      if (policy.apiUrl || policy.baseUrl) setValues((previous) => ({ ...previous, apiUrl: next.apiUrl, baseUrl: next.baseUrl }));
    });
  }, []);

  const test = (tested: ConnectionValues) => {
    setStatus((previous) => [...previous, { ok: true, text: t('testing') }]);
    return sendMessage('connection.test', tested).then(
      (report) => setStatus((previous) => [...previous.filter((line) => line.text !== t('testing')), ...describeConnectionReport(report)]),
      showError,
    );
  };

  /** Saves `saved` (inside the click: host access is asked for before anything is awaited); then, if asked, tests it. */
  const save = (saved: ConnectionValues, andTest: boolean) => {
    const saving = saveConnection(saved, {
      requestHostAccess: (origins) => browser.permissions.request({ origins }),
      // What the organization sets is not the person's to store: it would outlive the policy.
      saveToken: (token) => (managed.tokenSet ? Promise.resolve() : tokenItem.setValue(token)),
      saveAddresses: (addresses) =>
        updateSettings({ ...(locked.has('apiUrl') ? {} : { apiUrl: addresses.apiUrl }), ...(locked.has('baseUrl') ? {} : { baseUrl: addresses.baseUrl }) }),
    });
    setBusy(true);
    void saving
      .then(async ({ lines, saved: stored, permission }) => {
        if (stored) setValues(stored);
        setStatus(lines);
        void permission.then((refusal) => refusal && setStatus((previous) => [...previous, refusal]));
        if (stored && andTest) await test(stored);
      })
      .finally(() => setBusy(false));
  };

  function showError(error: unknown) {
    setStatus([{ ok: false, text: describeError(error) }]);
  }

  return {
    values,
    /** Fields the organization's policy sets: shown locked, never stored from the form. */
    locked: { token: managed.tokenSet === true, apiUrl: locked.has('apiUrl'), baseUrl: locked.has('baseUrl') },
    busy,
    status,
    /** Says an error of another section where the connection's status is shown. */
    showError,
    onChange: (next: ConnectionValues) => {
      for (const key of ['token', 'apiUrl', 'baseUrl'] as const) if (next[key] !== values[key]) edited.current.add(key);
      setValues(next);
    },
    onSave: () => save(values, false),
    onTest: () => {
      setBusy(true);
      setStatus([]);
      void test(values).finally(() => setBusy(false));
    },
    /** One click: the local sandbox's address and token, saved and tested. */
    onUseSandbox: () => save(LOCAL_SANDBOX, true),
  };
}
