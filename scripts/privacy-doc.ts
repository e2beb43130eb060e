/**
 * `npm run privacy:doc`: writes docs/privacy.md from the privacy page's text (lib/privacy/policy.ts and
 * the catalogues), after a change to either. lib/privacy/document.test.ts fails while it is stale.
 */
import { writeFileSync } from 'node:fs';
import en from '../public/_locales/en/messages.json';
import ptBr from '../public/_locales/pt_BR/messages.json';
import { privacyDocument } from '../lib/privacy/document';

writeFileSync('docs/privacy.md', privacyDocument(ptBr, en));
console.log('docs/privacy.md written.');
