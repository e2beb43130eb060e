import { useState } from 'preact/hooks';
import { t } from '../../lib/i18n';

interface Props {
  value: string;
  /** What is copied, for screen readers: "Copiar CPF". */
  label: string;
  /** Visible words beside the icon ("Copiar registro"), which then are its whole name; the icon alone when absent. */
  text?: string;
}

/** Copies one value; says "Copiado" for a moment. */
export function CopyButton({ value, label, text }: Props) {
  const [copied, setCopied] = useState(false);
  // A button that says what it does is named by those words, not "Copiar Copiar registro".
  const name = text ?? t('copyValue', label);
  return (
    <button
      type="button"
      class={text ? 'copy with-text' : 'copy'}
      title={name}
      aria-label={name}
      onClick={() =>
        void navigator.clipboard.writeText(value).then(() => {
          setCopied(true);
          setTimeout(() => setCopied(false), 1200);
        })
      }
    >
      {copied ? (
        '✓'
      ) : (
        <svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true">
          <rect x="5" y="5" width="9" height="9" rx="1.5" fill="none" stroke="currentColor" stroke-width="1.5" />
          <path d="M11 3.5V3a1.5 1.5 0 0 0-1.5-1.5h-6A1.5 1.5 0 0 0 2 3v6a1.5 1.5 0 0 0 1.5 1.5H4" fill="none" stroke="currentColor" stroke-width="1.5" />
        </svg>
      )}
      {text && <span aria-hidden="true"> {text}</span>}
      <span class="visually-hidden" aria-live="polite">
        {copied ? t('copied') : ''}
      </span>
    </button>
  );
}
