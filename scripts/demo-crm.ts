/**
 * The CRM pictures of `npm run demo`, at the sizes a person sees them (the card 340 × 260, the panel
 * 360 × 600 beside a 900 px page), on the demo page's CRM section with the sandbox's demo person:
 * - demo-crm-cartao.png: the caret in the "Novo contato" form's "Celular", the card of the lead's CPF
 *   enriched (phones and e-mails first, each with Copiar and Preencher), the first phone filled in
 *   and the card saying so beside its button;
 * - demo-crm-previa.png: the panel's "Preencher formulário" preview, naming the form and listing each
 *   field with the value it will take;
 * - demo-crm-preenchido.png: the form filled, and the panel offering "Desfazer".
 */
import type { BrowserContext, Frame, Page } from '@playwright/test';
import { CPF_FULL } from '../sandbox/special';
import { besideThePage, cardShown, demoPage, PAGE, PANEL } from './demo-shots';

/** The card refuses a click on content that has just changed (lib/card/spend-guard.ts): wait until it holds still. */
async function cardSettled(card: Frame): Promise<void> {
  await card.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let timer = setTimeout(resolve, 700);
        new MutationObserver(() => {
          clearTimeout(timer);
          timer = setTimeout(resolve, 700);
        }).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
      }),
  );
}

/**
 * Rests the pointer on `text` inside the first element matching `selector`, coming from below-left.
 * Not the tests' `hover` (e2e/scenarios/content.ts): run through tsx, its inner named functions get
 * esbuild's `__name` wrappers, which `page.evaluate` carries into the page, where `__name` is undefined.
 */
async function hoverText(page: Page, selector: string, text: string): Promise<void> {
  const point = await page.evaluate(
    ([selector, text]) => {
      const root = document.querySelector(selector);
      const walker = document.createTreeWalker(root ?? document.body, NodeFilter.SHOW_TEXT);
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
  if (!point) throw new Error(`no ${text} in ${selector} of the demo page`);
  await page.mouse.move(point.x - 40, point.y + 30);
  await page.mouse.move(point.x, point.y, { steps: 4 });
}

/** The demo page at the CRM section, its "Novo contato" form in view and the caret in `field`. */
async function atTheCrm(context: BrowserContext, sandboxUrl: string, field: string): Promise<Page> {
  const page = await demoPage(context, sandboxUrl, PAGE);
  await page.locator('#crm').evaluate((section) => section.scrollIntoView({ block: 'start' }));
  await page.locator(field).click();
  return page;
}

export async function photographCrmFill(context: BrowserContext, extensionId: string, sandboxUrl: string, out: string): Promise<void> {
  const page = await atTheCrm(context, sandboxUrl, '#contato-celular');
  await hoverText(page, '#crm dl', CPF_FULL);
  const card = await cardShown(page);
  await cardSettled(card);
  await card.getByRole('button', { name: 'Enriquecer', exact: true }).click();
  await card.locator('.enriched').waitFor({ timeout: 30_000 });
  await cardSettled(card);
  await card.getByRole('button', { name: /^Preencher: \(/ }).first().click();
  await card.getByText('Preenchido no campo da página.').waitFor();
  await page.waitForTimeout(400);
  await page.screenshot({ path: `${out}/demo-crm-cartao.png` });
  await page.close();

  const beside = await atTheCrm(context, sandboxUrl, '#contato-nome');
  const panel = await context.newPage();
  await panel.setViewportSize(PANEL);
  await panel.goto(`chrome-extension://${extensionId}/sidepanel.html?q=${CPF_FULL}`);
  // The panel works on the tab in front, as Chrome's side panel does on the tab beside it.
  await beside.bringToFront();
  await panel.getByRole('button', { name: 'Enriquecer', exact: true }).click();
  await panel.getByRole('button', { name: 'Preencher formulário' }).click();
  const preview = panel.locator('.fill-plan');
  await preview.waitFor();
  // The preview whole in the panel's middle, as the person scrolls to it.
  await panel.locator('.fill-scope').evaluate((scope) => scope.closest('fieldset')?.scrollIntoView({ block: 'center' }));
  await panel.waitForTimeout(300);
  await besideThePage(context, await beside.screenshot(), await panel.screenshot(), `${out}/demo-crm-previa.png`);

  // A screenshot of the panel's tab may bring it to the front: the page goes back there.
  await beside.bringToFront();
  await panel.getByRole('button', { name: /^Preencher \d+ campos?$/ }).click();
  await panel.getByText(/campos? preenchidos?\./).waitFor();
  await panel.getByRole('button', { name: 'Desfazer' }).evaluate((button) => button.scrollIntoView({ block: 'center' }));
  await beside.locator('#novo-contato').evaluate((form) => form.scrollIntoView({ block: 'center' }));
  await beside.waitForTimeout(300);
  await besideThePage(context, await beside.screenshot(), await panel.screenshot(), `${out}/demo-crm-preenchido.png`);
  await panel.close();
  await beside.close();
}
