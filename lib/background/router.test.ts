import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/errors';
import { DEFAULT_SETTINGS } from '../settings';
import { MESSAGE_SCHEMAS, type MessageType } from '../protocol/schemas';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { diagnosticsReport } from '../options/diagnostics-report';
import { createLog } from './log';
import { classifySender, createMessageRouter, type MessageHandlers } from './router';

const EXTENSION_ID = 'abcdefghijklmnopabcdefghijklmnop';
const ORIGIN = `chrome-extension://${EXTENSION_ID}/`;
const extensionPage = { id: EXTENSION_ID, url: `${ORIGIN}sidepanel.html` };
const contentScript = { id: EXTENSION_ID, url: 'https://exemplo.com.br/pagina', tab: { id: 7 } };

function spyHandlers() {
  const calls: MessageType[] = [];
  const handlers = Object.fromEntries(
    (Object.keys(MESSAGE_SCHEMAS) as MessageType[]).map((type) => [
      type,
      vi.fn(async () => {
        calls.push(type);
        return { handled: type };
      }),
    ]),
  ) as unknown as MessageHandlers;
  return { handlers, calls };
}

describe('classifySender', () => {
  it('tells extension pages, content scripts and strangers apart', () => {
    expect(classifySender(extensionPage, EXTENSION_ID, ORIGIN)).toBe('extension');
    expect(classifySender(contentScript, EXTENSION_ID, ORIGIN)).toBe('content');
    expect(classifySender({ ...extensionPage, id: 'another-extension' }, EXTENSION_ID, ORIGIN)).toBeNull();
    expect(classifySender({ id: EXTENSION_ID, url: 'https://exemplo.com.br' }, EXTENSION_ID, ORIGIN)).toBeNull();
  });
});

describe('message router', () => {
  it('answers a valid message from an extension page', async () => {
    const { handlers } = spyHandlers();
    const route = createMessageRouter(handlers, { extensionId: EXTENSION_ID, extensionOrigin: ORIGIN });
    const reply = await route({ atalaia: 1, type: 'cache.stats', payload: {} }, extensionPage);
    expect(reply).toEqual({ ok: true, value: { handled: 'cache.stats' } });
  });

  it('lets content scripts send only the allowlisted messages', async () => {
    const { handlers, calls } = spyHandlers();
    const drops: string[] = [];
    const route = createMessageRouter(handlers, { extensionId: EXTENSION_ID, extensionOrigin: ORIGIN, onDrop: (reason) => drops.push(reason) });
    expect(route({ atalaia: 1, type: 'card.open', payload: { kind: 'cpf', value: '52998224725' } }, contentScript)).toBeDefined();
    expect(route({ atalaia: 1, type: 'panel.open', payload: { query: '529.982.247-25' } }, contentScript)).toBeUndefined();
    expect(route({ atalaia: 1, type: 'lookup', payload: { request: { resource: 'vehicles', cpf: '52998224725' } } }, contentScript)).toBeUndefined();
    expect(route({ atalaia: 1, type: 'cache.purgeAll', payload: {} }, contentScript)).toBeUndefined();
    // Records never go to the page's context: summaries and enrichment answer only extension frames.
    expect(route({ atalaia: 1, type: 'card.summary', payload: { cardId: '6f1c2a0e-8d3b-4c5e-9a7f-1b2c3d4e5f60' } }, contentScript)).toBeUndefined();
    expect(route({ atalaia: 1, type: 'enrich.one', payload: { contact: { cpf: '52998224725' } } }, contentScript)).toBeUndefined();
    await Promise.resolve();
    expect(calls).toEqual(['card.open']);
    expect(drops).toEqual(['sender', 'sender', 'sender', 'sender', 'sender']);
  });

  it('takes settings and the token only from extension pages, and the settings as the person has them', async () => {
    const { handlers, calls } = spyHandlers();
    const drops: string[] = [];
    const route = createMessageRouter(handlers, { extensionId: EXTENSION_ID, extensionOrigin: ORIGIN, onDrop: (reason) => drops.push(reason) });
    const options = { id: EXTENSION_ID, url: `${ORIGIN}options.html` };
    for (const sender of [contentScript, { ...contentScript, frameId: 3 }]) {
      expect(route({ atalaia: 1, type: 'settings.update', payload: { monthlyBudget: 0, requirePurpose: false } }, sender)).toBeUndefined();
      expect(route({ atalaia: 1, type: 'token.save', payload: { token: 'de-uma-pagina' } }, sender)).toBeUndefined();
      expect(route({ atalaia: 1, type: 'token.state', payload: {} }, sender)).toBeUndefined();
    }
    expect(drops).toEqual(Array(6).fill('sender'));
    await route({ atalaia: 1, type: 'settings.update', payload: { ...DEFAULT_SETTINGS } }, options);
    await route({ atalaia: 1, type: 'token.save', payload: { token: ' segredo ' } }, options);
    // A field the settings do not have, or a value of the wrong type, is no change at all.
    expect(route({ atalaia: 1, type: 'settings.update', payload: { token: 'x' } }, options)).toBeUndefined();
    expect(route({ atalaia: 1, type: 'settings.update', payload: { monthlyBudget: '0' } }, options)).toBeUndefined();
    expect(calls).toEqual(['settings.update', 'token.save']);
    expect(handlers['token.save']).toHaveBeenCalledWith({ token: 'segredo' }, options);
  });

  it('turns a handler failure into a serialized ApiError, never a throw', async () => {
    const { handlers } = spyHandlers();
    handlers['cache.stats'] = async () => {
      throw new ApiError('server', { status: 503 });
    };
    handlers['cache.list'] = async () => {
      throw new Error('secret detail that must not travel');
    };
    const route = createMessageRouter(handlers, { extensionId: EXTENSION_ID, extensionOrigin: ORIGIN });
    expect(await route({ atalaia: 1, type: 'cache.stats', payload: {} }, extensionPage)).toMatchObject({ ok: false, error: { kind: 'server', status: 503 } });
    const hidden = await route({ atalaia: 1, type: 'cache.list', payload: {} }, extensionPage);
    expect(JSON.stringify(hidden)).not.toContain('secret detail');
  });

  it('logs what a handler throws that is not an ApiError, scrubbed, where "Diagnóstico" reads it', async () => {
    fakeBrowser.reset();
    const { handlers } = spyHandlers();
    handlers['cache.list'] = async () => {
      throw new TypeError('cannot read properties of undefined, looking up 529.982.247-25 for ana@exemplo.com.br');
    };
    handlers['cache.stats'] = async () => {
      throw new ApiError('server', { status: 503 });
    };
    const log = createLog(() => 0);
    const route = createMessageRouter(handlers, { extensionId: EXTENSION_ID, extensionOrigin: ORIGIN, log });
    expect(await route({ atalaia: 1, type: 'cache.list', payload: {} }, extensionPage)).toMatchObject({ ok: false, error: { kind: 'internal' } });
    // A service's refusal is no bug of ours: the page explains it, and the log is not its place.
    await route({ atalaia: 1, type: 'cache.stats', payload: {} }, extensionPage);
    const entries = await log.entries();
    expect(entries).toEqual([{ time: 0, context: 'router cache.list', kind: 'TypeError', message: expect.stringContaining('cannot read properties of undefined') }]);
    const report = diagnosticsReport(entries, '0.2.0', 'test');
    expect(report).toContain('router cache.list\tTypeError\tcannot read properties of undefined');
    for (const personal of ['529', 'ana@']) expect(report).not.toContain(personal);
  });

  it('never throws on fuzzed messages and senders, and only calls handlers with valid payloads', () => {
    const { handlers, calls } = spyHandlers();
    const route = createMessageRouter(handlers, { extensionId: EXTENSION_ID, extensionOrigin: ORIGIN });
    const types = [...Object.keys(MESSAGE_SCHEMAS), 'unknown', '__proto__', 'constructor', 'toString'];
    const message = fc.oneof(
      fc.anything(),
      fc.record({ atalaia: fc.constantFrom(1, 2, '1'), type: fc.constantFrom(...types), payload: fc.anything() }),
      fc.record({ atalaia: fc.constant(1), type: fc.constantFrom(...types), payload: fc.object() }),
    );
    const sender = fc.oneof(
      fc.constant(extensionPage),
      fc.constant(contentScript),
      fc.record({ id: fc.oneof(fc.constant(EXTENSION_ID), fc.string()), url: fc.option(fc.webUrl(), { nil: undefined }), tab: fc.option(fc.object(), { nil: undefined }) }),
    );
    fc.assert(
      fc.property(message, sender, (candidate, from) => {
        const before = calls.length;
        const reply = route(candidate, from);
        if (calls.length > before || reply) {
          const envelope = candidate as { type: MessageType; payload: unknown };
          expect(MESSAGE_SCHEMAS[envelope.type].safeParse(envelope.payload).success).toBe(true);
        }
      }),
      { numRuns: 3000 },
    );
  });
});
