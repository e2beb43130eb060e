/**
 * The settings' shape, defaults and the rules every context applies to them. Free of zod so the
 * content script can read settings without carrying a schema library into every page; the validated
 * registry is `lib/storage.ts`.
 */

export const IDENTIFIER_KINDS = ['cpf', 'cnpj', 'phone', 'email', 'masked_cpf'] as const;
export type IdentifierKind = (typeof IDENTIFIER_KINDS)[number];

export const HIGHLIGHT_STYLES = ['underline', 'background', 'wavy'] as const;
export type HighlightStyle = (typeof HIGHLIGHT_STYLES)[number];

export const HOUR_MS = 60 * 60 * 1000;
export const MAX_CACHE_TTL_HOURS = 30 * 24;

export interface Settings {
  /** `{api_url}`; empty until the user sets it. */
  apiUrl: string;
  /** `{base_url}`; empty until the user sets it. */
  baseUrl: string;
  /** How long a fetched record is served from the cache: 0 (no cache) to 30 days. */
  cacheTtlHours: number;
  /** Look records up when the pointer rests on an identifier, without a click. Off: no gesture, no request. */
  prefetchOnHover: boolean;
  detectedKinds: IdentifierKind[];
  pausedEverywhere: boolean;
  /** Hostnames such as `www.exemplo.com.br`. */
  pausedSites: string[];
  highlightStyle: HighlightStyle;
}

export const DEFAULT_SETTINGS: Settings = {
  apiUrl: '',
  baseUrl: '',
  cacheTtlHours: 24,
  prefetchOnHover: false,
  detectedKinds: [...IDENTIFIER_KINDS],
  pausedEverywhere: false,
  pausedSites: [],
  highlightStyle: 'underline',
};

export function isPausedOn(settings: Settings, hostname: string): boolean {
  return settings.pausedEverywhere || settings.pausedSites.includes(hostname.toLowerCase());
}
