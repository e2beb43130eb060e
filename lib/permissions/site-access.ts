/**
 * Atalaia's access to the sites a person visits. Its content scripts match every page, but both
 * browsers let the person withhold that: Firefox MV3 can install it without host access
 * (`extensions.originControls.grantByDefault`), and Chrome's "Site access" can restrict it. Without
 * it the content script never runs, and nothing is highlighted. Shared by the background (which
 * checks) and the panel (which asks for it from the person's click).
 */

/** What the panel asks for: every http and https site (the manifest's `optional_host_permissions`). */
export const SITE_ORIGINS = ['http://*/*', 'https://*/*'];

/**
 * Whether Atalaia may read every site: the content scripts' `<all_urls>` (as installed) or the http
 * and https sites (as granted from the panel). Chrome answers `contains(SITE_ORIGINS)` with false
 * for access that comes from content scripts, hence both questions.
 */
export async function hasSiteAccess(contains: (origins: string[]) => Promise<boolean>): Promise<boolean> {
  const [everything, sites] = await Promise.all([contains(['<all_urls>']), contains(SITE_ORIGINS)]);
  return everything || sites;
}
