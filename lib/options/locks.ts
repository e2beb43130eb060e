/**
 * Which of the options page's settings the organization's policy fixes: shown locked, not editable.
 * (The reader, when switched off, loses its whole section instead.)
 */
import { isDisabled, type ManagedConfig } from '../settings/managed';

export type LockedSetting = 'apiUrl' | 'baseUrl' | 'prefetchOnHover' | 'requirePurpose' | 'auditRetentionDays' | 'monthlyBudget';

export function lockedSettings(managed: ManagedConfig): LockedSetting[] {
  const locked: LockedSetting[] = [];
  if (managed.apiUrl) locked.push('apiUrl');
  if (managed.baseUrl) locked.push('baseUrl');
  if (isDisabled(managed, 'hoverPrefetch')) locked.push('prefetchOnHover');
  if (managed.requirePurpose !== undefined) locked.push('requirePurpose');
  if (managed.auditRetentionDays !== undefined) locked.push('auditRetentionDays');
  if (managed.monthlyBudget !== undefined) locked.push('monthlyBudget');
  return locked;
}
