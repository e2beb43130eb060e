import { useEffect, useState } from 'preact/hooks';
import { t, type MessageKey } from '../../lib/i18n';
import { KIND_PLURALS } from '../../lib/identifiers/kinds';
import { ManagedNote } from './ManagedNote';
import { HIGHLIGHT_STYLES, IDENTIFIER_KINDS, type HighlightStyle, type IdentifierKind, type Settings } from '../../lib/settings';


const STYLE_LABELS: Record<HighlightStyle, MessageKey> = {
  underline: 'styleUnderline',
  background: 'styleBackground',
  wavy: 'styleWavy',
};

const SITE_PATTERN = /^[a-z0-9.-]{1,253}(?::\d{1,5})?$/;

/** Sites typed one per line; a URL pasted whole is reduced to its host. */
export function parseSites(text: string): { sites: string[]; invalidLine: number | null } {
  const sites: string[] = [];
  const lines = text.split('\n');
  for (const [index, line] of lines.entries()) {
    let site = line.trim().toLowerCase();
    if (site === '') continue;
    if (/^https?:\/\//.test(site)) {
      try {
        site = new URL(site).host;
      } catch {
        return { sites, invalidLine: index + 1 };
      }
    }
    if (!SITE_PATTERN.test(site)) return { sites, invalidLine: index + 1 };
    if (!sites.includes(site)) sites.push(site);
  }
  return { sites, invalidLine: null };
}

type DetectionSettings = Pick<Settings, 'detectedKinds' | 'highlightStyle' | 'prefetchOnHover' | 'pausedEverywhere' | 'pausedSites'>;

interface Props {
  settings: DetectionSettings;
  /** The organization switched look-up on hover off. */
  prefetchLocked: boolean;
  onChange: (change: Partial<DetectionSettings>) => void;
}

/** What the content script highlights, how, and where it stays quiet. Changes apply at once. */
export function DetectionSection({ settings, prefetchLocked, onChange }: Props) {
  const savedSites = settings.pausedSites.join('\n');
  const [sitesText, setSitesText] = useState(savedSites);
  const [invalidLine, setInvalidLine] = useState<number | null>(null);
  useEffect(() => setSitesText(savedSites), [savedSites]);

  const toggleKind = (kind: IdentifierKind, on: boolean) =>
    onChange({ detectedKinds: IDENTIFIER_KINDS.filter((known) => (known === kind ? on : settings.detectedKinds.includes(known))) });

  return (
    <section aria-labelledby="detection-heading">
      <h2 id="detection-heading">{t('detectionHeading')}</h2>
      <fieldset>
        <legend>{t('kindsLabel')}</legend>
        {IDENTIFIER_KINDS.map((kind) => (
          <label class="check" key={kind}>
            <input type="checkbox" checked={settings.detectedKinds.includes(kind)} onChange={(event) => toggleKind(kind, event.currentTarget.checked)} />
            {t(KIND_PLURALS[kind])}
          </label>
        ))}
      </fieldset>

      <label for="highlight-style">{t('highlightStyleLabel')}</label>
      <select id="highlight-style" value={settings.highlightStyle} onChange={(event) => onChange({ highlightStyle: event.currentTarget.value as HighlightStyle })}>
        {HIGHLIGHT_STYLES.map((style) => (
          <option key={style} value={style}>
            {t(STYLE_LABELS[style])}
          </option>
        ))}
      </select>

      <label class="check">
        <input type="checkbox" checked={settings.prefetchOnHover} disabled={prefetchLocked} onChange={(event) => onChange({ prefetchOnHover: event.currentTarget.checked })} />
        {t('prefetchLabel')}
      </label>
      {prefetchLocked && <ManagedNote />}
      <label class="check">
        <input type="checkbox" checked={settings.pausedEverywhere} onChange={(event) => onChange({ pausedEverywhere: event.currentTarget.checked })} />
        {t('pauseEverywhereLabel')}
      </label>

      <label for="paused-sites">{t('pausedSitesLabel')}</label>
      <textarea
        id="paused-sites"
        rows={4}
        spellcheck={false}
        value={sitesText}
        aria-invalid={invalidLine !== null}
        aria-describedby="paused-sites-error"
        onInput={(event) => setSitesText(event.currentTarget.value)}
        onBlur={() => {
          const parsed = parseSites(sitesText);
          setInvalidLine(parsed.invalidLine);
          if (parsed.invalidLine === null) onChange({ pausedSites: parsed.sites });
        }}
      />
      <p class="hint" id="paused-sites-error" role="alert">
        {invalidLine !== null ? t('pausedSitesInvalid', invalidLine) : ''}
      </p>
    </section>
  );
}
