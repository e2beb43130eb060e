/**
 * The privacy policy page (entrypoints/privacy): reached by its link from the options and from the
 * welcome page, it shows the policy's every section and paragraph in the browser's language, the text
 * docs/privacy.md holds (lib/privacy/document.test.ts keeps the file equal to the catalogues).
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { PRIVACY_POLICY } from '../lib/privacy/policy';
import { openExtensionPage } from './extension';
import { expect, test } from './fixtures';

const ptBr = JSON.parse(readFileSync(resolve(import.meta.dirname, '../public/_locales/pt_BR/messages.json'), 'utf8')) as Record<string, { message: string }>;
const message = (key: string) => ptBr[key]?.message ?? `(no message ${key})`;

/** Clicks the link named `name` on `page` and answers the tab it opens. */
async function follow(context: BrowserContext, page: Page, name: string): Promise<Page> {
  const opened = context.waitForEvent('page');
  await page.getByRole('link', { name }).click();
  const policy = await opened;
  await policy.waitForLoadState();
  return policy;
}

async function expectThePolicy(policy: Page) {
  await expect(policy).toHaveTitle('Atalaia: política de privacidade');
  await expect(policy.getByRole('heading', { level: 1 })).toHaveText(message('policyTitle'));
  await expect(policy.getByRole('heading', { level: 2 })).toHaveText(PRIVACY_POLICY.map(({ heading }) => message(heading)));
  const shown = await policy.locator('main').innerText();
  const documented = readFileSync(resolve(import.meta.dirname, '../docs/privacy.md'), 'utf8');
  for (const { blocks } of PRIVACY_POLICY) {
    for (const key of blocks.flatMap((block) => ('paragraph' in block ? [block.paragraph] : block.list))) {
      expect(shown).toContain(message(key));
      expect(documented).toContain(message(key));
    }
  }
}

test('the options page links the privacy policy, which says what is sent, kept and how to erase it', async ({ context, extensionId }) => {
  const options = await openExtensionPage(context, extensionId, 'options.html');
  await expectThePolicy(await follow(context, options, 'Política de privacidade completa'));
});

test('the welcome page links the privacy policy', async ({ context, extensionId }) => {
  const welcome = await openExtensionPage(context, extensionId, 'welcome.html');
  await expectThePolicy(await follow(context, welcome, 'Política de privacidade: o que o Atalaia envia, guarda e como apagar'));
});
