/**
 * "Abrir PDFs no leitor do Atalaia" (options, off by default): PDFs opened in a tab go to the reader
 * instead of the browser's viewer, by a declarativeNetRequest redirect. The browser applies it only
 * where the user granted host access, and the whole address rides along as `reader.html?url=<address>`.
 *
 * PDFs are recognised by their Content-Type where the browser can match response headers (Chrome
 * 128+), else (Firefox) by a `.pdf` address. The reader's link back to the browser's viewer adds a one-tab
 * exception for that address, so the redirect does not catch it again.
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

export function redirectRules(readerPrefix: string): { byType: Rule; byName: Rule } {
  const action = { type: 'redirect', redirect: { regexSubstitution: readerPrefix } } as Rule['action'];
  return {
    byType: {
      id: REDIRECT_BY_TYPE_RULE,
      priority: REDIRECT_PRIORITY,
      action,
      condition: {
        regexFilter: '^https?://.*',
        resourceTypes: ['main_frame'] as Rule['condition']['resourceTypes'],
        responseHeaders: [{ header: 'content-type', values: ['application/pdf', 'application/pdf;*'] }],
      } as Rule['condition'],
    },
    byName: {
      id: REDIRECT_BY_NAME_RULE,
      priority: REDIRECT_PRIORITY,
      action,
      condition: { regexFilter: '^https?://[^?#]*\\.[pP][dD][fF]([?].*)?$', resourceTypes: ['main_frame'] as Rule['condition']['resourceTypes'] },
    },
  };
}

/** Puts the redirect in place, or takes it away, as the setting says. */
export async function syncPdfRedirect(enabled: boolean): Promise<void> {
  const dnr = browser.declarativeNetRequest;
  const removeRuleIds = [REDIRECT_BY_TYPE_RULE, REDIRECT_BY_NAME_RULE];
  if (!enabled) {
    await dnr.updateDynamicRules({ removeRuleIds });
    return;
  }
  const { byType, byName } = redirectRules(readerSubstitution());
  // Firefox's rules cannot match response headers; a browser that ignored the condition instead of
  // refusing it would send every page to the reader, so Firefox gets the address rule outright.
  if (import.meta.env.FIREFOX) {
    await dnr.updateDynamicRules({ removeRuleIds, addRules: [byName] });
    return;
  }
  try {
    await dnr.updateDynamicRules({ removeRuleIds, addRules: [byType] });
  } catch {
    // An older Chrome (before 128) refuses the header condition: catch PDFs by their address instead.
    await dnr.updateDynamicRules({ removeRuleIds, addRules: [byName] });
  }
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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
