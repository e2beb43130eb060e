/**
 * Managed configuration: what an organization sets by policy (`storage.managed`), and how it wins over
 * the person's own settings. Free of zod, like `settings.ts`, because every context applies it (the
 * content script honours `blockedSites`). The keys' rules, which the background applies to what the
 * browser hands over, are in `./managed-keys.ts`.
 */
import { MAX_CACHE_TTL_HOURS, siteMatches, type Settings } from './index';

/** Features an organization can switch off; each is gone from every view that offers it. */
export const MANAGED_FEATURES = ['enrichment', 'hoverPrefetch', 'pageEnrichment', 'csvImport', 'reader'] as const;
export type ManagedFeature = (typeof MANAGED_FEATURES)[number];

export interface ManagedConfig {
  apiUrl?: string;
  baseUrl?: string;
  token?: string;
  /** The longest cache TTL, in hours, the person may choose. */
  cacheTtlHoursMax?: number;
  requirePurpose?: boolean;
  /** The purposes offered; with `requirePurpose`, the only ones accepted. */
  purposes?: string[];
  auditRetentionDays?: number;
  disabledFeatures?: ManagedFeature[];
  /** Hostnames (`*.exemplo.com.br` for every subdomain) where nothing is highlighted. */
  blockedSites?: string[];
  /** Requests a month; past 80% the panel warns, at 100% every paid action asks first. */
  monthlyBudget?: number;
  /** Write identifiers in full in the audit log instead of masked. */
  auditFullIdentifiers?: boolean;
}

export function isDisabled(managed: ManagedConfig, feature: ManagedFeature): boolean {
  return managed.disabledFeatures?.includes(feature) ?? false;
}

/** The person's settings with the policy applied: a managed value wins, the TTL is capped. */
export function applyManaged(settings: Settings, managed: ManagedConfig): Settings {
  return {
    ...settings,
    apiUrl: managed.apiUrl ?? settings.apiUrl,
    baseUrl: managed.baseUrl ?? settings.baseUrl,
    cacheTtlHours: Math.min(settings.cacheTtlHours, managed.cacheTtlHoursMax ?? MAX_CACHE_TTL_HOURS),
    prefetchOnHover: settings.prefetchOnHover && !isDisabled(managed, 'hoverPrefetch'),
    openPdfsInReader: settings.openPdfsInReader && !isDisabled(managed, 'reader'),
    requirePurpose: managed.requirePurpose ?? settings.requirePurpose,
    auditRetentionDays: managed.auditRetentionDays ?? settings.auditRetentionDays,
    monthlyBudget: managed.monthlyBudget ?? settings.monthlyBudget,
  };
}

/**
 * Whether `site` (a host, with its port when it has one) is one of the policy's blocked sites:
 * `*.exemplo.com.br` covers `a.exemplo.com.br` and `exemplo.com.br`, `exemplo.com.br` every port of
 * it, `exemplo.com.br:8443` that port only. `null`, a frame whose site could not be told, counts as
 * blocked whenever the policy blocks any site.
 */
export function isBlockedSite(managed: ManagedConfig, site: string | null): boolean {
  const blocked = managed.blockedSites ?? [];
  if (site === null) return blocked.length > 0;
  return blocked.some((pattern) => siteMatches(pattern, site));
}
