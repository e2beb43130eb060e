/**
 * Managed configuration: what an organization sets by policy (`storage.managed`), and how it wins over
 * the person's own settings. Free of zod, like `settings.ts`, because every context applies it (the
 * content script honours `blockedSites`). The keys' rules, which the background applies to what the
 * browser hands over, are in `./managed-keys.ts`.
 */
import { MAX_CACHE_TTL_HOURS, type Settings } from './index';

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

/** Whether `hostname` is one of the policy's blocked sites (`*.exemplo.com.br` covers `a.exemplo.com.br` and `exemplo.com.br`). */
export function isBlockedSite(managed: ManagedConfig, hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (managed.blockedSites ?? []).some((pattern) => {
    if (!pattern.startsWith('*.')) return host === pattern;
    const domain = pattern.slice(2);
    return host === domain || host.endsWith(`.${domain}`);
  });
}
