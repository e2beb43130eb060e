import { describe, expect, it, vi } from 'vitest';
import { createTabMessageListener } from './tab-messages';

const ID = 'atalaia-id';

function listen() {
  const handlers = {
    'content.form': vi.fn(() => ({ scanId: 1, scope: { kind: 'page' as const }, fields: [] })),
    'content.fillForm': vi.fn(() => 2),
    'content.undoFill': vi.fn(() => ({ restored: 2, kept: 0 })),
    'content.fill': vi.fn(() => 'filled' as const),
  };
  const listener = createTabMessageListener(handlers, ID);
  const send = (type: string, payload: unknown, sender = ID) => {
    const answers: unknown[] = [];
    listener({ atalaia: 1, type, payload }, { id: sender }, (answer) => answers.push(answer));
    return answers;
  };
  return { handlers, send };
}

describe('messages from the background to the page', () => {
  it('answers a form fill of the right shape', () => {
    const { send } = listen();
    expect(send('content.form', {})).toEqual([{ scanId: 1, scope: { kind: 'page' }, fields: [] }]);
    expect(send('content.fillForm', { scanId: 1, writes: [{ id: 0, value: 'Maria', replace: false }] })).toEqual([2]);
    expect(send('content.undoFill', { scanId: 1 })).toEqual([{ restored: 2, kept: 0 }]);
  });

  it('drops fills of the wrong shape, and anything not from this extension', () => {
    const { send, handlers } = listen();
    const wrong = [
      { scanId: 1, writes: [] },
      { scanId: 1.5, writes: [{ id: 0, value: 'x', replace: false }] },
      { scanId: 1, writes: [{ id: 0, value: '', replace: false }] },
      { scanId: 1, writes: [{ id: 0, value: 'x', replace: 'sim' }] },
      { scanId: 1, writes: [{ id: 0, value: 'x', replace: false, extra: 1 }] },
      { scanId: 1, writes: Array.from({ length: 101 }, (_, id) => ({ id, value: 'x', replace: false })) },
      { scanId: 1, writes: [{ id: 0, value: 'x', replace: false }], more: true },
    ];
    for (const payload of wrong) expect(send('content.fillForm', payload)).toEqual([]);
    expect(send('content.form', { any: 1 })).toEqual([]);
    for (const payload of [{}, { scanId: '1' }, { scanId: 1, more: true }]) expect(send('content.undoFill', payload)).toEqual([]);
    expect(send('content.fill', { value: 'x'.repeat(2001) })).toEqual([]);
    expect(send('content.form', {}, 'other-extension')).toEqual([]);
    expect(handlers['content.fillForm']).not.toHaveBeenCalled();
    expect(handlers['content.undoFill']).not.toHaveBeenCalled();
  });

  it('checks the card messages between frames: ids, a request id, a flag', () => {
    const showCard = vi.fn(() => null);
    const cardPointer = vi.fn(() => null);
    const listener = createTabMessageListener({ 'content.showCard': showCard, 'content.cardPointer': cardPointer }, ID);
    const send = (type: string, payload: unknown) => listener({ atalaia: 1, type, payload }, { id: ID }, () => undefined);
    send('content.showCard', { cardId: 'c', requestId: 'r', keyboard: false });
    send('content.showCard', { cardId: 'c', requestId: 'r' });
    send('content.showCard', { cardId: 'c', requestId: 'r'.repeat(65), keyboard: false });
    send('content.cardPointer', { cardId: 'c', over: true });
    send('content.cardPointer', { cardId: 'c', over: 'yes' });
    expect(showCard).toHaveBeenCalledTimes(1);
    expect(cardPointer).toHaveBeenCalledTimes(1);
  });

  it('answers later for a handler that answers a promise, keeping the channel open', async () => {
    const listener = createTabMessageListener({ 'content.showCard': async () => ({ left: 1, top: 2, right: 3, bottom: 4 }) }, ID);
    const answers: unknown[] = [];
    const open = listener({ atalaia: 1, type: 'content.showCard', payload: { cardId: 'c', requestId: 'r', keyboard: true } }, { id: ID }, (answer) => answers.push(answer));
    expect(open).toBe(true);
    await vi.waitFor(() => expect(answers).toEqual([{ left: 1, top: 2, right: 3, bottom: 4 }]));
  });
});
