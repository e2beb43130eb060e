/**
 * The content script and the hover card in Firefox: the scenarios of e2e/scenarios/content.ts, then
 * what only Firefox has: the card opening the real sidebar from its own click, and the keyboard
 * shortcuts pressed through the browser window as a keyboard would.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { CARD_FRAME } from '../driver/driver';
import { cardFromKeyboard, configureForContent, hover, hoverCardOpensPanel, untilCardSettles, waitForPaint } from '../scenarios/content';
import { SHARED_SCENARIOS, sharedTestBody } from '../scenarios/shared';
import type { firefoxDriver } from '../driver/firefox';
import { expect, test } from './fixtures';
import { EXTENSION_ORIGIN, FIREFOX_EXTENSION_DIR } from './firefox';

test.beforeEach(async ({ driver, sandbox, pages }) => {
  await configureForContent(driver, { sandbox, pages });
});

for (const scenario of SHARED_SCENARIOS.content) test(scenario.title, sharedTestBody(scenario));

test('declining the browser’s confirmation of "Enriquecer" spends nothing', async ({ driver, sandbox, pages }) => {
  const page = await driver.openWebPage(`${pages}/static.html`);
  await waitForPaint(page, 'atalaia-cpf', 1);
  await hover(page, '#cpf', '123.456.789-09');
  const card = await driver.frame(page, CARD_FRAME);
  const declined = page.answerDialogs(false);
  await untilCardSettles(card);
  await card.click({ role: 'button', name: 'Enriquecer' });
  await expect.poll(() => declined.messages.length).toBe(1);
  await card.expectVisible({ role: 'button', name: 'Enriquecer' });
  // The next click, accepted, makes the one request there is: the declined one made none before it.
  const accepted = page.answerDialogs(true);
  declined.stop();
  await untilCardSettles(card);
  await card.click({ role: 'button', name: 'Enriquecer' });
  await card.expectVisible({ text: 'Maria Aparecida dos Santos' });
  expect(accepted.messages).toHaveLength(1);
  expect(sandbox.requests().map((request) => request.path)).toEqual(['/leads/enriquecer']);
});

test('clickjacking: a click through an opaque decoy over the card reaches "Abrir no painel" and "Abrir numa aba", and the browser\'s dialog asks before any look-up', async ({ driver, sandbox, pages }) => {
  const page = await driver.openWebPage(`${pages}/static.html`);
  await waitForPaint(page, 'atalaia-cpf', 1);
  await hover(page, '#cpf', '123.456.789-09');
  const card = await driver.frame(page, CARD_FRAME);
  await untilCardSettles(card);
  // The page lays an opaque decoy over everything, which lets clicks through to what is under it.
  await page.evaluate((text) => {
    const decoy = document.createElement('div');
    decoy.textContent = text;
    decoy.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:#fff;pointer-events:none;font-size:40px';
    // After Atalaia's host, at the same z-index: painted above the card.
    document.documentElement.append(decoy);
  }, 'Clique para ganhar um prêmio');
  const declined = page.answerDialogs(false);
  await card.click({ role: 'button', name: 'Abrir no painel' });
  await expect.poll(() => declined.messages).toEqual([expect.stringContaining('Consultar CPF 123.456.789-09 no painel?')]);
  declined.stop();
  // Said yes once, the closed sidebar waits for the toolbar's gesture, and the card offers a tab.
  const accepted = page.answerDialogs(true);
  await untilCardSettles(card);
  await card.click({ role: 'button', name: 'Abrir no painel' });
  await card.expectVisible({ role: 'button', name: 'Abrir numa aba' });
  accepted.stop();
  const declinedTab = page.answerDialogs(false);
  await untilCardSettles(card);
  await card.click({ role: 'button', name: 'Abrir numa aba' });
  await expect.poll(() => declinedTab.messages).toEqual([expect.stringContaining('Consultar CPF 123.456.789-09 no painel?')]);
  declinedTab.stop();
  expect(await panelTabs(driver)).toBe(0);
  expect(await driver.panelShown()).toBeNull();
  expect(sandbox.requests()).toEqual([]);
});

/** The extension pages open as tabs (the suite's control tab aside). */
async function panelTabs(driver: ReturnType<typeof firefoxDriver>): Promise<number> {
  const tree = await driver.tabUrls();
  return tree.filter((url) => url.includes('/sidepanel.html')).length;
}

test('the card’s "Abrir no painel": a closed sidebar opens at the identifier from the gesture the card names, never as a tab', async ({ driver, sandbox, pages }) => {
  await hoverCardOpensPanel(driver, { sandbox, pages });
  expect(await panelTabs(driver)).toBe(0);
  // The sidebar shows the record, looked up by the background.
  await expect.poll(() => sandbox.requests().map((request) => request.path)).toContain('/pessoas/cpf/12345678909');
});

test('the card’s "Abrir no painel" takes an open sidebar to the identifier at once', async ({ driver, pages }) => {
  const page = await driver.openWebPage(`${pages}/static.html`);
  await waitForPaint(page, 'atalaia-cpf', 1);
  await driver.pressShortcut('open-panel');
  await expect.poll(() => driver.panelShown()).toBe(`${EXTENSION_ORIGIN}/sidepanel.html`);
  await hover(page, '#cnpj', '11.222.333/0001-81');
  const card = await driver.frame(page, CARD_FRAME);
  await untilCardSettles(card);
  // Nothing cached on it: the browser's dialog asks before the sidebar looks it up.
  const confirmed = page.answerDialogs(true);
  await card.click({ role: 'button', name: 'Abrir no painel' });
  await expect.poll(() => driver.panelShown()).toBe(`${EXTENSION_ORIGIN}/sidepanel.html?q=11222333000181`);
  expect(confirmed.messages).toEqual([expect.stringContaining('Consultar CNPJ 11.222.333/0001-81 no painel?')]);
  confirmed.stop();
  await card.expectHidden({ css: '.panel-hint' });
  expect(await panelTabs(driver)).toBe(0);
});

test('the card’s "Abrir numa aba", for a person who prefers a tab to the sidebar', async ({ driver, pages }) => {
  const page = await driver.openWebPage(`${pages}/static.html`);
  await waitForPaint(page, 'atalaia-cpf', 1);
  await hover(page, '#cpf', '123.456.789-09');
  const card = await driver.frame(page, CARD_FRAME);
  await untilCardSettles(card);
  // Each open asks first: nothing is cached on the identifier, and either would look it up.
  const confirmed = page.answerDialogs(true);
  await card.click({ role: 'button', name: 'Abrir no painel' });
  // The hint that appears changes the card: the person reads it before the next click.
  await card.expectVisible({ role: 'button', name: 'Abrir numa aba' });
  await untilCardSettles(card);
  await card.click({ role: 'button', name: 'Abrir numa aba' });
  await expect.poll(() => panelTabs(driver)).toBe(1);
  expect(confirmed.messages).toHaveLength(2);
  confirmed.stop();
  expect(await driver.tabUrls()).toContain(`${EXTENSION_ORIGIN}/sidepanel.html?q=12345678909`);
  expect(await driver.panelShown()).toBeNull();
});

/** The shortcuts as the built manifest declares them for Firefox. */
function shortcuts(): Record<string, string> {
  const manifest = JSON.parse(readFileSync(join(FIREFOX_EXTENSION_DIR, 'manifest.json'), 'utf8')) as {
    commands: Record<string, { suggested_key: { default: string } }>;
  };
  return Object.fromEntries(Object.entries(manifest.commands).map(([name, command]) => [name, command.suggested_key.default]));
}

test('the keyboard shortcuts, pressed in a pt-BR Firefox: the next identifier’s card, then the sidebar', async ({ driver, firefox, pages }) => {
  const keys = shortcuts();
  expect(keys).toEqual({ 'open-panel': 'Alt+Shift+L', 'next-identifier': 'Alt+Shift+N' });
  const page = await driver.openWebPage(`${pages}/static.html`);
  await waitForPaint(page, 'atalaia-cpf', 1);

  await firefox.chrome.press(keys['next-identifier']!);
  // The card takes the focus; Tab cycles in it; Escape gives it back to the identifier.
  await cardFromKeyboard(driver, page);
  await firefox.chrome.press(keys['next-identifier']!);
  const card = await driver.frame(page, CARD_FRAME);
  await card.expectVisible({ text: '123.456.789-09' });

  expect(await driver.panelShown()).toBeNull();
  await firefox.chrome.press(keys['open-panel']!);
  await expect.poll(() => driver.panelShown()).toBe(`${EXTENSION_ORIGIN}/sidepanel.html`);
  // No menu of the browser took the keys instead (Alt+Shift+A opens "Arquivo" in pt-BR).
  expect(await firefox.chrome.evaluate('[...document.querySelectorAll("#main-menubar > menu")].some((menu) => menu.open)')).toBe(false);
});
