/**
 * The background service: the one place that holds the token, calls the API and touches cached
 * records. `createBackgroundService` builds the services and the message handlers;
 * `entrypoints/background` only wires them to browser events.
 */
import { browser } from 'wxt/browser';
import { createApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { requireCnpj, requireCpf } from '../api/validate';
import { createRecordCache, type RecordCache } from './cache';
import { testConnection } from './connection-test';
import { createLookupService } from './lookup';
import { createBatchStore } from '../enrichment/batches';
import { contactResults, progressOf } from '../enrichment/progress';
import { createEnrichmentRunner } from '../enrichment/runner';
import type { TabMessages, TabMessageType } from '../protocol/messages';
import { createCardRegistry } from './cards';
import { createLog, type DiagnosticLog } from './log';
import { createRateLimit } from './rate-limit';
import { sendToTab } from '../protocol/send';
import type { MessageHandlers, SenderInfo } from './router';
import { openPanel, openPanelShortcut } from './open-panel';
import { checkPageAccess } from './page-access';
import { HOUR_MS } from '../settings';
import { addSpend } from '../spend';
import { readEnrichmentFields, readSettings, spendItem, tokenItem } from '../storage';
import { cardSummary, summarize } from './summary';

/** Look-ups on hover (when the person turned them on) allowed per minute; more hovers show the cache only. */
export const HOVER_LOOKUPS_PER_MINUTE = 10;
import { allowBrowserViewer } from './pdf-redirect';
import { reviewIdentifier } from './review';

/** Expired records go when the worker starts and every hour after. */
export const SWEEP_ALARM = 'cache-sweep';

/** Counts what each answered request cost, one write at a time (lib/spend.ts). */
let spendWrites = Promise.resolve();
function recordSpend(endpoint: string, consultas: number): void {
  if (consultas <= 0) return;
  spendWrites = spendWrites.then(async () => spendItem.setValue(addSpend(await spendItem.getValue(), endpoint, consultas, Date.now()))).catch(() => undefined);
}

export async function readApiClient() {
  const [settings, token] = await Promise.all([readSettings(), tokenItem.getValue()]);
  if (!token) throw new ApiError('unauthorized', { notConfigured: 'token' });
  if (!settings.apiUrl || !settings.baseUrl) throw new ApiError('network', { notConfigured: 'address' });
  return createApiClient({ token, apiUrl: settings.apiUrl, baseUrl: settings.baseUrl, onSpent: recordSpend });
}

export interface BackgroundServiceOptions {
  cache?: RecordCache;
  /** Asks the worker to wake at this time to go on with enrichment jobs (timer, then alarm). */
  wakeAt?: (time: number) => void;
  log?: DiagnosticLog;
}

/** Asks the active tab's page something; null when no content script answers there. */
async function askActiveTab<T extends TabMessageType>(type: T, payload: TabMessages[T]['payload']): Promise<TabMessages[T]['answer'] | null> {
  const [tab] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
  return tab?.id === undefined ? null : sendToTab(tab.id, type, payload);
}

export function createBackgroundService(options: BackgroundServiceOptions = {}) {
  const cache = options.cache ?? createRecordCache();
  const ttlMs = async () => (await readSettings()).cacheTtlHours * HOUR_MS;
  const lookups = createLookupService({ cache, client: readApiClient, ttlMs });
  const batches = createBatchStore();
  const enrichment = createEnrichmentRunner({ store: batches, client: readApiClient, ...(options.wakeAt ? { wakeAt: options.wakeAt } : {}) });

  const log = options.log ?? createLog();
  const senderTab = (sender: SenderInfo) => sender.tab as { id?: number; windowId?: number } | undefined;
  const cards = createCardRegistry();
  // Look-up on hover spends a credit per hover: a handful a minute is what a person reading a page does.
  const hoverLookups = createRateLimit(HOVER_LOOKUPS_PER_MINUTE, 60_000);

  const handlers: MessageHandlers = {
    'card.open': async (identifier, sender) => ({ cardId: cards.open(identifier, senderTab(sender)?.id, sender.frameId) }),
    'card.get': async ({ cardId }, sender) => cards.get(cardId, senderTab(sender)?.id),
    'card.close': async ({ cardId }, sender) => {
      const { tabId, frameId } = cards.openerOf(cardId, senderTab(sender)?.id);
      await sendToTab(tabId, 'content.closeCard', { cardId }, frameId);
      return { closed: true };
    },
    'card.summary': async ({ cardId }, sender) =>
      cardSummary(cards.get(cardId, senderTab(sender)?.id), {
        peek: (request) => lookups.peek(request),
        lookup: (request) => lookups.lookup(request, { refresh: false }),
        prefetchOnHover: async () => (await readSettings()).prefetchOnHover && hoverLookups.take(),
      }),
    'panel.open': async ({ query, inTab }, sender) => {
      const tab = senderTab(sender);
      const place = await openPanel({ tabId: tab?.id, windowId: tab?.windowId, query, inTab, whenNoGesture: 'wait' });
      return place === 'closed' ? { opened: false, shortcut: await openPanelShortcut() } : { opened: true, shortcut: null };
    },
    'enrich.one': async ({ contact, campos }) => {
      const fields = campos ?? (await readEnrichmentFields());
      return (await readApiClient()).enrichLeads({ contatos: [contact], ...(fields.length ? { campos: fields } : {}) });
    },
    lookup: ({ request, refresh }) => lookups.lookup(request, { refresh: refresh ?? false }),
    'connection.test': async ({ apiUrl, baseUrl, token }) =>
      testConnection(
        { apiUrl, baseUrl, token: token ?? (await tokenItem.getValue()) },
        { hasHostPermission: (origin) => browser.permissions.contains({ origins: [origin] }) },
      ),
    'enrich.start': async ({ contacts, campos, source, retryOf }) =>
      progressOf(await enrichment.start({ contacts, campos, source, ...(retryOf ? { retryOf } : {}) })),
    'enrich.batches': async () => (await batches.all()).map((batch) => progressOf(batch)),
    'enrich.results': async ({ batchId }) => {
      const found = await enrichment.results(batchId);
      if (!found) return null;
      const { header, skipped } = found.batch.source;
      return { progress: progressOf(found.batch), results: contactResults(found.batch, found.items), header, skipped };
    },
    'enrich.cancel': async ({ batchId }) => {
      await enrichment.cancel(batchId);
      return { cancelled: true };
    },
    'enrich.tick': async () => ({ open: await enrichment.advanceAll() }),
    'page.contacts': async () => (await askActiveTab('content.contacts', {})) ?? [],
    'page.fill': async ({ value }) => ({ filled: (await askActiveTab('content.fill', { value })) === true }),
    'page.form': async () => askActiveTab('content.form', {}),
    'page.fillForm': async ({ scanId, writes }) => ({ filled: (await askActiveTab('content.fillForm', { scanId, writes })) ?? 0 }),
    'page.access': ({ windowId }, sender) =>
      checkPageAccess(
        { windowId, ownTabId: senderTab(sender)?.id },
        {
          contains: (origins) => browser.permissions.contains({ origins }),
          activeTab: async (window) => (await browser.tabs.query({ active: true, ...(window === undefined ? { lastFocusedWindow: true } : { windowId: window }) }))[0]?.id,
          // The content script answers `content.host` in every page it runs in (null only off the web).
          reaches: async (tabId) => (await sendToTab(tabId, 'content.host', {})) !== null,
        },
      ),
    'cache.stats': () => cache.stats(),
    'cache.list': () => cache.listSubjects(),
    'cache.purgeAll': async () => {
      // Enrichment results follow the cache's rules: "Apagar tudo" erases them too.
      await Promise.all([cache.purgeAll(), enrichment.removeAll()]);
      return { purged: true };
    },
    'cache.purgeSubject': async ({ subject }) => ({ purged: await cache.purgeSubject(subject) }),
    'recent.summaries': ({ identifiers }) => Promise.all(identifiers.map(({ kind, value }) => summarize(kind, value, (request) => lookups.peek(request)))),
    'reader.review': async ({ identifiers }) => {
      // Each identifier normalized, or the whole message refused as invalid input.
      const subjects = identifiers.map(({ kind, value }) => ({ kind, value: kind === 'cpf' ? requireCpf(value) : requireCnpj(value) }));
      const [ttl, now] = [await ttlMs(), Date.now()];
      return Promise.all(subjects.map((subject) => reviewIdentifier(subject, (request) => lookups.peek(request), ttl, now)));
    },
    'reader.viewer': async ({ url }, sender) => {
      const tabId = senderTab(sender)?.id;
      if (tabId === undefined) return { allowed: false };
      await allowBrowserViewer(url, tabId);
      return { allowed: true };
    },
    'diagnostics.entries': () => log.entries(),
    'diagnostics.clear': async () => {
      await log.clear();
      return { cleared: true };
    },
  };

  /** Deletes answers and finished enrichment batches past the TTL the user set (all when it is 0). */
  const sweep = async () => {
    const ttl = await ttlMs();
    await Promise.all([cache.sweepExpired(ttl), enrichment.sweep(ttl)]);
  };

  return {
    cache,
    lookups,
    handlers,
    enrichment,
    sweep,
    /** On every worker start: sweep now, and keep the hourly alarm. */
    start: async () => {
      if (!(await browser.alarms.get(SWEEP_ALARM))) await browser.alarms.create(SWEEP_ALARM, { periodInMinutes: 60 });
      await sweep();
    },
  };
}
