import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { freshDatabase } from '../storage/testing';
import { createTrustedSettings, type TrustedSettings } from '../storage/trusted';
import { hostOf, hostOfTab, PAUSE_ALL_MENU, PAUSE_SITE_MENU, syncPauseMenus, togglePause } from './pause-menus';

type MenuProperties = { checked?: boolean; enabled?: boolean };

/**
 * fakeBrowser mocks neither tabs.sendMessage nor contextMenus, and its tabs.query needs a focused
 * window: the active tab is given, the content scripts are a map of tab ids to the host each answers
 * (a missing id has no content script), and the menu is the last properties each item was given.
 */
function stubBrowser(answers: Record<number, unknown>, activeTabId = 1) {
  const sent: unknown[][] = [];
  const menu: Record<string, MenuProperties> = {};
  vi.spyOn(fakeBrowser.tabs, 'query').mockImplementation((async () => [{ id: activeTabId }]) as unknown as typeof fakeBrowser.tabs.query);
  vi.spyOn(fakeBrowser.tabs, 'sendMessage').mockImplementation((async (tabId: number, message: unknown, options: unknown) => {
    sent.push([tabId, message, options]);
    if (!(tabId in answers)) throw new Error('Could not establish connection. Receiving end does not exist.');
    return answers[tabId];
  }) as typeof fakeBrowser.tabs.sendMessage);
  vi.spyOn(fakeBrowser.contextMenus, 'update').mockImplementation((async (id: string, properties: MenuProperties) => {
    menu[id] = { ...menu[id], ...properties };
  }) as typeof fakeBrowser.contextMenus.update);
  return { sent, menu };
}

let stored: TrustedSettings;

beforeEach(() => {
  fakeBrowser.reset();
  stored = createTrustedSettings(freshDatabase());
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('hostOf', () => {
  it('takes hosts the settings can hold, lower-cased, ports included', () => {
    expect(hostOf('WWW.Exemplo.com.br')).toBe('www.exemplo.com.br');
    expect(hostOf('127.0.0.1:8080')).toBe('127.0.0.1:8080');
  });

  it('refuses no answer, an empty host (file:///) and anything that is not a host', () => {
    for (const answer of [undefined, null, '', 42, { host: 'exemplo.com.br' }, 'exemplo.com.br/caminho', 'https://exemplo.com.br']) {
      expect(hostOf(answer)).toBeNull();
    }
  });
});

describe('hostOfTab', () => {
  it("asks the tab's top frame only", async () => {
    const { sent } = stubBrowser({ 7: 'exemplo.com.br' });
    expect(await hostOfTab(7)).toBe('exemplo.com.br');
    expect(sent).toEqual([[7, { atalaia: 1, type: 'content.host', payload: {} }, { frameId: 0 }]]);
  });

  it('is null for a tab without a content script, or without a tab', async () => {
    const { sent } = stubBrowser({});
    expect(await hostOfTab(7)).toBeNull();
    expect(await hostOfTab(undefined)).toBeNull();
    expect(sent).toHaveLength(1);
  });
});

describe('syncPauseMenus', () => {
  it('enables "this site" where the content script answers, checked when the site is paused', async () => {
    const { menu } = stubBrowser({ 1: 'exemplo.com.br' });
    await syncPauseMenus(stored);
    expect(menu).toEqual({ [PAUSE_SITE_MENU]: { checked: false, enabled: true }, [PAUSE_ALL_MENU]: { checked: false } });

    await stored.update({ pausedSites: ['exemplo.com.br'], pausedEverywhere: true });
    await syncPauseMenus(stored);
    expect(menu).toEqual({ [PAUSE_SITE_MENU]: { checked: true, enabled: true }, [PAUSE_ALL_MENU]: { checked: true } });
  });

  it('disables "this site" where no content script answers, even if some site is paused', async () => {
    await stored.update({ pausedSites: ['exemplo.com.br'] });
    const { menu } = stubBrowser({});
    await syncPauseMenus(stored);
    expect(menu[PAUSE_SITE_MENU]).toEqual({ checked: false, enabled: false });
  });

  it('keeps the latest of two overlapping syncs', async () => {
    const { menu } = stubBrowser({});
    let answerFirst: (host: string) => void = () => undefined;
    const answers = [new Promise<string>((resolve) => (answerFirst = resolve)), Promise.resolve('novo.exemplo.com.br')];
    vi.mocked(fakeBrowser.tabs.sendMessage).mockImplementation((() => answers.shift()) as typeof fakeBrowser.tabs.sendMessage);
    await stored.update({ pausedSites: ['novo.exemplo.com.br'] });
    const first = syncPauseMenus(stored);
    const second = syncPauseMenus(stored);
    await second;
    answerFirst('antigo.exemplo.com.br');
    await first;
    expect(menu[PAUSE_SITE_MENU]).toEqual({ checked: true, enabled: true });
  });
});

describe('togglePause', () => {
  it('pauses and resumes the site the clicked tab reports', async () => {
    const { sent } = stubBrowser({ 3: 'Exemplo.com.br:8443', 4: 'outro.com.br' });
    await togglePause(PAUSE_SITE_MENU, 4, stored);
    await togglePause(PAUSE_SITE_MENU, 3, stored);
    expect((await stored.read()).pausedSites).toEqual(['outro.com.br', 'exemplo.com.br:8443']);
    await togglePause(PAUSE_SITE_MENU, 4, stored);
    expect((await stored.read()).pausedSites).toEqual(['exemplo.com.br:8443']);
    expect(sent.map(([tabId]) => tabId)).toEqual([4, 3, 4]);
  });

  it('pauses and resumes everywhere without asking the tab', async () => {
    const { sent } = stubBrowser({ 3: 'exemplo.com.br' });
    await togglePause(PAUSE_ALL_MENU, 3, stored);
    expect((await stored.read()).pausedEverywhere).toBe(true);
    await togglePause(PAUSE_ALL_MENU, undefined, stored);
    expect((await stored.read()).pausedEverywhere).toBe(false);
    expect(sent).toEqual([]);
  });

  it('changes nothing where no content script answers, and puts the check mark back', async () => {
    const { menu } = stubBrowser({}, 9);
    await togglePause(PAUSE_SITE_MENU, 9, stored);
    expect(await stored.read()).toMatchObject({ pausedSites: [], pausedEverywhere: false });
    expect(menu[PAUSE_SITE_MENU]).toEqual({ checked: false, enabled: false });
  });

  it('ignores other menu items', async () => {
    const { sent } = stubBrowser({ 3: 'exemplo.com.br' });
    await togglePause('atalaia-lookup', 3, stored);
    expect(sent).toEqual([]);
    expect((await stored.read()).pausedSites).toEqual([]);
  });
});
