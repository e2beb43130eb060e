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
import { createEnrichmentMemory } from './enrichment-memory';
import { createBatchStore } from '../enrichment/batches';
import { contactResults, progressOf, spendOfBatch } from '../enrichment/progress';
import type { BatchSummary } from '../enrichment/batches';
import { createEnrichmentRunner } from '../enrichment/runner';
import type { ReaderCommand, TabMessages, TabMessageType } from '../protocol/messages';
import { createCardRegistry } from './cards';
import { createLog, type DiagnosticLog } from './log';
import { createRateLimit } from './rate-limit';
import { sendToTab } from '../protocol/send';
import type { MessageHandlers, SenderInfo } from './router';
import { openPanel, openPanelShortcut } from './open-panel';
import { createOcrStore } from './ocr-store';
import { createPageCollections } from './page-collections';
import { checkPageAccess } from './page-access';
import { HOUR_MS, InvalidSettingError } from '../settings';
import { spendFromLedger } from '../audit/spend';
import { databaseHandle } from '../storage/database';
import { migrateLegacyStores } from './legacy-stores';
import { readEnrichmentFields, spendItem } from '../storage';
import { purposeItem } from '../storage/session';
import { createTrustedSettings, type TrustedSettings } from '../storage/trusted';
import type { AuditOrigin } from '../audit/entries';
import { isContactKind } from '../identifiers/kinds';
import { isDisabled } from '../settings/managed';
import { createAuditLog, type AuditLog } from './audit-log';
import { checkGate, type Requester } from './request-gate';
import { cardSummary, summarize } from './summary';

/** Look-ups on hover (when the person turned them on) allowed per minute; more hovers show the cache only. */
export const HOVER_LOOKUPS_PER_MINUTE = 10;
import { allowBrowserViewer } from './pdf-redirect';
import { markPdfTab } from './pdf-tabs';
import { reviewIdentifier } from './review';
import { operationsApart, withOperationsApart } from './rural-operations';

/** Expired records go when the worker starts and every hour after. */
export const SWEEP_ALARM = 'cache-sweep';

/** Where a message from an extension page comes from, by the page's address. */
export function originOfSender(sender: SenderInfo): AuditOrigin {
  const path = sender.url ? new URL(sender.url).pathname : '';
  if (path === '/card.html') return 'card';
  if (path === '/reader.html') return 'reader';
  return 'panel';
}

/**
 * Reads what the request gate needs, from where no content script writes (lib/storage/trusted.ts),
 * and asks it whether an action spending `incoming` consultas may go: answers the purpose to record
 * with the settings and policy read, or throws the refusal the person reads.
 */
async function passGate(trusted: TrustedSettings, audit: AuditLog, requester: Requester, enrichment: boolean, incoming: number, purposeOverride?: string | null) {
  const [settings, managed, sessionPurpose, monthUsage] = await Promise.all([trusted.read(), trusted.policy(), purposeItem.getValue(), audit.monthUsage()]);
  const purpose = checkGate({
    settings,
    managed,
    purpose: purposeOverride === undefined ? sessionPurpose : (purposeOverride ?? ''),
    monthUsage,
    incoming,
    confirmed: requester.confirmed === true,
    origin: requester.origin,
    enrichment,
  });
  return { settings, managed, purpose };
}

/**
 * The API client for one action, past the gate; it records every request in the audit log and the
 * spend ledger, under `batchId` when it has one.
 */
async function createClient(requester: Requester, enrichment: boolean, purposeOverride: string | null | undefined, audit: AuditLog, trusted: TrustedSettings, batchId?: string) {
  const [{ settings, managed, purpose }, token] = await Promise.all([passGate(trusted, audit, requester, enrichment, 1, purposeOverride), trusted.token()]);
  if (!token) throw new ApiError('unauthorized', { notConfigured: 'token' });
  if (!settings.apiUrl || !settings.baseUrl) throw new ApiError('network', { notConfigured: 'address' });
  const context = { origin: requester.origin, purpose, fullIdentifiers: managed.auditFullIdentifiers === true, ...(batchId ? { batchId } : {}) };
  return createApiClient({ token, apiUrl: settings.apiUrl, baseUrl: settings.baseUrl, audit: (request) => audit.record(request, context) });
}

export interface BackgroundServiceOptions {
  cache?: RecordCache;
  audit?: AuditLog;
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
  // Every use waits for the stores of earlier versions to be moved in (lib/background/legacy-stores.ts).
  const log = options.log ?? createLog();
  // A move that fails (a full disk: the old databases still hold their space) is logged and tried
  // again at the next start; the extension works meanwhile, on what the new database holds.
  const database = databaseHandle({ prepare: (opened) => migrateLegacyStores(opened).catch((error: unknown) => void log.error('migration', error)) });
  const trusted = createTrustedSettings(database);
  const cache = options.cache ?? createRecordCache({ database });
  // The pages' copy of the usage follows the ledger, one write at a time.
  let spendWrites = Promise.resolve();
  const audit: AuditLog =
    options.audit ??
    createAuditLog({
      database,
      onLedger: async () => {
        spendWrites = spendWrites.then(async () => spendItem.setValue(spendFromLedger(await audit.ledger(), Date.now()))).catch(() => undefined);
        await spendWrites;
      },
    });
  const ocr = createOcrStore(database);
  const ttlMs = async () => (await trusted.read()).cacheTtlHours * HOUR_MS;
  const lookups = createLookupService({ cache, client: (requester) => createClient(requester ?? { origin: 'panel' }, false, undefined, audit, trusted), ttlMs });
  const enrichments = createEnrichmentMemory(cache, ttlMs);
  const pageCollections = createPageCollections();
  const batches = createBatchStore(database);
  const enrichment = createEnrichmentRunner({
    store: batches,
    // A batch was confirmed when it was sent, and keeps the purpose it was sent with.
    client: (batch) => createClient({ origin: batch.source.origin ?? 'page', confirmed: true }, true, batch.purpose ?? null, audit, trusted, batch.id),
    ...(options.wakeAt ? { wakeAt: options.wakeAt } : {}),
    logServiceText: (failure, text) => log.note('enrichment', failure, text),
    onResults: (contacts, items) => enrichments.keepMany(contacts.map((entry, position) => ({ contact: entry.contact, item: items[position] }))),
  });

  // A batch's card counts what it sent from the spend ledger, retries and isolations included.
  const progressOfBatch = async (batch: BatchSummary) => progressOf(batch, Date.now(), spendOfBatch(await audit.batchEntries(batch.id)));

  const senderTab = (sender: SenderInfo) => sender.tab as { id?: number; windowId?: number } | undefined;
  const cards = createCardRegistry();
  // Look-up on hover spends a credit per hover: a handful a minute is what a person reading a page does.
  const hoverLookups = createRateLimit(HOVER_LOOKUPS_PER_MINUTE, 60_000);

  const handlers: MessageHandlers = {
    'card.open': async (identifier, sender) => ({
      cardId: cards.open(identifier, senderTab(sender)?.id, sender.frameId, Boolean(sender.url?.startsWith(browser.runtime.getURL('/')))),
    }),
    // Asked by a frame without a site of its own (srcdoc, blob:, data:, sandboxed): its page's top
    // frame answers, since the background cannot read a tab's address.
    'frame.topHost': async (_payload, sender) => {
      const tabId = senderTab(sender)?.id;
      return tabId === undefined ? null : sendToTab(tabId, 'content.host', {}, 0);
    },
    // Only a tab's top frame, whose document the browser's PDF viewer shows; the badge is all it does.
    'page.pdfShown': async (_payload, sender) => {
      const tabId = senderTab(sender)?.id;
      if (tabId === undefined || sender.frameId !== 0 || !sender.url) return { marked: false };
      await markPdfTab(tabId, sender.url, await trusted.policy());
      return { marked: true };
    },
    'card.get': async ({ cardId }, sender) => {
      const shown = cards.get(cardId, senderTab(sender)?.id);
      const [policy, token, settings] = await Promise.all([trusted.policy(), trusted.token(), trusted.read()]);
      const enrichable = isContactKind(shown.kind) && !isDisabled(policy, 'enrichment');
      // Only whether the service is set up crosses to the card frame, never the token.
      const configured = token !== '' && Boolean(settings.apiUrl) && Boolean(settings.baseUrl);
      return cards.byKeyboard(cardId, senderTab(sender)?.id) ? { ...shown, enrichable, configured, keyboard: true } : { ...shown, enrichable, configured };
    },
    'card.close': async ({ cardId }, sender) => {
      const { tabId, frameId, inExtensionPage } = cards.openerOf(cardId, senderTab(sender)?.id);
      if (inExtensionPage) {
        const toReader: ReaderCommand = { atalaia: 1, type: 'reader.closeCard', payload: { tabId, cardId } };
        await browser.runtime.sendMessage(toReader).catch(() => undefined);
      } else {
        await sendToTab(tabId, 'content.closeCard', { cardId }, frameId);
      }
      return { closed: true };
    },
    // One card at a time across the tab's frames; a sub-frame's card shows in the top frame, never
    // clipped by its frame (lib/content/frame-relay.ts).
    'card.show': async ({ cardId, requestId }, sender) => {
      const tabId = senderTab(sender)?.id;
      const before = cards.shown(cardId, tabId, sender.frameId);
      if (tabId === undefined) return { box: null };
      if (before) await sendToTab(tabId, 'content.closeCard', { cardId: before.cardId }, before.frameId);
      if (!requestId) return { box: null };
      return { box: await sendToTab(tabId, 'content.showCard', { cardId, requestId, keyboard: cards.byKeyboard(cardId, tabId) }, 0) };
    },
    'card.hide': async ({ cardId }, sender) => {
      const { tabId, frameId } = cards.openerOf(cardId, senderTab(sender)?.id);
      // The top frame closed a sub-frame's card it showed (the pointer left it, or the page moved or
      // restyled it): the sub-frame forgets it, or a new hover on the same identifier would show nothing.
      if (sender.frameId === 0 && frameId !== 0) {
        await sendToTab(tabId, 'content.closeCard', { cardId }, frameId);
        return { hadFocus: false };
      }
      if (frameId !== sender.frameId) throw new ApiError('not_found', { endpoint: 'card' });
      return { hadFocus: (await sendToTab(tabId, 'content.hideCard', { cardId }, 0)) === true };
    },
    // The page does not see the pointer in the card's frame: the frame tells the one that opened it.
    'card.pointer': async ({ cardId, over }, sender) => {
      const { tabId, frameId, inExtensionPage } = cards.openerOf(cardId, senderTab(sender)?.id);
      if (!inExtensionPage) await sendToTab(tabId, 'content.cardPointer', { cardId, over }, frameId);
      return null;
    },
    // Every card of a tab shows in its top frame (frame 0), which alone can tell what of the page lies over it.
    'card.uncovered': async ({ cardId }, sender) => {
      const { tabId, inExtensionPage } = cards.openerOf(cardId, senderTab(sender)?.id);
      if (inExtensionPage) return true;
      return (await sendToTab(tabId, 'content.cardUncovered', { cardId }, 0)) === true;
    },
    'card.summary': async ({ cardId, onScreen }, sender) =>
      cardSummary(
        cards.get(cardId, senderTab(sender)?.id),
        {
          peek: (request) => lookups.peek(request),
          // A look-up on hover is no action of the person's: past the budget or without a purpose, the card shows the cache only.
          lookup: (request) =>
            lookups.lookup(request, { refresh: false, by: { origin: 'card' } }).catch((error: unknown) => {
              if (!(error instanceof ApiError && error.details.blockedBy)) throw error;
            }),
          prefetchOnHover: async () => (await trusted.read()).prefetchOnHover && hoverLookups.take(),
        },
        onScreen === true,
      ),
    'card.enrichment': async ({ cardId }, sender) => {
      const shown = cards.get(cardId, senderTab(sender)?.id);
      return isContactKind(shown.kind) ? enrichments.last({ kind: shown.kind, value: shown.value }) : null;
    },
    'panel.open': async ({ query, inTab }, sender) => {
      const tab = senderTab(sender);
      const place = await openPanel({ tabId: tab?.id, windowId: tab?.windowId, query, inTab, whenNoGesture: 'wait' });
      return place === 'closed' ? { opened: false, shortcut: await openPanelShortcut() } : { opened: true, shortcut: null };
    },
    'enrich.one': async ({ contact, campos, confirmed }, sender) => {
      const fields = campos ?? (await readEnrichmentFields());
      const client = await createClient({ origin: originOfSender(sender), confirmed }, true, undefined, audit, trusted);
      const answer = await client.enrichLeads({ contatos: [contact], ...(fields.length ? { campos: fields } : {}) });
      // The answer is paid for: a cache that fails to keep it does not lose it.
      await enrichments.keep(contact, answer).catch(() => undefined);
      return answer;
    },
    lookup: async ({ request, refresh, confirmed, operationsApart }, sender) => {
      const result = await lookups.lookup(request, { refresh: refresh ?? false, by: { origin: originOfSender(sender), confirmed } });
      return operationsApart ? withOperationsApart(request, result, (cached) => lookups.peek(cached)) : result;
    },
    'lookup.operations': ({ cpf, fetchedAt, partners }) => operationsApart(cpf, fetchedAt, partners, (request) => lookups.peek(request)),
    'settings.update': async (change) =>
      trusted.update(change).catch((error: unknown) => {
        throw error instanceof InvalidSettingError ? new ApiError('invalid_input') : error;
      }),
    'token.save': ({ token }) => trusted.saveToken(token),
    'token.state': () => trusted.tokenState(),
    'connection.test': async ({ apiUrl, baseUrl, token }) =>
      testConnection(
        // The organization's token, when it set one: the options page neither shows nor sends it. Else
        // the one typed in the form, or the one kept (which the page never holds).
        { apiUrl, baseUrl, token: (await trusted.policy()).token ?? (token || (await trusted.token())) },
        { hasHostPermission: (origin) => browser.permissions.contains({ origins: [origin] }) },
      ),
    'enrich.known': async ({ contacts }) => ({ known: [...(await enrichments.fresh(contacts)).keys()] }),
    'enrich.start': async ({ batchId, contacts, campos, source: declared, retryOf, confirmed, resendKnown, announced }) => {
      // The origin is ours to say: contacts read from a page make a page batch, whatever the panel
      // declares, so that the organization's pageEnrichment switch holds.
      const fromPage = declared.origin === 'page' || (await pageCollections.holdsAny(contacts.map((entry) => entry.contact)));
      const source = { ...declared, origin: fromPage ? ('page' as const) : ('csv' as const) };
      const known = resendKnown ? new Map() : await enrichments.fresh(contacts.map((entry) => entry.contact));
      // The whole batch is held to the budget before anything is sent (what it sends, not what the cache answers): one that would cross it asks.
      const incoming = contacts.length - known.size;
      // Kept answers that expired (or were erased) since the plan was shown would make it send more than it said.
      if (announced !== undefined && incoming > announced) throw new ApiError('invalid_input', { blockedBy: 'plan' });
      // The checks now, with the session's purpose, which the batch keeps for all its requests.
      const { purpose: checked } = await passGate(trusted, audit, { origin: source.origin, confirmed }, true, incoming);
      return progressOfBatch(await enrichment.start({ id: batchId, contacts, campos, source, purpose: checked, alreadyEnriched: known, ...(retryOf ? { retryOf } : {}) }));
    },
    'enrich.batches': async () => Promise.all((await batches.all()).map(progressOfBatch)),
    'enrich.results': async ({ batchId }) => {
      const found = await enrichment.results(batchId);
      if (!found) return null;
      const { header, skipped } = found.batch.source;
      return { progress: await progressOfBatch(found.batch), results: contactResults(found.batch, found.items), header, skipped };
    },
    'enrich.cancel': async ({ batchId }) => {
      await enrichment.cancel(batchId);
      return { cancelled: true };
    },
    'enrich.decide': async ({ batchId, chunk, choice, confirmed }) => {
      // A choice that sends is a paid action of its own: held to the budget with what it may send.
      const cost = await enrichment.decisionCost(batchId, chunk, choice);
      if (cost && cost.contacts > 0) await passGate(trusted, audit, { origin: cost.origin ?? 'page', confirmed }, true, cost.contacts);
      return { taken: await enrichment.decide(batchId, chunk, choice) };
    },
    'enrich.tick': async () => ({ open: await enrichment.advanceAll() }),
    'page.contacts': async () => {
      const contacts = (await askActiveTab('content.contacts', {})) ?? [];
      await pageCollections.remember(contacts);
      return contacts;
    },
    'page.fill': async ({ value }) => {
      const outcome = await askActiveTab('content.fill', { value });
      return outcome === 'closed_field' ? { filled: false, closedField: true } : { filled: outcome === 'filled' };
    },
    'page.form': async () => askActiveTab('content.form', {}),
    'page.fillForm': async ({ scanId, writes }) => ({ filled: (await askActiveTab('content.fillForm', { scanId, writes })) ?? 0 }),
    'page.undoFill': async ({ scanId }) => (await askActiveTab('content.undoFill', { scanId })) ?? { restored: 0, kept: 0 },
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
      // So does what OCR read in the reader: "Apagar tudo" leaves nothing of a document behind.
      await Promise.all([cache.purgeAll(), enrichment.removeAll(), pageCollections.clear(), ocr.erase()]);
      return { purged: true };
    },
    // Everything kept about the identifier goes: its answers, and the enrichment batches that hold it.
    'cache.purgeSubject': async ({ subject }) => {
      const [answers, batchesErased] = await Promise.all([cache.purgeSubject(subject), enrichment.forget(subject), pageCollections.forget(subject)]);
      return { purged: answers + batchesErased };
    },
    'recent.summaries': ({ identifiers }) => Promise.all(identifiers.map(({ kind, value }) => summarize(kind, value, (request) => lookups.peek(request)))),
    'reader.review': async ({ identifiers }) => {
      // Each identifier normalized, or the whole message refused as invalid input.
      const subjects = identifiers.map(({ kind, value }) => ({ kind, value: kind === 'cpf' ? requireCpf(value) : requireCnpj(value) }));
      const [ttl, now, peek] = [await ttlMs(), Date.now(), await lookups.peekerForMany()];
      return Promise.all(subjects.map((subject) => reviewIdentifier(subject, peek, ttl, now)));
    },
    'reader.viewer': async ({ url }, sender) => {
      const tabId = senderTab(sender)?.id;
      if (tabId === undefined) return { allowed: false };
      await allowBrowserViewer(url, tabId);
      return { allowed: true };
    },
    'purpose.get': async () => ({ purpose: await purposeItem.getValue() }),
    'purpose.set': async ({ purpose }) => {
      await purposeItem.setValue(purpose);
      return { purpose };
    },
    'audit.entries': () => audit.entries(),
    'audit.erase': async ({ olderThanDays }) => {
      // A retention the organization fixed is theirs to keep: nothing younger is erased by hand.
      const managed = await trusted.policy();
      if (managed.auditRetentionDays !== undefined) throw new ApiError('forbidden', { blockedBy: 'feature' });
      if (olderThanDays === undefined) {
        const count = (await audit.entries()).length;
        await audit.eraseAll();
        return { erased: count };
      }
      return { erased: await audit.eraseOlderThan(olderThanDays) };
    },
    // The log scrubs the message again (digits, e-mail addresses, query strings).
    'ocr.pages': async ({ hash }) => ({ pages: await ocr.pages(hash, await ttlMs()) }),
    'ocr.save': async ({ hash, title, page, ocr: read }) => ({ saved: await ocr.save({ hash, title, page, ocr: read }, await ttlMs()) }),
    'ocr.list': () => ocr.list(),
    'ocr.erase': async ({ hash }) => {
      await ocr.erase(hash);
      return { erased: true };
    },
    'reader.failure': async ({ kind, message }) => {
      await log.note('reader', kind, message);
      return { logged: true };
    },
    'diagnostics.entries': () => log.entries(),
    'diagnostics.clear': async () => {
      await log.clear();
      return { cleared: true };
    },
    'diagnostics.report': async ({ page, kind, message }) => {
      await log.note(`page ${page}`, kind, message);
      return { logged: true };
    },
  };

  /**
   * Deletes answers and finished enrichment batches past the TTL the user set (all when it is 0), and
   * audit entries past the retention.
   */
  const sweep = async () => {
    const settings = await trusted.read();
    const ttl = settings.cacheTtlHours * HOUR_MS;
    await Promise.all([cache.sweepExpired(ttl), enrichment.sweep(ttl), ocr.sweep(ttl), audit.eraseOlderThan(settings.auditRetentionDays), audit.pruneLedger()]);
  };

  return {
    cache,
    lookups,
    handlers,
    enrichment,
    audit,
    /** The settings and token as the background keeps them, for the browser's UI and the sandbox build. */
    settings: trusted,
    sweep,
    /** On every worker start: sweep now, and keep the hourly alarm. */
    start: async () => {
      if (!(await browser.alarms.get(SWEEP_ALARM))) await browser.alarms.create(SWEEP_ALARM, { periodInMinutes: 60 });
      await sweep();
      await spendItem.setValue(spendFromLedger(await audit.ledger(), Date.now()));
    },
  };
}
