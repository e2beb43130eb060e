import { t } from '../../lib/i18n';

interface Props {
  /** The person's shortcut that opens the sidebar, if they have one. */
  shortcut: string | null;
  onOpenInTab?: ((event: MouseEvent) => void) | undefined;
}

/**
 * Firefox only (loaded there alone): its sidebar opens only from a gesture in the browser's own UI,
 * which the card frame cannot make (lib/background/open-panel.ts). The sidebar is set to the
 * identifier; this says which gesture opens it, or offers a tab.
 */
export function PanelHint({ shortcut, onOpenInTab }: Props) {
  return (
    <div class="panel-hint" role="status">
      <p>{shortcut ? t('cardSidebarHint', shortcut) : t('cardSidebarHintNoShortcut')}</p>
      {onOpenInTab && (
        <button type="button" onClick={onOpenInTab}>
          {t('openInTab')}
        </button>
      )}
    </div>
  );
}
