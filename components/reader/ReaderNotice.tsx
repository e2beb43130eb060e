import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n';

export interface NoticeAction {
  label: string;
  /** Gets the click, for actions that need a trusted one. */
  onClick: (event: MouseEvent) => void;
  primary?: boolean;
}

export interface ReaderNoticeProps {
  tone: 'error' | 'info';
  title: string;
  message: string;
  actions?: NoticeAction[];
  /** A protected PDF: the password field. */
  password?: { wrong: boolean; onSubmit: (password: string) => void };
}

/** Why the document is not shown (or what is odd about it), and what the reviewer can do. */
export function ReaderNotice({ tone, title, message, actions = [], password }: ReaderNoticeProps) {
  const [value, setValue] = useState('');
  return (
    <section class={`reader-notice ${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      <h2>{title}</h2>
      <p>{message}</p>
      {password && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            password.onSubmit(value);
          }}
        >
          <label for="pdf-password">{t('readerPasswordLabel')}</label>
          <input id="pdf-password" type="password" autoComplete="off" value={value} onInput={(event) => setValue(event.currentTarget.value)} />
          <button type="submit" class="primary">
            {t('readerPasswordOpen')}
          </button>
        </form>
      )}
      {actions.length > 0 && (
        <div class="row">
          {actions.map((action) => (
            <button key={action.label} type="button" class={action.primary ? 'primary' : undefined} onClick={action.onClick}>
              {action.label}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
