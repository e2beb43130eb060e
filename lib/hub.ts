/**
 * The background hub: the one place that holds the token, calls the API and touches cached records.
 * `createHub` builds the services and the message handlers; `entrypoints/background` only wires them
 * to browser events.
 */
import { browser } from 'wxt/browser';
import { createApiClient } from './api/client';
import { ApiError } from './api/errors';
import { createRecordCache, type RecordCache } from './cache';
import { testConnection } from './connection-test';
import { createLookupService, type LookupRequest } from './lookup';
import type { MessageHandlers, SenderInfo } from './messaging';
import { openPanel } from './panel';
import { HOUR_MS, readSettings, tokenItem } from './storage';

/** The look-up whose cached answer summarizes an identifier on the hover card. */
function summaryRequest(kind: 'cpf' | 'cnpj' | 'phone' | 'email', value: string): LookupRequest {
  switch (kind) {
    case 'cpf':
      return { resource: 'personProfile', cpf: value };
    case 'cnpj':
      return { resource: 'urbanByCnpj', cnpj: value };
    case 'phone':
      return { resource: 'peopleByPhone', phone: value };
    case 'email':
      return { resource: 'companiesByEmail', email: value };
  }
}

export async function readApiClient() {
  const [settings, token] = await Promise.all([readSettings(), tokenItem.getValue()]);
  if (!token) throw new ApiError('unauthorized', { notConfigured: 'token' });
  if (!settings.apiUrl || !settings.baseUrl) throw new ApiError('network', { notConfigured: 'address' });
  return createApiClient({ token, apiUrl: settings.apiUrl, baseUrl: settings.baseUrl });
}

export interface HubOptions {
  cache?: RecordCache;
}

export function createHub(options: HubOptions = {}) {
  const cache = options.cache ?? createRecordCache();
  const ttlMs = async () => (await readSettings()).cacheTtlHours * HOUR_MS;
  const lookups = createLookupService({ cache, client: readApiClient, ttlMs });

  const senderTab = (sender: SenderInfo) => sender.tab as { id?: number; windowId?: number } | undefined;

  const handlers: MessageHandlers = {
    'summary.peek': async ({ kind, value }) => {
      try {
        return (await lookups.peek(summaryRequest(kind, value))) ?? null;
      } catch {
        // An identifier the page shows but that does not validate has no summary.
        return null;
      }
    },
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
    'cache.stats': () => cache.stats(),
    'cache.list': () => cache.listSubjects(),
    'cache.purgeAll': async () => {
      await cache.purgeAll();
      return { purged: true };
    },
    'cache.purgeSubject': async ({ subject }) => ({ purged: await cache.purgeSubject(subject) }),
  };

  return {
    cache,
    lookups,
    handlers,
    /** Deletes answers past the TTL the user set (all of them when it is 0). */
    sweep: async () => cache.sweepExpired(await ttlMs()),
  };
}
