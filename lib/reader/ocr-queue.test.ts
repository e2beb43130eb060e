import { describe, expect, it, vi } from 'vitest';
import { createOcrQueue } from './ocr-queue';

/** A queue whose reads finish when the test says so. */
function harness(parallel?: number) {
  const pending = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
  const read = vi.fn((page: number, _slot: number) => new Promise<void>((resolve, reject) => pending.set(page, { resolve, reject })));
  const stop = vi.fn(() => {
    for (const { reject } of pending.values()) reject(new Error('stopped'));
    pending.clear();
  });
  const queue = createOcrQueue({ read, stop, onChange: () => undefined, ...(parallel && { parallel }) });
  const finish = async (page: number) => {
    pending.get(page)?.resolve();
    pending.delete(page);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { queue, read, stop, finish };
}

describe('createOcrQueue', () => {
  it('reads pages one at a time in reading order, whatever order they were asked in', async () => {
    const { queue, read, finish } = harness();
    queue.add([5, 2, 9]);
    expect(read).toHaveBeenCalledTimes(1);
    expect(queue.progress()).toMatchObject({ running: true, current: 2, done: 0, total: 3 });
    queue.add([3]);
    await finish(2);
    expect(read.mock.calls.map(([page]) => page)).toEqual([2, 3]);
    await finish(3);
    await finish(5);
    await finish(9);
    expect(read.mock.calls.map(([page]) => page)).toEqual([2, 3, 5, 9]);
    expect(queue.progress()).toMatchObject({ running: false, done: 4, total: 4 });
  });

  it('never reads a page twice, nor one the cache gave', async () => {
    const { queue, read, finish } = harness();
    queue.markRead(1);
    queue.add([1, 2, 2]);
    await finish(2);
    queue.add([2]);
    expect(read.mock.calls.map(([page]) => page)).toEqual([2]);
  });

  it('cancel stops the page being read and drops those waiting; the pages read stay read', async () => {
    const { queue, read, stop, finish } = harness();
    queue.add([1, 2, 3]);
    await finish(1);
    queue.cancel();
    expect(stop).toHaveBeenCalledTimes(1);
    expect(queue.progress()).toMatchObject({ running: false, total: 0 });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(read.mock.calls.map(([page]) => page)).toEqual([1, 2]);
    queue.add([1, 2, 3]);
    expect(read.mock.calls.map(([page]) => page)).toEqual([1, 2, 2]);
  });

  it('counts a page that fails and goes on with the next', async () => {
    const { queue, read } = harness();
    read.mockImplementationOnce(() => Promise.reject(new Error('unreadable')));
    queue.add([1, 2]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(queue.progress()).toMatchObject({ current: 2, failed: 1, done: 1 });
  });

  it('with two slots, reads the two lowest pages at once, each slot taking the next lowest when it is free', async () => {
    const { queue, read, finish } = harness(2);
    queue.add([5, 2, 9, 3]);
    expect(read.mock.calls).toEqual([
      [2, 0],
      [3, 1],
    ]);
    expect(queue.progress()).toMatchObject({ running: true, current: 2, reading: [2, 3], done: 0, total: 4 });
    expect([2, 3, 5].map(queue.isWaiting)).toEqual([true, true, true]);
    await finish(3);
    expect(read.mock.calls.at(-1)).toEqual([5, 1]);
    await finish(2);
    expect(read.mock.calls.at(-1)).toEqual([9, 0]);
    expect(queue.progress()).toMatchObject({ running: true, current: 5, reading: [5, 9], done: 2, total: 4 });
    await finish(5);
    await finish(9);
    expect(read).toHaveBeenCalledTimes(4);
    expect(queue.progress()).toMatchObject({ running: false, current: null, done: 4, total: 4 });
  });

  it('with two slots, cancel stops both pages being read at once and reads nothing more', async () => {
    const { queue, read, stop } = harness(2);
    queue.add([1, 2, 3]);
    queue.cancel();
    expect(stop).toHaveBeenCalledTimes(1);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(read.mock.calls.map(([page]) => page)).toEqual([1, 2]);
    expect(queue.progress()).toMatchObject({ running: false, done: 0, failed: 0, total: 0 });
  });
});
