/**
 * Every setting in one registry, versioned from day one. The token is an item of its own in
 * `storage.local` (never `sync`), read only by the background and the options page, so that nothing
 * handed to a content script can carry it.
 */
import { storage } from 'wxt/utils/storage';
import { z } from 'zod';
import type { EnrichmentField } from './api/schemas';
import { DEFAULT_SETTINGS, HIGHLIGHT_STYLES, IDENTIFIER_KINDS, MAX_CACHE_TTL_HOURS, type Settings } from './settings';

export { DEFAULT_SETTINGS, HIGHLIGHT_STYLES, HOUR_MS, IDENTIFIER_KINDS, isPausedOn, MAX_CACHE_TTL_HOURS } from './settings';
export type { HighlightStyle, IdentifierKind, Settings } from './settings';

/** A site where Atalaia is paused: a hostname such as `www.exemplo.com.br`. */
const hostnameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9.-]{1,253}(?::\d{1,5})?$/);

/** An API address: http(s), no query, no fragment, no credentials; trailing slashes dropped. */
export const apiAddressSchema = z
  .string()
  .trim()
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return /^https?:$/.test(url.protocol) && !url.search && !url.hash && !url.username && !url.password;
    } catch {
      return false;
    }
  })
  .transform((value) => value.replace(/\/+$/, ''));

export const settingsSchema = z.object({
  /** `{api_url}`; empty until the user sets it. */
  apiUrl: apiAddressSchema,
  /** `{base_url}`; empty until the user sets it. */
  baseUrl: apiAddressSchema,
  /** How long a fetched record is served from the cache: 0 (no cache) to 30 days. */
  cacheTtlHours: z.number().min(0).max(MAX_CACHE_TTL_HOURS),
  /** Look records up when the pointer rests on an identifier, without a click. Off: no gesture, no request. */
  prefetchOnHover: z.boolean(),
  detectedKinds: z.array(z.enum(IDENTIFIER_KINDS)),
  pausedEverywhere: z.boolean(),
  pausedSites: z.array(hostnameSchema),
  highlightStyle: z.enum(HIGHLIGHT_STYLES),
}) satisfies z.ZodType<Settings>;



export const SETTINGS_VERSION = 1;

export const settingsItem = storage.defineItem<Settings>('local:settings', {
  fallback: DEFAULT_SETTINGS,
  version: SETTINGS_VERSION,
});

export const tokenItem = storage.defineItem<string>('local:token', { fallback: '', version: 1 });

/**
 * Settings as stored, repaired field by field: a value that no longer parses (an older build, a hand
 * edit) falls back to its default instead of breaking every context that reads settings.
 */
export function repairSettings(stored: unknown): Settings {
  const source = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  const repaired: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(settingsSchema.shape)) {
    const parsed = schema.safeParse(source[key]);
    repaired[key] = parsed.success ? parsed.data : DEFAULT_SETTINGS[key as keyof Settings];
  }
  return settingsSchema.parse(repaired);
}

export async function readSettings(): Promise<Settings> {
  return repairSettings(await settingsItem.getValue());
}

/** Validates and merges a change; returns the saved settings. */
export async function updateSettings(change: Partial<Settings>): Promise<Settings> {
  const next = settingsSchema.parse({ ...(await readSettings()), ...change });
  await settingsItem.setValue(next);
  return next;
}


export const MAX_RECENT_QUERIES = 20;

/** The panel's recent look-ups, newest first; cleared from the panel. Identifiers only, no records. */
export const recentQueriesItem = storage.defineItem<string[]>('local:recentQueries', { fallback: [], version: 1 });

export async function rememberQuery(query: string): Promise<string[]> {
  const recent = [query, ...(await recentQueriesItem.getValue()).filter((entry) => entry !== query)].slice(0, MAX_RECENT_QUERIES);
  await recentQueriesItem.setValue(recent);
  return recent;
}

/** The enrichment fields last chosen (`campos`); empty means everything. */
export const enrichmentFieldsItem = storage.defineItem<EnrichmentField[]>('local:enrichmentFields', { fallback: [], version: 1 });
