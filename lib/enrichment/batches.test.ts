import { afterEach, describe, expect, it } from 'vitest';
import { failWrites, freshDatabase } from '../storage/testing';
import { createBatchStore, type Batch } from './batches';

let restore: (() => void) | undefined;

afterEach(() => {
  restore?.();
  restore = undefined;
});

const batch = (id: string, createdAt = 1): Batch => ({
  id,
  createdAt,
  source: { label: 'contatos.csv', origin: 'csv' },
  contacts: [
    { key: 'cpf:52998224725', contact: { cpf: '52998224725' }, line: 2, fields: ['Ana Souza', '529.982.247-25'] },
    { key: 'phone:+5511987654321', contact: { telefone: '+5511987654321' }, line: 3, fields: ['Bruno Lima', '(11) 98765-4321'] },
  ],
  chunks: [{ index: 0, mode: 'sync', from: 0, to: 2, state: 'completed', attempts: 0, polls: 0, notBefore: 0 }],
  cancelled: false,
});

function freshStore() {
  const database = freshDatabase();
  const stored = async () => {
    const db = await database();
    return { batches: await db.getAllKeys('batches'), contacts: await db.getAllKeys('contacts'), results: await db.getAllKeys('results') };
  };
  return { store: createBatchStore(database), stored };
}

describe('batch store', () => {
  it('keeps a batch, its contacts and its results, and lists batches without contacts', async () => {
    const { store } = freshStore();
    await store.file(batch('b1'));
    await store.saveResults('b1', 0, [{ status: 'ok' } as never]);
    expect((await store.get('b1'))?.contacts).toHaveLength(2);
    expect(await store.all()).toEqual([expect.not.objectContaining({ contacts: expect.anything() })]);
    expect(await store.results('b1', 0)).toEqual([{ status: 'ok' }]);
  });

  it.each(['batches', 'contacts'] as const)('a batch whose %s cannot be written is not filed at all', async (refused) => {
    const { store, stored } = freshStore();
    restore = failWrites(refused, 'quota');
    await expect(store.file(batch('b1'))).rejects.toThrow();
    restore();
    expect(await stored()).toEqual({ batches: [], contacts: [], results: [] });
  });

  it('erases a batch with its contacts and results, and nothing of another batch', async () => {
    const { store, stored } = freshStore();
    await store.file(batch('b1'));
    await store.file(batch('b10'));
    await store.saveResults('b1', 0, []);
    await store.saveResults('b1', 3, []);
    await store.saveResults('b10', 0, []);
    await store.remove(['b1']);
    expect(await stored()).toEqual({ batches: ['b10'], contacts: ['b10'], results: [['b10', 0]] });
    expect(await store.get('b1')).toBeUndefined();
  });

  it('an erase stopped halfway erases nothing, and the next one everything', async () => {
    const { store, stored } = freshStore();
    await store.file(batch('b1'));
    await store.saveResults('b1', 0, []);
    restore = failWrites('results', 'abort', 1);
    await expect(store.remove(['b1'])).rejects.toThrow();
    restore();
    expect(await stored()).toEqual({ batches: ['b1'], contacts: ['b1'], results: [['b1', 0]] });
    await store.removeAll();
    expect(await stored()).toEqual({ batches: [], contacts: [], results: [] });
  });
});

describe('finding a person in the batches', () => {
  it('finds the batches holding a contact, sent or shown beside the one sent', async () => {
    const { store } = freshStore();
    await store.file(batch('b1'));
    const other = batch('b2');
    other.contacts = [{ key: 'email:ana@exemplo.com.br', contact: { email: 'ana@exemplo.com.br' }, others: [{ kind: 'phone', value: '+5511912345678' }] }];
    await store.file(other);
    expect(await store.holding('cpf:52998224725')).toEqual(['b1']);
    expect(await store.holding('phone:+5511912345678')).toEqual(['b2']);
    expect(await store.holding('cpf:11144477735')).toEqual([]);
    // The person the service found behind the e-mail.
    await store.saveResults('b2', 0, [{ status: 'ok', cpf: '111.444.777-35' } as never]);
    expect(await store.holding('cpf:11144477735')).toEqual(['b2']);
  });
});
