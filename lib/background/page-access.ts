/**
 * Whether Atalaia can read the page beside the panel, for the panel to say so when it cannot
 * (see ../site-access.ts). The page beside the panel is the active tab of the panel's window, unless
 * that tab is the panel itself (the panel opened as a tab).
 */
import type { PageAccess } from '../protocol/messages';
import { hasSiteAccess } from '../permissions/site-access';

export interface PageAccessDependencies {
  contains: (origins: string[]) => Promise<boolean>;
  /** The active tab's id in that window (the last focused one when none is given). */
  activeTab: (windowId: number | undefined) => Promise<number | undefined>;
  /** Whether Atalaia's content script answers in that tab. */
  reaches: (tabId: number) => Promise<boolean>;
}

export async function checkPageAccess(
  { windowId, ownTabId }: { windowId?: number | undefined; ownTabId?: number | undefined },
  dependencies: PageAccessDependencies,
): Promise<PageAccess> {
  const [allSites, active] = await Promise.all([hasSiteAccess(dependencies.contains), dependencies.activeTab(windowId)]);
  if (active === undefined || active === ownTabId) return { allSites, page: null };
  return { allSites, page: { tabId: active, reached: await dependencies.reaches(active) } };
}
