import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import { ManagedNote } from './ManagedNote';

export interface ConnectionValues {
  token: string;
  apiUrl: string;
  baseUrl: string;
}

export interface StatusLine {
  ok: boolean;
  text: string;
}

/** Which connection values the organization's policy sets: shown locked, the token never shown at all. */
export interface ConnectionLocks {
  token: boolean;
  apiUrl: boolean;
  baseUrl: boolean;
}

interface Props {
  values: ConnectionValues;
  locked: ConnectionLocks;
  /** A token of the person's is saved: the field stays empty (no page gets the token back), and an empty field keeps it. */
  tokenSet: boolean;
  busy: boolean;
  status: StatusLine[];
  onChange: (values: ConnectionValues) => void;
  onSave: () => void;
  onTest: () => void;
  /** Offered in development and test builds only. */
  onUseSandbox?: (() => void) | undefined;
  onForgetToken: () => void;
}

/** Token and the two API addresses, with save, test and the local-sandbox shortcut. */
export function ConnectionSection({ values, locked, tokenSet, busy, status, onChange, onSave, onTest, onUseSandbox, onForgetToken }: Props) {
  const [showToken, setShowToken] = useState(false);
  const field = (name: keyof ConnectionValues) => (event: Event) =>
    onChange({ ...values, [name]: (event.currentTarget as HTMLInputElement).value });

  // Two elements rather than a switched `type`: the typings tie each input type to its attributes.
  const tokenInput = {
    id: 'token',
    autocomplete: 'off',
    spellcheck: false,
    value: values.token,
    onInput: field('token'),
    ...(tokenSet ? { 'aria-describedby': 'token-saved' } : {}),
  };

  return (
    <section aria-labelledby="connection-heading">
      <h2 id="connection-heading">{t('connectionHeading')}</h2>
      <p class="hint">{t('tokenOnlyHere')}</p>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onSave();
        }}
      >
        <label for="token">{t('tokenLabel')}</label>
        {locked.token ? (
          <>
            <input id="token" type="text" readOnly disabled value={t('tokenManaged')} aria-describedby="token-managed" />
            <ManagedNote id="token-managed" />
          </>
        ) : (
          <div class="row">
            {showToken ? <input type="text" {...tokenInput} /> : <input type="password" {...tokenInput} />}
            <button type="button" aria-pressed={showToken} onClick={() => setShowToken(!showToken)}>
              {showToken ? t('tokenHide') : t('tokenShow')}
            </button>
            {tokenSet && (
              <button type="button" disabled={busy} onClick={onForgetToken}>
                {t('tokenForget')}
              </button>
            )}
          </div>
        )}
        {tokenSet && !locked.token && (
          <p class="hint" id="token-saved">
            {t('tokenSaved')}
          </p>
        )}

        <label for="api-url">{t('apiUrlLabel')}</label>
        <input id="api-url" type="url" spellcheck={false} value={values.apiUrl} disabled={locked.apiUrl} onInput={field('apiUrl')} aria-describedby="api-url-hint" />
        {locked.apiUrl ? <ManagedNote id="api-url-hint" /> : <p class="hint" id="api-url-hint">{t('apiUrlHint')}</p>}

        <label for="base-url">{t('baseUrlLabel')}</label>
        <input id="base-url" type="url" spellcheck={false} value={values.baseUrl} disabled={locked.baseUrl} onInput={field('baseUrl')} aria-describedby="base-url-hint" />
        {locked.baseUrl ? <ManagedNote id="base-url-hint" /> : <p class="hint" id="base-url-hint">{t('baseUrlHint')}</p>}

        <div class="actions">
          <button type="submit" class="primary" disabled={busy}>
            {t('saveButton')}
          </button>
          <button type="button" disabled={busy} onClick={onTest}>
            {t('testButton')}
          </button>
          {onUseSandbox && !(locked.apiUrl || locked.baseUrl || locked.token) && (
            <button type="button" disabled={busy} onClick={onUseSandbox}>
              {t('useSandboxButton')}
            </button>
          )}
        </div>
      </form>
      <div role="status" aria-live="polite">
        <ul class="status">
          {status.map((line) => (
            <li key={line.text} class={line.ok ? 'ok' : 'error'}>
              {line.text}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
