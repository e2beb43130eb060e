import { t } from '../../lib/i18n';

/** What is stored, where, for how long, and how to erase it, in plain words. */
export function PrivacySection() {
  return (
    <section aria-labelledby="privacy-heading">
      <h2 id="privacy-heading">{t('privacyHeading')}</h2>
      <p>{t('privacyToken')}</p>
      <p>{t('privacyRecords')}</p>
      <p>{t('privacyRequests')}</p>
      <p>{t('privacyErase')}</p>
      <p>
        <a href="/privacy.html" target="_blank" rel="noreferrer">
          {t('privacyPolicyLink')}
        </a>
      </p>
    </section>
  );
}
