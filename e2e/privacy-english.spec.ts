/** The privacy policy page in an English browser: every section and paragraph from the English catalogue, none in Portuguese. */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { PRIVACY_POLICY } from '../lib/privacy/policy';
import { openExtensionPage } from './extension';
import { expect, test } from './fixtures';

type Catalogue = Record<string, { message: string } | undefined>;
const catalogue = (locale: string): Catalogue => JSON.parse(readFileSync(resolve(import.meta.dirname, `../public/_locales/${locale}/messages.json`), 'utf8')) as Catalogue;

test.use({ uiLanguage: 'en-US' });

test('the privacy policy is in English', async ({ context, extensionId }) => {
  const [en, ptBr] = [catalogue('en'), catalogue('pt_BR')];
  const policy = await openExtensionPage(context, extensionId, 'privacy.html');
  await expect(policy).toHaveTitle(en.policyTitle?.message ?? '(no policyTitle)');
  const shown = await policy.locator('main').innerText();
  for (const { heading, blocks } of PRIVACY_POLICY) {
    for (const key of [heading, ...blocks.flatMap((block) => ('paragraph' in block ? [block.paragraph] : block.list))]) {
      expect(shown).toContain(en[key]?.message ?? `(no ${key})`);
      expect(shown).not.toContain(ptBr[key]?.message ?? `(no ${key})`);
    }
  }
});
