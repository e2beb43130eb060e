import { t } from '../../lib/i18n';

/** Beside a setting the organization's policy fixes: the person sees why it cannot be changed. */
export function ManagedNote({ id }: { id?: string }) {
  return (
    <p class="hint managed" id={id} data-testid="managed-note">
      🔒 {t('managedSetting')}
    </p>
  );
}
