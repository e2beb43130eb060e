/**
 * The settings' shape, defaults, and the one parser every context applies to them. Free of zod, so
 * that the content script reads settings by the same rules as the options page without carrying a
 * schema library into every page. The storage items are in `lib/storage/`.
 */
import { IDENTIFIER_KINDS, type IdentifierKind } from '../identifiers/kinds';

export { IDENTIFIER_KINDS, type IdentifierKind } from '../identifiers/kinds';

export const HIGHLIGHT_STYLES = ['underline', 'background', 'wavy'] as const;
export type HighlightStyle = (typeof HIGHLIGHT_STYLES)[number];

export const HOUR_MS = 60 * 60 * 1000;
export const MAX_CACHE_TTL_HOURS = 30 * 24;
export const DEFAULT_AUDIT_RETENTION_DAYS = 90;
export const MAX_AUDIT_RETENTION_DAYS = 3650;

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
  /** Send PDFs opened in a tab to Atalaia's document reader instead of the browser's viewer. Off: the browser's own viewer. */
  openPdfsInReader: boolean;
  /** Read the pages without text of a PDF (scans) with OCR as soon as the reader finds them, in the browser. Off: the reader offers it per page. */
  ocrAutomatic: boolean;
  /** Ask for a purpose (finalidade) before the first paid request of a session. */
  requirePurpose: boolean;
  /** Audit log entries older than this many days are deleted. */
  auditRetentionDays: number;
  /** Requests a month before the panel warns (80%) and asks before each paid action (100%); 0: no budget. */
  monthlyBudget: number;
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
  openPdfsInReader: false,
  ocrAutomatic: false,
  requirePurpose: false,
  auditRetentionDays: DEFAULT_AUDIT_RETENTION_DAYS,
  monthlyBudget: 0,
};

/**
 * An API address as stored: http(s), no query, no fragment, no credentials, trailing slashes dropped;
 * `''` for "not set". `null` when it is not such an address.
 */
export function normalizeApiAddress(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const value = input.trim();
  if (value === '') return '';
  try {
    const url = new URL(value);
    if (!/^https?:$/.test(url.protocol) || url.search || url.hash || url.username || url.password) return null;
  } catch {
    return null;
  }
  return value.replace(/\/+$/, '');
}

/** The host permission pattern that covers an API address: `https://api.exemplo.com.br/*`. */
export function originPattern(address: string): string {
  return `${new URL(address).origin}/*`;
}

/** A site where Atalaia is paused, as stored: a lower-case hostname, with a port when it has one. */
export function normalizeSite(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const site = input.trim().toLowerCase();
  return /^[a-z0-9.-]{1,253}(?::\d{1,5})?$/.test(site) ? site : null;
}

const oneOf =
  <T extends string>(values: readonly T[]) =>
  (input: unknown): T | null =>
    values.includes(input as T) ? (input as T) : null;

const listOf =
  <T>(item: (input: unknown) => T | null) =>
  (input: unknown): T[] | null => {
    if (!Array.isArray(input)) return null;
    const items = input.map(item);
    return items.every((value) => value !== null) ? [...new Set(items as T[])] : null;
  };

/** Each field's rule: the stored form of a value, or `null` when the value is not acceptable. */
const FIELD_RULES: { [K in keyof Settings]: (input: unknown) => Settings[K] | null } = {
  apiUrl: normalizeApiAddress,
  baseUrl: normalizeApiAddress,
  cacheTtlHours: (input) => (typeof input === 'number' && Number.isFinite(input) && input >= 0 && input <= MAX_CACHE_TTL_HOURS ? input : null),
  prefetchOnHover: (input) => (typeof input === 'boolean' ? input : null),
  detectedKinds: listOf(oneOf(IDENTIFIER_KINDS)),
  pausedEverywhere: (input) => (typeof input === 'boolean' ? input : null),
  pausedSites: listOf(normalizeSite),
  highlightStyle: oneOf(HIGHLIGHT_STYLES),
  openPdfsInReader: (input) => (typeof input === 'boolean' ? input : null),
  ocrAutomatic: (input) => (typeof input === 'boolean' ? input : null),
  requirePurpose: (input) => (typeof input === 'boolean' ? input : null),
  auditRetentionDays: (input) => (typeof input === 'number' && Number.isInteger(input) && input >= 1 && input <= MAX_AUDIT_RETENTION_DAYS ? input : null),
  monthlyBudget: (input) => (typeof input === 'number' && Number.isInteger(input) && input >= 0 && input <= 100_000_000 ? input : null),
};

const FIELDS = Object.keys(FIELD_RULES) as (keyof Settings)[];

/**
 * Settings as stored, repaired field by field: a value that no longer passes its rule (an older build,
 * a hand edit) falls back to its default instead of breaking every context that reads settings.
 */
export function parseSettings(stored: unknown): Settings {
  const source = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const settings = { ...DEFAULT_SETTINGS } as Record<keyof Settings, unknown>;
  for (const field of FIELDS) settings[field] = FIELD_RULES[field](source[field]) ?? DEFAULT_SETTINGS[field];
  return settings as Settings;
}

export class InvalidSettingError extends Error {
  override readonly name = 'InvalidSettingError';
  constructor(readonly field: keyof Settings) {
    super(`invalid setting: ${field}`);
  }
}

/** `current` with `change` applied; throws InvalidSettingError naming the first field that fails its rule. */
export function applySettingsChange(current: Settings, change: Partial<Settings>): Settings {
  const next = { ...current } as Record<keyof Settings, unknown>;
  for (const field of Object.keys(change) as (keyof Settings)[]) {
    if (!Object.hasOwn(FIELD_RULES, field)) continue;
    const value = FIELD_RULES[field](change[field]);
    if (value === null) throw new InvalidSettingError(field);
    next[field] = value;
  }
  return next as Settings;
}

/**
 * Whether a site (a host as `location.host` writes it, with its port when not the default) is the one
 * a stored site names: host names compared, the port only when the stored site has one. `*.host`
 * covers the host and its subdomains.
 */
export function siteMatches(pattern: string, site: string): boolean {
  const [host = '', port] = site.toLowerCase().split(':');
  const wildcard = pattern.startsWith('*.');
  const [patternHost = '', patternPort] = (wildcard ? pattern.slice(2) : pattern).split(':');
  if (patternPort !== undefined && patternPort !== port) return false;
  return host === patternHost || (wildcard && host.endsWith(`.${patternHost}`));
}

/** Whether Atalaia is paused on `site` (a host, with its port when it has one). */
export function isPausedOn(settings: Settings, site: string): boolean {
  return settings.pausedEverywhere || settings.pausedSites.some((paused) => siteMatches(paused, site));
}
