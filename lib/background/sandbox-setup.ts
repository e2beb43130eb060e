/**
 * `npm start` builds the extension with the local sandbox's address and token (WXT_SANDBOX_URL,
 * WXT_SANDBOX_TOKEN), and a fresh install is set up for it, so the demo works with no typing.
 * Production builds have neither variable and never touch the settings here.
 */
import type { TrustedSettings } from '../storage/trusted';

export async function configureForSandboxIfBuiltForIt(settings: Pick<TrustedSettings, 'update' | 'saveToken'>): Promise<boolean> {
  const address = import.meta.env.WXT_SANDBOX_URL;
  const token = import.meta.env.WXT_SANDBOX_TOKEN;
  if (!address || !token) return false;
  await settings.update({ apiUrl: address, baseUrl: address });
  await settings.saveToken(token);
  return true;
}
