import { useState } from 'preact/hooks';
import { formatAge, t } from '../../lib/i18n';
import { KIND_TITLES } from '../../lib/identifiers/kinds';
import { matchesRecent, type RecentLookup } from '../../lib/panel/recent';

interface Props {
  entries: RecentLookup[];
  now?: number;
  onOpen: (query: string) => void;
}

/** The recent look-ups: name (when the cache has it), identifier, kind and age, with a filter. */
export function RecentLookups({ entries, now, onOpen }: Props) {
  const [filter, setFilter] = useState('');
  const shown = entries.filter((entry) => matchesRecent(entry, t(KIND_TITLES[entry.kind]), filter));
  return (
    <div class="recent-lookups">
      <label class="visually-hidden" for="recent-filter">
        {t('recentFilterLabel')}
      </label>
      <input
        id="recent-filter"
        type="search"
        value={filter}
        placeholder={t('recentFilterLabel')}
        autocomplete="off"
        spellcheck={false}
        onInput={(event) => setFilter(event.currentTarget.value)}
      />
      {shown.length === 0 ? (
        <p class="hint">{t('recentNoMatch', filter.trim())}</p>
      ) : (
        <ul>
          {shown.map((entry) => (
            <li key={entry.query}>
              <button type="button" class="link" onClick={() => onOpen(entry.query)}>
                {entry.name ?? entry.query}
              </button>
              <span class="hint">
                {[entry.name ? entry.query : null, t(KIND_TITLES[entry.kind]), entry.lookedUpAt === null ? t('recentNotCached') : t('fetchedAgo', formatAge(entry.lookedUpAt, now))]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
