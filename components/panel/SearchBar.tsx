import { useEffect, useState } from 'preact/hooks';
import { t } from '../../lib/i18n';
import type { RecentLookup } from '../../lib/panel/recent';
import { RecentLookups } from './RecentLookups';

interface Props {
  value: string;
  error: string | null;
  canGoBack: boolean;
  canGoForward: boolean;
  recent: RecentLookup[];
  /** The recent look-ups start open: on the panel's home, where no record is shown. */
  recentOpen: boolean;
  onSearch: (text: string) => void;
  onBack: () => void;
  onForward: () => void;
  onClearRecent: () => void;
  onClearHistory: () => void;
}

/** The search box, back and forward, and the recent look-ups; each list can be cleared. */
export function SearchBar({ value, error, canGoBack, canGoForward, recent, recentOpen, onSearch, onBack, onForward, onClearRecent, onClearHistory }: Props) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <header class="search">
      <form
        role="search"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(text);
        }}
      >
        <div class="row">
          <button type="button" class="small" onClick={onBack} disabled={!canGoBack} aria-label={t('back')} title={t('back')}>
            ←
          </button>
          <button type="button" class="small" onClick={onForward} disabled={!canGoForward} aria-label={t('forward')} title={t('forward')}>
            →
          </button>
          <label class="visually-hidden" for="query">
            {t('searchLabel')}
          </label>
          <input
            id="query"
            type="search"
            value={text}
            placeholder={t('searchPlaceholder')}
            title={t('searchLabel')}
            autocomplete="off"
            spellcheck={false}
            aria-invalid={error !== null}
            aria-describedby="query-error"
            onInput={(event) => setText(event.currentTarget.value)}
          />
          {/* Below 300 px the button is its magnifier, leaving the field room for a whole CNPJ. */}
          <button type="submit" class="primary" title={t('searchButton')}>
            <span class="narrow-hidden">{t('searchButton')}</span>
            <svg class="narrow-only search-icon" aria-hidden="true" viewBox="0 0 16 16" width="16" height="16">
              <circle cx="6.5" cy="6.5" r="4.5" fill="none" stroke="currentColor" stroke-width="2" />
              <path d="M10 10l4.5 4.5" stroke="currentColor" stroke-width="2" stroke-linecap="round" />
            </svg>
          </button>
        </div>
        <p id="query-error" class="field-error" role="alert">
          {error ?? ''}
        </p>
      </form>
      <details class="recent" open={recentOpen}>
        <summary>{t('recentHeading')}</summary>
        {recent.length === 0 ? (
          <p class="hint">{t('recentEmpty')}</p>
        ) : (
          <RecentLookups entries={recent} onOpen={onSearch} />
        )}
        <div class="actions">
          <button type="button" class="small" onClick={onClearRecent}>
            {t('recentClear')}
          </button>
          <button type="button" class="small" onClick={onClearHistory}>
            {t('historyClear')}
          </button>
        </div>
      </details>
    </header>
  );
}
