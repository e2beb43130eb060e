/**
 * For unit tests (fake-indexeddb): a database of its own per test, and faults played inside
 * IndexedDB itself, so that the code under test meets them where a browser raises them.
 */
import { databaseHandle, type AtalaiaDatabase, type AtalaiaStore } from './database';

let databases = 0;

/** A new, empty database for one test. */
export function freshDatabase(): () => Promise<AtalaiaDatabase> {
  databases += 1;
  return databaseHandle({ name: `test-${databases}-${Math.random().toString(36).slice(2)}` });
}

export type StorageFault =
  /** The disk is full: the browser aborts the transaction with a QuotaExceededError. */
  | 'quota'
  /** The transaction is aborted under the write, as when the worker is stopped mid-transaction. */
  | 'abort';

/** fake-indexeddb's transaction, whose abort can carry an error's name as a browser's does. */
interface FakeTransaction {
  _state: string;
  _abort(errorName: string | null): void;
}

/**
 * Makes writes (`put`, `add`, `delete`, `clear`) to `store` fail, `times` times (every time by
 * default), the way a browser fails them: the request is queued, then its transaction aborts (with a
 * QuotaExceededError for a full disk) before anything commits. Answers how to stop.
 */
export function failWrites(store: AtalaiaStore, fault: StorageFault, times = Number.POSITIVE_INFINITY): () => void {
  const prototype = IDBObjectStore.prototype;
  const methods = ['put', 'add', 'delete', 'clear'] as const;
  const originals = methods.map((method) => [method, prototype[method]] as const);
  let left = times;
  for (const [method, original] of originals) {
    (prototype as unknown as Record<string, unknown>)[method] = function (this: IDBObjectStore, ...args: unknown[]) {
      const request = (original as (...values: unknown[]) => unknown).apply(this, args);
      if (this.name === store && left > 0) {
        left -= 1;
        const transaction = this.transaction as unknown as FakeTransaction;
        // After the caller's other requests of this turn are queued, as a browser's abort comes.
        queueMicrotask(() => {
          if (transaction._state !== 'active') return;
          transaction._abort(fault === 'quota' ? 'QuotaExceededError' : null);
        });
      }
      return request;
    };
  }
  return () => {
    for (const [method, original] of originals) (prototype as unknown as Record<string, unknown>)[method] = original;
  };
}
