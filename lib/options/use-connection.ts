/**
 * The connection form (token and the two addresses) with its save and test flows and the local-sandbox
 * shortcut, as the options page and the welcome page show it. The token goes to the background, which
 * keeps it in its database; no message answers it back, so the form shows only whether one is set.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { browser } from 'wxt/browser';
import type { ConnectionValues, StatusLine } from '../../components/options/ConnectionSection';
import { describeError } from '../api/describe-error';
import { t } from '../i18n';
import { sendMessage } from '../protocol/send';
import { readManaged, readSettings, watchSettings, type ManagedMirror } from '../storage';
import { describeConnectionReport } from './connection-report';
import { lockedSettings } from './locks';
import { saveConnection } from './save';

/**
 * Whether the pages offer the local sandbox ("Usar sandbox local", `npm start`): only to people who
 * develop Atalaia (a development build, or the test build the e2e suites drive), never in the product.
 */
export const OFFERS_LOCAL_SANDBOX = import.meta.env.DEV || Boolean(import.meta.env.WXT_GALLERY);

/** The local sandbox as `npm start` and `npm run sandbox` serve it. */
export const LOCAL_SANDBOX: ConnectionValues = { apiUrl: 'http://127.0.0.1:8787', baseUrl: 'http://127.0.0.1:8787', token: 'demo' };

export function useConnection() {
  const [values, setValues] = useState<ConnectionValues>({ token: '', apiUrl: '', baseUrl: '' });
  const [status, setStatus] = useState<StatusLine[]>([]);
  const [busy, setBusy] = useState(false);
  const [managed, setManaged] = useState<ManagedMirror>({});
  /** The person's own token is kept by the background. */
  const [tokenSet, setTokenSet] = useState(false);
  const locked = new Set(lockedSettings(managed));
  /** Fields the person typed in: what is stored arrives after the page shows, and must not erase them. */
  const edited = useRef(new Set<keyof ConnectionValues>());

  useEffect(() => {
    void Promise.all([readSettings(), readManaged()]).then(([stored, policy]) => {
      setManaged(policy);
      setValues((typed) => ({
        ...typed,
        apiUrl: edited.current.has('apiUrl') ? typed.apiUrl : stored.apiUrl,
        baseUrl: edited.current.has('baseUrl') ? typed.baseUrl : stored.baseUrl,
      }));
    });
    void sendMessage('token.state', {}).then(({ set }) => setTokenSet(set), showError);
    // A policy change applies at once: the locks, and the addresses the organization sets.
    return watchSettings((next, policy) => {
      setManaged(policy);
      if (policy.apiUrl || policy.baseUrl) setValues((previous) => ({ ...previous, apiUrl: next.apiUrl, baseUrl: next.baseUrl }));
    });
  }, []);

  const test = (tested: ConnectionValues) => {
    setStatus((previous) => [...previous, { ok: true, text: t('testing') }]);
    // An empty field tests the token the background keeps.
    const { token, ...addresses } = tested;
    return sendMessage('connection.test', token ? tested : addresses).then(
      (report) => setStatus((previous) => [...previous.filter((line) => line.text !== t('testing')), ...describeConnectionReport(report)]),
      showError,
    );
  };

  /** Saves `saved` (inside the click: host access is asked for before anything is awaited); then, if asked, tests it. */
  const save = (saved: ConnectionValues, andTest: boolean) => {
    const saving = saveConnection(saved, {
      requestHostAccess: (origins) => browser.permissions.request({ origins }),
      // What the organization sets is not the person's to store: it would outlive the policy. An empty
      // field keeps the token saved, which the page never gets back to fill it with.
      saveToken: async (token) => {
        if (!managed.tokenSet && token) setTokenSet((await sendMessage('token.save', { token })).set);
      },
      saveAddresses: (addresses) =>
        sendMessage('settings.update', { ...(locked.has('apiUrl') ? {} : { apiUrl: addresses.apiUrl }), ...(locked.has('baseUrl') ? {} : { baseUrl: addresses.baseUrl }) }),
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
    tokenSet,
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
    /** One click: the local sandbox's address and token, saved and tested; absent from the product's build. */
    onUseSandbox: OFFERS_LOCAL_SANDBOX ? () => save(LOCAL_SANDBOX, true) : undefined,
    onForgetToken: (): void =>
      void sendMessage('token.save', { token: '' }).then(({ set }) => {
        setTokenSet(set);
        setStatus([{ ok: true, text: t('tokenForgotten') }]);
      }, showError),
  };
}
