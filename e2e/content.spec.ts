/**
 * The content script on fixture pages: what it highlights and what it leaves alone, split
 * identifiers, shadow DOM, frames, SPAs, pausing, the hover card, and a page that attacks the card.
 * The scenarios shared with the Firefox suite are in ./scenarios/content.ts, listed in
 * ./scenarios/shared.ts.
 */
import { configureExtension, contentScriptWorld } from './extension';
import { expect, test } from './fixtures';
import { chromiumPage } from './driver/chromium';
import { cardFrame, cardOnStaticCpf, hover, painted, untilCardSettles, waitForPaint } from './page-helpers';
import { cardFromKeyboard, configureForContent, hoverCardOpensPanel } from './scenarios/content';
import { SHARED_SCENARIOS, sharedTestBody } from './scenarios/shared';

test.beforeEach(async ({ driver, sandbox, pages }) => {
  await configureForContent(driver, { sandbox, pages });
});

for (const scenario of SHARED_SCENARIOS.content) test(scenario.title, sharedTestBody(scenario));

test('leaves form fields, editable regions and scripts alone', async ({ context, pages, serviceWorker }) => {
  void serviceWorker;
  const page = await context.newPage();
  await page.goto(`${pages}/editable.html`);
  await waitForPaint(page, 'atalaia-cpf', 1);
  const result = await painted(page);
  expect(result['atalaia-cpf']).toEqual(['123.456.789-09']);
  expect(result['atalaia-cnpj']).toEqual([]);
});

test('picks up content an SPA adds after navigation', async ({ context, pages, serviceWorker }) => {
  void serviceWorker;
  const page = await context.newPage();
  await page.goto(`${pages}/spa.html`);
  await page.click('#go');
  await waitForPaint(page, 'atalaia-cpf', 1);
  await waitForPaint(page, 'atalaia-email', 1);
});

test('pausing on the site clears the highlights at once, and resuming paints them again', async ({ context, pages, serviceWorker }) => {
  const page = await context.newPage();
  await page.goto(`${pages}/static.html`);
  await waitForPaint(page, 'atalaia-cpf', 1);
  await configureExtension(serviceWorker, { pausedSites: [new URL(pages).host] });
  await waitForPaint(page, 'atalaia-cpf', 0);
  await configureExtension(serviceWorker, { pausedSites: [] });
  await waitForPaint(page, 'atalaia-cpf', 1);
  await configureExtension(serviceWorker, { pausedEverywhere: true });
  await waitForPaint(page, 'atalaia-cpf', 0);
});

test('a hostile page cannot read the card, click it or make it spend credits', async ({ context, pages, extensionId, sandbox }) => {
  const page = await context.newPage();
  await page.goto(`${pages}/hostile.html`);
  await waitForPaint(page, 'atalaia-cpf', 1);
  await hover(page, '#target', '123.456.789-09');
  await cardFrame(page);
  const attempts = await page.evaluate(() => (window as unknown as { attempts: () => Record<string, unknown> }).attempts());
  expect(attempts.hostFound).toBe(true);
  expect(attempts.shadowRoot).toBeNull();
  expect(attempts.frames).toBe(0);
  expect(String(attempts.frameDocument ?? '')).not.toContain('123.456.789-09');
  // Synthetic events and messages from the page reach nothing that spends credits.
  await page.evaluate(async () => {
    document.querySelector('atalaia-host')?.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    window.postMessage({ atalaia: 1, type: 'enrich.one', payload: { contact: { cpf: '12345678909' } } }, '*');
    // Message events are dispatched in order, each to the listeners of every world: when this marker
    // arrives, the content script's listeners have had the message above.
    await new Promise<void>((resolve) => {
      window.addEventListener('message', (event) => event.data === 'e2e-marker' && resolve());
      window.postMessage('e2e-marker', '*');
    });
  });
  // Instead of a sleep, a round trip: messages from one context reach the background in order, so
  // when a probe the router drops comes back from the content script's world, the background has had
  // whatever the content script sent before it. The router lets a content script send only card.open,
  // which makes no request, and the card frame listens to no 'message' event: nothing
  // can still be on its way to the API.
  const world = await contentScriptWorld(context, page, extensionId);
  expect(await world.evaluate(() => chrome.runtime.sendMessage({ atalaia: 1, type: 'e2e.probe', payload: {} }))).toBeUndefined();
  await world.detach();
  expect(sandbox.requests()).toHaveLength(0);
});

test('the keyboard shortcut moves to the next identifier and opens its card, focused: Tab cycles in it, Escape returns to the identifier', async ({ context, driver, pages, serviceWorker }) => {
  const page = await context.newPage();
  await page.goto(`${pages}/static.html`);
  await waitForPaint(page, 'atalaia-cpf', 1);
  // What the background does on the shortcut (Playwright cannot press browser-level shortcuts).
  await serviceWorker.evaluate(async () => {
    const [tab] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
    if (tab?.id !== undefined) await chrome.tabs.sendMessage(tab.id, { atalaia: 1, type: 'content.next', payload: {} });
  });
  await cardFromKeyboard(driver, chromiumPage(page, page));
});

test('a card opened by the pointer leaves the focus where it was', async ({ context, pages }) => {
  const page = await context.newPage();
  await page.goto(`${pages}/static.html`);
  await waitForPaint(page, 'atalaia-cpf', 1);
  await hover(page, '#cpf', '123.456.789-09');
  const card = await cardFrame(page);
  await untilCardSettles(card);
  expect(await page.evaluate(() => document.activeElement?.localName)).toBe('body');
  expect(await card.evaluate(() => document.hasFocus())).toBe(false);
});

test('before a token is set, the card says so and offers the options instead of look-ups', async ({ context, driver, pages }) => {
  await driver.configure({ token: '' });
  const card = await cardOnStaticCpf(context, pages);
  await expect(card.getByText('ainda não está ligado a um serviço de registros')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Abrir no painel' })).toHaveCount(0);
  await expect(card.getByRole('button', { name: 'Enriquecer' })).toHaveCount(0);
  const options = context.waitForEvent('page');
  await card.getByRole('button', { name: 'Abrir as opções' }).click();
  expect((await options).url()).toContain('/options.html');
});

test('the card’s "Abrir no painel" opens Chrome’s side panel at the identifier', async ({ driver, sandbox, pages }) => {
  await hoverCardOpensPanel(driver, { sandbox, pages });
});
