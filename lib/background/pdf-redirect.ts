/**
 * "Abrir PDFs no leitor do Atalaia" (options, off by default): PDFs opened in a tab go to the reader
 * instead of the browser's viewer, by a declarativeNetRequest redirect. The browser applies it only
 * where the user granted host access, and the whole address rides along as `reader.html?url=<address>`.
 *
 * Chrome recognises PDFs by their Content-Type (declarativeNetRequest's response-header conditions,
 * Chrome 128+; before, by a `.pdf` address), the way pdf.js's own Chromium extension does. Firefox's
 * rules cannot match response headers, so there the redirect is a webRequest listener that reads the
 * Content-Type (./pdf-tabs.ts) and these rules stay off. The reader's link back to the browser's viewer
 * adds a one-tab exception for that address, so the redirect does not catch it again.
 *
 * The organization's blocked sites are left out of the rules: their PDFs stay in the browser's viewer,
 * where Atalaia does nothing. A rule can name domains but not ports, so a blocked `host:8443` leaves
 * out every port of that host, and a blocked `exemplo.com.br` its subdomains too: more PDFs in the
 * browser's viewer, never one of a blocked site in the reader.
 */
import { browser, type Browser } from 'wxt/browser';

type Rule = Browser.declarativeNetRequest.Rule;

export const REDIRECT_BY_TYPE_RULE = 1;
export const REDIRECT_BY_NAME_RULE = 2;
const REDIRECT_PRIORITY = 1;
const EXCEPTION_PRIORITY = 2;
/** Exceptions kept at once: one per tab that asked lately is plenty. */
const MAX_EXCEPTIONS = 50;

/** Where a redirect sends a PDF: the reader, with the address the browser caught (`\0`). */
function readerSubstitution(): string {
  return `${(browser.runtime.getURL as (path: string) => string)('/reader.html')}?url=\\0`;
}

/** The domains a rule can leave out for the policy's blocked sites (`*.x` and `x:8443` become `x`). */
export function excludedDomains(blockedSites: readonly string[]): string[] {
  const domains = blockedSites.map((site) => site.trim().toLowerCase().replace(/^\*\./, '').replace(/:\d+$/, '')).filter(Boolean);
  return [...new Set(domains)];
}

export function redirectRules(readerPrefix: string, blockedSites: readonly string[] = []): { byType: Rule; byName: Rule } {
  const action = { type: 'redirect', redirect: { regexSubstitution: readerPrefix } } as Rule['action'];
  const excluded = excludedDomains(blockedSites);
  const exclusion = excluded.length > 0 ? { excludedRequestDomains: excluded } : {};
  return {
    byType: {
      id: REDIRECT_BY_TYPE_RULE,
      priority: REDIRECT_PRIORITY,
      action,
      condition: {
        regexFilter: '^https?://.*',
        resourceTypes: ['main_frame'] as Rule['condition']['resourceTypes'],
        responseHeaders: [{ header: 'content-type', values: ['application/pdf', 'application/pdf;*'] }],
        ...exclusion,
      } as Rule['condition'],
    },
    byName: {
      id: REDIRECT_BY_NAME_RULE,
      priority: REDIRECT_PRIORITY,
      action,
      condition: { regexFilter: '^https?://[^?#]*\\.[pP][dD][fF]([?].*)?$', resourceTypes: ['main_frame'] as Rule['condition']['resourceTypes'], ...exclusion },
    },
  };
}

/** Puts the redirect in place, or takes it away, as the setting says, without the policy's blocked sites. */
export async function syncPdfRedirect(enabled: boolean, blockedSites: readonly string[] = []): Promise<void> {
  const dnr = browser.declarativeNetRequest;
  const removeRuleIds = [REDIRECT_BY_TYPE_RULE, REDIRECT_BY_NAME_RULE];
  // Firefox redirects from its webRequest listener (./pdf-tabs.ts); rules it kept from an older version go.
  if (!enabled || import.meta.env.FIREFOX) {
    await dnr.updateDynamicRules({ removeRuleIds });
    return;
  }
  const { byType, byName } = redirectRules(readerSubstitution(), blockedSites);
  try {
    await dnr.updateDynamicRules({ removeRuleIds, addRules: [byType] });
  } catch {
    // An older Chrome (before 128) refuses the header condition: catch PDFs by their address instead.
    await dnr.updateDynamicRules({ removeRuleIds, addRules: [byName] });
  }
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `tabId` may open `url` in the browser's own viewer (an exception of allowBrowserViewer). */
export async function viewerAllowed(url: string, tabId: number): Promise<boolean> {
  const rules = await browser.declarativeNetRequest.getSessionRules();
  return rules.some((rule) => rule.action.type === 'allow' && rule.condition.tabIds?.includes(tabId) && new RegExp(rule.condition.regexFilter ?? '^$').test(url));
}

/** Lets one tab open `url` in the browser's own viewer, past the redirect. */
export async function allowBrowserViewer(url: string, tabId: number): Promise<void> {
  const dnr = browser.declarativeNetRequest;
  const existing = await dnr.getSessionRules();
  const stale = existing.filter((rule) => rule.condition.tabIds?.includes(tabId)).map((rule) => rule.id);
  const kept = existing.filter((rule) => !stale.includes(rule.id));
  // Oldest out first when too many tabs asked.
  const overflow = kept.slice(0, Math.max(0, kept.length - MAX_EXCEPTIONS + 1)).map((rule) => rule.id);
  const id = Math.max(REDIRECT_BY_NAME_RULE, ...existing.map((rule) => rule.id)) + 1;
  await dnr.updateSessionRules({
    removeRuleIds: [...stale, ...overflow],
    addRules: [
      {
        id,
        priority: EXCEPTION_PRIORITY,
        action: { type: 'allow' } as Rule['action'],
        condition: { regexFilter: `^${escapeRegex(url)}$`, resourceTypes: ['main_frame'] as Rule['condition']['resourceTypes'], tabIds: [tabId] },
      },
    ],
  });
}
