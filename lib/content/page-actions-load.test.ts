/** Loading the content script's on-demand part: once, through the world's global, again after a failure. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PageActions } from './page-actions';
import { createPageActionsLoader, offerPageActions, PAGE_ACTIONS_KEY, PAGE_ACTIONS_SCRIPT } from './page-actions-load';

const document = {} as Document;
const actions = { fill: () => 'filled' } as unknown as PageActions;

afterEach(() => {
  delete (globalThis as Record<symbol, unknown>)[PAGE_ACTIONS_KEY];
});

describe('the page actions loader', () => {
  it('imports the script once, at the extension’s address, and builds the actions of this document', async () => {
    const create = vi.fn(() => actions);
    const importScript = vi.fn(async (url: string) => {
      expect(url.endsWith(PAGE_ACTIONS_SCRIPT)).toBe(true);
      offerPageActions(create);
    });
    const load = createPageActionsLoader(document, importScript);
    const [first, second] = await Promise.all([load(), load()]);
    expect(await load()).toBe(first);
    expect(first).toBe(actions);
    expect(second).toBe(actions);
    expect(importScript).toHaveBeenCalledOnce();
    expect(create).toHaveBeenCalledExactlyOnceWith(document);
  });

  it('tries again on the next request after an import that failed', async () => {
    const importScript = vi.fn().mockRejectedValueOnce(new Error('extension reloaded')).mockImplementation(async () => offerPageActions(() => actions));
    const load = createPageActionsLoader(document, importScript);
    await expect(load()).rejects.toThrow('extension reloaded');
    expect(await load()).toBe(actions);
    expect(importScript).toHaveBeenCalledTimes(2);
  });

  it('says so when the script ran without offering its actions', async () => {
    const load = createPageActionsLoader(document, async () => undefined);
    await expect(load()).rejects.toThrow('did not offer');
  });

  it('finds the actions a script run earlier in this world offered (a module runs once per world)', async () => {
    offerPageActions(() => actions);
    expect(await createPageActionsLoader(document, async () => undefined)()).toBe(actions);
  });
});
