import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import type { PageContact } from '../protocol/messages';
import { COLLECTION_LIFETIME_MS, createPageCollections, MAX_COLLECTIONS } from './page-collections';

const row = (cpf: string, phone?: string): PageContact => ({
  primary: { kind: 'cpf', value: cpf },
  others: phone ? [{ kind: 'phone', value: phone }] : [],
});

describe('page collections', () => {
  let time = 1_000_000;
  const now = () => time;
  beforeEach(() => {
    fakeBrowser.reset();
    time = 1_000_000;
  });

  it('knows the contacts a page gave, by any of their identifiers, and nothing else', async () => {
    const collections = createPageCollections(undefined, now);
    await collections.remember([row('52998224725', '+5511987654321')]);
    expect(await collections.holdsAny([{ cpf: '52998224725' }])).toBe(true);
    // The same person's phone, as the enrichment endpoints take it (area code and number).
    expect(await collections.holdsAny([{ telefone: '11987654321' }])).toBe(true);
    expect(await collections.holdsAny([{ cpf: '11144477735' }, { email: 'ana@exemplo.com.br' }])).toBe(false);
  });

  it('is still known after the worker restarts, and forgotten after a day', async () => {
    await createPageCollections(undefined, now).remember([row('52998224725')]);
    const restarted = createPageCollections(undefined, now);
    expect(await restarted.holdsAny([{ cpf: '52998224725' }])).toBe(true);
    time += COLLECTION_LIFETIME_MS;
    expect(await restarted.holdsAny([{ cpf: '52998224725' }])).toBe(false);
  });

  it('erases one person on "Apagar tudo sobre X" and everyone on "Apagar tudo"', async () => {
    const collections = createPageCollections(undefined, now);
    await collections.remember([row('52998224725'), row('11144477735')]);
    await collections.forget('cpf:52998224725');
    expect(await collections.holdsAny([{ cpf: '52998224725' }])).toBe(false);
    expect(await collections.holdsAny([{ cpf: '11144477735' }])).toBe(true);
    await collections.clear();
    expect(await collections.holdsAny([{ cpf: '11144477735' }])).toBe(false);
    expect(await fakeBrowser.storage.session.get(null)).toEqual({ pageCollections: [] });
  });

  it('keeps the latest collections only, and two read at once both', async () => {
    const collections = createPageCollections(undefined, now);
    await Promise.all([collections.remember([row('52998224725')]), collections.remember([row('11144477735')])]);
    expect(await collections.holdsAny([{ cpf: '52998224725' }])).toBe(true);
    expect(await collections.holdsAny([{ cpf: '11144477735' }])).toBe(true);
    for (let index = 0; index < MAX_COLLECTIONS; index++) await collections.remember([row('39053344705')]);
    expect(await collections.holdsAny([{ cpf: '52998224725' }])).toBe(false);
  });
});
