/**
 * "Salvar" in the options page: check both addresses, ask for host access to their origins, then store
 * the token and the addresses. Host access is asked for before anything is awaited: browsers grant it
 * only inside the click's user gesture.
 */
import type { ConnectionValues, StatusLine } from '../../components/options/ConnectionSection';
import { describeError } from '../api/describe-error';
import { isSecureApiAddress } from '../settings/secure-address';
import { t } from '../i18n';
import { normalizeApiAddress, originPattern, type Settings } from '../settings';

export interface SaveDependencies {
  requestHostAccess: (origins: string[]) => Promise<boolean>;
  saveToken: (token: string) => Promise<void>;
  saveAddresses: (addresses: Pick<Settings, 'apiUrl' | 'baseUrl'>) => Promise<Settings>;
}

export interface SaveResult {
  lines: StatusLine[];
  /** The values as stored (trimmed, trailing slashes dropped); absent when nothing was saved. */
  saved?: ConnectionValues;
  /**
   * What to add once the browser answers the host-access request (a refusal), or null. Separate,
   * because a browser may leave its prompt open long after the values are saved.
   */
  permission: Promise<StatusLine | null>;
}

export function saveConnection(values: ConnectionValues, dependencies: SaveDependencies): Promise<SaveResult> {
  const invalid = (['apiUrl', 'baseUrl'] as const).filter((field) => normalizeApiAddress(values[field]) === null);
  if (invalid.length > 0) {
    return Promise.resolve({
      lines: invalid.map((field) => ({ ok: false, text: t('saveInvalidAddress', field === 'apiUrl' ? t('apiUrlLabel') : t('baseUrlLabel')) })),
      permission: Promise.resolve(null),
    });
  }
  const insecure = (['apiUrl', 'baseUrl'] as const).filter((field) => {
    const address = normalizeApiAddress(values[field]);
    return address !== null && address !== '' && !isSecureApiAddress(address);
  });
  if (insecure.length > 0) {
    return Promise.resolve({
      lines: insecure.map((field) => ({ ok: false, text: t('saveInsecureAddress', field === 'apiUrl' ? t('apiUrlLabel') : t('baseUrlLabel')) })),
      permission: Promise.resolve(null),
    });
  }
  const addresses = [values.apiUrl, values.baseUrl].map(normalizeApiAddress).filter((address): address is string => Boolean(address));
  const origins = [...new Set(addresses.map(originPattern))];
  // Synchronously, inside the click: no await may come before this call.
  const permission = origins.length > 0 ? dependencies.requestHostAccess(origins).catch(() => false) : Promise.resolve(true);
  return (async () => {
    const result: SaveResult = {
      lines: [],
      permission: permission.then((granted) => (granted ? null : { ok: false, text: t('permissionDenied', origins.join(', ')) })),
    };
    try {
      const token = values.token.trim();
      await dependencies.saveToken(token);
      const stored = await dependencies.saveAddresses({ apiUrl: values.apiUrl, baseUrl: values.baseUrl });
      result.saved = { token, apiUrl: stored.apiUrl, baseUrl: stored.baseUrl };
      result.lines.push({ ok: true, text: t('saved') });
    } catch (error) {
      result.lines.push({ ok: false, text: describeError(error) });
    }
    return result;
  })();
}
