/**
 * The background hub: the one place that holds the token, calls the API and touches cached records.
 * `createHub` builds the services and the message handlers; `entrypoints/background` only wires them
 * to browser events.
 */
import { browser } from 'wxt/browser';
import { createApiClient } from '../api/client';
import { ApiError } from '../api/errors';
import { createRecordCache, type RecordCache } from './cache';
import { testConnection } from './connection-test';
import { createLookupService } from './lookup';
import { createBatchStore } from '../enrichment/batches';
import { contactResults, progressOf } from '../enrichment/progress';
import { createEnrichmentRunner } from '../enrichment/runner';
import type { CardIdentifier, MessageHandlers, PageContact, SenderInfo } from './router';
import { openPanel } from './open-panel';
import { HOUR_MS, readSettings, tokenItem } from '../storage';
import { summarize } from './summary';

/** Cards open at most this long ago can still ask what they show. */
const CARD_LIFETIME_MS = 30 * 60 * 1000;
const MAX_OPEN_CARDS = 200;

interface OpenCard extends CardIdentifier {
  tabId: number | undefined;
  openedAt: number;
}

export async function readApiClient() {
  const [settings, token] = await Promise.all([readSettings(), tokenItem.getValue()]);
  if (!token) throw new ApiError('unauthorized', { notConfigured: 'token' });
  if (!settings.apiUrl || !settings.baseUrl) throw new ApiError('network', { notConfigured: 'address' });
  return createApiClient({ token, apiUrl: settings.apiUrl, baseUrl: settings.baseUrl });
}

export interface HubOptions {
  cache?: RecordCache;
  /** Asks the worker to wake at this time to go on with enrichment jobs (timer, then alarm). */
  wakeAt?: (time: number) => void;
}

/** Asks the active tab's content script something; null when there is none (a browser page, a PDF). */
async function askActiveTab<T>(message: { atalaia: 1; type: string; payload?: unknown }): Promise<T | null> {
  const [tab] = await browser.tabs.query({ active: true, lastFocusedWindow: true });
  if (tab?.id === undefined) return null;
  try {
    return ((await browser.tabs.sendMessage(tab.id, message, { frameId: 0 })) as T | undefined) ?? null;
  } catch {
    return null;
  }
}

export function createHub(options: HubOptions = {}) {
  const cache = options.cache ?? createRecordCache();
  const ttlMs = async () => (await readSettings()).cacheTtlHours * HOUR_MS;
  const lookups = createLookupService({ cache, client: readApiClient, ttlMs });
  const batches = createBatchStore();
  const enrichment = createEnrichmentRunner({ store: batches, client: readApiClient, ...(options.wakeAt ? { wakeAt: options.wakeAt } : {}) });

  const senderTab = (sender: SenderInfo) => sender.tab as { id?: number; windowId?: number } | undefined;
  // Kept in memory: a card outlives neither the page nor, in practice, the worker.
  const cards = new Map<string, OpenCard>();

  const handlers: MessageHandlers = {
    'card.open': async (identifier, sender) => {
      const cardId = crypto.randomUUID();
      const now = Date.now();
      for (const [id, card] of cards) if (now - card.openedAt > CARD_LIFETIME_MS || cards.size >= MAX_OPEN_CARDS) cards.delete(id);
      cards.set(cardId, { ...identifier, tabId: senderTab(sender)?.id, openedAt: now });
      return { cardId };
    },
    'card.get': async ({ cardId }, sender) => {
      const card = cards.get(cardId);
      // A card frame answers only in the tab whose content script opened it.
      if (!card || card.tabId !== senderTab(sender)?.id) throw new ApiError('not_found', { endpoint: 'card' });
      return { kind: card.kind, value: card.value };
    },
    'summary.peek': ({ kind, value }) => summarize(kind, value, (request) => lookups.peek(request)),
    'panel.open': async ({ query }, sender) => {
      const tab = senderTab(sender);
      await openPanel({ tabId: tab?.id, windowId: tab?.windowId, query });
      return { opened: true };
    },
    'enrich.one': async ({ contact, campos }) => (await readApiClient()).enrichLeads({ contatos: [contact], campos }),
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
      return { progress: progressOf(found.batch), results: contactResults(found.batch, found.items), header: found.batch.source.header };
    },
    'enrich.cancel': async ({ batchId }) => {
      await enrichment.cancel(batchId);
      return { cancelled: true };
    },
    'enrich.tick': async () => ({ open: await enrichment.advanceAll() }),
    'page.contacts': async () => (await askActiveTab<PageContact[]>({ atalaia: 1, type: 'content.contacts' })) ?? [],
    'page.fill': async ({ value }) => ({ filled: (await askActiveTab<boolean>({ atalaia: 1, type: 'content.fill', payload: { value } })) === true }),
    'cache.stats': () => cache.stats(),
    'cache.list': () => cache.listSubjects(),
    'cache.purgeAll': async () => {
      // Enrichment results follow the cache's rules: "Apagar tudo" erases them too.
      await Promise.all([cache.purgeAll(), enrichment.removeAll()]);
      return { purged: true };
    },
    'cache.purgeSubject': async ({ subject }) => ({ purged: await cache.purgeSubject(subject) }),
  };

  return {
    cache,
    lookups,
    handlers,
    enrichment,
    /** Deletes answers and finished enrichment batches past the TTL the user set (all when it is 0). */
    sweep: async () => {
      const ttl = await ttlMs();
      await Promise.all([cache.sweepExpired(ttl), enrichment.sweep(ttl)]);
    },
  };
}
