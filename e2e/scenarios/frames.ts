/**
 * Scenarios of hover cards for identifiers inside frames (same-origin, cross-origin and `srcdoc`, as
 * webmail bodies and embedded CRM widgets are), run by both browser suites: each card shows whole in
 * the top frame at its identifier, one at a time; Escape closes it and gives the focus back to the
 * identifier in its frame; the enriched card puts phones and e-mails in its first screen; the pointer
 * may cross another identifier on its way into the card.
 */
import { expect } from '@playwright/test';
import { CARD_FRAME, type DriverPage, type ExtensionDriver, type ScenarioServers } from '../driver/driver';
import { untilCardSettles, waitForPaint } from './content';

type Edges = { left: number; top: number; right: number; bottom: number };

/** The box of `text` in the frame's document, in the top frame's viewport (the frame element's content box added). */
async function boxInTop(page: DriverPage, frame: DriverPage, frameSelector: string, text: string): Promise<Edges> {
  const inFrame = await frame.evaluate((text) => {
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const index = (node as Text).data.indexOf(text);
      if (index < 0) continue;
      const range = document.createRange();
      range.setStart(node, index);
      range.setEnd(node, index + text.length);
      const { left, top, right, bottom } = range.getBoundingClientRect();
      return { left, top, right, bottom };
    }
    return null;
  }, text);
  if (!inFrame) throw new Error(`text ${text} not found in the frame`);
  const origin = await page.evaluate((selector) => {
    const element = document.querySelector(selector) as HTMLElement;
    const { left, top } = element.getBoundingClientRect();
    return { x: left + element.clientLeft, y: top + element.clientTop };
  }, frameSelector);
  return { left: inFrame.left + origin.x, top: inFrame.top + origin.y, right: inFrame.right + origin.x, bottom: inFrame.bottom + origin.y };
}

const centre = (box: Edges) => ({ x: Math.round((box.left + box.right) / 2), y: Math.round((box.top + box.bottom) / 2) });

/**
 * The card's box in the top frame, as the person sees it: every point of the viewport (on a 4 px
 * grid) where the top document's topmost element is Atalaia's host. Null while no card shows there.
 */
function cardBoxInTop(page: DriverPage): Promise<Edges | null> {
  return page.evaluate(() => {
    let box: { left: number; top: number; right: number; bottom: number } | null = null;
    for (let y = 0; y < innerHeight; y += 4) {
      for (let x = 0; x < innerWidth; x += 4) {
        if (document.elementFromPoint(x, y)?.localName !== 'atalaia-host') continue;
        box = box
          ? { left: Math.min(box.left, x), top: Math.min(box.top, y), right: Math.max(box.right, x), bottom: Math.max(box.bottom, y) }
          : { left: x, top: y, right: x, bottom: y };
      }
    }
    return box;
  }, null);
}

/** The pointer rests on `text` in the frame, coming from below-left (no other identifier there). */
async function hoverInFrame(page: DriverPage, frame: DriverPage, frameSelector: string, text: string): Promise<Edges> {
  const box = await boxInTop(page, frame, frameSelector, text);
  const target = centre(box);
  await page.moveMouse(target.x - 40, target.y + 40);
  await page.moveMouse(target.x, target.y);
  return box;
}

/** The card is whole (340 × 260, less the grid's step), in the top frame, right above or below its identifier. */
async function expectCardAt(page: DriverPage, identifier: Edges) {
  await expect
    .poll(async () => {
      const box = await cardBoxInTop(page);
      if (!box) return 'no card in the top frame';
      const whole = box.right - box.left >= 330 && box.bottom - box.top >= 250;
      const beside = Math.min(Math.abs(box.top - identifier.bottom), Math.abs(identifier.top - box.bottom)) <= 12;
      const overlapsSideways = box.left <= identifier.right && box.right >= identifier.left;
      return whole && beside && overlapsSideways ? 'at the identifier' : `card at ${JSON.stringify(box)}, identifier at ${JSON.stringify(identifier)}`;
    })
    .toBe('at the identifier');
}

async function framesPage(driver: ExtensionDriver, pages: string) {
  const page = await driver.openWebPage(`${pages}/frames-cards.html`);
  await page.setViewport(1000, 720);
  const crossOrigin = `${pages.includes('127.0.0.1') ? pages.replace('127.0.0.1', 'localhost') : pages.replace('localhost', '127.0.0.1')}/frame-card.html`;
  const frames = {
    same: { selector: '#same', frame: await driver.frame(page, `${pages}/frame-card.html`) },
    cross: { selector: '#cross', frame: await driver.frame(page, crossOrigin) },
    srcdoc: { selector: '#srcdoc', frame: await driver.frame(page, 'about:srcdoc') },
  };
  for (const { frame } of Object.values(frames)) await waitForPaint(frame, 'atalaia-cpf', 1);
  return { page, frames };
}

export async function cardsOfFramesShowInTheTopFrame(driver: ExtensionDriver, { pages }: ScenarioServers) {
  const { page, frames } = await framesPage(driver, pages);
  // From the lowest frame up: a card (below its identifier) never lies over the next one's way.
  for (const { selector, frame } of [frames.srcdoc, frames.cross, frames.same]) {
    const identifier = await hoverInFrame(page, frame, selector, '123.456.789-09');
    // One card at a time: the one shown before went when this one came, wherever it was.
    await expectCardAt(page, identifier);
    const card = await driver.frame(page, CARD_FRAME);
    await card.expectVisible({ text: '123.456.789-09' });
    for (const action of ['Abrir no painel', 'Enriquecer', 'Copiar']) await card.expectVisible({ role: 'button', name: action });
    expect(await card.evaluate(() => window.parent === window.top, null)).toBe(true);
  }

  // The pointer leaving the frame and its card for the page closes the card.
  await page.moveMouse(900, 700);
  await expect.poll(() => cardBoxInTop(page)).toBeNull();

  // Escape in the card (the person clicked into it) closes it, and the focus goes back to the identifier in its frame.
  const { selector, frame } = frames.cross;
  await hoverInFrame(page, frame, selector, '123.456.789-09');
  const card = await driver.frame(page, CARD_FRAME);
  await card.expectVisible({ text: '123.456.789-09' });
  await untilCardSettles(card);
  await card.click({ css: '.value' });
  await page.press('Escape');
  await expect.poll(() => cardBoxInTop(page)).toBeNull();
  await expect
    .poll(() => frame.evaluate(() => ({ focused: document.hasFocus(), selected: document.getSelection()?.toString() }), null))
    .toEqual({ focused: true, selected: '123.456.789-09' });
}

/**
 * The card of a frame's CPF, enriched: phones and e-mails in its first screen, each filled into the
 * page's field with its confirmation beside the button; the card never covers the field.
 */
export async function enrichedCardOfAFrameFillsThePage(driver: ExtensionDriver, { pages }: ScenarioServers) {
  const { page, frames } = await framesPage(driver, pages);
  const dialogs = page.answerDialogs(true);
  await page.click({ css: '#field' });
  const { selector, frame } = frames.srcdoc;
  const identifier = await hoverInFrame(page, frame, selector, '123.456.789-09');
  await expectCardAt(page, identifier);
  const field = await page.evaluate(() => {
    const { left, top, right, bottom } = document.getElementById('field')!.getBoundingClientRect();
    return { x: (left + right) / 2, y: (top + bottom) / 2 };
  }, null);
  expect(await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.id, field)).toBe('field');

  const card = await driver.frame(page, CARD_FRAME);
  await untilCardSettles(card);
  await card.click({ role: 'button', name: 'Enriquecer' });
  await card.expectVisible({ css: '.enriched' });
  const firstScreen = await card.evaluate(() => {
    const scroller = document.querySelector('.card') as HTMLElement;
    const groups = [...document.querySelectorAll('.enriched .group')];
    const rows = groups.flatMap((group) => [...group.querySelectorAll('li')]);
    return {
      scrolled: scroller.scrollTop,
      labels: groups.map((group) => group.querySelector('.label')?.textContent),
      inView: rows.every((row) => row.getBoundingClientRect().bottom <= innerHeight) || JSON.stringify([innerHeight, document.querySelector('.enriched')!.getBoundingClientRect().top, rows.map((row) => [row.textContent, row.getBoundingClientRect().bottom])]),
      firstPhone: rows[0]?.querySelector('.text')?.textContent ?? null,
    };
  }, null);
  expect(firstScreen).toEqual({ scrolled: 0, labels: ['Telefones', 'E-mails'], inView: true, firstPhone: expect.any(String) });
  // "Preencher" only where a form field takes the value: not on income band, signals or assets.
  await card.expectHidden({ role: 'button', name: /Preencher: .*(Faixa|Sinais|Patrimônio)/ });

  await untilCardSettles(card);
  await card.click({ role: 'button', name: `Preencher: ${firstScreen.firstPhone}` });
  await page.expectValue({ css: '#field' }, firstScreen.firstPhone!);
  await card.expectVisible({ text: 'Preenchido no campo da página.' });
  const beside = await card.evaluate(() => {
    const said = document.querySelector('.enriched .said') as HTMLElement;
    const row = said.closest('li');
    const { top, bottom } = said.getBoundingClientRect();
    return { sameRow: row?.querySelector('.text')?.textContent, inView: top >= 0 && bottom <= innerHeight };
  }, null);
  expect(beside).toEqual({ sameRow: firstScreen.firstPhone, inView: true });
  if (driver.browserName === 'firefox') expect(dialogs.messages.length).toBe(2);
}

/**
 * The pointer goes from a frame's CPF to its card across the phone beside it: the card stays the CPF's
 * (the way to a card is a grace area; the card frame tells that the pointer arrived in it).
 */
export async function wayToTheCardCrossesAnotherIdentifier(driver: ExtensionDriver, { pages }: ScenarioServers) {
  const { page, frames } = await framesPage(driver, pages);
  const { selector, frame } = frames.same;
  await waitForPaint(frame, 'atalaia-phone', 1);
  const identifier = await hoverInFrame(page, frame, selector, '123.456.789-09');
  await expectCardAt(page, identifier);
  const card = await driver.frame(page, CARD_FRAME);
  await card.expectVisible({ text: '123.456.789-09' });
  const phone = await boxInTop(page, frame, selector, '(21) 3456-7890');
  const box = await cardBoxInTop(page);
  // Along the line to the phone's lower edge, then down into the card.
  const onPhone = { x: Math.round(phone.left + 10), y: Math.round(phone.bottom - 3) };
  await page.moveMouse(onPhone.x, onPhone.y);
  await page.moveMouse(onPhone.x, Math.round((box!.top + box!.bottom) / 2));
  await untilCardSettles(card);
  await card.expectVisible({ text: '123.456.789-09' });
  await expectCardAt(page, identifier);
}

/**
 * A hostile top page against a frame's card shown in it: every message its window can see carries
 * only boxes and a random request id (no record, identifier or card id); sliding the page so that
 * "Enriquecer" lies under the resting pointer, or restyling the card's host, closes the card before a
 * click lands; positions the page posts itself, from its window or its frame's, show nothing.
 */
export async function pageSeesOnlyBoxesOfAFramesCard(driver: ExtensionDriver, { pages, sandbox }: ScenarioServers) {
  const { page, frames } = await framesPage(driver, pages);
  // A click that reached "Enriquecer" would spend: in Firefox after the browser's confirmation, said yes here.
  const dialogs = page.answerDialogs(true);
  // The page keeps every message its window gets.
  await page.evaluate(() => {
    const kept: unknown[] = [];
    (window as unknown as { kept: unknown[] }).kept = kept;
    window.addEventListener('message', (event) => kept.push(event.data));
  }, null);
  const { selector, frame } = frames.same;
  const identifier = await hoverInFrame(page, frame, selector, '123.456.789-09');
  await expectCardAt(page, identifier);
  const card = await driver.frame(page, CARD_FRAME);
  await card.expectVisible({ text: '123.456.789-09' });
  expect(await card.evaluate(() => window.parent === window.top, null)).toBe(true);
  const cardId = new URL(await card.url()).hash.slice(1);
  expect(cardId).not.toBe('');
  const kept = await page.evaluate(() => (window as unknown as { kept: unknown[] }).kept, null);
  expect(kept.length).toBeGreaterThan(0);
  for (const message of kept) {
    expect(Object.keys(message as object).sort()).toEqual(['atalaiaCardAt', 'field', 'offset', 'rect']);
    expect((message as { atalaiaCardAt: string }).atalaiaCardAt).toMatch(/^[0-9a-f]{32}$/);
    const text = JSON.stringify(message);
    for (const secret of [cardId, '12345678909', '123.456.789-09', 'Maria']) expect(text).not.toContain(secret);
  }

  // The page slides everything up so that the card, below the identifier, comes under the resting
  // pointer: the card closes first, and the person's click lands on the page.
  await untilCardSettles(card);
  const pointer = centre(identifier);
  await page.evaluate(() => (document.documentElement.style.transform = 'translate(0px, -150px)'), null);
  await expect.poll(() => driver.hasFrame(page, CARD_FRAME)).toBe(false);
  await page.clickAt(pointer.x, pointer.y);
  await page.evaluate(() => (document.documentElement.style.transform = ''), null);

  // Restyling the host closes it too.
  await page.moveMouse(900, 700);
  await hoverInFrame(page, frame, selector, '123.456.789-09');
  await expectCardAt(page, identifier);
  await page.evaluate(() => document.querySelector('atalaia-host')?.setAttribute('style', 'opacity: 0.01'), null);
  await expect.poll(() => driver.hasFrame(page, CARD_FRAME)).toBe(false);

  // Positions the page posts itself, from its window and from its frame's, over the whole viewport.
  await page.moveMouse(900, 700);
  await page.evaluate(() => {
    const forged = { atalaiaCardAt: 'f'.repeat(32), rect: [0, 0, 1000, 700], field: null, offset: [0, 0] };
    window.postMessage(forged, '*');
    (document.getElementById('same') as HTMLIFrameElement).contentWindow?.postMessage(forged, '*');
  }, null);
  // Messages arrive in order: once the page's own listener saw its forgery, the relay had it too.
  await expect.poll(() => page.evaluate(() => (window as unknown as { kept: { atalaiaCardAt: string }[] }).kept.some((message) => message.atalaiaCardAt === 'f'.repeat(32)), null)).toBe(true);
  expect(await cardBoxInTop(page)).toBeNull();
  expect(await driver.hasFrame(page, CARD_FRAME)).toBe(false);
  // The next card is the person's own, at its identifier, and the only one.
  await hoverInFrame(page, frame, selector, '123.456.789-09');
  await expectCardAt(page, identifier);
  await (await driver.frame(page, CARD_FRAME)).expectVisible({ text: '123.456.789-09' });
  expect(sandbox.requests()).toEqual([]);
  expect(dialogs.messages).toEqual([]);
  dialogs.stop();
}

/**
 * Firefox, which cannot tell the card that the page covered it: a frame's card shown in the top frame,
 * under an opaque decoy laid after Atalaia's host that lets clicks through. The person's click reaches
 * "Enriquecer", and the browser's own dialog, which the page can neither cover nor answer, asks first;
 * declined, nothing is sent. (Chromium refuses such a click outright: e2e/page-boundary.spec.ts.)
 */
export async function coveredFramesCardAsksBeforeSpending(driver: ExtensionDriver, { pages, sandbox }: ScenarioServers) {
  const { page, frames } = await framesPage(driver, pages);
  const { selector, frame } = frames.same;
  const identifier = await hoverInFrame(page, frame, selector, '123.456.789-09');
  await expectCardAt(page, identifier);
  const card = await driver.frame(page, CARD_FRAME);
  await untilCardSettles(card);
  await page.evaluate(() => {
    const decoy = document.createElement('div');
    decoy.textContent = 'Clique para ganhar um prêmio';
    decoy.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:#fff;pointer-events:none;font-size:40px';
    // After Atalaia's host, at the same z-index: painted above the card.
    document.documentElement.append(decoy);
  }, null);
  const declined = page.answerDialogs(false);
  await card.click({ role: 'button', name: 'Enriquecer' });
  await expect.poll(() => declined.messages).toEqual([expect.stringContaining('Enriquecer CPF 123.456.789-09?')]);
  declined.stop();
  expect(sandbox.requests()).toEqual([]);
}
