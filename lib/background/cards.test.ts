import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/errors';
import { CARD_LIFETIME_MS, createCardRegistry, MAX_OPEN_CARDS } from './cards';

describe('open hover cards', () => {
  it('tells a card what it shows, only in the tab that opened it', () => {
    const cards = createCardRegistry(() => 0);
    const id = cards.open({ kind: 'cpf', value: '52998224725' }, 7);
    expect(cards.get(id, 7)).toEqual({ kind: 'cpf', value: '52998224725' });
    expect(() => cards.get(id, 8)).toThrow(ApiError);
    expect(() => cards.get('another', 7)).toThrow(ApiError);
  });

  it('forgets cards past their lifetime and keeps at most 200', () => {
    let time = 0;
    const cards = createCardRegistry(() => time);
    const old = cards.open({ kind: 'email', value: 'ana@exemplo.com.br' }, 1);
    time = CARD_LIFETIME_MS + 1;
    expect(() => cards.get(old, 1)).toThrow(ApiError);
    const ids = Array.from({ length: MAX_OPEN_CARDS + 1 }, () => cards.open({ kind: 'cpf', value: '52998224725' }, 1));
    expect(() => cards.get(ids[0] ?? '', 1)).toThrow(ApiError);
    expect(cards.get(ids.at(-1) ?? '', 1)).toEqual({ kind: 'cpf', value: '52998224725' });
  });

  it('keeps one card shown per tab, across its frames, and names the one to close', () => {
    const cards = createCardRegistry(() => 0);
    const top = cards.open({ kind: 'cpf', value: '52998224725' }, 7, 0);
    const framed = cards.open({ kind: 'phone', value: '+552134567890' }, 7, 3);
    expect(cards.shown(top, 7, 0)).toBeNull();
    expect(cards.shown(framed, 7, 3)).toEqual({ cardId: top, frameId: 0 });
    expect(cards.shown(framed, 7, 3)).toBeNull();
    // Only the frame that opened a card shows it.
    expect(() => cards.shown(top, 7, 3)).toThrow(ApiError);
    expect(() => cards.shown(framed, 8, 3)).toThrow(ApiError);
  });

  it('knows the frame that opened a card, for closing it from the card', () => {
    const cards = createCardRegistry(() => 0);
    const id = cards.open({ kind: 'cpf', value: '52998224725' }, 7, 3);
    expect(cards.openerOf(id, 7)).toEqual({ tabId: 7, frameId: 3, inExtensionPage: false });
    expect(() => cards.openerOf(id, 8)).toThrow(ApiError);
  });

  it('knows a card opened by an extension page (the reader), which a runtime message reaches instead', () => {
    const cards = createCardRegistry(() => 0);
    const id = cards.open({ kind: 'cpf', value: '52998224725' }, 7, 0, true);
    expect(cards.openerOf(id, 7)).toEqual({ tabId: 7, frameId: 0, inExtensionPage: true });
  });

  it('remembers a card opened by the keyboard shortcut, which takes the focus, only for its own tab', () => {
    const cards = createCardRegistry(() => 0);
    const byKey = cards.open({ kind: 'cpf', value: '52998224725', keyboard: true }, 7);
    const byPointer = cards.open({ kind: 'cpf', value: '52998224725' }, 7);
    expect(cards.byKeyboard(byKey, 7)).toBe(true);
    expect(cards.byKeyboard(byPointer, 7)).toBe(false);
    expect(() => cards.byKeyboard(byKey, 8)).toThrow(ApiError);
  });
});
