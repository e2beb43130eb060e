import { t } from '../../lib/i18n';
import type { PageAccessView } from '../../lib/panel/use-page-access';

interface Props {
  view: PageAccessView;
  /** Asks the browser for access to every site (from this click). */
  onGrant: () => void;
  /** Reloads the page beside the panel, so that Atalaia runs in it. */
  onReload: () => void;
}

/** Tells the person when Atalaia cannot read the page (or any site), and offers to fix it. */
export function PageAccessNotice({ view, onGrant, onReload }: Props) {
  if (view.kind === 'none') return null;
  if (view.kind === 'granted') {
    return (
      <section class="page-access" role="status" aria-label={t('accessHeading')}>
        <p>{t(view.page ? 'accessGrantedPage' : 'accessGrantedSites')}</p>
        {view.page && (
          <button type="button" onClick={onReload}>
            {t('accessReload')}
          </button>
        )}
      </section>
    );
  }
  return (
    <section class="page-access blocked" role="status" aria-label={t('accessHeading')}>
      <p>{t(view.page ? 'accessBlockedPage' : 'accessBlockedSites')}</p>
      <button type="button" class="primary" onClick={onGrant}>
        {t('accessGrant')}
      </button>
      {view.refused && <p class="refused">{t('accessRefused')}</p>}
    </section>
  );
}
