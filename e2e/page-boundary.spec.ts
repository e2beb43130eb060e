/**
 * The page boundary, attacked from a hostile page against the built extension: what the page can
 * observe of the card, and what it can make the card do without the person.
 */
import { configureExtension, contentScriptWorld, openExtensionPage, sendFromPage } from './extension';
import { expect, SANDBOX_TOKEN, test } from './fixtures';
import type { Frame, Page } from '@playwright/test';
import { cardFrame, hover, untilCardSettles, waitForPaint } from './page-helpers';
import { SHARED_SCENARIOS, sharedTestBody } from './scenarios/shared';

const CACHED = '12345678909';

test.beforeEach(async ({ serviceWorker, sandbox }) => {
  await configureExtension(serviceWorker, { apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN, pausedSites: [], pausedEverywhere: false, prefetchOnHover: false });
  sandbox.clearRequests();
});

test('a page that keeps every message and measures the host cannot tell a cached identifier from one never looked up', async ({ context, pages, extensionId }) => {
  // One identifier looked up before (profile and vehicles cached: its card says more), one never.
  const panel = await openExtensionPage(context, extensionId, 'sidepanel.html');
  for (const resource of ['personProfile', 'vehicles'] as const) await sendFromPage(panel, 'lookup', { request: { resource, cpf: CACHED } });
  await panel.close();

  const page = await context.newPage();
  await page.goto(`${pages}/observer.html`);
  await waitForPaint(page, 'atalaia-cpf', 2);
  const observe = async (selector: string, text: string, shows: string) => {
    await hover(page, selector, text);
    await expect((await cardFrame(page)).getByText(shows)).toBeVisible();
    return page.evaluate(() => (window as unknown as { measure: () => Record<string, unknown> }).measure());
  };
  const cached = await observe('#first', '123.456.789-09', 'Maria Aparecida dos Santos');
  await page.keyboard.press('Escape');
  const uncached = await observe('#second', '529.982.247-25', 'Nada guardado sobre este identificador');

  // Not one message reached the page's window, and the card's footprint is the same for both.
  expect(cached.messages).toBe(0);
  expect(uncached.messages).toBe(0);
  expect(uncached).toEqual(cached);
  expect(cached.width).toBeGreaterThan(0);
});

test('synthetic pointer events open no card and spend nothing, even with look-up on hover on', async ({ context, pages, serviceWorker, sandbox }) => {
  await configureExtension(serviceWorker, { prefetchOnHover: true });
  const page = await context.newPage();
  await page.goto(`${pages}/observer.html`);
  await waitForPaint(page, 'atalaia-cpf', 2);
  await page.evaluate(() => (window as unknown as { fakeHover: (id: string) => void }).fakeHover('first'));
  // A real hover on the other identifier afterwards: its card opening means the page's events were
  // handled (events are handled in order), and only the person's hover made a request.
  await hover(page, '#second', '529.982.247-25');
  const card = await cardFrame(page);
  await expect(card.getByText('529.982.247-25')).toBeVisible();
  await expect.poll(() => sandbox.requests().length).toBeGreaterThan(0);
  expect(page.frames().filter((frame) => frame.url().includes('/card.html'))).toHaveLength(1);
  expect(sandbox.requests().every((request) => !request.path.includes(CACHED))).toBe(true);
});

test('a page cannot reach the card frame to put its own page in it', async ({ context, pages }) => {
  const page = await context.newPage();
  await page.goto(`${pages}/observer.html`);
  await waitForPaint(page, 'atalaia-cpf', 2);
  await hover(page, '#first', '123.456.789-09');
  await expect((await cardFrame(page)).getByText('123.456.789-09')).toBeVisible();
  // The card frame lives in a closed shadow root: `window.length` does not count it, and with no
  // message from it the page never holds its `event.source`. (Were it reached, the card host drops a
  // frame that loads twice: see the card host's test in content-modules.spec.ts.)
  expect(await page.evaluate(() => (window as unknown as { hijack: () => number }).hijack())).toBe(0);
  const card = await cardFrame(page);
  await expect(card.getByText('123.456.789-09')).toBeVisible();
  expect(card.url()).toContain('/card.html#');
});

test('the content-script world cannot open the panel or make it look anything up', async ({ context, pages, extensionId, sandbox }) => {
  const page = await context.newPage();
  await page.goto(`${pages}/observer.html`);
  await waitForPaint(page, 'atalaia-cpf', 2);
  const before = context.pages().length;
  const world = await contentScriptWorld(context, page, extensionId);
  const answer = await world.evaluate(() => chrome.runtime.sendMessage({ atalaia: 1, type: 'panel.open', payload: { query: '123.456.789-09' } }));
  // The router answers nothing to a message it drops; a probe behind it comes back the same way, so
  // the background has handled (and dropped) the first one.
  expect(answer).toBeUndefined();
  expect(await world.evaluate(() => chrome.runtime.sendMessage({ atalaia: 1, type: 'e2e.probe', payload: {} }))).toBeUndefined();
  await world.detach();
  const session = await context.newCDPSession(page);
  const { targetInfos } = await session.send('Target.getTargets');
  expect(targetInfos.filter((target) => target.url.includes('/sidepanel.html'))).toEqual([]);
  expect(context.pages()).toHaveLength(before);
  expect(sandbox.requests()).toHaveLength(0);
});

test('a page that moves the card under the resting pointer gets it closed before the click lands', async ({ context, pages, sandbox }) => {
  const page = await context.newPage();
  await page.goto(`${pages}/observer.html`);
  await waitForPaint(page, 'atalaia-cpf', 2);
  // The pointer rests on the identifier; the card opens below it.
  await hover(page, '#first', '123.456.789-09');
  const card = await cardFrame(page);
  const enrich = card.getByRole('button', { name: 'Enriquecer' });
  await untilCardSettles(card);
  const button = await enrich.boundingBox();
  const pointer = await page.evaluate(() => {
    const range = document.createRange();
    const text = document.getElementById('first')?.firstChild as Text;
    range.setStart(text, text.data.indexOf('123'));
    range.setEnd(text, text.data.length);
    const rect = range.getBoundingClientRect();
    return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
  });
  if (!button) throw new Error('no button');
  // The page slides everything (a translation, which IntersectionObserver v2 accepts) so that
  // "Enriquecer" sits exactly under the pointer, and the person's next click would land on it.
  const dx = pointer.x - (button.x + button.width / 2);
  const dy = pointer.y - (button.y + button.height / 2);
  await page.evaluate(([x, y]) => (document.documentElement.style.transform = `translate(${x}px, ${y}px)`), [dx, dy] as const);
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/card.html'))).toBe(false);
  await page.mouse.down();
  await page.mouse.up();
  expect(sandbox.requests()).toHaveLength(0);
});

test('a page that touches the card host gets the card closed', async ({ context, pages }) => {
  const page = await context.newPage();
  await page.goto(`${pages}/observer.html`);
  await waitForPaint(page, 'atalaia-cpf', 2);
  await hover(page, '#first', '123.456.789-09');
  await expect((await cardFrame(page)).getByText('123.456.789-09')).toBeVisible();
  await page.evaluate(() => document.querySelector('atalaia-host')?.setAttribute('style', 'opacity: 0.01'));
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/card.html'))).toBe(false);
});

test("the content-script world cannot drive the reader: a forged reader.next is ignored, the background's is obeyed", async ({ context, pages, extensionId, serviceWorker, sandbox }) => {
  const reader = await context.newPage();
  await reader.setViewportSize({ width: 1280, height: 900 });
  await reader.goto(`chrome-extension://${extensionId}/reader.html?url=${encodeURIComponent(`${sandbox.url}/demo.pdf`)}`);
  await expect(reader.locator('.document-index [role="status"]').first()).toContainText('identificadores em', { timeout: 15_000 });
  const tabId = await reader.evaluate(async () => (await chrome.tabs.getCurrent())?.id);

  const page = await context.newPage();
  await page.goto(`${pages}/observer.html`);
  await waitForPaint(page, 'atalaia-cpf', 2);
  const world = await contentScriptWorld(context, page, extensionId);
  // The page's world guesses the reader's tab: tab ids are small counters.
  await world.evaluate((id) => chrome.runtime.sendMessage({ atalaia: 1, type: 'reader.next', payload: { tabId: id } }).catch(() => undefined), tabId);
  await world.detach();
  // sendMessage settles once every listener has run: a reader that obeyed would have a card open and
  // the identifier selected, taking the person's next Enter.
  expect(reader.frames().filter((frame) => frame.url().includes('/card.html'))).toHaveLength(0);
  expect(await reader.evaluate(() => document.getSelection()?.toString() ?? '')).toBe('');

  await serviceWorker.evaluate((id) => chrome.runtime.sendMessage({ atalaia: 1, type: 'reader.next', payload: { tabId: id } }).catch(() => undefined), tabId);
  // The first identifier in the document's reading order.
  await expect.poll(async () => (await cardFrame(reader)).locator('article.card').innerText()).toContain('11.222.333/0001-81');
  expect(sandbox.requests().filter((request) => request.path !== '/demo.pdf')).toEqual([]);
});

// The frame's card against the same hostile page, in both browsers (e2e/firefox/page-boundary.spec.ts).
for (const scenario of SHARED_SCENARIOS.pageBoundary) test(scenario.title, sharedTestBody(scenario));

/** Rests the pointer on `text` in the frame `selector` of `page`, in the top frame's pixels. */
async function hoverInFrame(page: Page, selector: string, text: string): Promise<Frame> {
  const frame = (await page.locator(selector).elementHandle().then((element) => element?.contentFrame())) as Frame;
  await waitForPaint(frame, 'atalaia-cpf', 1);
  const box = await frame.evaluate((text) => {
    const node = [...document.body.querySelectorAll('p')].map((p) => p.firstChild as Text).find((child) => child.data.includes(text)) as Text;
    const range = document.createRange();
    range.setStart(node, node.data.indexOf(text));
    range.setEnd(node, node.data.indexOf(text) + text.length);
    const { left, top, width, height } = range.getBoundingClientRect();
    return { x: left + width / 2, y: top + height / 2 };
  }, text);
  const origin = await page.locator(selector).evaluate((element) => ({ x: element.getBoundingClientRect().left + element.clientLeft, y: element.getBoundingClientRect().top + element.clientTop }));
  await page.mouse.move(origin.x + box.x - 40, origin.y + box.y + 40, { steps: 3 });
  await page.mouse.move(origin.x + box.x, origin.y + box.y, { steps: 3 });
  return frame;
}

/** The quickest a person clicks on something that has just appeared. */
const PERSON_REACTION_MS = 250;

type Decoy = 'after-host' | 'top-layer' | 'gone-at-click';

/**
 * The page lays an opaque box over everything, the card included, that lets clicks through to the card
 * under it: after Atalaia's host, at the same z-index, so it paints above it; in the top layer; or one
 * taken away as the click starts (the page's window loses the focus to the card frame on the press).
 */
async function layDecoy(page: Page, how: Decoy) {
  await page.evaluate((how) => {
    const decoy = document.createElement('div');
    decoy.textContent = 'Clique aqui para continuar';
    decoy.style.cssText = 'position:fixed;inset:0;width:auto;height:auto;margin:0;border:0;z-index:2147483647;background:#fff;pointer-events:none;font-size:40px';
    document.documentElement.append(decoy);
    if (how === 'top-layer') {
      decoy.popover = 'manual';
      decoy.showPopover();
    }
    if (how === 'gone-at-click') window.addEventListener('blur', () => decoy.remove());
  }, how);
  // A person sees the box before clicking on it: no one reacts within the tenth of a second it may
  // take the card's observer to report the box (lib/content/card-sight.ts).
  await page.evaluate((ms) => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, ms))), PERSON_REACTION_MS);
}

/** Clicks where "Enriquecer" lies under the decoy: the card says it was not visible, and nothing is asked of the service. */
async function clickThroughDecoy(page: Page, card: Frame, sandbox: { requests(): unknown[] }, how: Decoy) {
  await untilCardSettles(card);
  const button = await card.getByRole('button', { name: 'Enriquecer' }).boundingBox();
  if (!button) throw new Error('no "Enriquecer" in the card');
  await layDecoy(page, how);
  await page.mouse.click(button.x + button.width / 2, button.y + button.height / 2);
  await expect(card.getByRole('alert')).toBeVisible();
  expect(sandbox.requests()).toHaveLength(0);
}

for (const how of ['after-host', 'top-layer', 'gone-at-click'] as const) {
  test(`an opaque decoy the page lays over the card (${how}) lets the click through, and the covered card spends nothing`, async ({ context, pages, sandbox }) => {
    const page = await context.newPage();
    await page.goto(`${pages}/static.html`);
    await waitForPaint(page, 'atalaia-cpf', 1);
    await hover(page, '#cpf', '123.456.789-09');
    await clickThroughDecoy(page, await cardFrame(page), sandbox, how);
  });
}

test("a frame's card, in the top frame: an opaque decoy over it lets the click through, and the covered card spends nothing", async ({ context, pages, sandbox }) => {
  const page = await context.newPage();
  await page.setViewportSize({ width: 1000, height: 720 });
  await page.goto(`${pages}/frames-cards.html`);
  await hoverInFrame(page, '#same', '123.456.789-09');
  await clickThroughDecoy(page, await cardFrame(page), sandbox, 'after-host');
});
