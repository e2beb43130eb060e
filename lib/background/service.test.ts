/**
 * The background service's own rules, through its message handlers, with WXT's fake browser and a
 * fresh fake IndexedDB per test: which page a message comes from, what a card frame may learn (whether
 * the service is set up, never the token), that no request leaves without a token and an address,
 * what the organization's policy forbids, and the sweep's alarm. The services it wires (look-ups, the
 * cache, enrichment, the audit log) have their own tests.
 */
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { ApiError } from '../api/errors';
import { createBackgroundService, originOfSender, SWEEP_ALARM } from './service';

const EXTENSION = 'chrome-extension://abcdefghijklmnopabcdefghijklmnop/';
const fromPage = (path: string) => ({ url: `${EXTENSION}${path}` });
const contentScript = { url: 'https://exemplo.com.br/', tab: { id: 7 }, frameId: 0 };

let service: ReturnType<typeof createBackgroundService>;

beforeEach(() => {
  fakeBrowser.reset();
  // A database of its own per test: the service opens the extension's one by its name.
  vi.stubGlobal('indexedDB', new IDBFactory());
  service = createBackgroundService();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A card opened by a content script for `identifier`, and what the card frame is told about it. */
async function openedCard(identifier: { kind: 'cpf' | 'phone'; value: string }) {
  const { cardId } = await service.handlers['card.open'](identifier, contentScript);
  return service.handlers['card.get']({ cardId }, contentScript);
}

async function configure() {
  await service.handlers['token.save']({ token: 'segredo-do-token' }, fromPage('options.html'));
  await service.handlers['settings.update']({ apiUrl: 'https://api.exemplo.com.br', baseUrl: 'https://base.exemplo.com.br' }, fromPage('options.html'));
}

describe('originOfSender', () => {
  it('names the extension page a message comes from by its address', () => {
    expect(originOfSender(fromPage('card.html'))).toBe('card');
    expect(originOfSender(fromPage('reader.html'))).toBe('reader');
    expect(originOfSender(fromPage('sidepanel.html'))).toBe('panel');
    expect(originOfSender({})).toBe('panel');
  });
});

describe('what a card frame is told', () => {
  it('says whether the service is set up, and never the token', async () => {
    expect(await openedCard({ kind: 'cpf', value: '12345678909' })).toMatchObject({ kind: 'cpf', value: '12345678909', configured: false });
    await configure();
    const card = await openedCard({ kind: 'cpf', value: '12345678909' });
    expect(card).toMatchObject({ configured: true });
    expect(JSON.stringify(card)).not.toContain('segredo-do-token');
  });

  it('offers enrichment for a contact, unless the organization turned it off', async () => {
    expect(await openedCard({ kind: 'phone', value: '+5511987654321' })).toMatchObject({ enrichable: true });
    await fakeBrowser.storage.managed.set({ disabledFeatures: ['enrichment'] });
    expect(await openedCard({ kind: 'phone', value: '+5511987654321' })).toMatchObject({ enrichable: false });
  });

  it('does not give a card to another tab', async () => {
    const { cardId } = await service.handlers['card.open']({ kind: 'cpf', value: '12345678909' }, contentScript);
    await expect(service.handlers['card.get']({ cardId }, { ...contentScript, tab: { id: 8 } })).rejects.toBeInstanceOf(ApiError);
  });
});

describe('requests to the service', () => {
  const lookup = () => service.handlers.lookup({ request: { resource: 'personProfile', cpf: '12345678909' }, confirmed: true }, fromPage('sidepanel.html'));

  it('are not sent without a token, nor without the service’s address', async () => {
    await expect(lookup()).rejects.toMatchObject({ kind: 'unauthorized', details: { notConfigured: 'token' } });
    await service.handlers['token.save']({ token: 'segredo-do-token' }, fromPage('options.html'));
    await expect(lookup()).rejects.toMatchObject({ kind: 'network', details: { notConfigured: 'address' } });
  });

  it('are held to the gate: no request without a purpose when one is required', async () => {
    await configure();
    await service.handlers['settings.update']({ requirePurpose: true }, fromPage('options.html'));
    await expect(lookup()).rejects.toMatchObject({ kind: 'forbidden', details: { blockedBy: 'purpose' } });
  });

  it('an enrichment batch that would now send more than the plan announced is refused before anything is sent', async () => {
    await configure();
    const contacts = [
      { key: 'a', contact: { telefone: '+5511987654321' } },
      { key: 'b', contact: { email: 'ana@exemplo.com.br' } },
    ];
    await expect(
      service.handlers['enrich.start'](
        { batchId: crypto.randomUUID(), contacts, source: { origin: 'csv', label: 'contatos.csv' }, confirmed: true, announced: 1 },
        fromPage('sidepanel.html'),
      ),
    ).rejects.toMatchObject({ kind: 'invalid_input', details: { blockedBy: 'plan' } });
    expect(await service.handlers['enrich.batches']({}, fromPage('sidepanel.html'))).toEqual([]);
  });
});

describe('settings and records', () => {
  it('answers an invalid setting as invalid input, and keeps the purpose of the session', async () => {
    await expect(service.handlers['settings.update']({ cacheTtlHours: -1 }, fromPage('options.html'))).rejects.toMatchObject({ kind: 'invalid_input' });
    expect(await service.handlers['purpose.set']({ purpose: 'Cobrança' }, fromPage('sidepanel.html'))).toEqual({ purpose: 'Cobrança' });
    expect(await service.handlers['purpose.get']({}, fromPage('sidepanel.html'))).toEqual({ purpose: 'Cobrança' });
  });

  it('refuses an identifier to review that is not one', async () => {
    await expect(service.handlers['reader.review']({ identifiers: [{ kind: 'cpf', value: '123' }] }, fromPage('reader.html'))).rejects.toMatchObject({ kind: 'invalid_input' });
  });

  it('does not erase the audit log by hand when the organization fixed its retention', async () => {
    expect(await service.handlers['audit.erase']({}, fromPage('options.html'))).toEqual({ erased: 0 });
    await fakeBrowser.storage.managed.set({ auditRetentionDays: 30 });
    await expect(service.handlers['audit.erase']({}, fromPage('options.html'))).rejects.toMatchObject({ kind: 'forbidden', details: { blockedBy: 'feature' } });
  });

  it('logs what a page reports, and clears the log', async () => {
    await service.handlers['diagnostics.report']({ page: 'options', kind: 'render', message: 'falhou' }, fromPage('options.html'));
    expect(await service.handlers['diagnostics.entries']({}, fromPage('options.html'))).toEqual([expect.objectContaining({ context: 'page options', kind: 'render', message: 'falhou' })]);
    await service.handlers['diagnostics.clear']({}, fromPage('options.html'));
    expect(await service.handlers['diagnostics.entries']({}, fromPage('options.html'))).toEqual([]);
  });
});

describe('start', () => {
  it('keeps one hourly sweep alarm however many times the worker starts', async () => {
    await service.start();
    await service.start();
    expect(await fakeBrowser.alarms.getAll()).toEqual([expect.objectContaining({ name: SWEEP_ALARM, periodInMinutes: 60 })]);
  });
});
