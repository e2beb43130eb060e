/**
 * Scenarios of the content script and the hover card, run by both browser suites: what is
 * highlighted (fixture pages, frames, the sandbox's demo page with an identifier split by inline
 * tags), and the card's actions.
 */
import { expect } from '@playwright/test';
import { CPF_FULL, CPF_LARGE } from '../../sandbox/special';
import { CARD_FRAME, type DriverPage, type ExtensionDriver, type ScenarioServers } from '../driver/driver';
import { SANDBOX_TOKEN } from '../servers';

/** Ranges painted per highlight, read from the page (the highlight registry belongs to the document). */
export function painted(page: DriverPage): Promise<Record<string, string[]>> {
  // Highlight names carry the style (`atalaia-cpf-underline`): grouped here by kind.
  return page.evaluate(
    () =>
      Object.fromEntries(
        [...CSS.highlights.keys()].map((name) => [name.replace(/-(underline|background|wavy)$/, ''), [...(CSS.highlights.get(name) ?? [])].map((range) => range.toString())]),
      ) as Record<string, string[]>,
    undefined,
  );
}

export async function waitForPaint(page: DriverPage, name: string, count: number) {
  await expect.poll(async () => (await painted(page))[name]?.length ?? 0, { timeout: 5_000 }).toBe(count);
}

/**
 * Moves the pointer onto `text` inside `selector`, as a person reaching for it would: from a point
 * nearby, the point and every stop on the way from it lying on no other highlighted identifier. On a
 * busy machine the pointer can rest at a stop longer than the hover delay, and resting on another
 * identifier would open that one's card first.
 */
export async function hover(page: DriverPage, selector: string, text: string) {
  const points = await page.evaluate(
    ([selector, text]) => {
      const element = document.querySelector(selector);
      const walker = document.createTreeWalker(element as Node, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const index = (node as Text).data.indexOf(text);
        if (index < 0) continue;
        const range = document.createRange();
        range.setStart(node, index);
        range.setEnd(node, index + text.length);
        const rect = range.getBoundingClientRect();
        const target = { x: Math.round(rect.left + rect.width / 2), y: Math.round(rect.top + rect.height / 2) };
        const own = [...range.getClientRects()];
        const within = (box: DOMRect, { x, y }: { x: number; y: number }, margin: number) => x >= box.left - margin && x <= box.right + margin && y >= box.top - margin && y <= box.bottom + margin;
        const others = [...CSS.highlights.values()]
          .flatMap((highlight) => [...highlight].flatMap((painted) => [...(painted as Range).getClientRects()]))
          .filter((box) => !own.some((mine) => mine.left === box.left && mine.top === box.top));
        const clear = (point: { x: number; y: number }) =>
          point.x >= 0 && point.y >= 0 && point.x < innerWidth && point.y < innerHeight && !others.some((box) => within(box, point, 4));
        // The pointer stops at the approach point and at each third of the way on (moveMouse's steps).
        const way = (from: { x: number; y: number }) => [1, 2].map((step) => ({ x: from.x + ((target.x - from.x) * step) / 3, y: from.y + ((target.y - from.y) * step) / 3 }));
        const approaches = [30, 60, 90].flatMap((step) => [
          { x: target.x - step, y: target.y + 40 },
          { x: target.x - step, y: target.y - 40 },
          { x: target.x + step, y: target.y + 40 },
          { x: target.x + step, y: target.y - 40 },
        ]);
        return { target, approach: approaches.find((from) => clear(from) && way(from).every(clear)) ?? { x: 1, y: 1 } };
      }
      return null;
    },
    [selector, text] as const,
  );
  if (!points) throw new Error(`text ${text} not found`);
  await page.moveMouse(points.approach.x, points.approach.y);
  await page.moveMouse(points.target.x, points.target.y);
}

/**
 * Waits until the card has not changed for a little longer than the card's settle time, as a person
 * reads the card before clicking: the card refuses any click within half a second of changing.
 */
export async function untilCardSettles(card: DriverPage): Promise<void> {
  await card.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(resolve, 600);
        new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(resolve, 600);
        }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      }),
    undefined,
  );
}

/** The settings each content scenario starts from: the sandbox, nothing paused. */
export async function configureForContent(driver: ExtensionDriver, { sandbox }: ScenarioServers) {
  await driver.configure({ apiUrl: sandbox.url, baseUrl: sandbox.url, token: SANDBOX_TOKEN, pausedSites: [], pausedEverywhere: false });
  sandbox.clearRequests();
}

export async function highlightsEveryKind(driver: ExtensionDriver, { pages }: ScenarioServers) {
  const page = await driver.openWebPage(`${pages}/static.html`);
  // Highlights in view arrive in batches (lib/content/paint-batch.ts): the whole set, once all are in.
  await expect.poll(() => painted(page)).toEqual({
    'atalaia-cpf': ['123.456.789-09'],
    'atalaia-cnpj': ['11.222.333/0001-81', '12.ABC.345/01DE-35'],
    'atalaia-phone': ['(11) 98765-4321'],
    'atalaia-email': ['contato@madeireira-santa-rita.example'],
    'atalaia-masked-cpf': ['***.456.789-**'],
  });
  // The page's DOM is as it was: highlights are painted, not inserted.
  const unchanged = await page.evaluate(() => document.body.innerHTML === (window as unknown as { initialBody: string }).initialBody, undefined);
  expect(unchanged).toBe(true);
  expect(await page.evaluate(() => document.querySelectorAll('atalaia-host').length, undefined)).toBe(0);
}

export async function highlightsSplitIdentifier(driver: ExtensionDriver, { pages }: ScenarioServers) {
  const page = await driver.openWebPage(`${pages}/split.html`);
  await waitForPaint(page, 'atalaia-cpf', 1);
  expect((await painted(page))['atalaia-cpf']).toEqual(['123.456.789-09']);
}

export async function highlightsShadowAndFrames(driver: ExtensionDriver, { pages }: ScenarioServers) {
  const page = await driver.openWebPage(`${pages}/shadow.html`);
  await waitForPaint(page, 'atalaia-cpf', 1);

  await page.goto(`${pages}/iframe.html`);
  const inner = await driver.frame(page, 'frame-inner.html');
  await waitForPaint(inner, 'atalaia-phone', 1);

  // An empty frame (an ad slot's about:blank) starts nothing until it gets content
  // (lib/content/empty-frame.ts); what is written into it later is read.
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.id = 'vazio';
    document.body.append(frame);
  }, undefined);
  // Time for the frame's content script to start and find it empty.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 500)), undefined);
  await page.evaluate(() => {
    const written = (document.getElementById('vazio') as HTMLIFrameElement).contentDocument;
    if (written) written.body.innerHTML = '<p>Telefone (11) 98765-4321</p>';
  }, undefined);
  const paintedInEmptyFrame = () =>
    page.evaluate(() => {
      const view = (document.getElementById('vazio') as HTMLIFrameElement).contentWindow as (Window & typeof globalThis) | null;
      return [...(view?.CSS.highlights.entries() ?? [])].filter(([name]) => name.startsWith('atalaia-phone')).flatMap(([, ranges]) => [...ranges].map((range) => range.toString()));
    }, undefined);
  await expect.poll(paintedInEmptyFrame, { timeout: 5_000 }).toEqual(['(11) 98765-4321']);
}

/**
 * A page under a policy that allows no script but its own (none here) and nothing from elsewhere, and
 * a sandboxed frame in it (an opaque origin): the content script's on-demand core
 * (lib/content/content-core-load.ts) is the extension's own file, which neither policy may refuse.
 */
export async function highlightsUnderStrictPolicy(driver: ExtensionDriver, { pages }: ScenarioServers) {
  const page = await driver.openWebPage(`${pages}/csp-strict.html`);
  await waitForPaint(page, 'atalaia-cpf', 1);
  const framed = await driver.frame(page, 'csp-sandboxed-frame.html');
  await waitForPaint(framed, 'atalaia-phone', 1);
}

/**
 * A jump (an anchor link) far down a long page, into lines that figures loaded late pushed screens
 * apart after the page was read: the lines it lands on are painted. The content script watches resting
 * groups of blocks by their first and last only (lib/content/near.ts), and here both stay far away.
 */
export async function highlightsAfterJump(driver: ExtensionDriver, { pages }: ScenarioServers) {
  const page = await driver.openWebPage(`${pages}/jump.html`);
  await expect.poll(async () => (await painted(page))['atalaia-cpf']?.length ?? 0).toBeGreaterThan(0);
  // The page is read in a few slices; its far groups rest a frame or two later.
  await page.evaluate(() => new Promise((done) => setTimeout(done, 1_000)), undefined);
  await page.evaluate(() => document.body.classList.add('carregadas'), undefined);
  // Two lines apart: one of them, at least, is neither the first nor the last of its group of 16.
  for (const line of [620, 622]) {
    await page.click({ role: 'link', name: `Ir para a linha ${line}` });
    const cpf = await page.evaluate((id) => {
      const element = document.getElementById(id);
      const { top, bottom } = element?.getBoundingClientRect() ?? { top: -1, bottom: -1 };
      return top >= 0 && bottom <= window.innerHeight ? (element?.querySelector('.cpf')?.textContent ?? null) : null;
    }, `l${line}`);
    expect(cpf).not.toBeNull();
    await expect.poll(async () => (await painted(page))['atalaia-cpf'] ?? []).toContain(cpf);
  }
}

/** The sandbox's /demo page: every kind, the CPF split by a `<b>`, and none of the decoys. */
export async function highlightsDemoPage(driver: ExtensionDriver, { sandbox }: ScenarioServers) {
  const page = await driver.openWebPage(`${sandbox.url}/demo`);
  const split = `${CPF_LARGE.slice(0, 3)}.${CPF_LARGE.slice(3, 6)}.${CPF_LARGE.slice(6, 9)}-${CPF_LARGE.slice(9)}`;
  expect(await page.evaluate((split) => document.body.innerHTML.includes(`${split.slice(0, 8)}<b>${split.slice(8, 11)}</b>`), split)).toBe(true);
  await expect.poll(async () => (await painted(page))['atalaia-cpf'] ?? [], { timeout: 5_000 }).toContain(split);
  // Highlights in view arrive in batches (lib/content/paint-batch.ts): every kind, once all are in.
  const kinds = ['atalaia-cpf', 'atalaia-cnpj', 'atalaia-phone', 'atalaia-email', 'atalaia-masked-cpf'];
  await expect.poll(async () => Object.entries(await painted(page)).filter(([, ranges]) => ranges.length > 0).map(([kind]) => kind).sort()).toEqual(expect.arrayContaining(kinds));
  const found = await painted(page);
  const all = Object.values(found).flat().join(' | ');
  for (const decoy of ['78550-000', '1.234.567,89', '30/06/2026', '2026.0001.234567']) expect(all).not.toContain(decoy);
  expect(found['atalaia-cpf']).toContain(`${CPF_FULL.slice(0, 3)}.${CPF_FULL.slice(3, 6)}.${CPF_FULL.slice(6, 9)}-${CPF_FULL.slice(9)}`);
}

/**
 * The hover card on a resting pointer: the identifier, "Enriquecer" in place, and Escape. In Firefox,
 * which cannot tell whether the page covered or faded the card (no IntersectionObserver v2), the
 * spending action asks first in the browser's own dialog, which the page can neither see nor answer.
 */
export async function hoverCardEnrichesAndCloses(driver: ExtensionDriver, { pages, sandbox }: ScenarioServers) {
  const page = await driver.openWebPage(`${pages}/static.html`);
  await waitForPaint(page, 'atalaia-cpf', 1);
  const dialogs = page.answerDialogs(true);
  await hover(page, '#cpf', '123.456.789-09');
  const card = await driver.frame(page, CARD_FRAME);
  await card.expectVisible({ text: '123.456.789-09' });
  await card.expectVisible({ text: '✓ válido' });
  // The page sees the host, never what it holds.
  expect(await page.evaluate(() => document.querySelector('atalaia-host')?.shadowRoot ?? null, undefined)).toBeNull();

  await untilCardSettles(card);
  await card.click({ role: 'button', name: 'Enriquecer' });
  await card.expectVisible({ text: 'Maria Aparecida dos Santos' });
  // Nothing else is cached about her, but the card just got a result: no "Nada guardado" above it.
  await card.expectHidden({ text: 'Nada guardado' });
  expect(sandbox.requests().map((request) => request.path)).toEqual(['/leads/enriquecer']);
  if (driver.browserName === 'firefox') expect(dialogs.messages).toEqual([expect.stringContaining('123.456.789-09')]);
  else expect(dialogs.messages).toEqual([]);

  await page.press('Escape');
  await expect.poll(() => driver.hasFrame(page, CARD_FRAME)).toBe(false);
  // The keyboard is the page's again (the card had it: "Enriquecer" was clicked in it).
  expect(await page.evaluate(() => document.hasFocus(), undefined)).toBe(true);

  // Hovered again, the card shows the paid result from the cache, with no new request.
  await hover(page, '#cpf', '123.456.789-09');
  const again = await driver.frame(page, CARD_FRAME);
  await again.expectVisible({ text: 'Maria Aparecida dos Santos' });
  await again.expectVisible({ role: 'button', name: 'Enriquecer' });
  await again.expectHidden({ text: 'Nada guardado' });
  expect(sandbox.requests().map((request) => request.path)).toEqual(['/leads/enriquecer']);
}

/** The name of the control focused in the card, or null while the card's document has no focus. */
const focusedInCard = (card: DriverPage) =>
  card.evaluate(() => (document.hasFocus() && document.activeElement !== document.body ? (document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent ?? '') : null), null);

/**
 * The card the "next identifier" shortcut just opened on static.html's CPF (each browser presses it
 * its own way), from the keyboard: the focus is on its first action, Tab and Shift+Tab cycle inside
 * it, and Escape closes it and gives the focus back to the identifier (its text selected: the page's
 * DOM is not changed to make it focusable).
 */
export async function cardFromKeyboard(driver: ExtensionDriver, page: DriverPage) {
  const card = await driver.frame(page, CARD_FRAME);
  await card.expectVisible({ text: '123.456.789-09' });
  await expect.poll(() => focusedInCard(card)).toBe('Abrir no painel');
  const walk: (string | null)[] = [];
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.press(key);
    walk.push(await focusedInCard(card));
  }
  // Abrir no painel → Enriquecer → Copiar → × (the close button, first in the card) → Abrir no painel, and back.
  expect(walk).toEqual(['Enriquecer', 'Copiar', 'Fechar', 'Abrir no painel', 'Fechar', 'Copiar']);
  await page.press('Escape');
  await expect.poll(() => driver.hasFrame(page, CARD_FRAME)).toBe(false);
  expect(await page.evaluate(() => ({ selected: document.getSelection()?.toString(), focused: document.activeElement?.localName }), null)).toEqual({ selected: '123.456.789-09', focused: 'body' });
}

/**
 * The card's "Enriquecer", then "Preencher" into the form field the person had clicked into: the value
 * goes where her caret was, after her text. (In Firefox both ask first, see above.)
 */
export async function hoverCardFillsFocusedField(driver: ExtensionDriver, { pages }: ScenarioServers) {
  const page = await driver.openWebPage(`${pages}/editable.html`);
  await waitForPaint(page, 'atalaia-cpf', 1);
  const dialogs = page.answerDialogs(true);
  await page.click({ css: '#input' });
  await page.press('End');
  await page.type(' / ');
  await hover(page, '#shown', '123.456.789-09');
  const card = await driver.frame(page, CARD_FRAME);
  await untilCardSettles(card);
  await card.click({ role: 'button', name: 'Enriquecer' });
  await card.expectVisible({ text: 'Maria Aparecida dos Santos' });
  await untilCardSettles(card);
  await card.click({ role: 'button', name: 'Preencher: Nome' });
  await page.expectValue({ css: '#input' }, '529.982.247-25 / Maria Aparecida dos Santos');
  expect(dialogs.messages).toHaveLength(driver.browserName === 'firefox' ? 2 : 0);
}

/**
 * "Abrir no painel" opens the browser's own panel at the identifier. Chrome opens its side panel from
 * the card's click. Firefox opens a closed sidebar only from a gesture in its own UI, never from a web
 * page's frame: the card says which gesture, and that gesture (the shortcut) opens it at the identifier.
 */
export async function hoverCardOpensPanel(driver: ExtensionDriver, { pages }: ScenarioServers) {
  const page = await driver.openWebPage(`${pages}/static.html`);
  await waitForPaint(page, 'atalaia-cpf', 1);
  expect(await driver.panelShown()).toBeNull();
  await hover(page, '#cpf', '123.456.789-09');
  const card = await driver.frame(page, CARD_FRAME);
  await untilCardSettles(card);
  // Nothing is cached on it, so the panel will look it up: Firefox, which cannot prove the card was
  // seen, asks first in its own dialog; Chromium, which can, does not.
  const confirmed = page.answerDialogs(true);
  await card.click({ role: 'button', name: 'Abrir no painel' });
  if (driver.browserName === 'firefox') await expect.poll(() => confirmed.messages).toEqual([expect.stringContaining('Consultar CPF 123.456.789-09 no painel?')]);
  else expect(confirmed.messages).toEqual([]);
  confirmed.stop();
  if (driver.pressShortcut) {
    await card.expectText({ css: '.panel-hint' }, 'pressione Alt+Shift+L ou clique no botão do Atalaia');
    expect(await driver.panelShown()).toBeNull();
    await driver.pressShortcut('open-panel');
  }
  await expect.poll(() => driver.panelShown()).toMatch(/\/sidepanel\.html\?q=12345678909$/);
}

/**
 * A page whose text holds no candidate at first (the content script then only watches it): what comes
 * later is found, appended, typed into an existing line, or inside a shadow tree, at load or later.
 */
export async function highlightsWhatComesToAQuietPage(driver: ExtensionDriver, { pages }: ScenarioServers) {
  const page = await driver.openWebPage(`${pages}/quiet.html#append`);
  await waitForPaint(page, 'atalaia-cpf', 1);
  await page.goto(`${pages}/quiet.html#text`);
  await page.reload();
  await waitForPaint(page, 'atalaia-phone', 1);
  expect((await painted(page))['atalaia-phone']).toEqual(['(11) 98765-4321']);
  await page.goto(`${pages}/quiet.html#shadow-later`);
  await page.reload();
  await waitForPaint(page, 'atalaia-email', 1);
  await page.goto(`${pages}/quiet.html#shadow-at-load`);
  await page.reload();
  await waitForPaint(page, 'atalaia-cpf', 1);
}
