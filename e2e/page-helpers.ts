/** Reading a fixture page as the person sees it: the highlights painted, the card frame, a real hover. */
import type { Frame, Page } from '@playwright/test';
import { expect } from './fixtures';

/** Ranges painted per highlight, read from the page (the highlight registry belongs to the document). */
export async function painted(target: Page | Frame): Promise<Record<string, string[]>> {
  // Highlight names carry the style (`atalaia-cpf-underline`): grouped here by kind.
  return target.evaluate(() =>
    Object.fromEntries(
      [...CSS.highlights.keys()].map((name) => [name.replace(/-(underline|background|wavy)$/, ''), [...(CSS.highlights.get(name) ?? [])].map((range) => range.toString())]),
    ),
  );
}

export async function waitForPaint(target: Page | Frame, name: string, count: number) {
  await expect.poll(async () => (await painted(target))[name]?.length ?? 0, { timeout: 5_000 }).toBe(count);
}

export async function cardFrame(page: Page): Promise<Frame> {
  await expect.poll(() => page.frames().some((frame) => frame.url().includes('/card.html')), { timeout: 5_000 }).toBe(true);
  return page.frames().find((frame) => frame.url().includes('/card.html')) as Frame;
}

export async function hover(page: Page, selector: string, text: string) {
  const box = await page.evaluate(
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
        return { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
      }
      return null;
    },
    [selector, text] as const,
  );
  if (!box) throw new Error(`text ${text} not found`);
  await page.mouse.move(box.x - 30, box.y + 40);
  await page.mouse.move(box.x, box.y, { steps: 3 });
}

/**
 * Waits until the card has not changed for a little longer than the card's settle time, as a person
 * reads the card before clicking: the card refuses any click within half a second of changing.
 */
export async function untilCardSettles(card: Frame): Promise<void> {
  await card.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(resolve, 600);
        new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(resolve, 600);
        }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      }),
  );
}
