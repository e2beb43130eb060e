/**
 * The purpose (finalidade) given for this browser session, written with every audit entry: in
 * `storage.session`, so it is asked again after the browser restarts. Empty: none given. Apart from
 * lib/storage.ts because the content script, which loads that registry, has no `storage.session` in
 * Firefox.
 */
import { storage } from 'wxt/utils/storage';

export const purposeItem = storage.defineItem<string>('session:auditPurpose', { fallback: '' });
