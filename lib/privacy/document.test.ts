import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import en from '../../public/_locales/en/messages.json';
import ptBr from '../../public/_locales/pt_BR/messages.json';
import { privacyDocument } from './document';
import { PRIVACY_POLICY } from './policy';

describe('docs/privacy.md', () => {
  it('says what the privacy page says, in both languages (npm run privacy:doc writes it)', () => {
    const written = readFileSync(resolve(import.meta.dirname, '../../docs/privacy.md'), 'utf8');
    expect(written, 'docs/privacy.md is stale: run npm run privacy:doc').toBe(privacyDocument(ptBr, en));
  });

  it('holds every paragraph of the policy', () => {
    const document = privacyDocument(ptBr, en);
    const keys = PRIVACY_POLICY.flatMap(({ heading, blocks }) => [heading, ...blocks.flatMap((block) => ('paragraph' in block ? [block.paragraph] : block.list))]);
    for (const key of keys) {
      expect(document).toContain(ptBr[key].message);
      expect(document).toContain(en[key].message);
    }
  });
});
