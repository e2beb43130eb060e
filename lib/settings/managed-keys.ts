/**
 * The policy keys' rules: one description feeds both the parser the background applies to
 * `storage.managed` and Chrome's `storage.managed_schema` (written by wxt.config.ts), so the two
 * cannot drift apart. Apart from `./managed.ts` so that pages, which read the background's checked
 * copy, do not load the rules.
 *
 * Chrome drops values of the wrong type before we see them; Firefox hands policy values over as
 * written, so every value is checked here again and a wrong one is ignored, never trusted.
 */
import { MANAGED_FEATURES, type ManagedConfig, type ManagedFeature } from './managed';
import { MAX_AUDIT_RETENTION_DAYS, MAX_CACHE_TTL_HOURS, normalizeApiAddress, normalizeSite } from './index';

type KeyType = 'string' | 'boolean' | 'integer' | 'string[]';

interface KeyRule<T> {
  type: KeyType;
  /** What the key does, written into the schema for whoever writes the policy (docs/deploy.md says the same). */
  description: string;
  /** The value kept, or null when it is not acceptable. */
  parse: (input: unknown) => T | null;
  enum?: readonly string[];
  minimum?: number;
  maximum?: number;
}

const integerIn =
  (minimum: number, maximum: number) =>
  (input: unknown): number | null =>
    typeof input === 'number' && Number.isInteger(input) && input >= minimum && input <= maximum ? input : null;

const stringList =
  (item: (input: unknown) => string | null) =>
  (input: unknown): string[] | null => {
    if (!Array.isArray(input)) return null;
    const items = input.map(item);
    return items.every((value) => value !== null) ? [...new Set(items as string[])] : null;
  };

const purpose = (input: unknown): string | null => (typeof input === 'string' && input.trim() !== '' && input.length <= 200 ? input.trim() : null);

/** A blocked site as written in a policy: a hostname, optionally `*.` for its subdomains too. */
function normalizeSitePattern(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const pattern = input.trim().toLowerCase();
  const wildcard = pattern.startsWith('*.');
  const site = normalizeSite(wildcard ? pattern.slice(2) : pattern);
  return site === null ? null : `${wildcard ? '*.' : ''}${site}`;
}

const MANAGED_KEYS: { [K in keyof ManagedConfig]-?: KeyRule<NonNullable<ManagedConfig[K]>> } = {
  apiUrl: { type: 'string', description: "The records API's api_url address (the /api/v1 paths).", parse: (input) => normalizeApiAddress(input) || null },
  baseUrl: { type: 'string', description: "The records API's base_url address (the other paths).", parse: (input) => normalizeApiAddress(input) || null },
  token: {
    type: 'string',
    description: 'The API token: it stays in the background and is never shown in the options.',
    parse: (input) => (typeof input === 'string' && input.trim() !== '' ? input.trim() : null),
  },
  cacheTtlHoursMax: {
    type: 'integer',
    description: 'The longest cache time, in hours, the person may choose.',
    minimum: 0,
    maximum: MAX_CACHE_TTL_HOURS,
    parse: integerIn(0, MAX_CACHE_TTL_HOURS),
  },
  requirePurpose: {
    type: 'boolean',
    description: 'Ask for a purpose before the first paid action of each browser session; without one, nothing is sent.',
    parse: (input) => (typeof input === 'boolean' ? input : null),
  },
  purposes: { type: 'string[]', description: 'The accepted purposes, offered as a choice; with requirePurpose, only these.', parse: stringList(purpose) },
  auditRetentionDays: {
    type: 'integer',
    description: 'How many days the audit log keeps its entries; the person may not erase it by hand.',
    minimum: 1,
    maximum: MAX_AUDIT_RETENTION_DAYS,
    parse: integerIn(1, MAX_AUDIT_RETENTION_DAYS),
  },
  disabledFeatures: {
    type: 'string[]',
    description: 'Features switched off: gone from the card, the panel, the reader and the options, and refused by the background.',
    enum: MANAGED_FEATURES,
    parse: (input) => stringList((item) => (MANAGED_FEATURES.includes(item as ManagedFeature) ? (item as string) : null))(input) as ManagedFeature[] | null,
  },
  blockedSites: { type: 'string[]', description: 'Hosts where nothing is highlighted (*.host: its subdomains too).', parse: stringList(normalizeSitePattern) },
  monthlyBudget: {
    type: 'integer',
    description: 'Look-ups per month: past 80% the panel warns, at 100% every paid action asks for confirmation.',
    minimum: 1,
    maximum: 100_000_000,
    parse: integerIn(1, 100_000_000),
  },
  auditFullIdentifiers: {
    type: 'boolean',
    description: 'Write identifiers in full in the audit log instead of masked (***.456.789-**).',
    parse: (input) => (typeof input === 'boolean' ? input : null),
  },
};

const MANAGED_KEY_NAMES = Object.keys(MANAGED_KEYS) as (keyof ManagedConfig)[];

/** The policy as received, each key checked on its own: a wrong value is dropped, the others stay. */
export function parseManaged(raw: unknown): ManagedConfig {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const config: Record<string, unknown> = {};
  for (const key of MANAGED_KEY_NAMES) {
    if (!Object.hasOwn(source, key)) continue;
    const value = MANAGED_KEYS[key].parse(source[key]);
    if (value !== null) config[key] = value;
  }
  return config as ManagedConfig;
}

/** Chrome's `storage.managed_schema` for these keys (its subset of JSON Schema). */
export function managedSchema(): object {
  const properties = Object.fromEntries(
    MANAGED_KEY_NAMES.map((key) => {
      const rule = MANAGED_KEYS[key];
      const bounds = { ...(rule.minimum === undefined ? {} : { minimum: rule.minimum }), ...(rule.maximum === undefined ? {} : { maximum: rule.maximum }) };
      if (rule.type === 'string[]') return [key, { type: 'array', description: rule.description, items: { type: 'string', ...(rule.enum ? { enum: [...rule.enum] } : {}) } }];
      return [key, { type: rule.type, description: rule.description, ...bounds }];
    }),
  );
  return { type: 'object', properties };
}
