/**
 * Reading a fixture page as the person sees it (the highlights painted, the card frame, a real
 * hover), on Playwright's pages and frames for the tests that only run in Chromium. The helpers are
 * the scenarios' own (./scenarios/content.ts), shared with the Firefox suite.
 */
import type { BrowserContext, Frame, Page } from '@playwright/test';
import { chromiumPage, shownFrames } from './driver/chromium';
import { CARD_FRAME } from './driver/driver';
import { expect } from './fixtures';
import * as scenario from './scenarios/content';

/** A Playwright page or frame as the scenarios' DriverPage. */
const driven = (target: Page | Frame) => chromiumPage(target, 'parentFrame' in target ? target.page() : target);

/** Ranges painted per highlight, read from the page (the highlight registry belongs to the document). */
export const painted = (target: Page | Frame) => scenario.painted(driven(target));

export const waitForPaint = (target: Page | Frame, name: string, count: number) => scenario.waitForPaint(driven(target), name, count);

export const hover = (page: Page, selector: string, text: string) => scenario.hover(driven(page), selector, text);

/** Waits until the card has not changed for a little longer than its settle time (see the scenarios). */
export const untilCardSettles = (card: Frame) => scenario.untilCardSettles(driven(card));

/** The card on screen (not one readied hidden, see ./driver/chromium.ts), once there is one. */
export async function cardFrame(page: Page): Promise<Frame> {
  await expect.poll(async () => (await shownFrames(page, CARD_FRAME)).length, { timeout: 5_000 }).toBeGreaterThan(0);
  return (await shownFrames(page, CARD_FRAME))[0] as Frame;
}

/** The settled card of static.html's first CPF (123.456.789-09), hovered in a new tab of `context`. */
export async function cardOnStaticCpf(context: BrowserContext, pages: string): Promise<Frame> {
  const web = await context.newPage();
  await web.goto(`${pages}/static.html`);
  await waitForPaint(web, 'atalaia-cpf', 1);
  await hover(web, '#cpf', '123.456.789-09');
  const card = await cardFrame(web);
  await untilCardSettles(card);
  return card;
}
