/**
 * What the pictures of `npm run demo` (./demo.ts, ./demo-crm.ts) share: the sizes of Chrome's side
 * panel and of the page beside it, the picture of both side by side, the demo page, the hover card.
 */
import type { BrowserContext, Frame, Page } from '@playwright/test';

/** Chrome opens its side panel 360 px wide and, on a laptop, about 600 px tall: the first screen a person sees. */
export const PANEL = { width: 360, height: 600 };
export const PAGE = { width: 900, height: PANEL.height };

export type Size = { width: number; height: number };

/**
 * One picture of a browser window: the page on the left and the side panel on its right, composed
 * from their two screenshots in a page of their own (headless Chromium draws no side panel).
 */
export async function besideThePage(context: BrowserContext, pageShot: Buffer, panelShot: Buffer, path: string, pageSize: Size = PAGE, panelSize: Size = PANEL): Promise<void> {
  const canvas = await context.newPage();
  await canvas.setViewportSize({ width: pageSize.width + panelSize.width + 1, height: panelSize.height });
  const source = (shot: Buffer) => `data:image/png;base64,${shot.toString('base64')}`;
  await canvas.setContent(
    `<body style="margin:0;display:flex;background:#9aa3ad;gap:1px">` +
      `<img alt="" src="${source(pageShot)}" width="${pageSize.width}" height="${pageSize.height}">` +
      `<img alt="" src="${source(panelShot)}" width="${panelSize.width}" height="${panelSize.height}"></body>`,
  );
  await canvas.waitForFunction(() => [...document.images].every((image) => image.complete && image.naturalWidth > 0));
  await canvas.screenshot({ path });
  await canvas.close();
}

/**
 * Waits until the hover card has drawn its content, and answers its frame: its frame is there with its buttons (on a loaded
 * machine the card can take seconds; the fixed wait this replaces photographed it empty).
 */
export async function cardShown(page: Page): Promise<Frame> {
  await page.waitForFunction(() => document.querySelector('atalaia-host') !== null);
  const deadline = Date.now() + 30_000;
  let card = page.frames().find((frame) => frame.url().includes('/card.html'));
  while (!card) {
    if (Date.now() > deadline) throw new Error('the hover card did not open');
    await page.waitForTimeout(100);
    card = page.frames().find((frame) => frame.url().includes('/card.html'));
  }
  await card.getByRole('button').first().waitFor({ timeout: 30_000 });
  await card.evaluate(() => document.fonts.ready.then(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))));
  // The card's frame is drawn by another process: its pixels reach the page's screenshot a moment later.
  await page.waitForTimeout(400);
  return card;
}

/** The demo page in a window of `size`, its highlights painted. */
export async function demoPage(context: BrowserContext, sandboxUrl: string, size: Size): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(size);
  await page.goto(`${sandboxUrl}/demo`);
  await page.waitForFunction(() => [...CSS.highlights.values()].some((highlight) => highlight.size > 0));
  await page.waitForTimeout(500);
  return page;
}
